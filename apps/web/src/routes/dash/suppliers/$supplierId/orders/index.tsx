import { createFileRoute } from '@tanstack/react-router';
import { Package } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';

export const Route = createFileRoute('/dash/suppliers/$supplierId/orders/')({
  component: OrdersInPage,
});

/** "Orders In" (spec §2): the queue arrives with ordering; until then the page says so plainly. */
function OrdersInPage() {
  const { supplierId } = Route.useParams();
  const { data: supplier } = useOrganisationSettings('supplier', supplierId);
  return (
    <div>
      <PageHeader title="Orders In" eyebrow={supplier.name}>
        The orders venues send {supplier.name}, newest first, to accept, dispatch and deliver.
      </PageHeader>
      <EmptyState
        title="The order queue arrives with ordering, coming soon"
        action={
          <LinkButton to="/dash/suppliers/$supplierId/products" params={{ supplierId: supplier.slug }} variant="secondary">
            <Package aria-hidden="true" className="h-4 w-4" />
            Check your products
          </LinkButton>
        }
      >
        <p className="mx-auto max-w-md">
          When venues can order from their dashboards, each order lands here as New, with Accept and Reject, then Dispatch and Deliver.
          Until then, make sure your catalogue and ordering rules are ready.
        </p>
      </EmptyState>
    </div>
  );
}
