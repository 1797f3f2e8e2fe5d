import type { SupplierOrder, SupplierOrderAction } from '@tapline/contracts';
import { Check, PackageCheck, Truck, X, type LucideIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { formatCalendarDate } from '@/lib/format';
import { useOrderStep } from '../api/change-order';
import { ReasonField } from './reason-field';

const LABELS: Record<
  SupplierOrderAction,
  { button: string; icon: LucideIcon; title: (order: SupplierOrder) => string; description: string }
> = {
  release: {
    button: 'Release',
    icon: Check,
    title: (order) => `Release order ${order.orderNumber} from ${order.venue.name}?`,
    description: 'It becomes a new order you can accept, whatever the credit limit says. The venue is told.',
  },
  accept: {
    button: 'Accept',
    icon: Check,
    title: (order) => `Accept order ${order.orderNumber} from ${order.venue.name}?`,
    description:
      'Choose the delivery day and mark any line you can’t send in full: the totals follow, the stock comes back, and the venue is told.',
  },
  reject: {
    button: 'Reject',
    icon: X,
    title: (order) => `Reject order ${order.orderNumber}?`,
    description: 'The venue is told at once, with your reason. Nothing is sent.',
  },
  dispatch: {
    button: 'Mark dispatched',
    icon: Truck,
    title: (order) => `Dispatch order ${order.orderNumber}?`,
    description: 'The venue is told it is on its way.',
  },
  deliver: {
    button: 'Mark delivered',
    icon: PackageCheck,
    title: (order) => `Mark order ${order.orderNumber} delivered?`,
    description:
      'Mark any line that didn’t arrive in full: the totals follow and the venue is told; an invoice already issued gets an adjustment note for the difference.',
  },
  cancel: {
    button: 'Cancel order',
    icon: X,
    title: (order) => `Cancel order ${order.orderNumber}?`,
    description: 'The venue is told at once, with your reason. The stock comes back.',
  },
};

const DECLINE_HELD = {
  button: 'Decline',
  icon: X,
  title: (order: SupplierOrder) => `Decline held order ${order.orderNumber} from ${order.venue.name}?`,
  description: 'The venue is told at once, with your reason. Nothing is sent.',
};

/**
 * The accept's delivery day (decision 0129): the day asked for while it hasn't passed, or another of the supplier's
 * own delivery days (the server's list: its weekdays, cut-off and lead days). Once the day asked for has passed, a
 * new one must be chosen.
 */
function DeliveryDayField({
  order,
  value,
  onChange,
  error,
}: {
  order: SupplierOrder;
  value: string;
  onChange: (day: string) => void;
  error: string | null;
}) {
  const errorId = useId();
  const asked = order.deliveryOverdue ? null : order.requestedDeliveryDate;
  const days = (order.deliveryDates ?? []).filter((day) => day !== asked);
  return (
    <div className="mb-4">
      <label className="block text-sm font-medium text-ink">
        Delivery day
        <select
          className="mt-1 block h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink aria-[invalid=true]:border-red-700"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        >
          {asked ? (
            <option value={asked}>
              {formatCalendarDate(asked)}, as {order.venue.name} asked
            </option>
          ) : (
            <option value="">{order.deliveryOverdue ? 'Choose a new day' : 'No day set'}</option>
          )}
          {days.map((day) => (
            <option key={day} value={day}>
              {formatCalendarDate(day)}
            </option>
          ))}
        </select>
      </label>
      {order.deliveryOverdue && order.requestedDeliveryDate ? (
        <p className="mt-1 text-xs text-ink-soft">
          {order.venue.name} asked for {formatCalendarDate(order.requestedDeliveryDate)}, which has passed. They are told the new day.
        </p>
      ) : days.length > 0 ? (
        <p className="mt-1 text-xs text-ink-soft">Another day is one of your delivery days; {order.venue.name} is told of the change.</p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * One step's button and its dialog: a reason for reject and cancel, the delivery day and lines sent short for accept,
 * lines delivered short for deliver.
 */
export function StepButton({
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
  const [day, setDay] = useState(order.deliveryOverdue ? '' : (order.requestedDeliveryDate ?? ''));
  const [dayError, setDayError] = useState<string | null>(null);
  const step = useOrderStep(order.id, organisationId);
  // a held order is declined, not rejected: it never was a new order (docs/domain.md, Order lifecycle)
  const label = action === 'reject' && order.status === 'held' ? DECLINE_HELD : LABELS[action];
  const Icon = label.icon;
  // a step that ends the order is the dangerous one, and asks why
  const ending = action === 'reject' || action === 'cancel';
  const confirm = () => {
    if (action === 'accept' && order.deliveryOverdue && !day) {
      setDayError('Choose a new delivery day: the day asked for has passed');
      return;
    }
    step.mutate(
      {
        action,
        reason,
        lines: Object.entries(sent).flatMap(([lineId, qty]) =>
          qty !== order.lines.find((line) => line.id === lineId)?.qty ? [{ lineId, qty }] : [],
        ),
        deliveryDate: action === 'accept' && day && day !== order.requestedDeliveryDate ? day : undefined,
      },
      { onSuccess: () => setOpen(false) },
    );
  };
  return (
    <>
      <Button variant={ending ? 'secondary' : 'primary'} onClick={() => setOpen(true)}>
        <Icon aria-hidden="true" className="h-4 w-4" />
        {label.button}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={label.title(order)}
        description={label.description}
        confirmLabel={label.button}
        tone={ending ? 'danger' : 'primary'}
        busy={step.isPending}
        onConfirm={confirm}
      >
        {ending ? (
          <ReasonField
            label={
              <>
                Reason <span className="font-normal text-ink-soft">(the venue reads it)</span>
              </>
            }
            value={reason}
            onChange={setReason}
          />
        ) : null}
        {action === 'accept' ? (
          <DeliveryDayField
            order={order}
            value={day}
            error={dayError}
            onChange={(next) => {
              setDay(next);
              setDayError(null);
            }}
          />
        ) : null}
        {action === 'accept' || action === 'deliver' ? (
          <fieldset>
            <legend className="text-sm font-medium text-ink">{action === 'accept' ? 'What you’ll send' : 'What was delivered'}</legend>
            <ul className="mt-2 max-h-64 space-y-2 overflow-y-auto">
              {order.lines.map((line) => {
                const qty = sent[line.id] ?? line.qty;
                return (
                  <li key={line.id} className="flex items-center justify-between gap-3 text-sm">
                    <span className="min-w-0">
                      {line.productName} <span className="text-ink-soft">· {line.skuName}</span>
                      <label className="mt-0.5 flex items-center gap-1.5 text-xs text-ink-soft">
                        <input
                          type="checkbox"
                          checked={qty === 0}
                          onChange={(event) => setSent((current) => ({ ...current, [line.id]: event.target.checked ? 0 : line.qty }))}
                        />
                        {action === 'accept' ? 'Unavailable' : 'None delivered'}
                      </label>
                    </span>
                    <label className="flex shrink-0 items-center gap-1">
                      <span className="sr-only">
                        {action === 'accept' ? 'Send' : 'Delivered'} of {line.productName}, {line.skuName}
                      </span>
                      <input
                        type="number"
                        min={0}
                        max={line.qty}
                        className="h-10 w-16 rounded-lg border border-stone-400 px-2 text-right tabular-nums"
                        value={qty}
                        onChange={(event) =>
                          setSent((current) => ({
                            ...current,
                            [line.id]: Math.max(0, Math.min(line.qty, Number.parseInt(event.target.value || '0', 10))),
                          }))
                        }
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
