import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { PageHeader } from '@/components/ui/page-header';
import { CatalogueCsvImport } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { useDashboard } from '../-components/use-dashboard';
import { changesOnly } from '../-components/changes-only';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/import')({
  beforeLoad: ({ context }) => onlyFor('supplier', context.organisation),
  component: changesOnly(ImportProductsPage),
});

/** Import the catalogue from a CSV file, export it, or download the template (suppliers only). */
function ImportProductsPage() {
  const { organisation, settings: supplier } = useDashboard();
  useSignedInPageHead('Import products', supplier.name);
  const { orgType, orgId } = Route.useParams();
  return (
    <div className="max-w-4xl">
      <BackLink to="/dash/$orgType/$orgId/products" params={{ orgType, orgId }} className="mb-3">
        Products
      </BackLink>
      <PageHeader title="Import products" eyebrow={supplier.name}>
        Add or update many products and SKUs at once from a spreadsheet saved as CSV. You see every problem before anything is written.
      </PageHeader>
      <CatalogueCsvImport supplierId={organisation.id} />
    </div>
  );
}
