import { Trash2 } from 'lucide-react';
import { Price } from '@/components/ui/price';
import { QtyStepper } from '@/features/cart';
import { linesValueCents, type FormLine } from '../standing-form';
import { SkuPicker } from './sku-picker';

interface LinesEditorProps {
  lines: FormLine[];
  onChange: (lines: FormLine[]) => void;
  supplier: { id: string; name: string };
  venueId: string;
  currency: string;
  /** a message on the lines as a whole (none chosen, one refused) */
  error?: string | undefined;
  /** names the list for screen readers (two editors can't share one id) */
  labelId: string;
}

/** The lines of a standing order or of one occurrence: each pack with its price today, − qty +, remove; then the picker. */
export function LinesEditor({ lines, onChange, supplier, venueId, currency, error, labelId }: LinesEditorProps) {
  const setQty = (skuId: string, qty: number) => onChange(lines.map((line) => (line.skuId === skuId ? { ...line, qty } : line)));
  const remove = (skuId: string) => onChange(lines.filter((line) => line.skuId !== skuId));
  return (
    <div className="space-y-3">
      {lines.length === 0 ? (
        <p className="rounded-lg border border-dashed border-stone-300 p-4 text-sm text-ink-soft">
          No lines yet: find a product of {supplier.name} below and add its packs.
        </p>
      ) : (
        <ul aria-labelledby={labelId} className="divide-y divide-line rounded-lg border border-line">
          {lines.map((line) => {
            const label = `${line.productName}, ${line.skuName}`;
            return (
              <li
                key={line.skuId}
                className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 gap-y-2 p-3 sm:grid-cols-[minmax(0,1fr)_auto_6rem]"
              >
                <div className="min-w-0">
                  <p className="font-medium text-ink">{line.productName}</p>
                  <p className="text-sm text-ink-soft">
                    {line.skuName} · <Price cents={line.unitPriceCents} currency={currency} /> each
                  </p>
                  {line.problem ? <p className="text-sm font-medium text-red-700">{line.problem}</p> : null}
                </div>
                <div className="flex items-center gap-1 max-sm:col-span-2 max-sm:row-start-2">
                  <QtyStepper value={line.qty} label={label} onChange={(qty) => setQty(line.skuId, qty)} />
                  <button
                    type="button"
                    aria-label={`Remove ${label}`}
                    onClick={() => remove(line.skuId)}
                    className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700"
                  >
                    <Trash2 aria-hidden="true" className="h-4 w-4" />
                  </button>
                </div>
                <Price
                  cents={line.unitPriceCents * line.qty}
                  currency={currency}
                  className="text-right font-semibold text-ink max-sm:col-start-2 max-sm:row-start-1 max-sm:self-start"
                />
              </li>
            );
          })}
          <li className="flex justify-between p-3 text-sm">
            <span className="text-ink-soft">At today’s prices, ex GST</span>
            <Price cents={linesValueCents(lines)} currency={currency} className="font-semibold text-ink" />
          </li>
        </ul>
      )}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
      <SkuPicker
        supplierId={supplier.id}
        supplierName={supplier.name}
        venueId={venueId}
        chosen={new Set(lines.map((line) => line.skuId))}
        onAdd={(line) => onChange([...lines, line])}
      />
    </div>
  );
}
