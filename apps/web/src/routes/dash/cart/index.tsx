import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { venueOverviewQueryOptions } from '@/features/dashboard/api/get-overview';
import { dashboardParams } from '@/features/organisations/organisation-ref';
import { useEntity } from '@/features/session/entity-provider';
import { plural } from '@/lib/format';

export const Route = createFileRoute('/dash/cart/')({
  component: CartPage,
});

/** The cart belongs to a user acting for a venue (PRODUCT.md §2): what it holds, and the way to Discover. */
function CartPage() {
  const { entity } = useEntity();
  const venueId = entity?.type === 'venue' ? entity.id : undefined;
  // the overview carries this user's cart summary at the venue
  const overview = useQuery({ ...venueOverviewQueryOptions(venueId ?? ''), enabled: venueId !== undefined });
  if (entity?.type !== 'venue') {
    return (
      <div>
        <PageHeader title="Cart" />
        <EmptyState
          title={entity ? `The cart is for venues, and ${entity.name} is a supplier` : 'Choose the venue you’re ordering for'}
          action={
            <Link to="/dash/profile/choose-entity" className="font-semibold text-malt-700 underline underline-offset-4">
              {entity ? 'Switch to a venue' : 'Choose a venue'}
            </Link>
          }
        >
          A cart collects what one venue orders from its suppliers.
        </EmptyState>
      </div>
    );
  }
  return (
    <div>
      <PageHeader title="Cart" eyebrow={entity.name}>
        What {entity.name} has in its cart.
      </PageHeader>
      {overview.isPending ? (
        <div role="status">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-40 w-full rounded-xl" />
        </div>
      ) : overview.data && overview.data.cart.lineCount > 0 ? (
        <EmptyState
          title={`${plural(overview.data.cart.lineCount, 'line')} from ${plural(overview.data.cart.supplierCount, 'supplier')} in your cart`}
          action={
            <LinkButton to="/dash/$orgType/$orgId/discover" params={dashboardParams(entity)} variant="secondary">
              <Search aria-hidden="true" className="h-4 w-4" />
              Discover products
            </LinkButton>
          }
        >
          <p className="mx-auto max-w-md">
            <Price cents={overview.data.cart.subtotalCents} currency={overview.data.cart.currency} className="font-semibold text-ink" /> ex GST
            at today’s prices.
          </p>
        </EmptyState>
      ) : (
        <EmptyState
          title="Your cart is empty"
          action={
            <LinkButton to="/dash/$orgType/$orgId/discover" params={dashboardParams(entity)}>
              <Search aria-hidden="true" className="h-4 w-4" />
              Discover products
            </LinkButton>
          }
        />
      )}
    </div>
  );
}
