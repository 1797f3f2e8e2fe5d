import { createFileRoute, notFound, type ErrorComponentProps } from '@tanstack/react-router';
import { NotFound } from '@/components/ui/not-found';
import { FormPageSkeleton } from '@/components/ui/skeleton';
import { applicationQueryOptions, AdminError, ApplicationAdminDetail } from '@/features/admin';
import { ApiError } from '@/lib/api-client';
import { urlUuid } from '@/lib/url-search';

/** an application the admin can't see (none, or its email not confirmed yet) is not found; a 403 is the admin area's refusal */
function ApplicationError(props: ErrorComponentProps) {
  return props.error instanceof ApiError && props.error.status === 404 ? <NotFound what="application" /> : <AdminError {...props} />;
}

export const Route = createFileRoute('/dash/admin/applications/$applicationId')({
  loader: ({ context, params }) => {
    if (!urlUuid(params.applicationId)) throw notFound();
    return context.queryClient.ensureQueryData(applicationQueryOptions(params.applicationId));
  },
  pendingComponent: FormPageSkeleton,
  errorComponent: ApplicationError,
  notFoundComponent: () => <NotFound what="application" />,
  component: function AdminApplicationPage() {
    return <ApplicationAdminDetail id={Route.useParams().applicationId} />;
  },
});
