import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import {
  formatMonth,
  monthIn,
  PdfButton,
  StatementMonthPicker,
  statementQueryOptions,
  statementsPath,
  statementSearch,
  StatementView,
} from '@/features/invoices';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { toSearchParams } from '@/lib/api-client';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** One statement of account: the organisation's month with one venue (a supplier's) or one supplier (a venue's). */
export const Route = createFileRoute('/dash/$orgType/$orgId/statements/$counterpartyId')({
  validateSearch: statementSearch,
  loaderDeps: ({ search }) => search,
  // a pair that never traded, or another organisation's: Not Found, as the API says
  loader: ({ context: { queryClient, organisation }, params, deps }) =>
    loadOrNotFound([queryClient.ensureQueryData(statementQueryOptions(organisation, params.counterpartyId, deps.month))]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-24 w-full rounded-xl', 'mt-6 h-64 w-full rounded-xl']} />,
  component: StatementPage,
});

function StatementPage() {
  const { counterpartyId } = Route.useParams();
  const { month } = Route.useSearch();
  const { organisation, settings, params } = useDashboard();
  const { data: statement } = useSuspenseQuery(statementQueryOptions(organisation, counterpartyId, month));
  const counterparty = organisation.type === 'supplier' ? statement.venue : statement.supplier;
  return (
    <DashboardPage
      title={counterparty.name}
      head={`Statement ${formatMonth(statement.month)} · ${counterparty.name}`}
      eyebrow={`Statement of account · ${formatMonth(statement.month)}`}
      back={{ label: 'Statements', link: { to: '/dash/$orgType/$orgId/statements', params, search: { month } } }}
      actions={
        <PdfButton
          path={`${statementsPath(organisation, counterpartyId)}/pdf${toSearchParams({ month: statement.month })}`}
          fallbackName={`statement-${statement.month}.pdf`}
        />
      }
      className="space-y-4"
    >
      <StatementMonthPicker month={statement.month} latest={monthIn(settings.timeZone)} />
      <StatementView statement={statement} side={organisation.type} params={params} />
    </DashboardPage>
  );
}
