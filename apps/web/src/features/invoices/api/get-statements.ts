import { Statement, StatementList } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { OrganisationKey } from '@/features/organisations';
import { apiGet } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

/** `/api/{suppliers|venues}/{id}/statements[/{counterpartyId}]`: the other side is a venue for a supplier, a supplier for a venue. */
export function statementsPath(organisation: OrganisationKey, counterpartyId?: string): string {
  const base = `/api/${organisation.type}s/${organisation.id}/statements`;
  return counterpartyId ? `${base}/${encodeURIComponent(counterpartyId)}` : base;
}

// a month under way moves with every invoice and payment: fresh when someone comes back to it
const moving = { staleTime: 30_000, refetchOnWindowFocus: true } as const;

/** The month's statements, one row per counterparty with a balance or activity. */
export const statementListQueryOptions = (organisation: OrganisationKey, month: string | undefined) =>
  queryOptions({
    queryKey: invoiceKeys.statements(organisation.id, month ?? 'current'),
    queryFn: ({ signal }) =>
      apiGet(statementsPath(organisation), import.meta.env.DEV ? StatementList : false, { query: { month }, signal }),
    ...moving,
  });

/** One counterparty's statement of the month. */
export const statementQueryOptions = (organisation: OrganisationKey, counterpartyId: string, month: string | undefined) =>
  queryOptions({
    queryKey: invoiceKeys.statement(organisation.id, counterpartyId, month ?? 'current'),
    queryFn: ({ signal }) =>
      apiGet(statementsPath(organisation, counterpartyId), import.meta.env.DEV ? Statement : false, { query: { month }, signal }),
    ...moving,
  });
