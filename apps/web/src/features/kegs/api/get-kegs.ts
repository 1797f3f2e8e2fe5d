import { KegLedgerPage, KegStatement, SupplierKegs, VenueKegs } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { OrganisationKey } from '@/features/organisations';
import { apiGet } from '@/lib/api-client';
import { kegKeys } from './keg-keys';

/** `/api/{suppliers|venues}/{id}/kegs[/{partnerId}]`: the partner is a venue for a supplier, a supplier for a venue. */
export function kegsPath(organisation: OrganisationKey, partnerId?: string): string {
  const base = `/api/${organisation.type}s/${encodeURIComponent(organisation.id)}/kegs`;
  return partnerId ? `${base}/${encodeURIComponent(partnerId)}` : base;
}

// kegs move with every delivery and kick: fresh when someone comes back to the page
const moving = { staleTime: 30_000, refetchOnWindowFocus: true } as const;

/** GET /api/suppliers/{id}/kegs: kegs out by venue. */
export const supplierKegsQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: kegKeys.list(supplierId),
    queryFn: ({ signal }) => apiGet(kegsPath({ type: 'supplier', id: supplierId }), import.meta.env.DEV ? SupplierKegs : false, { signal }),
    ...moving,
  });

/** GET /api/venues/{id}/kegs: kegs held per supplier. */
export const venueKegsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: kegKeys.list(venueId),
    queryFn: ({ signal }) => apiGet(kegsPath({ type: 'venue', id: venueId }), import.meta.env.DEV ? VenueKegs : false, { signal }),
    ...moving,
  });

/** A pair's ledger entries, newest first, a page at a time. */
export const kegEntriesQueryOptions = (organisation: OrganisationKey, partnerId: string, page: number) =>
  queryOptions({
    queryKey: kegKeys.entries(organisation.id, partnerId, page),
    queryFn: ({ signal }) =>
      apiGet(`${kegsPath(organisation, partnerId)}/entries`, import.meta.env.DEV ? KegLedgerPage : false, {
        query: { page, pageSize: 20 },
        signal,
      }),
    ...moving,
  });

/** A pair's monthly keg statement (the supplier's calendar; the current month when none). */
export const kegStatementQueryOptions = (organisation: OrganisationKey, partnerId: string, month: string | undefined) =>
  queryOptions({
    queryKey: kegKeys.statement(organisation.id, partnerId, month ?? 'current'),
    queryFn: ({ signal }) =>
      apiGet(`${kegsPath(organisation, partnerId)}/statement`, import.meta.env.DEV ? KegStatement : false, { query: { month }, signal }),
    ...moving,
  });
