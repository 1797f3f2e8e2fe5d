import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { venueOverviewQueryOptions } from '@/features/dashboard/api/get-venue-overview';
import { useEntity } from '@/features/session/entity-provider';
import { plural } from '@/lib/format';

export const Route = createFileRoute('/dash/cart/')({
  component: CartPage,
});

/** The cart belongs to a user acting for a venue (PRODUCT.md §2); it fills once ordering arrives. */
function CartPage() {
  const { entity } = useEntity();
  const venueSlug = entity?.type === 'venue' ? entity.slug : undefined;
  // the overview carries this user's cart summary at the venue until the cart's own calls arrive
  const overview = useQuery({ ...venueOverviewQueryOptions(venueSlug ?? ''), enabled: venueSlug !== undefined });
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
        What {entity.name} is about to order, grouped by supplier.
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
            <LinkButton to="/dash/venues/$venueId/discover" params={{ venueId: entity.slug }} variant="secondary">
              <Search aria-hidden="true" className="h-4 w-4" />
              Discover products
            </LinkButton>
          }
        >
          <p className="mx-auto max-w-md">
            <Price cents={overview.data.cart.subtotalCents} currency={overview.data.cart.currency} className="font-semibold text-ink" /> ex GST
            at today’s prices. Reviewing and sending the cart from here comes with ordering, coming soon.
          </p>
        </EmptyState>
      ) : (
        <EmptyState
          title="Your cart is empty"
          action={
            <LinkButton to="/dash/venues/$venueId/discover" params={{ venueId: entity.slug }}>
              <Search aria-hidden="true" className="h-4 w-4" />
              Discover products
            </LinkButton>
          }
        >
          <p className="mx-auto max-w-md">
            Adding to the cart comes with ordering, which is coming soon: then you’ll fill one cart from several suppliers and send it in
            one go.
          </p>
        </EmptyState>
      )}
    </div>
  );
}
