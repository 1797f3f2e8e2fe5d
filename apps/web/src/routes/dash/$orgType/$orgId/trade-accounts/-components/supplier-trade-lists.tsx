import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import {
  AccountsTable,
  ApplicationsTable,
  supplierAccountsQueryOptions,
  supplierApplicationsQueryOptions,
  TradeSettingsForm,
  tradeSettingsQueryOptions,
} from '@/features/trade-accounts';
import { DashboardPage } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';
import { accountStatusOf, applicationStatusOf, type TradeListSearch } from './trade-search';

const chipClass = (active: boolean) =>
  `inline-flex min-h-10 items-center whitespace-nowrap rounded-lg px-3 text-sm font-medium ${active ? 'bg-malt-700 text-white' : 'border border-line bg-white text-ink hover:bg-malt-50'}`;
const tabClass = (active: boolean) =>
  `-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-semibold ${active ? 'border-malt-700 text-malt-800' : 'border-transparent text-ink-soft hover:text-ink'}`;

// the tab opens on Waiting: its address has no status
const APPLICATION_FILTERS: { status: TradeListSearch['status']; label: string; shows: TradeListSearch['status'] }[] = [
  { status: undefined, label: 'Waiting', shows: 'submitted' },
  { status: 'approved', label: 'Approved', shows: 'approved' },
  { status: 'declined', label: 'Declined', shows: 'declined' },
  { status: 'withdrawn', label: 'Withdrawn', shows: 'withdrawn' },
  { status: 'all', label: 'All', shows: undefined },
];
const ACCOUNT_FILTERS: { status: TradeListSearch['status']; label: string; shows: TradeListSearch['status'] }[] = [
  { status: undefined, label: 'All', shows: undefined },
  { status: 'active', label: 'Active', shows: 'active' },
  { status: 'on_hold', label: 'On hold', shows: 'on_hold' },
  { status: 'closed', label: 'Closed', shows: 'closed' },
];

/** A status filter as links: the status lives in the address, and the list goes back to its first page. */
function StatusFilter({
  filters,
  current,
  search,
  label,
}: {
  filters: typeof ACCOUNT_FILTERS;
  current: TradeListSearch['status'];
  search: TradeListSearch;
  label: string;
}) {
  return (
    <nav aria-label={label} className="flex gap-2 overflow-x-auto pb-1">
      {filters.map((filter) => {
        const active = current === filter.shows;
        return (
          <Link
            key={filter.label}
            to="."
            search={{ ...search, status: filter.status, page: undefined }}
            className={chipClass(active)}
            aria-current={active ? 'page' : undefined}
          >
            {filter.label}
          </Link>
        );
      })}
    </nav>
  );
}

function Applications({ search }: { search: TradeListSearch }) {
  const { organisation, settings: supplier, params } = useDashboard();
  const status = applicationStatusOf(search);
  const { data: list } = useSuspenseQuery(supplierApplicationsQueryOptions(organisation.id, { status, page: search.page }));
  return (
    <div className="space-y-4">
      <StatusFilter filters={APPLICATION_FILTERS} current={status} search={search} label="Application status" />
      {list.items.length === 0 ? (
        <EmptyState title={status === 'submitted' ? 'No applications waiting' : 'No application matches'}>
          {status === 'submitted'
            ? 'Venues apply from your page on Tapline; a new application shows here, and in your notifications.'
            : null}
        </EmptyState>
      ) : (
        <ApplicationsTable applications={list.items} side="supplier" params={params} timeZone={supplier.timeZone} />
      )}
      <SearchPagination list={list} search={search} />
    </div>
  );
}

function Accounts({ search }: { search: TradeListSearch }) {
  const { organisation, params } = useDashboard();
  const navigate = useNavigate();
  const status = accountStatusOf(search);
  const { data: list } = useSuspenseQuery(supplierAccountsQueryOptions(organisation.id, { status, q: search.q, page: search.page }));
  return (
    <div className="space-y-4">
      <SearchForm
        label="Search by venue"
        value={search.q}
        className="w-full max-w-md"
        onSearch={(q) => void navigate({ to: '.', search: { ...search, q, page: undefined }, replace: true })}
      />
      <StatusFilter filters={ACCOUNT_FILTERS} current={status} search={search} label="Account status" />
      {list.items.length === 0 ? (
        <EmptyState title={status || search.q ? 'No account matches' : 'No trade accounts yet'}>
          {status || search.q ? null : 'An account opens when you approve a venue’s application.'}
        </EmptyState>
      ) : (
        <AccountsTable accounts={list.items} side="supplier" params={params} />
      )}
      <SearchPagination list={list} search={search} />
    </div>
  );
}

/** Who may order, and the terms venues accept: members read them, owners and admins change them. */
function Settings() {
  const { organisation, canManage, readOnly } = useDashboard();
  const { data: settings } = useSuspenseQuery(tradeSettingsQueryOptions(organisation.id));
  return <TradeSettingsForm supplierId={organisation.id} settings={settings} canManage={canManage && !readOnly} />;
}

const TABS = [
  { tab: undefined, label: 'Applications' },
  { tab: 'accounts', label: 'Accounts' },
  { tab: 'settings', label: 'Settings' },
] as const;

/** A supplier's trade accounts: Applications (waiting first), Accounts (search, status) and Settings, as tabs in the address. */
export function SupplierTradeLists({ search }: { search: TradeListSearch }) {
  const { settings: supplier } = useDashboard();
  const tab = search.tab ?? 'applications';
  return (
    <DashboardPage
      title="Trade accounts"
      intro={`The venues that buy from ${supplier.name} on account: their applications, and the terms, limits and prices you gave them.`}
    >
      <nav aria-label="Trade accounts" className="mb-4 mt-6 flex gap-1 overflow-x-auto border-b border-line">
        {TABS.map((item) => {
          const active = (item.tab ?? 'applications') === tab;
          return (
            <Link
              key={item.label}
              to="."
              search={{ tab: item.tab }}
              className={tabClass(active)}
              aria-current={active ? 'page' : undefined}
            >
              {item.label}
            </Link>
          );
        })}
      </nav>
      {tab === 'settings' ? <Settings /> : tab === 'accounts' ? <Accounts search={search} /> : <Applications search={search} />}
    </DashboardPage>
  );
}
