import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';

export const Route = createFileRoute('/dash/suppliers/$supplierId/venues/')({
  component: SupplierVenuesPage,
});

function SupplierVenuesPage() {
  const { supplierId } = Route.useParams();
  const { data: supplier } = useOrganisationSettings('supplier', supplierId);
  return (
    <div>
      <PageHeader title="Venues" eyebrow={supplier.name}>
        The venues {supplier.name} supplies, with their last order, how often they order and what they spend.
      </PageHeader>
      <EmptyState title="Your venues appear here once they order through Tapline">
        <p className="mx-auto max-w-md">Ordering from the dashboards is coming soon. Each venue that orders from you will be listed here, with its orders and its prices.</p>
      </EmptyState>
    </div>
  );
}
