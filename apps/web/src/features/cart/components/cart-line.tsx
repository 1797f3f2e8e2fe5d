import type { CartLine as CartLineData } from '@tapline/contracts';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import type { useRemoveCartLine, useSetCartPreference, useSetCartQty } from '../api/change-cart';
import { SubstitutionPreferenceSelect } from './substitution-preference-select';
import { LinePrice } from './line-price';
import { QtyStepper } from './qty-stepper';

/**
 * One cart line: pack, price, qty stepper, remove, line total. A line checkout would refuse says why; one over the
 * stock on hand offers the quantity there is, and its total is marked as not counted.
 */
export function CartLine({
  line,
  currency,
  setQty,
  setPreference,
  remove,
}: {
  line: CartLineData;
  currency: string;
  setQty: ReturnType<typeof useSetCartQty>;
  setPreference: ReturnType<typeof useSetCartPreference>;
  remove: ReturnType<typeof useRemoveCartLine>;
}) {
  const label = `${line.product.name}, ${line.skuName}`;
  const available =
    line.problem?.reason === 'not_enough_stock' && line.stockOnHand !== null && line.stockOnHand > 0 ? line.stockOnHand : null;
  return (
    <li className="grid grid-cols-[3rem_minmax(0,1fr)] gap-x-3 gap-y-2 p-4 sm:grid-cols-[3rem_minmax(0,1fr)_auto_7rem_auto] sm:items-center">
      <FallbackImage src={line.product.imageUrl} alt="" label={line.product.name} className="h-12 w-12 rounded-md" />
      <div className="min-w-0">
        <p className="font-medium text-ink">{line.product.name}</p>
        <p className="text-sm text-ink-soft">
          {line.skuName} · {line.skuCode}
        </p>
        <LinePrice line={line} currency={currency} />
        <SubstitutionPreferenceSelect
          value={line.substitutionPreference}
          label={label}
          disabled={setPreference.isPending}
          onChange={(substitutionPreference) => setPreference.mutate({ itemId: line.id, substitutionPreference })}
        />
        {line.problem ? (
          <p className="mt-1 text-sm font-medium text-red-700" role="note">
            {line.problem.message}
            {available !== null ? `: you have ${line.qty} in the cart` : ''}
          </p>
        ) : null}
        {available !== null ? (
          <Button
            variant="secondary"
            className="mt-2"
            disabled={setQty.isPending}
            onClick={() => setQty.mutate({ itemId: line.id, qty: available })}
            aria-label={`Order the ${available} available: ${label}`}
          >
            Order the {available} available
          </Button>
        ) : null}
      </div>
      <div className="col-start-2 flex items-center gap-2 sm:col-start-auto">
        <QtyStepper
          value={line.qty}
          label={label}
          disabled={setQty.isPending}
          onChange={(qty) => setQty.mutate({ itemId: line.id, qty })}
        />
        <button
          type="button"
          className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700 sm:order-last"
          aria-label={`Remove ${label}`}
          disabled={remove.isPending}
          onClick={() => remove.mutate(line.id)}
        >
          <Trash2 aria-hidden="true" className="h-4 w-4" />
        </button>
      </div>
      <p className={`col-start-2 text-right max-sm:-mt-1 sm:col-start-auto ${line.problem ? 'text-ink-soft' : 'font-semibold text-ink'}`}>
        <span className="sr-only">Line total </span>
        <Price cents={line.lineTotalCents} currency={currency} className={line.problem ? 'line-through' : ''} />
        {line.problem ? <span className="block text-xs">not in the total</span> : null}
      </p>
    </li>
  );
}
