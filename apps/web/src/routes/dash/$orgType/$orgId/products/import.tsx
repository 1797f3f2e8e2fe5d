import { createFileRoute } from '@tanstack/react-router';
import { CatalogueCsvImport } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { changesOnly } from '../-components/changes-only';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/products/import')({
  beforeLoad: onlyFor('supplier'),
  component: changesOnly(ImportProductsPage),
});

/** Import the catalogue from a CSV file, export it, or download the template (suppliers only). */
function ImportProductsPage() {
  const { organisation } = useDashboard();
  const { orgType, orgId } = Route.useParams();
  return (
    <DashboardPage
      title="Import products"
      back={{ label: 'Products', link: { to: '/dash/$orgType/$orgId/products', params: { orgType, orgId } } }}
      intro="Add or update many products and SKUs at once from a spreadsheet saved as CSV. You see every problem before anything is written."
      className="max-w-4xl"
    >
      <CatalogueCsvImport supplierId={organisation.id} />
    </DashboardPage>
  );
}
