import {
  SupplierTradeSettings,
  TradeAccountDetail,
  TradeAccountList,
  TradeApplication,
  TradeApplicationList,
  VenueTradeAccounts,
  VenueTradeStanding,
  type TradeAccountStatus,
  type TradeApplicationStatus,
} from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet, isNotFound } from '@/lib/api-client';
import { tradeKeys } from './trade-keys';
import { tradePaths } from './trade-paths';

/** GET /api/venues/{venueId}/suppliers/{supplierId}/trade: where the venue stands with the supplier (its members). */
export const tradeStandingQueryOptions = (venueId: string, supplierId: string) =>
  queryOptions({
    queryKey: tradeKeys.standing(venueId, supplierId),
    queryFn: ({ signal }) => apiGet(tradePaths.standing(venueId, supplierId), import.meta.env.DEV ? VenueTradeStanding : false, { signal }),
  });

/** GET /api/venues/{venueId}/trade-accounts: the venue's accounts and its applications still waiting. */
export const venueTradeAccountsQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: tradeKeys.venueAccounts(venueId),
    queryFn: ({ signal }) => apiGet(tradePaths.venueAccounts(venueId), import.meta.env.DEV ? VenueTradeAccounts : false, { signal }),
  });

export interface ApplicationSearch {
  status?: TradeApplicationStatus | undefined;
  page?: number | undefined;
}

/** GET /api/suppliers/{id}/trade-applications: the applications, waiting ones first (the server's order). */
export const supplierApplicationsQueryOptions = (supplierId: string, search: ApplicationSearch) =>
  queryOptions({
    queryKey: tradeKeys.applications(supplierId, search),
    queryFn: ({ signal }) =>
      apiGet(tradePaths.supplierApplications(supplierId), import.meta.env.DEV ? TradeApplicationList : false, {
        signal,
        query: { status: search.status, page: search.page },
      }),
  });

export interface AccountSearch {
  status?: TradeAccountStatus | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

/** GET /api/suppliers/{id}/trade-accounts: the supplier's accounts, by status and a search on the venue's name. */
export const supplierAccountsQueryOptions = (supplierId: string, search: AccountSearch) =>
  queryOptions({
    queryKey: tradeKeys.accounts(supplierId, search),
    queryFn: ({ signal }) =>
      apiGet(tradePaths.supplierAccounts(supplierId), import.meta.env.DEV ? TradeAccountList : false, {
        signal,
        query: { status: search.status, q: search.q, page: search.page },
      }),
  });

/** GET /api/trade-accounts/{id}: one account with its history and applications (either side's members). */
export const tradeAccountQueryOptions = (accountId: string) =>
  queryOptions({
    queryKey: tradeKeys.account(accountId),
    queryFn: ({ signal }) => apiGet(tradePaths.account(accountId), import.meta.env.DEV ? TradeAccountDetail : false, { signal }),
  });

/** GET /api/trade-applications/{id}: one application (the venue's members, the supplier's). */
export const tradeApplicationQueryOptions = (applicationId: string) =>
  queryOptions({
    queryKey: tradeKeys.application(applicationId),
    queryFn: ({ signal }) => apiGet(tradePaths.application(applicationId), import.meta.env.DEV ? TradeApplication : false, { signal }),
  });

/** GET /api/suppliers/{id}/trade-settings: whether only venues with an account may order, and the terms. */
export const tradeSettingsQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: tradeKeys.settings(supplierId),
    queryFn: ({ signal }) => apiGet(tradePaths.settings(supplierId), import.meta.env.DEV ? SupplierTradeSettings : false, { signal }),
  });

/** A price list or a delivery zone as the approval's pickers name it. */
export interface TermChoice {
  id: string;
  name: string;
  /** "10 % off list" */
  label?: string;
}

/**
 * The supplier's price lists or delivery zones, for the approval's and an account's pickers: the name (and a price
 * list's label) is all they show. A supplier without the feature, or a server without the route, answers none.
 */
async function choicesOf(path: string, signal: AbortSignal): Promise<TermChoice[]> {
  let answer: unknown;
  try {
    answer = await apiGet(path, false, { signal });
  } catch (error) {
    if (isNotFound(error)) return [];
    throw error;
  }
  const items: unknown[] = Array.isArray(answer)
    ? answer
    : typeof answer === 'object' && answer !== null && Array.isArray((answer as { items?: unknown }).items)
      ? (answer as { items: unknown[] }).items
      : [];
  return items.flatMap((item) => {
    const { id, name, label } = (item ?? {}) as Record<string, unknown>;
    return typeof id === 'string' && typeof name === 'string' ? [{ id, name, ...(typeof label === 'string' ? { label } : {}) }] : [];
  });
}

/** GET /api/suppliers/{id}/price-lists, names only. */
export const priceListChoicesQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: tradeKeys.priceLists(supplierId),
    queryFn: ({ signal }) => choicesOf(tradePaths.priceLists(supplierId), signal),
  });

/** GET /api/suppliers/{id}/delivery-zones, names only. */
export const zoneChoicesQueryOptions = (supplierId: string) =>
  queryOptions({ queryKey: tradeKeys.zones(supplierId), queryFn: ({ signal }) => choicesOf(tradePaths.zones(supplierId), signal) });

/** The supplier's applications waiting for a decision: their count is all "Needs attention" reads. */
export const waitingApplicationsQueryOptions = (supplierId: string) =>
  supplierApplicationsQueryOptions(supplierId, { status: 'submitted' });
