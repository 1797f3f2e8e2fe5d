import { orderStatuses, supplierOrderStatuses, type SupplierOrderStatus } from '@tapline/contracts';
import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { SelectField, type SelectOption } from '@/components/ui/select-field';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import {
  servedVenuesQueryOptions,
  supplierOrderQueryOptions,
  supplierOrdersQueryOptions,
  venueOrdersQueryOptions,
  type SupplierOrderSearch,
  type VenueOrderSearch,
  endingLine,
  ShortcutsHelp,
  rememberOrdersSearch,
  type OrdersSearch,
} from '@/features/orders';
import { useRealtimeEvent } from '@/features/realtime';
import { formatCalendarDate } from '@/lib/format';
import { formatDateTime } from '@/lib/format-time';
import { useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';
import { useSignedInPageHead } from '@/lib/page-head';
import { urlChoice, urlInteger, urlText, urlUuid, type UrlSearchInput } from '@/lib/url-search';
import { useDashboard } from '../-components/use-dashboard';
import { OrdersTable } from './-components/orders-table';
import { UnreadFilter } from './-components/unread-filter';
import { paidAtOfOrder, venueStatusNotes } from './-components/venue-order-rows';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const urlDate = (value: unknown) => (typeof value === 'string' && DATE.test(value) ? value : undefined);

/** Hand-written like every `validateSearch` (decision 0087): one search for both sides, each reading its part. */
const ordersSearch = (input: UrlSearchInput): OrdersSearch => ({
  status: urlChoice(input.status, [...orderStatuses, ...supplierOrderStatuses]),
  q: urlText(input.q),
  from: urlDate(input.from),
  to: urlDate(input.to),
  venueId: urlUuid(input.venueId),
  unread: input.unread === true || input.unread === 'true' ? true : undefined,
  page: urlInteger(input.page, 2, 1000),
});

/**
 * Orders In opens on the new orders, the queue that matters most (docs/ui.md, Supplier dashboard); "With unread
 * messages" opens on every status (the tabs then count the unread).
 */
function supplierSearchOf(search: OrdersSearch): SupplierOrderSearch {
  const status =
    search.status === undefined
      ? search.unread
        ? undefined
        : 'submitted'
      : (supplierOrderStatuses as readonly string[]).includes(search.status)
        ? (search.status as SupplierOrderSearch['status'])
        : 'submitted';
  return { ...search, status };
}
function venueSearchOf({ venueId: _supplierOnly, ...search }: OrdersSearch): VenueOrderSearch {
  return {
    ...search,
    status: (orderStatuses as readonly string[]).includes(search.status ?? '') ? (search.status as VenueOrderSearch['status']) : undefined,
  };
}

export const Route = createFileRoute('/dash/$orgType/$orgId/orders/')({
  validateSearch: ordersSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient, organisation }, deps }) =>
    organisation.type === 'venue'
      ? queryClient.ensureQueryData(venueOrdersQueryOptions(organisation.id, venueSearchOf(deps)))
      : Promise.all([
          queryClient.ensureQueryData(supplierOrdersQueryOptions(organisation.id, supplierSearchOf(deps))),
          queryClient.ensureQueryData(servedVenuesQueryOptions(organisation.id)),
        ]),
  pendingComponent: () => <TablePageSkeleton rows={6} intro="text" />,
  component: OrdersPage,
});

function OrdersPage() {
  const { organisation } = Route.useRouteContext();
  const search = Route.useSearch();
  useEffect(() => rememberOrdersSearch(organisation.id, search), [organisation.id, search]);
  return organisation.type === 'venue' ? <VenueOrders /> : <OrdersIn />;
}

/** Search by number or the other party, a date range (the organisation's days) and, in Orders In, a venue. */
function Filters({ search, label, venues }: { search: OrdersSearch; label: string; venues?: SelectOption[] }) {
  const navigate = useNavigate();
  const set = (change: Partial<OrdersSearch>) =>
    void navigate({ to: '.', search: { ...search, ...change, page: undefined }, replace: true });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SearchForm label={label} value={search.q} className="w-full max-w-sm sm:w-auto sm:flex-1 sm:basis-64" onSearch={(q) => set({ q })} />
      {venues ? (
        <SelectField
          label="Venue"
          options={venues}
          value={search.venueId ?? ''}
          className="w-full sm:w-44"
          onChange={(event) => set({ venueId: event.currentTarget.value || undefined })}
        />
      ) : null}
      <DateFilter label="From" value={search.from} onChange={(from) => set({ from })} />
      <DateFilter label="To" value={search.to} onChange={(to) => set({ to })} />
      <UnreadFilter search={search} />
    </div>
  );
}

/** One end of the date range; emptied, that end is open. */
function DateFilter({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
}) {
  return (
    <label className="text-sm font-medium text-ink max-sm:min-w-0 max-sm:flex-1">
      {label}
      <input
        type="date"
        className="mt-1 block h-11 rounded-lg border border-stone-400 bg-white px-3 text-base max-sm:w-full sm:w-40"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value || undefined)}
      />
    </label>
  );
}

const VENUE_STATUS_TABS: { status: VenueOrderSearch['status']; label: string }[] = [
  { status: undefined, label: 'All' },
  { status: 'submitted', label: 'Submitted' },
  { status: 'in_progress', label: 'In progress' },
  { status: 'completed', label: 'Completed' },
  { status: 'rejected', label: 'Rejected' },
  { status: 'cancelled', label: 'Cancelled' },
];

const tabClass = (active: boolean) =>
  `inline-flex min-h-10 items-center gap-1.5 whitespace-nowrap rounded-lg px-3 text-sm font-medium ${active ? 'bg-malt-700 text-white' : 'border border-line bg-white text-ink hover:bg-malt-50'}`;

/** The list's status tabs: each keeps the search but the page; `count`, how many orders each holds. */
function StatusTabs<Status extends OrdersSearch['status']>({
  tabs,
  current,
  statusInAddress = (status) => status,
  count,
}: {
  tabs: { status: Status; label: string }[];
  current: NoInfer<Status> | undefined;
  statusInAddress?: (status: Status) => OrdersSearch['status'];
  count?: (status: Status) => number;
}) {
  const search = Route.useSearch();
  return (
    <nav aria-label="Order status" className="flex gap-2 overflow-x-auto pb-1">
      {tabs.map((tab) => {
        const active = current === tab.status;
        return (
          <Link
            key={tab.label}
            to="."
            search={{ ...search, status: statusInAddress(tab.status), page: undefined }}
            className={tabClass(active)}
            aria-current={active ? 'page' : undefined}
          >
            {tab.label}
            {count ? (
              <span className={`rounded-full px-1.5 text-xs tabular-nums ${active ? 'bg-white/20' : 'bg-stone-100'}`}>
                {count(tab.status)}
              </span>
            ) : null}
          </Link>
        );
      })}
    </nav>
  );
}

function VenueOrders() {
  const { organisation, settings: venue, params } = useDashboard();
  useSignedInPageHead('Orders', venue.name);
  const search = Route.useSearch();
  const { data: list } = useSuspenseQuery(venueOrdersQueryOptions(organisation.id, venueSearchOf(search)));
  const current = venueSearchOf(search).status;
  return (
    <div className="space-y-4">
      <PageHeader title="Orders" eyebrow={venue.name}>
        Every order {venue.name} sent: where each supplier’s part is up to, and its delivery day. Open one to see its lines and timeline, or
        to order it again.
      </PageHeader>
      <StatusTabs tabs={VENUE_STATUS_TABS} current={current} />
      <Filters search={search} label="Search by order number or supplier" />
      {list.items.length === 0 ? (
        <EmptyState
          title={search.q || search.from || search.to || search.unread || current ? 'No order matches' : 'No orders yet'}
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
            delivery:
              [
                ...new Set(
                  order.supplierOrders.flatMap((so) => (so.requestedDeliveryDate ? [formatCalendarDate(so.requestedDeliveryDate)] : [])),
                ),
              ].join(', ') || '—',
            status: order.status,
            statusNotes: venueStatusNotes(order.supplierOrders, venue.name),
            paidAt: paidAtOfOrder(order.supplierOrders),
            unreadMessages: order.unreadMessages,
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
  // placed over a credit limit or with the account on hold: waiting for a release or a decline
  { status: 'held', label: 'Held' },
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
  const navigate = useNavigate();
  const { data: list } = useSuspenseQuery(supplierOrdersQueryOptions(organisation.id, asked));
  const { data: served } = useSuspenseQuery(servedVenuesQueryOptions(organisation.id));
  const venues: SelectOption[] = [
    { value: '', label: 'All venues' },
    ...served.items.map((row) => ({ value: row.venue.id, label: row.venue.name })),
    // a venue in the URL that never ordered: named as such rather than showing "All venues" while filtering
    ...(search.venueId && !served.items.some((row) => row.venue.id === search.venueId)
      ? [{ value: search.venueId, label: 'A venue with no orders' }]
      : []),
  ];
  const filtered = Boolean(search.q || search.from || search.to || search.venueId || search.unread);

  // live: a new order refetches the list (realtime-provider) and is announced; the tab's title counts the
  // new orders waiting, so a rep working in another tab sees them arrive
  const queryClient = useQueryClient();
  const waiting = list.counts.submitted;
  useSignedInPageHead(`${waiting > 0 ? `(${waiting}) ` : ''}Orders In`, supplier.name);
  useRealtimeEvent((event) => {
    if (event.type !== 'order.placed' || event.supplierId !== organisation.id) return;
    void Promise.all([queryClient.fetchQuery(supplierOrderQueryOptions(event.supplierOrderId)), import('react-hot-toast')]).then(
      ([order, { default: toast }]) =>
        toast.success(`New order ${order.orderNumber} from ${order.venue.name}`, { id: `order-${order.id}` }),
    );
  });

  // the queue's keys (docs/ui.md, Keyboard shortcuts; docs/decisions/0107): j/k move a selection (its row's link has the focus), Enter or o
  // opens it, a opens a new one with its Accept dialog open
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const index = list.items.findIndex((order) => order.id === selectedId);
  const selected = index === -1 ? undefined : list.items[index];
  const move = (step: 1 | -1) => {
    if (list.items.length === 0) return;
    const next = index === -1 ? 0 : Math.min(list.items.length - 1, Math.max(0, index + step));
    setSelectedId(list.items[next]!.id);
  };
  const open = (order: (typeof list.items)[number], accept = false) =>
    void navigate({
      to: '/dash/$orgType/$orgId/orders/$orderId',
      params: { ...params, orderId: order.id },
      search: accept ? { do: 'accept' } : {},
    });
  useKeyboardShortcuts({
    j: () => move(1),
    k: () => move(-1),
    o: () => (selected ? open(selected) : false),
    // a focused link or button opens itself; Enter is only ours when nothing has the focus
    Enter: (event) => (selected && !(event.target instanceof HTMLElement && event.target.closest('a, button')) ? open(selected) : false),
    a: () => (selected?.status === 'submitted' ? open(selected, true) : false),
  });

  return (
    <div className="space-y-4">
      <div className="flex items-start justify-between gap-4">
        <PageHeader title="Orders In" eyebrow={supplier.name}>
          What venues ordered from {supplier.name}. New orders wait for you, oldest first: open one to accept or reject it.
        </PageHeader>
        <ShortcutsHelp button />
      </div>
      <StatusTabs
        tabs={SUPPLIER_TABS}
        current={asked.status}
        // New is where Orders In opens: its address has no status
        statusInAddress={(status) => (status === 'submitted' && !search.unread ? undefined : status)}
        count={(status) => list.counts[status]}
      />
      <Filters search={search} label="Search by order number or venue" venues={venues} />
      {list.items.length === 0 ? (
        <EmptyState
          title={
            filtered
              ? 'No order matches'
              : asked.status === 'submitted'
                ? 'No new orders waiting'
                : asked.status === 'held'
                  ? 'No held orders'
                  : 'No order matches'
          }
          action={
            filtered ? (
              <LinkButton to="." search={{ status: search.status }} variant="secondary">
                Clear the filters
              </LinkButton>
            ) : null
          }
        >
          {asked.status === 'submitted' && !filtered ? 'New orders from venues show here, and in your mail.' : null}
          {asked.status === 'held' && !filtered
            ? 'Orders over a venue’s credit limit, or from an account on hold, wait here for you.'
            : null}
        </EmptyState>
      ) : (
        <OrdersTable
          partyHeading="Venue"
          params={params}
          selectedId={selected?.id}
          onSelect={setSelectedId}
          rows={list.items.map((order) => ({
            id: order.id,
            number: order.orderNumber,
            detail: `${formatDateTime(order.createdAt, supplier.timeZone)} · ${order.lineCount} ${order.lineCount === 1 ? 'line' : 'lines'}`,
            party: order.venue.name,
            delivery: order.requestedDeliveryDate ? formatCalendarDate(order.requestedDeliveryDate) : '—',
            status: order.status,
            statusNotes: order.ending ? [endingLine(order.ending, 'supplier', { venue: order.venue.name, supplier: supplier.name })] : [],
            paidAt: order.paidAt,
            unreadMessages: order.unreadMessages,
            totalCents: order.totalCents,
            currency: order.currency,
          }))}
        />
      )}
      <SearchPagination list={list} search={search} />
    </div>
  );
}
