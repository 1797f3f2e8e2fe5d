import type { Order, ReorderResult, SupplierOrder } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { RotateCcw } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { Price } from '@/components/ui/price';
import { formatCalendarDate, plural } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { useReadOnly } from '@/lib/read-only-view';
import { useOrderStep, useReorder } from '../api/change-order';
import { CancelBlockedNote } from './cancel-blocked';
import { HeldNotice } from './held-notice';
import { OrderEndingPanel, type OrderParties } from './order-ending';
import { OrderLinesTable, OrderTimeline } from './order-parts';
import { OrderStatusChip, PaidChip } from './order-status-chip';
import { ReasonField } from './reason-field';

/** "Cancel" on a supplier order still waiting for its supplier: a dialog asks why (the supplier reads it). */
function CancelSupplierOrder({ supplierOrder, venueId }: { supplierOrder: SupplierOrder; venueId: string }) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const step = useOrderStep(supplierOrder.id, venueId);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Cancel this order
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Cancel the order to ${supplierOrder.supplier.name}?`}
        description="The supplier is told at once, with your reason. The rest of the order stays as it is."
        confirmLabel="Cancel the order"
        cancelLabel="Keep it"
        busy={step.isPending}
        onConfirm={() => step.mutate({ action: 'cancel', reason }, { onSuccess: () => setOpen(false) })}
      >
        <ReasonField label="Why?" value={reason} onChange={setReason} />
        {step.isError ? <p className="mt-2 text-sm text-red-700">{step.error.message}</p> : null}
      </ConfirmDialog>
    </>
  );
}

function ReorderButton({ order }: { order: Order }) {
  const reorder = useReorder(order.id, order.venue.id);
  const [result, setResult] = useState<ReorderResult | null>(null);
  return (
    <div className="space-y-2">
      <Button variant="secondary" disabled={reorder.isPending} onClick={() => reorder.mutate(undefined, { onSuccess: setResult })}>
        <RotateCcw aria-hidden="true" className="h-4 w-4" />
        {reorder.isPending ? 'Adding…' : 'Reorder'}
      </Button>
      {reorder.isError ? <p className="text-sm text-red-700">{reorder.error.message}</p> : null}
      {result ? (
        <div role="status" className="rounded-lg border border-line bg-white p-3 text-sm">
          <p className="text-ink">
            {result.added.length > 0
              ? `${plural(result.added.length, 'line')} added to your cart at today’s prices.`
              : 'Nothing could be added.'}{' '}
            {result.added.length > 0 ? (
              <Link to="/dash/cart" className="font-semibold text-malt-700 underline underline-offset-4">
                Open the cart
              </Link>
            ) : null}
          </p>
          {result.skipped.length > 0 ? (
            <ul className="mt-1 list-disc pl-5 text-ink-soft">
              {result.skipped.map((line, index) => (
                <li key={index}>
                  {line.productName} ({line.skuName}): {line.reason}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

/** A venue's order (docs/ui.md, Venue dashboard): per supplier its status, delivery day, lines, totals and timeline; cancel and Reorder. */
export function VenueOrderView({
  order,
  timeZone,
  accountingOf,
  actions,
  actionsOf,
  messagesOf,
  buys = true,
  changesOf,
}: {
  order: Order;
  timeZone: string;
  /** whether the viewer places orders (a venue's staff don't: no Reorder nor Cancel, decision 0183) */
  buys?: boolean;
  /** more of what the venue may do with the order, beside Reorder (the route passes them in from other features) */
  actions?: ReactNode;
  /** each supplier order's bill in the venue's Xero (the integrations feature's section, passed in by the route) */
  accountingOf?: (supplierOrder: SupplierOrder) => ReactNode;
  /** what else the venue may do with a supplier order, under its lines (other features' buttons, passed in by the route) */
  actionsOf?: (supplierOrder: SupplierOrder) => ReactNode;
  /** each supplier order's thread with its supplier (the order messages feature's section, passed in by the route) */
  messagesOf?: (supplierOrder: SupplierOrder) => ReactNode;
  /** a supplier order's proposed changes, to accept or decline (the order-changes feature's panel, passed in by the route) */
  changesOf?: (supplierOrder: SupplierOrder) => ReactNode;
}) {
  const readOnly = useReadOnly();
  const partiesOf = (supplierOrder: SupplierOrder): OrderParties => ({ venue: order.venue.name, supplier: supplierOrder.supplier.name });
  return (
    <div className="space-y-5">
      <PageHeader title={`Order ${order.number}`} eyebrow={order.venue.name}>
        Sent {formatDateTime(order.createdAt, timeZone)}
        {order.placedBy ? ` by ${order.placedBy.name}` : ''}
        {order.purchaseOrderNumber ? ` · your PO ${order.purchaseOrderNumber}` : ''}
      </PageHeader>
      <div className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-line bg-malt-50 p-4">
        <div className="space-y-1">
          <OrderStatusChip status={order.status} />
          <p className="text-sm text-ink">
            {plural(order.supplierOrders.length, 'supplier')} ·{' '}
            <Price cents={order.totalCents} currency={order.currency} className="font-semibold" /> incl.{' '}
            <Price cents={order.taxCents} currency={order.currency} /> GST
          </p>
        </div>
        {readOnly ? null : (
          <div className="flex flex-wrap items-start gap-2">
            {buys ? <ReorderButton order={order} /> : null}
            {actions}
          </div>
        )}
      </div>
      {order.supplierOrders.map((supplierOrder) => (
        <section
          key={supplierOrder.id}
          aria-labelledby={`so-${supplierOrder.id}`}
          className="grid gap-4 rounded-xl border border-line bg-white p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]"
        >
          <div className="min-w-0 space-y-3">
            <div className="flex flex-wrap items-center gap-2">
              <h2 id={`so-${supplierOrder.id}`} className="font-semibold text-ink">
                {supplierOrder.supplier.name}
              </h2>
              <OrderStatusChip status={supplierOrder.status} />
              <PaidChip paidAt={supplierOrder.paidAt} />
            </div>
            <p className="text-sm text-ink-soft">
              Delivery{' '}
              {supplierOrder.requestedDeliveryDate ? (
                <strong className="text-ink">{formatCalendarDate(supplierOrder.requestedDeliveryDate)}</strong>
              ) : (
                'day not set'
              )}
              {supplierOrder.askedDeliveryDate
                ? ` · moved by ${supplierOrder.supplier.name} from ${formatCalendarDate(supplierOrder.askedDeliveryDate)}, the day you asked for`
                : ''}
              {supplierOrder.venueNote ? ` · your note: ${supplierOrder.venueNote}` : ''}
            </p>
            <HeldNotice order={supplierOrder} reader="venue" />
            <OrderEndingPanel supplierOrder={supplierOrder} reader="venue" parties={partiesOf(supplierOrder)} timeZone={timeZone} />
            {/* a reject's or a cancel's reason is the ending's: said once */}
            {supplierOrder.supplierNote && supplierOrder.supplierNote !== supplierOrder.ending?.reason ? (
              <p className="rounded-lg bg-malt-50 p-2 text-sm text-ink">
                From {supplierOrder.supplier.name}: {supplierOrder.supplierNote}
              </p>
            ) : null}
            <OrderLinesTable lines={supplierOrder.lines} currency={supplierOrder.currency} totals={supplierOrder} />
            {changesOf?.(supplierOrder)}
            <div className="flex flex-wrap gap-2 empty:hidden">
              {buys && supplierOrder.actions.includes('cancel') ? (
                <CancelSupplierOrder supplierOrder={supplierOrder} venueId={order.venue.id} />
              ) : null}
              {readOnly ? null : actionsOf?.(supplierOrder)}
            </div>
            {supplierOrder.cancelBlockedBy ? (
              <CancelBlockedNote blockedBy={supplierOrder.cancelBlockedBy} reader="venue" counterpart={supplierOrder.supplier.name} />
            ) : null}
          </div>
          <div className="min-w-0 space-y-4">
            {accountingOf?.(supplierOrder)}
            <div>
              <h3 className="mb-2 text-sm font-semibold text-ink">Timeline</h3>
              <OrderTimeline events={supplierOrder.events} timeZone={timeZone} parties={partiesOf(supplierOrder)} />
            </div>
          </div>
          {messagesOf ? <div className="min-w-0 lg:col-span-2">{messagesOf(supplierOrder)}</div> : null}
        </section>
      ))}
    </div>
  );
}
