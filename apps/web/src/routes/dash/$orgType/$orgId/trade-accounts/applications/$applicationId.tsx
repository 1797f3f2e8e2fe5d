import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { invoiceSettingsQueryOptions } from '@/features/invoices';
import {
  ApplicationDecision,
  ApplicationStatusChip,
  ApplicationView,
  tradeApplicationQueryOptions,
  WithdrawApplicationButton,
} from '@/features/trade-accounts';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/**
 * One application for a trade account, for both sides: everything the venue gave; the supplier's owners and admins
 * approve it (terms, limit, price list, zone) or decline it; the venue's owners withdraw it while it waits.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/trade-accounts/applications/$applicationId')({
  loader: ({ context: { queryClient, organisation }, params }) =>
    loadOrNotFound([
      queryClient.ensureQueryData(tradeApplicationQueryOptions(params.applicationId)),
      // the approval starts from the supplier's default payment terms
      ...(organisation.type === 'supplier' ? [queryClient.ensureQueryData(invoiceSettingsQueryOptions(organisation.id))] : []),
    ]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  component: TradeApplicationPage,
});

function TradeApplicationPage() {
  const { applicationId } = Route.useParams();
  const { organisation, settings, params, canManage, readOnly, role } = useDashboard();
  const { data: application } = useSuspenseQuery(tradeApplicationQueryOptions(applicationId));
  const navigate = useNavigate();
  const isSupplier = organisation.type === 'supplier';
  const waiting = application.status === 'submitted';
  const other = isSupplier ? application.venue.name : application.supplier.name;
  return (
    <DashboardPage
      title={isSupplier ? `${other}’s application` : `Application to ${other}`}
      head={`Trade application · ${other}`}
      back={{ label: 'Trade accounts', link: { to: '/dash/$orgType/$orgId/trade-accounts', params } }}
      intro={
        <span className="flex flex-wrap items-center gap-3">
          <ApplicationStatusChip status={application.status} />
          {application.status === 'approved' ? (
            <Link
              to="/dash/$orgType/$orgId/trade-accounts"
              params={params}
              search={isSupplier ? { tab: 'accounts', q: application.venue.name } : {}}
              className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              {isSupplier ? `See ${other}’s account` : 'See your trade accounts'}
            </Link>
          ) : null}
          {!isSupplier && waiting && role === 'owner' ? <WithdrawApplicationButton application={application} /> : null}
          {/* declined: the venue may apply again once something has changed */}
          {!isSupplier && application.status !== 'submitted' && application.status !== 'approved' && role === 'owner' ? (
            <Link
              to="/dash/$orgType/$orgId/trade-accounts/apply/$supplierId"
              params={{ ...params, supplierId: application.supplier.id }}
              className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              Apply again
            </Link>
          ) : null}
        </span>
      }
    >
      {/* the decision's column wide enough for the payment terms' choices written out */}
      <div className="mt-5 grid gap-5 xl:grid-cols-[minmax(0,1fr)_26rem] xl:items-start">
        <ApplicationView application={application} timeZone={settings.timeZone} />
        {isSupplier && waiting && canManage && !readOnly ? (
          <SupplierDecision
            application={application}
            supplierId={organisation.id}
            onApproved={(account) =>
              void navigate({ to: '/dash/$orgType/$orgId/trade-accounts/$accountId', params: { ...params, accountId: account.id } })
            }
          />
        ) : null}
      </div>
    </DashboardPage>
  );
}

function SupplierDecision(props: Omit<Parameters<typeof ApplicationDecision>[0], 'defaultTerms'>) {
  const { data: invoiceSettings } = useSuspenseQuery(invoiceSettingsQueryOptions(props.supplierId));
  return <ApplicationDecision {...props} defaultTerms={invoiceSettings.paymentTerms} />;
}
