import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { Printer } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { SearchPagination } from '@/components/ui/pagination';
import { formatMonth, monthIn, StatementMonthPicker } from '@/features/invoices';
import { KegEntriesTable, kegEntriesQueryOptions, KegStatementView, kegStatementQueryOptions, KegsTabs } from '@/features/kegs';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `?month=2026-11&page=2`: junk is dropped, never an error (docs/conventions.md, Routes). */
function kegPairSearch(input: Record<string, unknown>): { month?: string | undefined; page?: number | undefined } {
  const page = Number(input.page);
  return {
    month: typeof input.month === 'string' && MONTH.test(input.month) ? input.month : undefined,
    page: Number.isInteger(page) && page > 1 && page <= 10_000 ? page : undefined,
  };
}

/**
 * One supplier–venue pair's kegs (decision 0176), read from either side: the month's keg statement (printable) and the
 * whole ledger, newest first, with who and why.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/kegs/$partnerId')({
  validateSearch: kegPairSearch,
  loaderDeps: ({ search }) => search,
  // a partner never traded with, or another organisation's: Not Found, as the API says
  loader: ({ context: { queryClient, organisation }, params, deps }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(kegStatementQueryOptions(organisation, params.partnerId, deps.month)),
      queryClient.ensureQueryData(kegEntriesQueryOptions(organisation, params.partnerId, deps.page ?? 1)),
    ]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-24 w-full rounded-xl', 'mt-6 h-64 w-full rounded-xl']} />,
  component: KegPairPage,
});

function KegPairPage() {
  const { partnerId } = Route.useParams();
  const search = Route.useSearch();
  const { organisation, settings, params } = useDashboard();
  const { data: statement } = useSuspenseQuery(kegStatementQueryOptions(organisation, partnerId, search.month));
  const { data: entries } = useSuspenseQuery(kegEntriesQueryOptions(organisation, partnerId, search.page ?? 1));
  const partner = organisation.type === 'supplier' ? statement.venue : statement.supplier;
  return (
    <DashboardPage
      title={partner.name}
      head={`Kegs ${formatMonth(statement.month)} · ${partner.name}`}
      eyebrow={`Keg statement · ${formatMonth(statement.month)}`}
      back={{ label: 'Kegs', link: { to: '/dash/$orgType/$orgId/kegs', params } }}
      actions={
        <Button variant="secondary" className="print:hidden" onClick={() => window.print()}>
          <Printer aria-hidden="true" className="h-4 w-4" />
          Print the statement
        </Button>
      }
      className="space-y-4"
    >
      <KegsTabs params={params} />
      <div className="print:hidden">
        <StatementMonthPicker month={statement.month} latest={monthIn(settings.timeZone)} />
      </div>
      <KegStatementView statement={statement} />
      <section aria-labelledby="ledger-heading" className="space-y-2 pt-4 print:hidden">
        <h2 id="ledger-heading" className="text-lg font-semibold text-ink">
          The keg ledger
        </h2>
        <p className="text-sm text-ink-soft">
          Every entry between {statement.supplier.name} and {statement.venue.name}, newest first.
        </p>
        {entries.items.length === 0 ? (
          <p className="text-sm text-ink-soft">No entries yet.</p>
        ) : (
          <KegEntriesTable entries={entries.items} timeZone={statement.timeZone} />
        )}
        <SearchPagination list={entries} search={search} />
      </section>
    </DashboardPage>
  );
}
