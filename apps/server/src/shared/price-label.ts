import { priceListLabel, type LinePrice, type PriceListKind, type PriceSource } from '@tapline/contracts';

// How a cart line says which price applies and why (docs/domain.md, Price lists): the words for what
// `venuePriceColumns` (venue-price.queries.ts) reads.

export interface PriceOrigin {
  priceSource: PriceSource;
  priceListName: string | null;
  priceListKind: PriceListKind | null;
  percentOffBasisPoints: number | null;
  breakMinQty: number | null;
}

/** "List price", "Your price", "Gold list: 10 % off list", "Gold list", "Gold list: 5+ price". */
export function priceLabel(origin: PriceOrigin): string {
  switch (origin.priceSource) {
    case 'list':
      return 'List price';
    case 'venue':
      return 'Your price';
    case 'price_break':
      return `${origin.priceListName}: ${origin.breakMinQty}+ price`;
    case 'price_list':
      // a fixed list's own price for the SKU (or a percent list's item from 1) is the list's price: its name says it
      if (origin.breakMinQty !== null || origin.priceListKind !== 'percent_off') return origin.priceListName ?? 'Price list';
      return `${origin.priceListName}: ${priceListLabel({ kind: 'percent_off', percentOffBasisPoints: origin.percentOffBasisPoints })}`;
  }
}

/** The line's price and why, as the cart shows it and an order line keeps it (decision 0178). */
export function linePriceOf(origin: PriceOrigin): LinePrice {
  return { source: origin.priceSource, label: priceLabel(origin) };
}

/** An order line's kept price: none for a line placed before orders kept it. */
export function storedLinePrice(source: PriceSource | null, label: string | null): LinePrice | null {
  return source === null || label === null ? null : { source, label };
}
