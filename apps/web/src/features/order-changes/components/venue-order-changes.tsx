import type { OrderChange, OrderChangePreview, SupplierOrder } from '@tapline/contracts';
import { AlertTriangle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Price } from '@/components/ui/price';
import { formatMoney } from '@/lib/format';
import { useReadOnly } from '@/lib/read-only-view';
import { useDecideOrderChange } from '../api/decide-order-change';
import { useOrderChangePreview, useOrderChanges } from '../api/get-order-changes';
import { ChangeSummary } from './change-summary';

// The venue's side of an order's changes (decision 0181): each open proposal with what accepting it would do to the
// order (before → after, the warnings), Accept and Decline; the ones decided, for the record.

function warningsOf(preview: OrderChangePreview, currency: string): string[] {
  const { flags, totalsBefore, totalsAfter } = preview;
  return [
    flags.priceUp ? 'The order costs more.' : '',
    flags.gstRateChanges ? 'The GST rate of the line changes.' : '',
    flags.depositChanges
      ? `Keg deposits go from ${formatMoney(totalsBefore.depositCents, currency)} to ${formatMoney(totalsAfter.depositCents, currency)}.`
      : '',
    flags.underMinimum ? `The order drops under the ${formatMoney(preview.minimumOrderCents, currency)} minimum.` : '',
    preview.stale ? 'The order changed since this was proposed: ask the supplier to propose it again.' : '',
  ].filter(Boolean);
}

const TOTALS = [
  ['Subtotal', 'subtotalCents'],
  ['GST', 'taxCents'],
  ['Keg deposits', 'depositCents'],
  ['Total', 'totalCents'],
] as const;

function TotalsRow({ label, before, after, currency }: { label: string; before: number; after: number; currency: string }) {
  return (
    <div className="flex justify-between gap-3">
      <dt className="text-ink-soft">{label}</dt>
      <dd className="tabular-nums">
        <Price cents={before} currency={currency} /> → <Price cents={after} currency={currency} className="font-semibold" />
      </dd>
    </div>
  );
}

function OpenChange({
  change,
  currency,
  timeZone,
  decides,
}: {
  change: OrderChange;
  currency: string;
  timeZone: string;
  decides: boolean;
}) {
  const readOnly = useReadOnly();
  const { data: preview } = useOrderChangePreview(change.id);
  const decide = useDecideOrderChange(change.id);
  const warnings = preview ? warningsOf(preview, currency) : [];
  const difference = preview ? preview.totalsAfter.totalCents - preview.totalsBefore.totalCents : 0;
  return (
    <li className="space-y-3 rounded-lg border border-malt-700/40 bg-malt-50 p-3">
      <ChangeSummary change={change} currency={currency} timeZone={timeZone} />
      {preview ? (
        <div className="text-sm">
          <dl className="space-y-0.5">
            {TOTALS.map(([label, key]) => (
              <TotalsRow key={key} label={label} before={preview.totalsBefore[key]} after={preview.totalsAfter[key]} currency={currency} />
            ))}
          </dl>
          <p className="text-right text-xs text-ink-soft">
            {difference === 0 ? 'No difference' : `${difference > 0 ? 'Up' : 'Down'} ${formatMoney(Math.abs(difference), currency)}`}
          </p>
        </div>
      ) : null}
      {warnings.length > 0 ? (
        <ul className="space-y-1 rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-ink">
          {warnings.map((warning) => (
            <li key={warning} className="flex gap-2">
              <AlertTriangle aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-amber-800" />
              {warning}
            </li>
          ))}
        </ul>
      ) : null}
      {readOnly ? null : !decides ? (
        <p className="text-sm text-ink-soft">An owner, admin or buyer of the venue accepts or declines it.</p>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Button disabled={decide.isPending || preview?.stale} onClick={() => decide.mutate('accept')}>
            Accept change
          </Button>
          <Button variant="secondary" disabled={decide.isPending} onClick={() => decide.mutate('decline')}>
            Decline
          </Button>
        </div>
      )}
      {decide.isError ? <p className="text-sm text-red-700">{decide.error.message}</p> : null}
    </li>
  );
}

/** Under a supplier order's lines on the venue's order page; nothing when no change was ever proposed. */
export function VenueOrderChanges({
  supplierOrder,
  timeZone,
  decides = true,
}: {
  supplierOrder: SupplierOrder;
  timeZone: string;
  /** false for the venue's staff: those who place orders decide what the venue pays (decision 0183) */
  decides?: boolean;
}) {
  const { data } = useOrderChanges(supplierOrder.id);
  const changes = data?.items ?? [];
  if (changes.length === 0) return null;
  const open = changes.filter((change) => change.status === 'open');
  const decided = changes.filter((change) => change.status !== 'open');
  return (
    <section aria-labelledby={`changes-${supplierOrder.id}`} className="space-y-2">
      <h3 id={`changes-${supplierOrder.id}`} className="text-sm font-semibold text-ink">
        {open.length > 0 ? `${supplierOrder.supplier.name} proposes a change` : 'Changes'}
      </h3>
      <ul className="space-y-2">
        {open.map((change) => (
          <OpenChange key={change.id} change={change} currency={supplierOrder.currency} timeZone={timeZone} decides={decides} />
        ))}
        {decided.map((change) => (
          <li key={change.id} className="rounded-lg border border-line p-3">
            <ChangeSummary change={change} currency={supplierOrder.currency} timeZone={timeZone} />
          </li>
        ))}
      </ul>
    </section>
  );
}
