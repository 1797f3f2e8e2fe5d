import type { InsightProductRow, InsightVenueRow, LapsedVenue, NewVenue, NotReorderedProduct, SupplierAnalytics } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { Price } from '@/components/ui/price';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { plural } from '@/lib/format';
import { downloadInsightCsv } from '../api/get-insight';
import { BucketChart, bucketColumns, nameColumn, StylesTable, formatDay, moneyColumns, PeriodTotals } from './figures';
import { InsightTable } from './insight-table';

const right = 'text-right tabular-nums whitespace-nowrap';
const linkClass = 'font-medium text-ink underline-offset-4 hover:underline';

/** A supplier's analytics for a period (decisions 0185, 0186): charts with their tables, each table also a CSV. */
export function SupplierAnalyticsView({
  analytics,
  supplierId,
  params,
}: {
  analytics: SupplierAnalytics;
  supplierId: string;
  params: { orgType: OrganisationTypeSegment; orgId: string };
}) {
  const { period } = analytics;
  const currency = period.currency;
  const csv = (table: string) => () => downloadInsightCsv('analytics', { type: 'supplier', id: supplierId }, table, period);
  const venueLink = (venue: { slug: string; name: string }) => (
    <Link to="/dash/$orgType/$orgId/venues/$venueId" params={{ ...params, venueId: venue.slug }} className={linkClass}>
      {venue.name}
    </Link>
  );
  return (
    <div className="space-y-6">
      <PeriodTotals period={period} totals={analytics.totals} previous={analytics.previousTotals} />
      <div className="space-y-6">
        <InsightTable
          id="weeks"
          title="Sales by week"
          columns={bucketColumns(currency, 'Week')}
          rows={analytics.weeks}
          rowKey={(row) => row.start}
          empty="No weeks in this period."
          download={csv('weeks')}
        >
          <BucketChart
            buckets={analytics.weeks}
            caption={`Weeks run Monday to Sunday in ${period.timeZone}. The figures are in the table below.`}
          />
        </InsightTable>
        <InsightTable
          id="months"
          title="Sales by month"
          columns={bucketColumns(currency, 'Month')}
          rows={analytics.months}
          rowKey={(row) => row.start}
          empty="No months in this period."
          download={csv('months')}
        >
          <BucketChart
            buckets={analytics.months}
            caption="A month cut by the period's ends counts only its days in the period. The figures are in the table below."
          />
        </InsightTable>
      </div>
      <InsightTable<LapsedVenue>
        id="lapsed"
        title="Lapsed venues"
        columns={[
          nameColumn('Venue', venueLink),
          {
            label: 'Orders every',
            phoneLabel: 'Orders every',
            align: 'right',
            className: right,
            cell: (row) => `${row.medianIntervalDays} days`,
          },
          { label: 'Last order', phoneLabel: 'Last order', align: 'right', className: right, cell: (row) => formatDay(row.lastOrderDate) },
          {
            label: 'Days since',
            phoneLabel: 'Days since',
            align: 'right',
            className: `${right} font-semibold text-red-700`,
            cell: (row) => row.daysSince,
          },
        ]}
        rows={analytics.lapsed}
        rowKey={(row) => row.venueId}
        empty="No venue is overdue against its own rhythm."
        download={csv('lapsed')}
      >
        <p className="text-sm text-ink-soft">
          Venues that ordered on at least 3 days and whose last order, at {formatDay(period.to)}, is more than twice their usual interval
          ago (the median of the days between their orders).
        </p>
      </InsightTable>
      <InsightTable<InsightProductRow>
        id="products"
        title="By product"
        columns={[
          nameColumn('Product', (row) => row.name),
          { label: 'Style', phoneLabel: 'Style', cell: (row) => row.style || '–' },
          ...moneyColumns<InsightProductRow>(currency, true),
        ]}
        rows={analytics.products}
        rowKey={(row) => row.productId ?? row.name}
        empty="Nothing sold in this period."
        download={csv('products')}
      />
      <InsightTable<InsightVenueRow>
        id="venues"
        title="By venue"
        columns={[
          nameColumn('Venue', venueLink),
          { label: 'Orders', phoneLabel: 'Orders', align: 'right', className: right, cell: (row) => row.orders },
          ...moneyColumns<InsightVenueRow>(currency, true),
        ]}
        rows={analytics.venues}
        rowKey={(row) => row.venueId}
        empty="No venue ordered in this period."
        download={csv('venues')}
      />
      <StylesTable rows={analytics.styles} currency={currency} empty="Nothing sold in this period." download={csv('styles')} />
      <div className="grid gap-6 xl:grid-cols-2">
        <InsightTable<NewVenue>
          id="new-venues"
          title="New venues"
          columns={[
            nameColumn('Venue', venueLink),
            {
              label: 'First order',
              phoneLabel: 'First order',
              align: 'right',
              className: right,
              cell: (row) => formatDay(row.firstOrderDate),
            },
            {
              label: 'Ex GST',
              phoneLabel: 'Ex GST',
              align: 'right',
              className: right,
              cell: (row) => <Price cents={row.exCents} currency={currency} />,
            },
          ]}
          rows={analytics.newVenues}
          rowKey={(row) => row.venueId}
          empty="No venue ordered for the first time in this period."
          download={csv('new-venues')}
        />
        <InsightTable<NotReorderedProduct>
          id="not-reordered"
          title="Not reordered"
          columns={[
            nameColumn('Product', (row) => row.name),
            { label: 'Venues', phoneLabel: 'Venues', align: 'right', className: right, cell: (row) => row.venues },
            { label: 'Units', phoneLabel: 'Units', align: 'right', className: right, cell: (row) => row.qty },
          ]}
          rows={analytics.notReordered}
          rowKey={(row) => row.productId ?? row.name}
          empty="Every product sold in this period was ordered again by some venue."
          download={csv('not-reordered')}
        >
          <p className="text-sm text-ink-soft">Products sold in the period that no venue ordered in a second order of the period.</p>
        </InsightTable>
      </div>
      <p className="text-xs text-ink-soft">
        Orders you accepted, dispatched or delivered, on the day they were placed; what you supply (less what you sent or delivered short),
        without delivery fees or keg deposits. {plural(analytics.venues.length, 'venue')} ordered in this period.
      </p>
    </div>
  );
}
