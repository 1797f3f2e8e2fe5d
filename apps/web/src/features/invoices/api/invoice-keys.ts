/**
 * One key factory for tax invoices (docs/conventions.md, Query keys and identity): everything under the organisation's UUID, so a
 * change to one supplier's invoices or terms refetches every screen that shows them.
 */
export const invoiceKeys = {
  all: (organisationId: string) => ['invoices', organisationId] as const,
  list: (organisationId: string, search: object) => [...invoiceKeys.all(organisationId), 'list', search] as const,
  invoice: (organisationId: string, invoiceId: string) => [...invoiceKeys.all(organisationId), 'invoice', invoiceId] as const,
  overdue: (organisationId: string) => [...invoiceKeys.all(organisationId), 'overdue'] as const,
  settings: (supplierId: string) => [...invoiceKeys.all(supplierId), 'settings'] as const,
  venueTerms: (supplierId: string) => [...invoiceKeys.all(supplierId), 'venue-terms'] as const,
  /** a month's statements (`current` while no month is asked for), and one counterparty's */
  statements: (organisationId: string, month: string) => [...invoiceKeys.all(organisationId), 'statements', month] as const,
  statement: (organisationId: string, counterpartyId: string, month: string) =>
    [...invoiceKeys.all(organisationId), 'statement', counterpartyId, month] as const,
};
