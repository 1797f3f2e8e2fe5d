import { percentOffPrice, type PriceListKind } from '@tapline/contracts';
import { Plus, Trash2, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Price } from '@/components/ui/price';
import { newRowKey, priceTiers, tiersText, typedPrices, type PriceRowValues, type RowErrors, type SkuPrices } from '../price-list-form';

interface PackPricesEditorProps {
  pack: SkuPrices;
  kind: PriceListKind;
  /** the percentage typed, when it reads as one */
  basisPoints: number | null;
  currency: string;
  errors: Record<string, RowErrors>;
  onChange: (pack: SkuPrices) => void;
  onRemove: () => void;
}

/** The next break's quantity: one past the largest typed. */
function nextMinQty(rows: readonly PriceRowValues[]): string {
  const largest = Math.max(0, ...rows.map((row) => Number(row.minQty.trim())).filter(Number.isInteger));
  return String(Math.min(9999, largest + 1));
}

/**
 * One pack's prices on the list: its list price (and the percentage's price) beside them, a row per quantity from
 * which a unit price applies, add and remove; under them how the prices read ("1+ $162.00, 5+ $150.00").
 */
export function PackPricesEditor({ pack, kind, basisPoints, currency, errors, onChange, onRemove }: PackPricesEditorProps) {
  const headingId = useId();
  const label = `${pack.productName}, ${pack.skuName}`;
  const setRow = (key: string, change: Partial<PriceRowValues>) =>
    onChange({ ...pack, rows: pack.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) });
  const removeRow = (key: string) => {
    const rows = pack.rows.filter((row) => row.key !== key);
    if (rows.length === 0) onRemove();
    else onChange({ ...pack, rows });
  };
  const tiers = priceTiers(pack.listPriceCents, typedPrices(pack.rows), { kind, percentOffBasisPoints: basisPoints });
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-line p-3">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h4 id={headingId} className="font-semibold text-ink">
            {pack.productName} <span className="font-normal text-ink-soft">· {pack.skuName}</span>
          </h4>
          <p className="text-sm text-ink-soft">
            <span className="font-mono text-xs">{pack.skuCode}</span> · List <Price cents={pack.listPriceCents} currency={currency} />
            {kind === 'percent_off' && basisPoints !== null ? (
              <>
                {' '}
                · on this list <Price cents={percentOffPrice(pack.listPriceCents, basisPoints)} currency={currency} />
              </>
            ) : null}
          </p>
        </div>
        <button
          type="button"
          onClick={onRemove}
          aria-label={`Take ${label} off the list`}
          className="inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700"
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <div aria-hidden="true" className="mt-2 grid grid-cols-[5.5rem_minmax(0,1fr)_2.5rem] gap-2 text-xs font-medium text-ink-soft">
        <span>From qty</span>
        <span>Unit price, ex GST ($)</span>
      </div>
      <ul className="space-y-2">
        {pack.rows.map((row) => {
          const rowErrors = errors[row.key];
          return (
            <li key={row.key}>
              <div className="grid grid-cols-[5.5rem_minmax(0,1fr)_2.5rem] items-center gap-2">
                <Input
                  inputMode="numeric"
                  aria-label={`From quantity, ${label}`}
                  aria-invalid={rowErrors?.minQty ? true : undefined}
                  className={`tabular-nums ${rowErrors?.minQty ? 'border-red-700' : ''}`}
                  value={row.minQty}
                  onChange={(event) => setRow(row.key, { minQty: event.currentTarget.value })}
                />
                <Input
                  inputMode="decimal"
                  aria-label={`Unit price from ${row.minQty || '…'}, ${label}`}
                  aria-invalid={rowErrors?.price ? true : undefined}
                  className={`tabular-nums ${rowErrors?.price ? 'border-red-700' : ''}`}
                  value={row.price}
                  onChange={(event) => setRow(row.key, { price: event.currentTarget.value })}
                />
                <button
                  type="button"
                  onClick={() => removeRow(row.key)}
                  aria-label={`Remove the price from ${row.minQty || '…'}, ${label}`}
                  className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700"
                >
                  <X aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
              {rowErrors?.minQty || rowErrors?.price ? (
                <p className="mt-1 text-sm font-medium text-red-700">{[rowErrors.minQty, rowErrors.price].filter(Boolean).join('. ')}</p>
              ) : null}
            </li>
          );
        })}
      </ul>
      <div className="mt-2 flex flex-wrap items-center justify-between gap-2">
        <Button
          variant="ghost"
          className="min-h-9 px-2"
          onClick={() => onChange({ ...pack, rows: [...pack.rows, { key: newRowKey(), minQty: nextMinQty(pack.rows), price: '' }] })}
        >
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add a quantity break
        </Button>
        <p className="text-sm text-ink tabular-nums">
          <span className="text-ink-soft">Reads </span>
          {tiersText(tiers, currency)}
        </p>
      </div>
    </section>
  );
}
