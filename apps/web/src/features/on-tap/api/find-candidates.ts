import { keepPreviousData, useQueries, useQuery } from '@tanstack/react-query';
import { orderQueryOptions, venueOrdersQueryOptions } from '@/features/orders';
import { productsQueryOptions } from '@/features/products';

/** How many of the venue's latest orders the "Recently ordered" shortlist reads. */
const RECENT_ORDERS = 3;

/** The catalogue search (GET /api/products) priced for the venue, so each product says if it ordered it before. */
export function useCatalogueSearch(q: string, venueId: string) {
  const words = q.trim();
  return useQuery({
    ...productsQueryOptions({ q: words, pageSize: 12 }, venueId),
    enabled: words.length >= 2,
    placeholderData: keepPreviousData,
  });
}

/** The venue's latest orders, whole (their lines name the products): the shortlist before anything is typed. */
export function useRecentOrders(venueId: string) {
  const list = useQuery(venueOrdersQueryOptions(venueId, { page: 1 }));
  const ids = (list.data?.items ?? []).slice(0, RECENT_ORDERS).map((order) => order.id);
  const orders = useQueries({ queries: ids.map((id) => orderQueryOptions(id)) });
  return {
    isPending: list.isPending || orders.some((order) => order.isPending),
    orders: orders.flatMap((order) => (order.data ? [order.data] : [])),
  };
}
