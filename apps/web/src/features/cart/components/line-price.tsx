import type { CartLine } from '@tapline/contracts';
import { Price } from '@/components/ui/price';

/**
 * A line's unit price and, when it isn't the list price, why (its price list, a quantity break, the venue's own
 * price: the server's label) with the list price struck through beside it.
 */
export function LinePrice({ line, currency }: { line: Pick<CartLine, 'unitPriceCents' | 'listPriceCents' | 'price'>; currency: string }) {
  const own = line.unitPriceCents !== line.listPriceCents;
  return (
    <p className="text-sm text-ink-soft">
      <Price cents={line.unitPriceCents} currency={currency} className={own ? 'font-medium text-ink' : ''} /> each
      {own ? (
        <>
          {' '}
          <s>
            <span className="sr-only">list price </span>
            <Price cents={line.listPriceCents} currency={currency} />
          </s>{' '}
          <span className="font-medium text-malt-800">
            · {line.price.source !== 'list' && line.price.label ? line.price.label : 'Your price'}
          </span>
        </>
      ) : null}
    </p>
  );
}
