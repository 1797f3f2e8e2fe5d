import { useQuery } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { CartProblemsList } from '@/features/cart';
import { PageHeader } from '@/components/ui/page-header';
import { Price } from '@/components/ui/price';
import {
  useDismissGettingStarted,
  useVenueOverview,
  venueAttention,
  venueGettingStartedSteps,
  AttentionList,
  StatCard,
  statLinkClass,
  TeamLine,
} from '@/features/dashboard';
import { overdueInvoicesQueryOptions } from '@/features/invoices';
import { formatCalendarDate, plural } from '@/lib/format';
import { formatRelative } from '@/lib/format-time';
import { DeliveriesDue, deliveriesSummary } from './deliveries-due';
import { RecentVenueOrders } from './recent-venue-orders';
import { TapChanges } from './tap-changes';
import { attentionLink } from './attention-link';
import { GettingStarted } from './getting-started';
import { useDashboard } from './use-dashboard';

/** The venue's landing page (docs/ui.md, Venue dashboard): open orders by status, deliveries due (overdue ones first), the cart, what changed on tap. */
export function VenueOverview() {
  const { organisation, settings: venue, canManage, readOnly, params } = useDashboard();
  const { data: overview } = useVenueOverview(organisation.id);
  const open = overview.openSupplierOrders;
  const openTotal = open.submitted + open.accepted + open.dispatched;
  const nextDelivery = overview.deliveriesDue.next[0];
  const deliveryCounts = deliveriesSummary(overview.deliveriesDue);
  const { cart } = overview;
  // lines that stay in the cart with their supplier's group (below its minimum, a line checkout would refuse, …)
  const heldLineCount = cart.heldBack.reduce((sum, group) => sum + group.lineCount, 0);
  const lastTap = overview.taps.recent[0];
  const steps = venueGettingStartedSteps(overview, venue);
  const checklistShown = !overview.gettingStarted.dismissed && steps.some((step) => !step.done);
  const dismiss = useDismissGettingStarted(organisation.id);
  // prefetched beside the overview; a failure only leaves the item out
  const { data: overdueBills } = useQuery(overdueInvoicesQueryOptions(organisation));

  const linkTo = attentionLink(params);

  return (
    <div className="space-y-6">
      <PageHeader title={venue.name} eyebrow="Overview" />

      {checklistShown ? (
        <GettingStarted
          steps={steps}
          canManage={canManage}
          readOnly={readOnly}
          params={params}
          dismiss={
            canManage && !readOnly
              ? {
                  pending: dismiss.isPending,
                  onDismiss: () =>
                    dismiss.mutate(undefined, {
                      onSuccess: () => toast.success(`The checklist is put away for everyone at ${venue.name}`),
                      onError: (error) => toast.error(error.message),
                    }),
                }
              : undefined
          }
        />
      ) : null}

      <div className="grid grid-cols-2 gap-3 xl:grid-cols-4">
        <StatCard
          label="Open orders"
          link={linkTo('orders', 'Open orders', statLinkClass)}
          value={openTotal}
          detail={
            openTotal > 0 ? `${open.submitted} submitted · ${open.accepted} accepted · ${open.dispatched} on the way` : 'Nothing on order'
          }
        />
        <StatCard
          label="Deliveries due"
          value={overview.deliveriesDue.count}
          detail={
            deliveryCounts ? (
              <span className={overview.deliveriesDue.overdue > 0 ? 'font-medium text-red-800' : undefined}>{deliveryCounts}</span>
            ) : nextDelivery ? (
              `Next: ${formatCalendarDate(nextDelivery.requestedDeliveryDate)}, ${nextDelivery.supplierName}`
            ) : (
              'None due in the next 7 days'
            )
          }
        />
        {/* the cart is the person's own: a platform admin in the read-only view has none here (decision 0119) */}
        {readOnly ? null : (
          <StatCard
            label="Cart"
            link={linkTo('cart', 'Cart', statLinkClass)}
            value={plural(cart.lineCount + heldLineCount, 'line')}
            detail={
              <>
                {cart.lineCount > 0 ? (
                  <>
                    <Price cents={cart.subtotalCents} currency={cart.currency} /> ex GST ready to send from{' '}
                    {plural(cart.supplierCount, 'supplier')}
                  </>
                ) : cart.problems.length > 0 || heldLineCount > 0 ? (
                  'Nothing that can be ordered'
                ) : (
                  'Empty'
                )}
                {cart.heldBack.length > 0 ? (
                  <span className="block font-medium text-red-800">{plural(cart.heldBack.length, 'supplier')} held back</span>
                ) : null}
                {cart.problems.length > 0 ? (
                  <span className="block font-medium text-red-800">{cart.problems.length} can’t be ordered</span>
                ) : null}
              </>
            }
          />
        )}
        <StatCard
          label="On tap"
          link={linkTo('on-tap', 'On tap', statLinkClass)}
          value={overview.taps.count}
          detail={lastTap ? `Last change ${formatRelative(lastTap.since)}` : 'Nothing listed'}
        />
      </div>

      <div className="grid gap-6 lg:grid-cols-2">
        <AttentionList items={venueAttention(overview, venue, { canManage, checklistShown, overdueBills })} linkTo={linkTo} />
        <DeliveriesDue deliveries={overview.deliveriesDue} />
      </div>

      <CartProblemsList problems={cart.problems} action={linkTo('cart', 'Open the cart')} />

      <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <RecentVenueOrders orders={overview.recentOrders} timeZone={venue.timeZone} venueSlug={venue.slug} />
        <TapChanges taps={overview.taps.recent} venueSlug={venue.slug} />
      </div>

      <TeamLine teamSize={overview.teamSize} pendingInvites={overview.pendingInvites} />
    </div>
  );
}
