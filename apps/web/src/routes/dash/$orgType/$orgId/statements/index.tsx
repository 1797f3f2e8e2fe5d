import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import {
  formatMonth,
  monthIn,
  StatementMonthPicker,
  statementListQueryOptions,
  StatementsTable,
  statementSearch,
} from '@/features/invoices';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/**
 * A month's statements of account (decision 0163), a supplier's with each venue or a venue's with each supplier: the same
 * job on both sides, so one page; each row opens the pair's statement.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/statements/')({
  validateSearch: statementSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    queryClient.ensureQueryData(statementListQueryOptions(organisation, deps.month)),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: StatementsPage,
});

function StatementsPage() {
  const { organisation, settings, params } = useDashboard();
  const { month } = Route.useSearch();
  const { data: list } = useSuspenseQuery(statementListQueryOptions(organisation, month));
  const supplier = organisation.type === 'supplier';
  return (
    <DashboardPage
      title="Statements"
      head={`Statements ${formatMonth(list.month)}`}
      back={
        supplier
          ? { label: 'Invoices', link: { to: '/dash/$orgType/$orgId/invoices', params } }
          : { label: 'Bills', link: { to: '/dash/$orgType/$orgId/bills', params } }
      }
      intro={
        supplier
          ? 'What each venue owed at the start and the end of the month, and how much of it is overdue. Open one for its statement and PDF.'
          : 'What you owed each supplier at the start and the end of the month, and how much of it is overdue. Open one for its statement and PDF.'
      }
      className="space-y-4"
    >
      <StatementMonthPicker month={list.month} latest={monthIn(settings.timeZone)} />
      <h2 className="text-lg font-semibold text-ink">{formatMonth(list.month)}</h2>
      {list.items.length === 0 ? (
        <EmptyState title={`No statement for ${formatMonth(list.month)}`}>
          {supplier
            ? 'No venue owed you anything or traded with you that month.'
            : 'You owed no supplier anything and traded with none that month.'}
        </EmptyState>
      ) : (
        <StatementsTable
          items={list.items}
          currency={settings.orderingRules?.currency}
          month={month}
          params={params}
          counterpartyHeading={supplier ? 'Venue' : 'Supplier'}
        />
      )}
    </DashboardPage>
  );
}
