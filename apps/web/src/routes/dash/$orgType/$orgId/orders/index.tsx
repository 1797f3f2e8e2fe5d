import type { OrderStatus, SupplierOrderStatus } from '@tapline/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { supplierOrdersQueryOptions, venueOrdersQueryOptions, type SupplierOrderSearch, type VenueOrderSearch } from '@/features/orders/api/get-orders';
import { formatCalendarDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { urlChoice, urlInteger, urlText, type UrlSearchInput } from '@/lib/url-search';
import { useDashboard } from '../-components/use-dashboard';
import { OrdersTable } from './-components/orders-table';

// plain lists, not the contracts' zod enums: a route's search check is in the entry every page loads (decision 0087)
const ORDER_STATUSES = ['submitted', 'in_progress', 'completed', 'cancelled'] as const satisfies readonly OrderStatus[];
const SUPPLIER_ORDER_STATUSES = ['submitted', 'accepted', 'dispatched', 'delivered', 'rejected', 'cancelled'] as const satisfies readonly SupplierOrderStatus[];
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const urlDate = (value: unknown) => (typeof value === 'string' && DATE.test(value) ? value : undefined);

interface OrdersSearch {
  status?: OrderStatus | SupplierOrderStatus | undefined;
  q?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  page?: number | undefined;
}

/** Hand-written like every `validateSearch` (decision 0087): one search for both sides, each reading its part. */
const ordersSearch = (input: UrlSearchInput): OrdersSearch => ({
  status: urlChoice(input.status, [...ORDER_STATUSES, ...SUPPLIER_ORDER_STATUSES]),
  q: urlText(input.q),
  from: urlDate(input.from),
  to: urlDate(input.to),
  page: urlInteger(input.page, 2, 1000),
});

/** Orders In opens on the new orders, the queue that matters most (UI.md). */
function supplierSearchOf(search: OrdersSearch): SupplierOrderSearch {
  const status = search.status === undefined ? 'submitted' : (SUPPLIER_ORDER_STATUSES as readonly string[]).includes(search.status) ? (search.status as SupplierOrderSearch['status']) : 'submitted';
  return { ...search, status };
}
function venueSearchOf(search: OrdersSearch): VenueOrderSearch {
  return { ...search, status: (ORDER_STATUSES as readonly string[]).includes(search.status ?? '') ? (search.status as VenueOrderSearch['status']) : undefined };
}

export const Route = createFileRoute('/dash/$orgType/$orgId/orders/')({
  validateSearch: ordersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    organisation.type === 'venue'
      ? queryClient.ensureQueryData(venueOrdersQueryOptions(organisation.id, venueSearchOf(deps)))
      : queryClient.ensureQueryData(supplierOrdersQueryOptions(organisation.id, supplierSearchOf(deps))),
  pendingComponent: () => <TablePageSkeleton rows={6} intro="text" />,
  component: OrdersPage,
});

function OrdersPage() {
  const { organisation } = Route.useRouteContext();
  return organisation.type === 'venue' ? <VenueOrders /> : <OrdersIn />;
}

/** Search by number or the other party, and a date range (the organisation's days). */
function Filters({ search, label }: { search: OrdersSearch; label: string }) {
  const navigate = useNavigate();
  const set = (change: Partial<OrdersSearch>) => void navigate({ to: '.', search: { ...search, ...change, page: undefined }, replace: true });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchForm label={label} value={search.q} className="w-full max-w-sm" onSearch={(q) => set({ q })} />
      <label className="text-sm font-medium text-ink">
        From
        <input type="date" className="mt-1 block h-11 rounded-lg border border-stone-400 bg-white px-3 text-base" value={search.from ?? ''} onChange={(event) => set({ from: event.target.value || undefined })} />
      </label>
      <label className="text-sm font-medium text-ink">
        To
        <input type="date" className="mt-1 block h-11 rounded-lg border border-stone-400 bg-white px-3 text-base" value={search.to ?? ''} onChange={(event) => set({ to: event.target.value || undefined })} />
      </label>
    </div>
  );
}

const VENUE_STATUS_TABS: { status: VenueOrderSearch['status']; label: string }[] = [
  { status: undefined, label: 'All' },
  { status: 'submitted', label: 'Submitted' },
  { status: 'in_progress', label: 'In progress' },
  { status: 'completed', label: 'Completed' },
  { status: 'cancelled', label: 'Cancelled' },
];

const tabClass = (active: boolean) =>
  `inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium ${active ? 'bg-malt-700 text-white' : 'border border-line bg-white text-ink hover:bg-malt-50'}`;

function VenueOrders() {
  const { organisation, settings: venue, params } = useDashboard();
  const search = Route.useSearch();
  const { data: list } = useSuspenseQuery(venueOrdersQueryOptions(organisation.id, venueSearchOf(search)));
  const current = venueSearchOf(search).status;
  return (
    <div className="space-y-4">
      <PageHeader title="Orders" eyebrow={venue.name}>
        Every order {venue.name} sent: where each supplier’s part is up to, and its delivery day. Open one to see its lines and timeline, or to order it again.
      </PageHeader>
      <nav aria-label="Order status" className="flex gap-2 overflow-x-auto pb-1">
        {VENUE_STATUS_TABS.map((tab) => (
          <Link key={tab.label} to="." search={{ ...search, status: tab.status, page: undefined }} className={tabClass(current === tab.status)} aria-current={current === tab.status ? 'page' : undefined}>
            {tab.label}
          </Link>
        ))}
      </nav>
      <Filters search={search} label="Search by order number or supplier" />
      {list.items.length === 0 ? (
        <EmptyState
          title={search.q || search.from || search.to || current ? 'No order matches' : 'No orders yet'}
          action={
            <LinkButton to="/dash/$orgType/$orgId/discover" params={params}>
              <Search aria-hidden="true" className="h-4 w-4" />
              Discover products
            </LinkButton>
          }
        />
      ) : (
        <OrdersTable
          partyHeading="Suppliers"
          params={params}
          rows={list.items.map((order) => ({
            id: order.id,
            number: order.number,
            detail: `${formatDateTime(order.createdAt, venue.timeZone)}${order.placedBy ? ` · ${order.placedBy.name}` : ''}`,
            party: order.supplierOrders.map((so) => so.supplierName).join(', '),
            delivery: [...new Set(order.supplierOrders.flatMap((so) => (so.requestedDeliveryDate ? [formatCalendarDate(so.requestedDeliveryDate)] : [])))].join(', ') || '—',
            status: order.status,
            totalCents: order.totalCents,
            currency: order.currency,
          }))}
        />
      )}
      <SearchPagination list={list} search={search} />
    </div>
  );
}

const SUPPLIER_TABS: { status: SupplierOrderStatus; label: string }[] = [
  { status: 'submitted', label: 'New' },
  { status: 'accepted', label: 'Accepted' },
  { status: 'dispatched', label: 'Dispatched' },
  { status: 'delivered', label: 'Delivered' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'cancelled', label: 'Cancelled' },
];

function OrdersIn() {
  const { organisation, settings: supplier, params } = useDashboard();
  const search = Route.useSearch();
  const asked = supplierSearchOf(search);
  const { data: list } = useSuspenseQuery(supplierOrdersQueryOptions(organisation.id, asked));
  return (
    <div className="space-y-4">
      <PageHeader title="Orders In" eyebrow={supplier.name}>
        What venues ordered from {supplier.name}. New orders wait for you, oldest first: open one to accept or reject it.
      </PageHeader>
      <nav aria-label="Order status" className="flex gap-2 overflow-x-auto pb-1">
        {SUPPLIER_TABS.map((tab) => (
          <Link
            key={tab.status}
            to="."
            search={{ ...search, status: tab.status === 'submitted' ? undefined : tab.status, page: undefined }}
            className={tabClass(asked.status === tab.status)}
            aria-current={asked.status === tab.status ? 'page' : undefined}
          >
            {tab.label}
            <span className={`rounded-full px-1.5 text-xs tabular-nums ${asked.status === tab.status ? 'bg-white/20' : 'bg-stone-100'}`}>{list.counts[tab.status]}</span>
          </Link>
        ))}
      </nav>
      <Filters search={search} label="Search by order number or venue" />
      {list.items.length === 0 ? (
        <EmptyState title={asked.status === 'submitted' && !search.q ? 'No new orders waiting' : 'No order matches'}>
          {asked.status === 'submitted' ? 'New orders from venues show here, and in your mail.' : null}
        </EmptyState>
      ) : (
        <OrdersTable
          partyHeading="Venue"
          params={params}
          rows={list.items.map((order) => ({
            id: order.id,
            number: order.orderNumber,
            detail: `${formatDateTime(order.createdAt, supplier.timeZone)} · ${order.lineCount} ${order.lineCount === 1 ? 'line' : 'lines'}`,
            party: order.venue.name,
            delivery: order.requestedDeliveryDate ? formatCalendarDate(order.requestedDeliveryDate) : '—',
            status: order.status,
            totalCents: order.totalCents,
            currency: order.currency,
          }))}
        />
      )}
      <SearchPagination list={list} search={search} />
    </div>
  );
}
