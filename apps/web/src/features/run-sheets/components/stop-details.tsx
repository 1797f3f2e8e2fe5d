import type { RunStop } from '@tapline/contracts';
import { MapPin, Phone, User } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { OUTCOME_WORDS } from '../run-order';

/** What happened at the stop, as a badge: delivered green, failed red. */
export function OutcomeBadge({ stop }: { stop: RunStop }) {
  if (!stop.outcome) return <Badge>To deliver</Badge>;
  const tone = stop.outcome.outcome === 'failed' ? 'danger' : 'success';
  return <Badge tone={tone}>{OUTCOME_WORDS[stop.outcome.outcome]}</Badge>;
}

/**
 * A stop's facts, on the run sheet and on the driver's screen alike: where, whom to ask, the items of each order on
 * the truck, the empties to bring back and the venue's notes.
 */
export function StopDetails({ stop }: { stop: RunStop }) {
  const notes = stop.orders.filter((order) => order.notes !== '');
  return (
    <div className="space-y-2 text-sm text-ink">
      <p className="flex items-start gap-1.5">
        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-ink-soft" />
        <span>{stop.address ?? 'No delivery address on file'}</span>
      </p>
      {stop.contactName || stop.contactPhone ? (
        <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
          {stop.contactName ? (
            <span className="flex items-center gap-1.5">
              <User aria-hidden="true" className="h-4 w-4 text-ink-soft" />
              {stop.contactName}
            </span>
          ) : null}
          {stop.contactPhone ? (
            <a href={`tel:${stop.contactPhone}`} className="flex items-center gap-1.5 font-medium text-malt-800 underline">
              <Phone aria-hidden="true" className="h-4 w-4" />
              {stop.contactPhone}
            </a>
          ) : null}
        </p>
      ) : null}
      {stop.orders.map((order) => (
        <div key={order.supplierOrderId}>
          <p className="font-semibold">
            Order {order.orderNumber}
            {order.purchaseOrderNumber ? <span className="font-normal text-ink-soft"> · PO {order.purchaseOrderNumber}</span> : null}
          </p>
          <ul className="mt-1 space-y-0.5">
            {order.lines.map((line) => (
              <li key={line.lineId} className="flex justify-between gap-3">
                <span className="min-w-0">
                  {line.productName} <span className="text-ink-soft">({line.skuName})</span>
                </span>
                <span className="shrink-0 tabular-nums font-semibold">× {line.qty}</span>
              </li>
            ))}
          </ul>
        </div>
      ))}
      <p>
        <span className="font-semibold">Empties to collect: </span>
        {stop.empties.length === 0 ? 'none' : stop.empties.map((empty) => `${empty.qty} × ${empty.kegTypeName}`).join(', ')}
      </p>
      {notes.map((order) => (
        <p key={order.supplierOrderId} className="rounded-md bg-amber-50 px-2 py-1 text-amber-900 print:bg-transparent print:px-0">
          <span className="font-semibold">Note ({order.orderNumber}): </span>
          {order.notes}
        </p>
      ))}
      {stop.outcome ? (
        <p className="text-ink-soft">
          {stop.outcome.outcome === 'failed'
            ? `Failed: ${stop.outcome.failureReason ?? ''}`
            : `Received by ${stop.outcome.receiverName ?? ''}`}
          {stop.outcome.photoUrl ? ' · proof photo kept' : ''}
        </p>
      ) : null}
    </div>
  );
}
