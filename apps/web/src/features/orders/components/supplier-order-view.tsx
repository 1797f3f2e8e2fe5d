import type { SupplierOrder, SupplierOrderAction } from '@tapline/contracts';
import { Check, Printer, Truck, PackageCheck, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PageHeader } from '@/components/ui/page-header';
import { formatCalendarDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { useOrderStep } from '../api/change-order';
import { OrderLinesTable, OrderTimeline } from './order-parts';
import { OrderStatusChip, PaidChip } from './order-status-chip';
import { ShortcutsHelp } from './shortcuts-help';

const LABELS: Record<SupplierOrderAction, { button: string; icon: ReactNode; title: (order: SupplierOrder) => string; description: string; tone: 'primary' | 'danger' }> = {
  accept: {
    button: 'Accept',
    icon: <Check aria-hidden="true" className="h-4 w-4" />,
    title: (order) => `Accept order ${order.orderNumber} from ${order.venue.name}?`,
    description: 'Mark any line you can’t send in full: the totals follow, the stock comes back, and the venue is told.',
    tone: 'primary',
  },
  reject: {
    button: 'Reject',
    icon: <X aria-hidden="true" className="h-4 w-4" />,
    title: (order) => `Reject order ${order.orderNumber}?`,
    description: 'The venue is told at once, with your reason. Nothing is sent.',
    tone: 'danger',
  },
  dispatch: {
    button: 'Mark dispatched',
    icon: <Truck aria-hidden="true" className="h-4 w-4" />,
    title: (order) => `Dispatch order ${order.orderNumber}?`,
    description: 'The venue is told it is on its way.',
    tone: 'primary',
  },
  deliver: {
    button: 'Mark delivered',
    icon: <PackageCheck aria-hidden="true" className="h-4 w-4" />,
    title: (order) => `Mark order ${order.orderNumber} delivered?`,
    description: 'The order is complete; the venue is told.',
    tone: 'primary',
  },
  cancel: {
    button: 'Cancel order',
    icon: <X aria-hidden="true" className="h-4 w-4" />,
    title: (order) => `Cancel order ${order.orderNumber}?`,
    description: 'The venue is told at once, with your reason. The stock comes back.',
    tone: 'danger',
  },
};

/** One step's button and its dialog: a reason for reject and cancel, the lines sent short for accept. */
function StepButton({
  order,
  action,
  organisationId,
  open,
  setOpen,
}: {
  order: SupplierOrder;
  action: SupplierOrderAction;
  organisationId: string;
  open: boolean;
  setOpen: (open: boolean) => void;
}) {
  const [reason, setReason] = useState('');
  const [sent, setSent] = useState<Record<string, number>>({});
  const step = useOrderStep(order.id, organisationId);
  const label = LABELS[action];
  const needsReason = action === 'reject' || action === 'cancel';
  const confirm = () =>
    step.mutate(
      {
        action,
        reason,
        lines: Object.entries(sent).flatMap(([lineId, qty]) => (qty !== order.lines.find((line) => line.id === lineId)?.qty ? [{ lineId, qty }] : [])),
      },
      { onSuccess: () => setOpen(false) },
    );
  return (
    <>
      <Button variant={action === 'accept' ? 'primary' : label.tone === 'danger' ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        {label.icon}
        {label.button}
      </Button>
      <ConfirmDialog open={open} onOpenChange={setOpen} title={label.title(order)} description={label.description} confirmLabel={label.button} tone={label.tone} busy={step.isPending} onConfirm={confirm}>
        {needsReason ? (
          <label className="block text-sm font-medium text-ink">
            Reason <span className="font-normal text-ink-soft">(the venue reads it)</span>
            <textarea required maxLength={1000} className="mt-1 block min-h-20 w-full rounded-lg border border-stone-400 px-3 py-2 text-base" value={reason} onChange={(event) => setReason(event.target.value)} />
          </label>
        ) : null}
        {action === 'accept' ? (
          <fieldset>
            <legend className="text-sm font-medium text-ink">What you’ll send</legend>
            <ul className="mt-2 max-h-64 space-y-2 overflow-y-auto">
              {order.lines.map((line) => {
                const qty = sent[line.id] ?? line.qty;
                return (
                  <li key={line.id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="min-w-0">
                      {line.productName} <span className="text-ink-soft">· {line.skuName}</span>
                      <label className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-soft">
                        <input type="checkbox" checked={qty === 0} onChange={(event) => setSent((current) => ({ ...current, [line.id]: event.target.checked ? 0 : line.qty }))} />
                        Unavailable
                      </label>
                    </span>
                    <label className="flex shrink-0 items-center gap-1">
                      <span className="sr-only">Send of {line.productName}, {line.skuName}</span>
                      <input
                        type="number"
                        min={0}
                        max={line.qty}
                        className="h-10 w-16 rounded-lg border border-stone-400 px-2 text-right tabular-nums"
                        value={qty}
                        onChange={(event) => setSent((current) => ({ ...current, [line.id]: Math.max(0, Math.min(line.qty, Number.parseInt(event.target.value || '0', 10))) }))}
                      />
                      <span className="text-xs text-ink-soft">of {line.qty}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          </fieldset>
        ) : null}
        {step.isError ? <p className="mt-2 text-sm text-red-700">{step.error.message}</p> : null}
      </ConfirmDialog>
    </>
  );
}

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
          {address.kind === 'physical' ? <span className="block text-xs text-ink-soft">Street address: the venue has set no delivery address</span> : null}
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
 * Orders In: one order (UI.md): the steps in the order they are used (Accept / Reject; Dispatch; Deliver; Cancel),
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
}: {
  order: SupplierOrder;
  timeZone: string;
  organisationId: string;
  initialStep?: SupplierOrderAction | undefined;
  /** the order's invoice in the supplier's Xero (the integrations feature's section, passed in by the route) */
  accounting?: ReactNode;
}) {
  const [openStep, setOpenStep] = useState<SupplierOrderAction | null>(initialStep && order.actions.includes(initialStep) ? initialStep : null);
  useKeyboardShortcuts({ a: () => (order.actions.includes('accept') ? setOpenStep('accept') : false) });
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
            Deliver {order.requestedDeliveryDate ? <strong>{formatCalendarDate(order.requestedDeliveryDate)}</strong> : 'on a day not set'} to <strong>{order.venue.name}</strong>
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
      {order.venueNote ? <p className="rounded-lg border border-line bg-white p-3 text-sm text-ink">Note from {order.venue.name}: {order.venueNote}</p> : null}
      {order.supplierNote ? <p className="rounded-lg border border-line bg-white p-3 text-sm text-ink">Your note: {order.supplierNote}</p> : null}
      <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] print:block">
        <section aria-label="Lines" className="min-w-0 rounded-xl border border-line bg-white p-4 print:border-0 print:p-0">
          <OrderLinesTable lines={order.lines} currency={order.currency} totals={order} />
        </section>
        <div className="min-w-0 space-y-4 print:hidden">
          {accounting}
          <section aria-labelledby="timeline-heading" className="rounded-xl border border-line bg-white p-4">
            <h2 id="timeline-heading" className="mb-2 text-sm font-semibold text-ink">
              Timeline
            </h2>
            <OrderTimeline events={order.events} timeZone={timeZone} />
          </section>
        </div>
      </div>
      <ShortcutsHelp />
    </div>
  );
}
