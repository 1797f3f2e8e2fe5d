import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Price } from '@/components/ui/price';
import { Skeleton } from '@/components/ui/skeleton';
import { CartProblemsList } from '@/features/cart/components/cart-problems-list';
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
  const cart = overview.data?.cart;
  const discover = (variant?: 'secondary') => (
    <LinkButton to="/dash/$orgType/$orgId/discover" params={dashboardParams(entity)} variant={variant}>
      <Search aria-hidden="true" className="h-4 w-4" />
      Discover products
    </LinkButton>
  );
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
      ) : overview.isError ? (
        <ErrorState title="We couldn’t load your cart" message={overview.error.message} onRetry={() => void overview.refetch()} />
      ) : cart && (cart.lineCount > 0 || cart.problems.length > 0) ? (
        <div className="space-y-6">
          {cart.lineCount > 0 ? (
            <section aria-labelledby="cart-lines-heading" className="flex flex-wrap items-center justify-between gap-4 rounded-xl border border-line bg-white p-4">
              <div>
                <h2 id="cart-lines-heading" className="font-semibold text-ink">
                  {plural(cart.lineCount, 'line')} from {plural(cart.supplierCount, 'supplier')} {cart.problems.length > 0 ? 'can be ordered' : 'in your cart'}
                </h2>
                <p className="mt-1 text-sm text-ink-soft">
                  <Price cents={cart.subtotalCents} currency={cart.currency} className="font-semibold text-ink" /> ex GST at today’s prices.
                </p>
              </div>
              {discover('secondary')}
            </section>
          ) : (
            <EmptyState title="Nothing in your cart can be ordered" action={discover()}>
              <p className="mx-auto max-w-md">Each line below says why.</p>
            </EmptyState>
          )}
          <CartProblemsList problems={cart.problems} />
        </div>
      ) : (
        <EmptyState title="Your cart is empty" action={discover()} />
      )}
    </div>
  );
}
