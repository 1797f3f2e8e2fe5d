import type { SupplierOrder, SupplierOrderAction } from '@tapline/contracts';
import { CalendarClock, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { formatCalendarDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { CancelBlockedNote } from './cancel-blocked';
import { HeldNotice } from './held-notice';
import { OrderEndingPanel } from './order-ending';
import { OrderLinesTable, OrderTimeline } from './order-parts';
import { OrderStatusChip, PaidChip } from './order-status-chip';
import { ShortcutsHelp } from './shortcuts-help';
import { StepButton } from './supplier-order-steps';
import { TitledSection } from '@/components/ui/titled-section';

/** Where it goes: the venue's delivery address (or its street address, said so) and phone. */
function DeliveryPoint({ order }: { order: SupplierOrder }) {
  const address = order.deliverTo?.address;
  const phone = order.deliverTo?.phone;
  if (!address && !phone) return null;
  return (
    <address className="text-sm not-italic text-ink">
      {address ? (
        <>
          <span className="block">
            {address.line1}
            {address.line2 ? `, ${address.line2}` : ''}
          </span>
          <span className="block">
            {address.suburb} {address.state} {address.postcode}
            {address.country !== 'AU' ? `, ${address.country}` : ''}
          </span>
          {address.kind === 'physical' ? (
            <span className="block text-xs text-ink-soft">Street address: the venue has set no delivery address</span>
          ) : null}
        </>
      ) : null}
      {phone ? (
        <span className="block">
          Phone{' '}
          <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className="font-medium underline underline-offset-2 print:no-underline">
            {phone}
          </a>
        </span>
      ) : null}
    </address>
  );
}

/**
 * Orders In: one order (docs/ui.md, Supplier dashboard): the steps in the order they are used (Accept / Reject; Dispatch; Deliver; Cancel),
 * the lines, where it goes, the venue's note and the timeline. Printed, it is a pick and packing slip: the
 * dashboard's frame, the buttons and the timeline are left off the page. `a` opens Accept (listed under `?`), and
 * `initialStep` opens a step's dialog at once (Orders In's `a` on a new order).
 */
export function SupplierOrderView({
  order,
  timeZone,
  organisationId,
  initialStep,
  accounting,
  messages,
  changes,
}: {
  order: SupplierOrder;
  timeZone: string;
  organisationId: string;
  initialStep?: SupplierOrderAction | undefined;
  /** the order's invoice in the supplier's Xero (the integrations feature's section, passed in by the route) */
  accounting?: ReactNode;
  /** the thread with the venue (the order messages feature's section, passed in by the route) */
  messages?: ReactNode;
  /** the order's proposed changes and "Propose a change" (the order-changes feature's panel, passed in by the route) */
  changes?: ReactNode;
}) {
  const [openStep, setOpenStep] = useState<SupplierOrderAction | null>(
    initialStep && order.actions.includes(initialStep) ? initialStep : null,
  );
  useKeyboardShortcuts({ a: () => (order.actions.includes('accept') ? setOpenStep('accept') : false) });
  const parties = { venue: order.venue.name, supplier: order.supplier.name };
  return (
    <div className="space-y-5">
      <PageHeader title={`Order ${order.orderNumber}`} eyebrow={order.supplier.name}>
        From <strong>{order.venue.name}</strong>, sent {formatDateTime(order.createdAt, timeZone)}
        {order.placedBy ? ` by ${order.placedBy.name}` : ''}
        {order.purchaseOrderNumber ? ` · their PO ${order.purchaseOrderNumber}` : ''}
      </PageHeader>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-malt-50 p-4 print:border-0 print:bg-white print:p-0">
        <div className="space-y-1">
          <div className="flex flex-wrap items-center gap-1.5">
            <OrderStatusChip status={order.status} />
            <PaidChip paidAt={order.paidAt} />
          </div>
          <p className="text-sm text-ink">
            Deliver {order.requestedDeliveryDate ? <strong>{formatCalendarDate(order.requestedDeliveryDate)}</strong> : 'on a day not set'}{' '}
            to <strong>{order.venue.name}</strong>
            {order.askedDeliveryDate ? (
              <span className="text-ink-soft"> · moved from {formatCalendarDate(order.askedDeliveryDate)}, the day they asked for</span>
            ) : null}
          </p>
          <DeliveryPoint order={order} />
        </div>
        <div className="flex flex-wrap gap-2 print:hidden">
          {order.actions.map((action) => (
            <StepButton
              key={action}
              order={order}
              action={action}
              organisationId={organisationId}
              open={openStep === action}
              setOpen={(open) => setOpenStep(open ? action : null)}
            />
          ))}
          <Button variant="ghost" onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" />
            Print packing slip
          </Button>
        </div>
      </div>
      <HeldNotice order={order} reader="supplier" />
      {order.deliveryOverdue && order.requestedDeliveryDate ? (
        <p className="flex gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-ink print:hidden">
          <CalendarClock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
          <span>
            {order.venue.name} asked for delivery on <strong>{formatCalendarDate(order.requestedDeliveryDate)}</strong>, which has passed.
            Accept it on a new delivery day, or reject it.
          </span>
        </p>
      ) : null}
      <OrderEndingPanel supplierOrder={order} reader="supplier" parties={parties} timeZone={timeZone} />
      {order.cancelBlockedBy ? (
        <div className="print:hidden">
          <CancelBlockedNote blockedBy={order.cancelBlockedBy} reader="supplier" counterpart={order.venue.name} />
        </div>
      ) : null}
      {order.venueNote ? (
        <p className="rounded-lg border border-line bg-white p-3 text-sm text-ink">
          Note from {order.venue.name}: {order.venueNote}
        </p>
      ) : null}
      {/* a reject's or a cancel's reason is the ending's: said once */}
      {order.supplierNote && order.supplierNote !== order.ending?.reason ? (
        <p className="rounded-lg border border-line bg-white p-3 text-sm text-ink">Your note: {order.supplierNote}</p>
      ) : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] print:block">
        <section aria-label="Lines" className="min-w-0 rounded-xl border border-line bg-white p-4 print:border-0 print:p-0">
          <OrderLinesTable lines={order.lines} currency={order.currency} totals={order} />
        </section>
        <div className="min-w-0 space-y-4 print:hidden">
          {changes}
          {accounting}
          <TitledSection
            title="Timeline"
            headingId="timeline-heading"
            headingClassName="mb-2 text-sm font-semibold text-ink"
            className="rounded-xl border border-line bg-white p-4"
          >
            <OrderTimeline events={order.events} timeZone={timeZone} parties={parties} />
          </TitledSection>
        </div>
        {messages ? <div className="min-w-0 lg:col-start-1 print:hidden">{messages}</div> : null}
      </div>
      <ShortcutsHelp />
    </div>
  );
}
