import type { CartGroup } from '@tapline/contracts';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ArrowLeft, Send } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Price } from '@/components/ui/price';
import { LinesSkeleton } from '@/components/ui/skeleton';
import {
  checkoutProblems,
  useCart,
  useCheckout,
  chosenDate,
  clearCheckoutDraft,
  useCheckoutDraft,
  heldReason,
  sendPlan,
  CartTradeAccount,
  approvalNotice,
} from '@/features/cart';
import { useRequestApproval } from '@/features/approvals';
import { dashboardParams } from '@/features/organisations';
import type { ActiveEntity } from '@/features/session';
import { formatCalendarDate, formatMoney, kegDepositLabel, plural } from '@/lib/format';
import { urlText, type UrlSearchInput } from '@/lib/url-search';
import { BackToCart, VenueCartPage } from './-components/venue-cart-page';
import { Panel } from '@/components/ui/card';

/** `?suppliers=`: the groups to send, comma-separated ids ("Send this order"); none = every group that can be sent. */
const checkoutSearch = (input: UrlSearchInput): { suppliers?: string | undefined } => ({ suppliers: urlText(input.suppliers) });

/** Review and confirm (/dash/cart/checkout, docs/domain.md, Routes): what goes to whom, for which day, and the totals; then send. */
export const Route = createFileRoute('/dash/cart/checkout')({
  validateSearch: checkoutSearch,
  component: function CheckoutPage() {
    return (
      <VenueCartPage
        title="Send your order"
        refusal={() => <EmptyState title="Choose the venue you’re ordering for" action={<BackToCart />} />}
        page={Review}
      />
    );
  },
});

function Review({ userId, venue }: { userId: string; venue: ActiveEntity }) {
  const { suppliers } = Route.useSearch();
  const cart = useCart(userId, venue.id);
  const [draft] = useCheckoutDraft(venue.id);
  const checkout = useCheckout(userId, venue.id);
  const requestApproval = useRequestApproval(venue.id);
  const navigate = useNavigate();
  const asked = suppliers?.split(',').filter(Boolean);
  // the cart's own plan: the groups sent and their total are the ones the cart page showed
  const plan = cart.data ? sendPlan(cart.data, asked) : undefined;
  const groups = plan?.sent ?? [];
  // staff, or a buyer over a limit: the same groups go to an owner or admin instead (decision 0184)
  const approval = cart.data && plan ? approvalNotice(cart.data, plan.totalCents) : null;
  const sending = approval ? requestApproval : checkout;
  const problems = checkoutProblems(sending.error);
  // mutateAsync, not mutate's callbacks: the refetches a placed order starts may re-render this page away first,
  // and the person must still land on their order
  const send = async () => {
    const supplierIds = groups.map((group) => group.supplier.id);
    const deliveryDates = Object.fromEntries(
      groups.flatMap((group) => {
        const date = chosenDate(draft, group.supplier.id, group.deliveryDates);
        return date ? [[group.supplier.id, date]] : [];
      }),
    );
    const notes = Object.fromEntries(
      groups.flatMap((group) =>
        draft.notes[group.supplier.id]?.trim() ? [[group.supplier.id, draft.notes[group.supplier.id]!.trim()]] : [],
      ),
    );
    const purchaseOrderNumber = draft.purchaseOrderNumber.trim();
    const input = { supplierIds, deliveryDates, notes, ...(purchaseOrderNumber ? { purchaseOrderNumber } : {}) };
    const { default: toast } = await import('react-hot-toast');
    if (approval) {
      let request;
      try {
        request = await requestApproval.mutateAsync(input);
      } catch {
        return; // the page shows what went wrong (requestApproval.error)
      }
      clearCheckoutDraft(venue.id, supplierIds);
      toast.success('Sent for approval: an owner or admin will decide');
      void navigate({ to: '/dash/$orgType/$orgId/approvals/$requestId', params: { ...dashboardParams(venue), requestId: request.id } });
      return;
    }
    let order;
    try {
      order = await checkout.mutateAsync(input);
    } catch {
      return; // the page shows what went wrong (checkout.error)
    }
    clearCheckoutDraft(venue.id, supplierIds);
    toast.success(`Order ${order.number} sent to ${plural(order.supplierOrders.length, 'supplier')}`);
    void navigate({ to: '/dash/$orgType/$orgId/orders/$orderId', params: { ...dashboardParams(venue), orderId: order.id } });
  };
  return (
    <div>
      <Link to="/dash/cart" className="mb-3 inline-flex items-center gap-1 text-sm font-medium text-malt-700 hover:underline">
        <ArrowLeft aria-hidden="true" className="h-4 w-4" />
        Back to the cart
      </Link>
      <PageHeader title="Send your order" eyebrow={venue.name}>
        Check what goes to each supplier and when, then send. Each supplier gets its own order.
      </PageHeader>
      {cart.isPending ? (
        <LinesSkeleton lines={['h-64 w-full rounded-xl']} />
      ) : cart.isError ? (
        <ErrorState title="We couldn’t load your cart" message={cart.error.message} onRetry={() => void cart.refetch()} />
      ) : !plan || plan.sent.length === 0 ? (
        <EmptyState title="Nothing to send" action={<BackToCart />}>
          {plan && plan.held.some((group) => !group.canCheckout) ? (
            <StaysInCart held={plan.held} currency={cart.data.currency} />
          ) : (
            'No group in your cart can be sent right now.'
          )}
        </EmptyState>
      ) : (
        <div className="space-y-4">
          {sending.isError ? (
            <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-900">
              <p className="font-semibold">The order wasn’t sent{problems.length > 0 ? ': fix these first' : ''}</p>
              {problems.length > 0 ? (
                <ul className="mt-2 list-disc space-y-1 pl-5">
                  {problems.map((problem, index) => (
                    <li key={index}>{problem.message}</li>
                  ))}
                </ul>
              ) : (
                <p className="mt-1">{sending.error.message}</p>
              )}
              {problems.length > 0 ? (
                <Link to="/dash/cart" className="mt-2 inline-block font-semibold underline underline-offset-4">
                  Fix them in the cart
                </Link>
              ) : null}
            </div>
          ) : null}
          {groups.map((group) => {
            const date = chosenDate(draft, group.supplier.id, group.deliveryDates);
            const note = draft.notes[group.supplier.id]?.trim();
            return (
              <section
                key={group.supplier.id}
                aria-label={`Order for ${group.supplier.name}`}
                className="rounded-xl border border-line bg-white p-4"
              >
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="font-semibold text-ink">{group.supplier.name}</h2>
                  <p className="text-sm text-ink">
                    Delivery <strong>{date ? formatCalendarDate(date) : 'no day available'}</strong>
                  </p>
                </div>
                <ul className="mt-2 divide-y divide-line text-sm">
                  {group.lines.map((line) => (
                    <li key={line.id} className="flex justify-between gap-3 py-2">
                      <span className="min-w-0">
                        <span className="tabular-nums">{line.qty} ×</span> {line.product.name}{' '}
                        <span className="text-ink-soft">· {line.skuName}</span>
                        {line.problem ? <span className="block font-medium text-red-700">{line.problem.message}</span> : null}
                      </span>
                      <Price cents={line.lineTotalCents} currency={cart.data.currency} className="shrink-0" />
                    </li>
                  ))}
                  {group.deposits.map((deposit) => (
                    <li key={deposit.kegTypeId} className="flex justify-between gap-3 py-2">
                      <span className="min-w-0">{kegDepositLabel(deposit)}</span>
                      <Price cents={deposit.totalCents} currency={cart.data.currency} className="shrink-0" />
                    </li>
                  ))}
                  {group.deliveryFeeCents > 0 ? (
                    <li className="flex justify-between gap-3 py-2">
                      <span className="min-w-0">
                        Delivery fee{group.zone ? <span className="text-ink-soft"> · {group.zone.name}</span> : null}
                      </span>
                      <Price cents={group.deliveryFeeCents} currency={cart.data.currency} className="shrink-0" />
                    </li>
                  ) : null}
                </ul>
                {note ? <p className="mt-2 rounded-lg bg-malt-50 p-2 text-sm text-ink">Note: {note}</p> : null}
                <div className="mt-2">
                  <CartTradeAccount group={group} venueId={venue.id} currency={cart.data.currency} />
                </div>
                <p className="mt-2 flex justify-end gap-2 text-sm">
                  <span className="text-ink-soft">Total incl. GST</span>
                  <Price cents={group.totalCents} currency={cart.data.currency} className="font-semibold text-ink" />
                </p>
              </section>
            );
          })}
          {plan.held.length > 0 ? (
            <Panel headingId="stays-heading" title="Stays in your cart" className="text-sm">
              <StaysInCart held={plan.held} currency={cart.data.currency} />
            </Panel>
          ) : null}
          <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-malt-50 p-4">
            <p className="text-sm text-ink">
              {draft.purchaseOrderNumber.trim() ? (
                <>
                  PO number <strong>{draft.purchaseOrderNumber.trim()}</strong> ·{' '}
                </>
              ) : null}
              Total <Price cents={plan.totalCents} currency={cart.data.currency} className="text-lg font-semibold" /> incl.{' '}
              <Price cents={plan.taxCents} currency={cart.data.currency} /> GST
            </p>
            {approval ? <p className="w-full text-sm font-medium text-malt-800">{approval}</p> : null}
            <Button onClick={() => void send()} disabled={sending.isPending}>
              <Send aria-hidden="true" className="h-4 w-4" />
              {sending.isPending
                ? 'Sending…'
                : approval
                  ? 'Send for approval'
                  : groups.length > 1
                    ? `Send to ${groups.length} suppliers`
                    : 'Send order'}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}

/** The groups this send leaves in the cart, each with why and how many lines stay. */
function StaysInCart({ held, currency }: { held: CartGroup[]; currency: string }) {
  return (
    <ul className="mt-1 space-y-1 text-ink">
      {held.map((group) => (
        <li key={group.supplier.id}>
          <strong>{group.supplier.name}</strong>: {plural(group.lines.length, 'line')} {group.lines.length === 1 ? 'stays' : 'stay'} in your
          cart ({heldReason(group, (cents) => formatMoney(cents, currency))})
        </li>
      ))}
    </ul>
  );
}
