/**
 * One key factory for trade accounts (docs/conventions.md, Query keys and identity). An account and an application are
 * read by both sides, so they are keyed by their own UUID; lists, settings and a venue's standing with a supplier under
 * the organisation's. Every change refetches everything under `all` (changes are rare and touch both sides' lists).
 */
export const tradeKeys = {
  all: ['trade'] as const,
  standing: (venueId: string, supplierId: string) => [...tradeKeys.all, venueId, 'standing', supplierId] as const,
  venueAccounts: (venueId: string) => [...tradeKeys.all, venueId, 'venue-accounts'] as const,
  applications: (supplierId: string, search: object) => [...tradeKeys.all, supplierId, 'applications', search] as const,
  accounts: (supplierId: string, search: object) => [...tradeKeys.all, supplierId, 'accounts', search] as const,
  settings: (supplierId: string) => [...tradeKeys.all, supplierId, 'settings'] as const,
  priceLists: (supplierId: string) => [...tradeKeys.all, supplierId, 'price-lists'] as const,
  zones: (supplierId: string) => [...tradeKeys.all, supplierId, 'zones'] as const,
  account: (accountId: string) => [...tradeKeys.all, 'account', accountId] as const,
  application: (applicationId: string) => [...tradeKeys.all, 'application', applicationId] as const,
};
