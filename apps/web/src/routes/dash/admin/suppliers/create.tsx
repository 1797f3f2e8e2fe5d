import { createFileRoute } from '@tanstack/react-router';
import { adminOrganisationsQueryOptions, AdminError, OrganisationCreateForm } from '@/features/admin';

export const Route = createFileRoute('/dash/admin/suppliers/create')({
  // the list this form returns to; loading it first also tells a non-admin, before they type, that this isn't theirs
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(adminOrganisationsQueryOptions('supplier', {})),
  errorComponent: AdminError,
  component: () => <OrganisationCreateForm type="supplier" />,
});
