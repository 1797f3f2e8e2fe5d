import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { AccountStatusChip, AccountView, tradeAccountQueryOptions } from '@/features/trade-accounts';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** One trade account, for the venue and the supplier alike; the supplier's owners and admins change it here. */
export const Route = createFileRoute('/dash/$orgType/$orgId/trade-accounts/$accountId')({
  // another organisation's account, or none: Not Found, as the API says
  loader: ({ context: { queryClient }, params }) =>
    loadOrNotFound([queryClient.ensureQueryData(tradeAccountQueryOptions(params.accountId))]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-80 w-full rounded-xl']} />,
  component: TradeAccountPage,
});

function TradeAccountPage() {
  const { accountId } = Route.useParams();
  const { organisation, settings, params, canManage, readOnly } = useDashboard();
  const { data: account } = useSuspenseQuery(tradeAccountQueryOptions(accountId));
  const isSupplier = organisation.type === 'supplier';
  const other = isSupplier ? account.venue.name : account.supplier.name;
  return (
    <DashboardPage
      title={isSupplier ? `${other}’s trade account` : `Trade account with ${other}`}
      head={`Trade account · ${other}`}
      back={{
        label: 'Trade accounts',
        link: { to: '/dash/$orgType/$orgId/trade-accounts', params, search: isSupplier ? { tab: 'accounts' } : {} },
      }}
      intro={
        <span className="flex flex-wrap items-center gap-2">
          <AccountStatusChip status={account.status} />
          {isSupplier && !(canManage && !readOnly) ? (
            <span className="text-sm text-ink-soft">Owners and admins change accounts.</span>
          ) : null}
        </span>
      }
    >
      <div className="mt-5">
        <AccountView account={account} manage={isSupplier && canManage && !readOnly} params={params} timeZone={settings.timeZone} />
      </div>
    </DashboardPage>
  );
}
