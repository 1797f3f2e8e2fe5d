import { orderKeys } from '@/features/orders';
import { orgKeys } from '@/features/organisations';

/**
 * One key factory for the accounting integrations (docs/conventions.md, Query keys and identity). The organisation's Xero connection, its
 * choices and its sync records live under the organisation's key (so `invalidateOrganisation` reaches them); an
 * order's record lives under the supplier order's key, so the realtime layer's order invalidation refreshes it.
 */
export const integrationKeys = {
  xero: (organisationId: string) => [...orgKeys.all(organisationId), 'integrations', 'xero'] as const,
  xeroOptions: (organisationId: string) => [...integrationKeys.xero(organisationId), 'options'] as const,
  syncRecords: (organisationId: string) => [...integrationKeys.xero(organisationId), 'sync-records'] as const,
  /** how many earlier orders a send of the last `days` days would queue */
  backfill: (organisationId: string, days: number) => [...integrationKeys.xero(organisationId), 'backfill', days] as const,
  orderAccounting: (supplierOrderId: string) => [...orderKeys.supplierOrder(supplierOrderId), 'accounting'] as const,
  /** the callback page's one hand-over of Xero's answer, by its query string (code and state are single-use) */
  callback: (query: string) => ['xero-callback', query] as const,
};
