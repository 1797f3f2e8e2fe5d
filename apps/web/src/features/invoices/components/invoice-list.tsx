import type { InvoiceState, TaxInvoiceList } from '@tapline/contracts';
import { CalendarRange } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchPagination } from '@/components/ui/pagination';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { emptyInvoicesTitle } from '../invoice-states';
import { InvoicesTable } from './invoices-table';
import { StateFilters } from './state-filters';

type Params = { orgType: OrganisationTypeSegment; orgId: string };

/** Invoices' and Bills' way to the month's statements. */
export function StatementsLink({ params }: { params: Params }) {
  return (
    <LinkButton to="/dash/$orgType/$orgId/statements" params={params} variant="secondary">
      <CalendarRange aria-hidden="true" className="h-4 w-4" />
      Statements
    </LinkButton>
  );
}

/** A page of invoices (a supplier's) or bills (a venue's) under its state chips, or what is empty, then the pages. */
export function InvoiceList({
  list,
  search,
  side,
  params,
  emptyHint,
}: {
  list: TaxInvoiceList;
  search: { state?: InvoiceState | undefined; page?: number | undefined };
  side: 'supplier' | 'venue';
  params: Params;
  /** what the empty list says when no state is chosen */
  emptyHint: string;
}) {
  const noun = side === 'supplier' ? 'invoices' : 'bills';
  return (
    <div className="space-y-4">
      <StateFilters current={search.state} label={side === 'supplier' ? 'Invoice state' : 'Bill state'} />
      {list.items.length === 0 ? (
        <EmptyState title={emptyInvoicesTitle(search.state, noun)}>{search.state ? null : emptyHint}</EmptyState>
      ) : (
        <InvoicesTable invoices={list.items} side={side} params={params} />
      )}
      <SearchPagination list={list} search={search} />
    </div>
  );
}
