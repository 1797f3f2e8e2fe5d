import { useQuery } from '@tanstack/react-query';
import { venueTradeAccountsQueryOptions } from './api/get-trade';

/**
 * The suppliers a venue has a trade account with (open or on hold, not closed), for Discover's "Trade account" mark;
 * empty while loading or if the list can't be read (the mark is a help, never in the way).
 */
export function useTradeSupplierIds(venueId: string | null): ReadonlySet<string> {
  const accounts = useQuery({ ...venueTradeAccountsQueryOptions(venueId ?? ''), enabled: venueId !== null });
  return new Set((accounts.data?.accounts ?? []).filter((account) => account.status !== 'closed').map((account) => account.supplier.id));
}
