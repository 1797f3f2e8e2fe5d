import { createFileRoute } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import {
  supplierAccountsQueryOptions,
  supplierApplicationsQueryOptions,
  tradeSettingsQueryOptions,
  venueTradeAccountsQueryOptions,
} from '@/features/trade-accounts';
import { SupplierTradeLists } from './-components/supplier-trade-lists';
import { accountStatusOf, applicationStatusOf, tradeListSearch } from './-components/trade-search';
import { VenueTradeLists } from './-components/venue-trade-lists';

/**
 * Trade accounts (issue 36), one page for both sides: a venue's accounts per supplier and its applications waiting; a
 * supplier's applications (waiting first), its accounts and its trade settings, in three tabs.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/trade-accounts/')({
  validateSearch: tradeListSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    organisation.type === 'venue'
      ? queryClient.ensureQueryData(venueTradeAccountsQueryOptions(organisation.id))
      : deps.tab === 'settings'
        ? queryClient.ensureQueryData(tradeSettingsQueryOptions(organisation.id))
        : deps.tab === 'accounts'
          ? queryClient.ensureQueryData(
              supplierAccountsQueryOptions(organisation.id, { status: accountStatusOf(deps), q: deps.q, page: deps.page }),
            )
          : queryClient.ensureQueryData(
              supplierApplicationsQueryOptions(organisation.id, { status: applicationStatusOf(deps), page: deps.page }),
            ),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: TradeAccountsPage,
});

function TradeAccountsPage() {
  const { organisation } = Route.useRouteContext();
  const search = Route.useSearch();
  return organisation.type === 'venue' ? <VenueTradeLists /> : <SupplierTradeLists search={search} />;
}
