import type { TradeAccountStatus, TradeApplicationStatus } from '@tapline/contracts';
import { urlChoice, urlInteger, urlText, type UrlSearchInput } from '@/lib/url-search';

// written out rather than imported: a route's validateSearch is in the scripts every page loads, and the contracts'
// trade module builds schemas (decision 0087); `satisfies` keeps them to the contracts' lists
const APPLICATION_STATUSES = ['submitted', 'approved', 'declined', 'withdrawn'] as const satisfies readonly TradeApplicationStatus[];
const ACCOUNT_STATUSES = ['active', 'on_hold', 'closed'] as const satisfies readonly TradeAccountStatus[];

/**
 * The trade accounts page's address: the supplier's tab (its settings are the third, rather than a page of their own:
 * every route costs the public pages' scripts, decision 0173), its status filter, the accounts' search and the page.
 */
export interface TradeListSearch {
  tab?: 'applications' | 'accounts' | 'settings' | undefined;
  /** `all`: the applications tab without a filter (it opens on the waiting ones) */
  status?: TradeAccountStatus | TradeApplicationStatus | 'all' | undefined;
  q?: string | undefined;
  page?: number | undefined;
}

/** Hand-written like every `validateSearch` (decision 0087): junk is dropped. */
export const tradeListSearch = (input: UrlSearchInput): TradeListSearch => ({
  tab: urlChoice(input.tab, ['applications', 'accounts', 'settings'] as const),
  status: urlChoice(input.status, [...ACCOUNT_STATUSES, ...APPLICATION_STATUSES, 'all']),
  q: urlText(input.q),
  page: urlInteger(input.page, 2, 1000),
});

/**
 * The applications tab's filter: it opens on those waiting for a decision, the ones that matter (as Orders In opens on
 * New); `all` lifts the filter.
 */
export function applicationStatusOf(search: TradeListSearch): TradeApplicationStatus | undefined {
  if (search.status === 'all') return undefined;
  return (APPLICATION_STATUSES as readonly string[]).includes(search.status ?? '')
    ? (search.status as TradeApplicationStatus)
    : 'submitted';
}

/** The accounts tab's filter: its status when the address names one of an account's. */
export function accountStatusOf(search: TradeListSearch): TradeAccountStatus | undefined {
  return (ACCOUNT_STATUSES as readonly string[]).includes(search.status ?? '') ? (search.status as TradeAccountStatus) : undefined;
}
