import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { OrderGuideItem, SubstitutionPreference } from '@tapline/contracts';
import { AlertTriangle, GripVertical, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Price } from '@/components/ui/price';
import { SubstitutionPreferenceSelect } from '@/features/cart';
import { plural } from '@/lib/format';
import { parseOnHand } from '../count-sheet';

/** What a par in units is in packs ("2 packs of 24"); null for a pack of one (a keg), where units are packs. */
export function parInPacks(parQty: number, unitsPerPack: number): string | null {
  if (unitsPerPack <= 1) return null;
  const packs = parQty / unitsPerPack;
  return Number.isInteger(packs)
    ? `${plural(packs, 'pack')} of ${unitsPerPack}`
    : `${(Math.round(packs * 10) / 10).toString()} packs of ${unitsPerPack}`;
}

interface RowProps {
  item: OrderGuideItem;
  currency: string;
  /** across suppliers: each item names its supplier */
  showSupplier: boolean;
  /** owners and admins: drag, par and remove; otherwise the row is read */
  editable: boolean;
  onPar: (parQty: number) => void;
  /** what the supplier may send instead (decision 0182) */
  onPreference: (preference: SubstitutionPreference) => void;
  onRemove: () => void;
}

function ParField({ item, onPar }: { item: OrderGuideItem; onPar: (parQty: number) => void }) {
  const [text, setText] = useState(String(item.parQty));
  const [shownPar, setShownPar] = useState(item.parQty);
  // a save (or a reload) brought another par: show it
  if (shownPar !== item.parQty) {
    setShownPar(item.parQty);
    setText(String(item.parQty));
  }
  const value = parseOnHand(text);
  function commit() {
    if (value === null) setText(String(item.parQty));
    else if (value !== item.parQty) onPar(value);
  }
  const id = `par-${item.skuId}`;
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-ink">
        Par<span className="sr-only"> of {item.product.name}, in units</span>
      </label>
      <input
        id={id}
        inputMode="numeric"
        value={text}
        onChange={(event) => setText(event.currentTarget.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        aria-invalid={value === null || undefined}
        aria-describedby={`${id}-packs`}
        className="h-10 w-20 rounded-lg border border-stone-400 bg-white px-2 text-right text-base tabular-nums text-ink focus-visible:border-malt-700"
      />
      <span id={`${id}-packs`} className="w-24 text-xs text-ink-soft">
        {value === null ? 'a whole number' : (parInPacks(value, item.unitsPerPack) ?? plural(value, 'pack'))}
      </span>
    </div>
  );
}

/** One item of a guide: what it is, its pack and price, why it can't be ordered now, and its par level. */
export function GuideItemRow({ item, currency, showSupplier, editable, onPar, onPreference, onRemove }: RowProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id: item.skuId,
    disabled: !editable,
  });
  const detail = [item.skuName, showSupplier ? item.supplier.name : null].filter(Boolean).join(' · ');
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border bg-white p-3 ${isDragging ? 'relative z-10 border-malt-600 shadow-lg' : 'border-line'}`}
    >
      {editable ? (
        <button
          ref={setActivatorNodeRef}
          type="button"
          {...attributes}
          {...listeners}
          aria-label={`Move ${item.product.name}, ${item.skuName}`}
          className="flex h-10 w-7 shrink-0 cursor-grab touch-none items-center justify-center rounded-md text-stone-500 hover:bg-stone-100 hover:text-ink active:cursor-grabbing"
        >
          <GripVertical aria-hidden="true" className="h-5 w-5" />
        </button>
      ) : null}
      <div className="min-w-0 flex-1 basis-48">
        <p className="font-semibold text-ink">{item.product.name}</p>
        <p className="text-sm text-ink-soft">
          {detail} · <Price cents={item.unitPriceCents} currency={currency} />
        </p>
        {item.problem ? (
          <p className="mt-1 flex items-center gap-1 text-sm font-medium text-red-700">
            <AlertTriangle aria-hidden="true" className="h-4 w-4 shrink-0" />
            {item.problem.message}
          </p>
        ) : null}
        {editable ? (
          <SubstitutionPreferenceSelect
            value={item.substitutionPreference}
            label={`${item.product.name}, ${item.skuName}`}
            onChange={onPreference}
          />
        ) : null}
      </div>
      {editable ? (
        <div className="flex items-center gap-1 max-sm:w-full max-sm:justify-between max-sm:pl-10">
          <ParField item={item} onPar={onPar} />
          <button
            type="button"
            onClick={onRemove}
            aria-label={`Remove ${item.product.name}, ${item.skuName}`}
            className="flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700"
          >
            <Trash2 aria-hidden="true" className="h-4 w-4" />
          </button>
        </div>
      ) : (
        <p className="text-sm text-ink">
          Par <span className="font-semibold tabular-nums">{item.parQty}</span>{' '}
          <span className="text-ink-soft">({parInPacks(item.parQty, item.unitsPerPack) ?? plural(item.parQty, 'pack')})</span>
        </p>
      )}
    </li>
  );
}
