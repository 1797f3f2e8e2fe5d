import type { GuideCartResult } from '@tapline/contracts';
import { History, Minus, Plus, ShoppingCart } from 'lucide-react';
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
  const packsText = parInPacks(item.parQty, item.unitsPerPack);
  const setPacks = (qty: number) =>
    onChange({ ...state, overrides: { ...state.overrides, [item.skuId]: Math.max(0, Math.min(9999, qty)) } });
  return (
    <li className="rounded-xl border border-line bg-white p-3">
      <p className="font-semibold text-ink">{item.productName}</p>
      <p className="text-sm text-ink-soft">
        {item.skuName} · par <span className="font-semibold tabular-nums text-ink">{item.parQty}</span>
        {packsText ? ` (${packsText})` : null}
      </p>
      {item.problem ? <p className="mt-1 text-sm font-medium text-red-700">{item.problem.message}</p> : null}
      <div className="mt-2 flex items-start justify-between gap-3">
        <div>
          <label htmlFor={id} className="block text-sm font-medium text-ink">
            On hand
            <span className="sr-only">
              {' '}
              of {item.productName}, {item.skuName},
            </span>{' '}
            <span className="font-normal text-ink-soft">(units)</span>
          </label>
          <input
            id={id}
            data-on-hand
            inputMode="numeric"
            enterKeyHint="next"
            autoComplete="off"
            value={text}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid || item.lastOnHand !== null ? `${id}-hint` : undefined}
            onKeyDown={nextField}
            onChange={(event) => onChange({ ...state, onHand: { ...state.onHand, [item.skuId]: event.currentTarget.value } })}
            className={`mt-1 h-14 w-28 rounded-lg border bg-white px-3 text-right text-2xl font-semibold tabular-nums text-ink focus-visible:border-malt-700 ${invalid ? 'border-red-700' : 'border-stone-400'}`}
          />
          {invalid || item.lastOnHand !== null ? (
            <p id={`${id}-hint`} className={`mt-1 text-xs ${invalid ? 'text-red-700' : 'text-ink-soft'}`}>
              {invalid ? 'Whole units, like 12' : `Last count: ${item.lastOnHand}`}
            </p>
          ) : null}
        </div>
        <div role="group" aria-label={`Packs of ${item.productName}, ${item.skuName}, to order`}>
          <p aria-hidden="true" className="text-right text-sm font-medium text-ink">
            Order <span className="font-normal text-ink-soft">(packs)</span>
          </p>
          <div className="mt-1 flex h-14 items-center gap-1.5">
            <button
              type="button"
              className={stepClass}
              aria-label="One pack fewer"
              disabled={packs === 0}
              onClick={() => setPacks(packs - 1)}
            >
              <Minus aria-hidden="true" className="h-4 w-4" />
            </button>
            <output aria-live="polite" className="w-9 text-center text-2xl font-semibold tabular-nums text-ink">
              {packs}
            </output>
            <button type="button" className={stepClass} aria-label="One pack more" onClick={() => setPacks(packs + 1)}>
              <Plus aria-hidden="true" className="h-4 w-4" />
            </button>
          </div>
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
export function CountSheet({
  items,
  venueId,
  target,
  usualPacks,
}: {
  items: CountItem[];
  venueId: string;
  target: CountTarget;
  /** the Usual's: the packs usually ordered per SKU, which one tap puts in as the order */
  usualPacks?: Record<string, number>;
}) {
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
      <div className="max-w-2xl space-y-4">
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
    <div className="max-w-2xl">
      {usualPacks ? (
        <Button variant="secondary" className="mb-4" onClick={() => setState({ ...state, overrides: { ...usualPacks } })}>
          <History aria-hidden="true" className="h-4 w-4" />
          Order the usual quantities
        </Button>
      ) : null}
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
          <Button
            onClick={submit}
            disabled={nothingToSend || send.isPending}
            className="min-h-12 shrink-0 whitespace-nowrap px-4 text-base"
          >
            <ShoppingCart aria-hidden="true" className="h-5 w-5" />
            {send.isPending
              ? 'Adding…'
              : payload.lines.length > 0
                ? `Add ${payload.packs} to cart`
                : target.kind === 'guide'
                  ? 'Save the count'
                  : 'Add to cart'}
          </Button>
        </div>
      </div>
    </div>
  );
}
