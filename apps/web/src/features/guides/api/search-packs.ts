import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productsQueryOptions } from '@/features/products';

/** Searches begin at this many letters. */
export const SEARCH_MIN_LETTERS = 2;

/**
 * The catalogue search (GET /api/products) at the venue's prices, for packs to add to a guide: one supplier's products
 * when the guide is kept to it, else everyone's.
 */
export function usePackSearch(words: string, venueId: string, supplierSlug: string | undefined) {
  const q = words.trim();
  const search = supplierSlug ? { q, supplier: supplierSlug, pageSize: 10 } : { q, pageSize: 10 };
  return useQuery({ ...productsQueryOptions(search, venueId), enabled: q.length >= SEARCH_MIN_LETTERS, placeholderData: keepPreviousData });
}
