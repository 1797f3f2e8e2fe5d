import type { OrderChange, OrderChangeLine, OrderChangeStatus } from '@tapline/contracts';
import { Badge } from '@/components/ui/badge';
import { formatMoney } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';

// A proposed change as both sides read it (decision 0181): what it does to the line, and where it stands.

const KIND_WORDS: Record<OrderChange['kind'], string> = {
  substitute: 'Substitute',
  quantity: 'Quantity',
  price: 'Price',
  add_line: 'Line added',
};

const STATUS_WORDS: Record<OrderChangeStatus, string> = {
  open: 'Waiting for the venue',
  accepted: 'Accepted',
  declined: 'Declined',
  expired: 'Expired: declined',
  withdrawn: 'Withdrawn',
};

const STATUS_TONES = { open: 'accent', accepted: 'success', declined: 'danger', expired: 'danger', withdrawn: 'neutral' } as const;

const lineWords = (line: OrderChangeLine, currency: string) =>
  `${line.qty} × ${line.productName} ${line.skuName} at ${formatMoney(line.unitPriceCents, currency)}`;

function ChangeStatusBadge({ status }: { status: OrderChangeStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{STATUS_WORDS[status]}</Badge>;
}

/** "Substitute: 1 × Harbour Pale 50 L keg at $200.00 → 2 × Harbour Pale 20 L keg at $90.00", its note and its time. */
export function ChangeSummary({ change, currency, timeZone }: { change: OrderChange; currency: string; timeZone: string }) {
  return (
    <div className="min-w-0 space-y-1 text-sm">
      <p className="flex flex-wrap items-center gap-2">
        <span className="font-semibold text-ink">{KIND_WORDS[change.kind]}</span>
        <ChangeStatusBadge status={change.status} />
      </p>
      <p className="text-ink">
        {change.before ? (
          <>
            <span className="text-ink-soft line-through">{lineWords(change.before, currency)}</span> →{' '}
          </>
        ) : null}
        <span className="font-medium">{lineWords(change.after, currency)}</span>
        <span className="text-ink-soft"> each, ex GST</span>
      </p>
      {change.kind === 'substitute' && change.status === 'open' ? (
        <p className="text-xs text-ink-soft">
          If declined: {change.ifDeclinedQty ? `${change.ifDeclinedQty} of the original still sent` : 'the original line is not sent'}.
        </p>
      ) : null}
      {change.note ? <p className="text-ink-soft">“{change.note}”</p> : null}
      <p className="text-xs text-ink-soft">
        {change.status === 'open'
          ? `Answer by ${formatDateTime(change.expiresAt, timeZone)}`
          : change.decidedAt
            ? `${STATUS_WORDS[change.status]} ${formatDateTime(change.decidedAt, timeZone)}${change.decidedBy ? ` by ${change.decidedBy.name}` : ''}`
            : null}
      </p>
    </div>
  );
}
