import type { VenuePriceList, VenuePriceRow } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { useVenuePrices, venuePricesQueryOptions, VenuePriceTable } from '@/features/catalogue';
import { onlyFor } from '@/features/dashboard';
import { supplierOrdersQueryOptions, OrderStatusChip } from '@/features/orders';
import { Price } from '@/components/ui/price';
import { formatDateTime } from '@/lib/format-time';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/venues/$venueId')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation }, params }) =>
    queryClient.ensureQueryData(venuePricesQueryOptions(organisation.id, params.venueId)),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: VenuePricesPage,
});

/** One venue served: its latest orders, and its prices (decision 0079), every SKU with its list price and the price this venue pays, editable inline. */
function VenuePricesPage() {
  const { venueId } = Route.useParams();
  const { organisation, settings: supplier, params, readOnly } = useDashboard();
  const list = useVenuePrices(organisation.id, venueId);
  return (
    <DashboardPage
      title={list.venue.name}
      back={{ label: 'Venues', link: { to: '/dash/$orgType/$orgId/venues', params } }}
      intro={`Its orders from ${supplier.name}, and the prices it pays you.`}
    >
      <VenueOrders supplierId={organisation.id} venueId={list.venue.id} timeZone={supplier.timeZone} />
      <h2 className="mb-1 mt-8 text-lg font-bold text-ink">Prices for {list.venue.name}</h2>
      {readOnly ? (
        <>
          <p className="mb-3 text-sm text-ink-soft">What {list.venue.name} pays per pack, ex GST, where it isn’t the list price.</p>
          <VenuePricesRead list={list} />
        </>
      ) : (
        <>
          <p className="mb-3 text-sm text-ink-soft">
            What {list.venue.name} pays per pack, ex GST. Leave a price empty and it pays your list price. It sees its prices when it signs
            in.
          </p>
          <VenuePriceTable supplierId={organisation.id} venueId={list.venue.id} list={list} />
        </>
      )}
    </DashboardPage>
  );
}

/** The read-only view's prices (decision 0119): the packs this venue has its own price for, beside the list price. */
function VenuePricesRead({ list }: { list: VenuePriceList }) {
  const own = list.items.filter((row) => row.venuePriceCents !== null);
  if (own.length === 0)
    return <p className="rounded-xl border border-line bg-white p-4 text-sm text-ink-soft">It pays the list price for every pack.</p>;
  const columns: DataColumn<VenuePriceRow>[] = [
    {
      label: 'Pack',
      rowHeader: true,
      className: 'text-left font-normal',
      cell: (row) => (
        <>
          <span className="block font-semibold text-ink">{row.product.name}</span>
          <span className="block text-xs text-ink-soft">
            {row.skuName} · <span className="font-mono">{row.skuCode}</span>
          </span>
        </>
      ),
    },
    {
      label: 'List price',
      align: 'right',
      className: 'text-right text-ink-soft',
      cell: (row) => <Price cents={row.listPriceCents} currency={list.currency} />,
    },
    {
      label: 'Its price',
      align: 'right',
      className: 'text-right font-semibold text-ink',
      cell: (row) => <Price cents={row.venuePriceCents ?? row.listPriceCents} currency={list.currency} />,
    },
  ];
  return <DataTable look="boxed-scroll" columns={columns} rows={own} rowKey={(row) => row.skuId} />;
}

/** The venue's latest orders from this supplier; each row opens the order. */
function VenueOrders({ supplierId, venueId, timeZone }: { supplierId: string; venueId: string; timeZone: string }) {
  const { params } = useDashboard();
  const orders = useQuery(supplierOrdersQueryOptions(supplierId, { venueId }));
  return (
    <section aria-labelledby="venue-orders-heading" className="rounded-xl border border-line bg-white">
      <h2 id="venue-orders-heading" className="border-b border-line px-4 py-3 font-semibold text-ink">
        Orders {orders.data ? <span className="text-sm font-normal text-ink-soft">· {orders.data.total}</span> : null}
      </h2>
      {orders.isPending ? (
        <p className="p-4 text-sm text-ink-soft">Loading…</p>
      ) : orders.isError ? (
        <p className="p-4 text-sm text-red-700">{orders.error.message}</p>
      ) : orders.data.items.length === 0 ? (
        <p className="p-4 text-sm text-ink-soft">No orders from this venue yet.</p>
      ) : (
        <ul className="divide-y divide-line">
          {orders.data.items.map((order) => (
            <li key={order.id} className="relative flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm hover:bg-malt-50">
              <Link
                to="/dash/$orgType/$orgId/orders/$orderId"
                params={{ ...params, orderId: order.id }}
                className="font-semibold tabular-nums text-ink after:absolute after:inset-0"
              >
                {order.orderNumber}
              </Link>
              <span className="text-xs text-ink-soft">{formatDateTime(order.createdAt, timeZone)}</span>
              <OrderStatusChip status={order.status} />
              <Price cents={order.totalCents} currency={order.currency} className="ml-auto font-semibold text-ink" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
