import type { Cart, CartGroup as CartGroupData } from '@tapline/contracts';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Search, Send } from 'lucide-react';
import type { ReactNode } from 'react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Price } from '@/components/ui/price';
import { LinesSkeleton } from '@/components/ui/skeleton';
import { approvalNotice, useCart, useCheckoutDraft, type CheckoutDraft, CartGroup, heldReason, sendPlan } from '@/features/cart';
import { dashboardParams } from '@/features/organisations';
import type { ActiveEntity } from '@/features/session';
import { formatMoney, plural } from '@/lib/format';
import { VenueCartPage } from './-components/venue-cart-page';

/** The cart (docs/domain.md, Cart): one group per supplier, each sent on its own or all at once. */
export const Route = createFileRoute('/dash/cart/')({
  component: function CartPage() {
    return <VenueCartPage title="Cart" refusal={notAVenue} page={VenueCart} />;
  },
});

/** Why someone not acting for a venue of theirs has no cart, and the way to one. */
function notAVenue(entity: ActiveEntity | null) {
  return (
    <EmptyState
      title={
        entity?.readOnly
          ? `You’re not one of ${entity.name}’s members, so you don’t order for it`
          : entity
            ? `The cart is for venues, and ${entity.name} is a supplier`
            : 'Choose the venue you’re ordering for'
      }
      action={
        <Link to="/dash/profile/choose-entity" className="font-semibold text-malt-700 underline underline-offset-4">
          {entity ? 'Switch to a venue' : 'Choose a venue'}
        </Link>
      }
    >
      A cart collects what one venue orders from its suppliers.
    </EmptyState>
  );
}

function VenueCart({ userId, venue }: { userId: string; venue: ActiveEntity }) {
  const cart = useCart(userId, venue.id);
  const [draft, updateDraft] = useCheckoutDraft(venue.id);
  const discover = (variant?: 'secondary') => (
    <LinkButton to="/dash/$orgType/$orgId/discover" params={dashboardParams(venue)} variant={variant}>
      <Search aria-hidden="true" className="h-4 w-4" />
      Discover products
    </LinkButton>
  );
  return (
    <div>
      <PageHeader title="Cart" eyebrow={venue.name}>
        Your cart for {venue.name}. Each supplier gets its own order; send one, or all at once.
      </PageHeader>
      {cart.isPending ? (
        <LinesSkeleton lines={['h-64 w-full rounded-xl']} />
      ) : cart.isError ? (
        <ErrorState title="We couldn’t load your cart" message={cart.error.message} onRetry={() => void cart.refetch()} />
      ) : cart.data.groups.length === 0 ? (
        <EmptyState title="Your cart is empty" action={discover()}>
          Find beers, ciders and more from the suppliers on Tapline, at your venue’s prices.
        </EmptyState>
      ) : (
        <CartGroups
          cart={cart.data}
          userId={userId}
          venueId={venue.id}
          draft={draft}
          onDraft={updateDraft}
          discover={discover('secondary')}
        />
      )}
    </div>
  );
}

/**
 * The groups that can be sent, then apart those that can't (each says why), then the footer: what "Send all" sends
 * and its total, and what stays in the cart. Every figure comes from sendPlan, as the review's do.
 */
function CartGroups({
  cart,
  userId,
  venueId,
  draft,
  onDraft,
  discover,
}: {
  cart: Cart;
  userId: string;
  venueId: string;
  draft: CheckoutDraft;
  onDraft: (change: (draft: CheckoutDraft) => CheckoutDraft) => void;
  discover: ReactNode;
}) {
  const plan = sendPlan(cart);
  const approval = plan.sent.length > 0 ? approvalNotice(cart, plan.totalCents) : null;
  const groupOf = (group: CartGroupData) => (
    <CartGroup
      key={group.supplier.id}
      group={group}
      currency={cart.currency}
      userId={userId}
      venueId={venueId}
      draft={draft}
      onDraft={onDraft}
    />
  );
  const money = (cents: number) => formatMoney(cents, cart.currency);
  return (
    <div className="space-y-6">
      {plan.sent.map(groupOf)}
      {plan.held.length > 0 ? (
        <section aria-labelledby="cart-held-heading" className="space-y-4">
          <div>
            <h2 id="cart-held-heading" className="text-lg font-semibold text-ink">
              {plan.held.length === 1 ? 'Not ready to send' : `${plan.held.length} orders not ready to send`}
            </h2>
            <p className="text-sm text-ink-soft">
              {plan.held.length === 1 ? 'It stays' : 'Each stays'} in your cart, out of the total, until what’s marked is fixed.
            </p>
          </div>
          {plan.held.map(groupOf)}
        </section>
      ) : null}
      <section
        aria-labelledby="cart-total-heading"
        className="flex flex-wrap items-end justify-between gap-4 rounded-xl border border-line bg-malt-50 p-4"
      >
        <div className="min-w-0 space-y-2">
          <h2 id="cart-total-heading" className="font-semibold text-ink">
            {plan.sent.length === 0
              ? 'Nothing can be sent yet'
              : `Ready to send: ${plural(plan.lineCount, 'line')} to ${plural(plan.sent.length, 'supplier')}`}
          </h2>
          {plan.sent.length > 0 ? (
            <p className="text-sm text-ink-soft">
              <Price cents={plan.totalCents} currency={cart.currency} className="text-lg font-semibold text-ink" /> incl.{' '}
              <Price cents={plan.taxCents} currency={cart.currency} /> GST
            </p>
          ) : null}
          {approval ? <p className="text-sm font-medium text-malt-800">{approval}</p> : null}
          {plan.held.length > 0 ? (
            <p className="text-sm text-ink">
              Stays in your cart:{' '}
              {plan.held.map((group, index) => (
                <span key={group.supplier.id}>
                  {index > 0 ? '; ' : ''}
                  <strong>{group.supplier.name}</strong> ({heldReason(group, money)})
                </span>
              ))}
            </p>
          ) : null}
          <label className="block text-sm font-medium text-ink">
            Your purchase order number <span className="font-normal text-ink-soft">(optional)</span>
            <input
              className="mt-1 block h-11 w-full max-w-xs rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
              maxLength={50}
              value={draft.purchaseOrderNumber}
              onChange={(event) => onDraft((current) => ({ ...current, purchaseOrderNumber: event.target.value }))}
            />
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          {discover}
          {plan.sent.length > 0 ? (
            <LinkButton to="/dash/cart/checkout">
              <Send aria-hidden="true" className="h-4 w-4" />
              {approval ? 'Send for approval' : plan.sent.length > 1 ? 'Send all' : 'Send order'}
            </LinkButton>
          ) : null}
        </div>
      </section>
    </div>
  );
}
