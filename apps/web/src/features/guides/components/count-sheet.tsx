import type { GuideCartResult } from '@tapline/contracts';
import { Minus, Plus, ShoppingCart } from 'lucide-react';
import { useState, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { plural } from '@/lib/format';
import { useCountAndAdd, type CountTarget } from '../api/count-guide';
import { toast } from '../api/change-guide';
import { countPayload, orderPacks, parseOnHand, type CountItem, type CountState } from '../count-sheet';
import { groupSections, sectionLabel } from '../guide-sections';
import { parInPacks } from './guide-item-row';
import { CartResult } from './cart-result';

const stepClass =
  'flex h-11 w-11 items-center justify-center rounded-lg border border-line bg-white text-ink hover:bg-malt-50 disabled:opacity-40';

/** Enter in an on-hand field goes to the next one, as a phone's "next" key does. */
function nextField(event: KeyboardEvent<HTMLInputElement>) {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  const fields = [...document.querySelectorAll<HTMLInputElement>('input[data-on-hand]')];
  fields[fields.indexOf(event.currentTarget) + 1]?.focus();
}

function CountRow({ item, state, onChange }: { item: CountItem; state: CountState; onChange: (state: CountState) => void }) {
  const text = state.onHand[item.skuId] ?? '';
  const packs = orderPacks(item, text, state.overrides[item.skuId]);
  const invalid = text.trim() !== '' && parseOnHand(text) === null;
  const id = `on-hand-${item.skuId}`;
  const setPacks = (qty: number) =>
    onChange({ ...state, overrides: { ...state.overrides, [item.skuId]: Math.max(0, Math.min(9999, qty)) } });
  return (
    <li className="rounded-xl border border-line bg-white p-3">
      <p className="font-semibold text-ink">{item.productName}</p>
      <p className="text-sm text-ink-soft">
        {item.skuName} · par <span className="font-semibold tabular-nums text-ink">{item.parQty}</span> (
        {parInPacks(item.parQty, item.unitsPerPack)})
      </p>
      {item.problem ? <p className="mt-1 text-sm font-medium text-red-700">{item.problem.message}</p> : null}
      <div className="mt-2 flex flex-wrap items-end justify-between gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            On hand
            <span className="sr-only">
              {' '}
              of {item.productName}, {item.skuName}, in units
            </span>
          </label>
          <input
            id={id}
            data-on-hand
            inputMode="numeric"
            enterKeyHint="next"
            autoComplete="off"
            value={text}
            placeholder={item.lastOnHand === null ? '' : String(item.lastOnHand)}
            aria-invalid={invalid || undefined}
            aria-describedby={`${id}-hint`}
            onKeyDown={nextField}
            onChange={(event) => onChange({ ...state, onHand: { ...state.onHand, [item.skuId]: event.currentTarget.value } })}
            className={`mt-1 h-14 w-28 rounded-lg border bg-white px-3 text-right text-2xl font-semibold tabular-nums text-ink placeholder:font-normal placeholder:text-stone-400 focus-visible:border-malt-700 ${invalid ? 'border-red-700' : 'border-stone-400'}`}
          />
          <p id={`${id}-hint`} className="mt-1 text-xs text-ink-soft">
            {invalid ? 'Whole units, like 12' : item.lastOnHand === null ? 'Units: cans, bottles, kegs' : `Last count ${item.lastOnHand}`}
          </p>
        </div>
        <div role="group" aria-label={`Packs of ${item.productName} to order`} className="text-right">
          <p className="text-sm font-medium text-ink">Order</p>
          <div className="mt-1 flex items-center gap-1.5">
            <button
              type="button"
              className={stepClass}
              aria-label="One pack fewer"
              disabled={packs === 0}
              onClick={() => setPacks(packs - 1)}
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <output aria-live="polite" className="w-10 text-center text-2xl font-semibold tabular-nums text-ink">
              {packs}
            </output>
            <button type="button" className={stepClass} aria-label="One pack more" onClick={() => setPacks(packs + 1)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
          <p className="mt-1 text-xs text-ink-soft">{packs === 1 ? 'pack' : 'packs'}</p>
        </div>
      </div>
    </li>
  );
}

/**
 * Count mode, built for a phone at the cold-room door: one row per item with a big field for what is on hand, the par,
 * and the packs to order (par − on hand in whole packs, or what the person sets); "Add N to cart" sends them and
 * shows what went in and each line that didn't, with why.
 */
export function CountSheet({ items, venueId, target }: { items: CountItem[]; venueId: string; target: CountTarget }) {
  const [state, setState] = useState<CountState>({ onHand: {}, overrides: {} });
  const [result, setResult] = useState<GuideCartResult | null>(null);
  const send = useCountAndAdd(venueId, target);
  const payload = countPayload(items, state);

  function submit() {
    send.mutate(
      { counted: target.kind === 'guide' ? payload.counted : [], lines: payload.lines },
      {
        onSuccess: (answer) => {
          setResult(answer);
          if (payload.lines.length === 0) void toast('success', 'Count saved');
        },
        onError: (error) => void toast('error', `Not sent: ${error.message}`),
      },
    );
  }

  if (result) {
    return (
      <div className="space-y-4">
        <CartResult result={result} />
        <Button
          variant="secondary"
          onClick={() => {
            setResult(null);
            setState({ onHand: {}, overrides: {} });
          }}
        >
          Count again
        </Button>
      </div>
    );
  }

  const nothingToSend = payload.lines.length === 0 && (target.kind === 'usual' || payload.counted.length === 0);
  return (
    <div>
      <div className="space-y-5">
        {groupSections(items).map((section) => (
          <section key={section.name} aria-label={sectionLabel(section.name)}>
            <h2 className="mb-2 text-lg font-bold text-ink">{sectionLabel(section.name)}</h2>
            <ol className="space-y-2">
              {section.items.map((item) => (
                <CountRow key={item.skuId} item={item} state={state} onChange={setState} />
              ))}
            </ol>
          </section>
        ))}
      </div>
      <div className="sticky bottom-0 z-20 -mx-4 mt-4 border-t border-line bg-white/95 px-4 py-3 shadow-[0_-4px_12px_rgba(0,0,0,0.06)] sm:mx-0 sm:rounded-t-xl sm:border-x">
        <div className="flex items-center justify-between gap-3">
          <p className="text-sm text-ink-soft">
            {payload.counted.length > 0 ? `${plural(payload.counted.length, 'item')} counted` : 'Nothing counted yet'}
            <span className="block text-ink">{plural(payload.lines.length, 'line')} to order</span>
          </p>
          <Button onClick={submit} disabled={nothingToSend || send.isPending} className="min-h-12 px-5 text-base">
            <ShoppingCart aria-hidden="true" className="h-5 w-5" />
            {send.isPending ? 'Adding…' : payload.lines.length > 0 ? `Add ${payload.packs} to cart` : 'Save the count'}
          </Button>
        </div>
      </div>
    </div>
  );
}
