/**
 * One key factory for the keg ledger (docs/conventions.md, Query keys and identity), under the organisation's UUID:
 * its kegs, a pair's entries and statements. A move (an adjustment, empties declared) refetches everything under the
 * organisation: the list, the pair's pages and their sums change together.
 */
export const kegKeys = {
  all: (organisationId: string) => ['kegs', organisationId] as const,
  list: (organisationId: string) => [...kegKeys.all(organisationId), 'list'] as const,
  entries: (organisationId: string, partnerId: string, page: number) =>
    [...kegKeys.all(organisationId), partnerId, 'entries', page] as const,
  statement: (organisationId: string, partnerId: string, month: string) =>
    [...kegKeys.all(organisationId), partnerId, 'statement', month] as const,
};
