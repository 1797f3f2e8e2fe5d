import type { SpendProductRow, SpendSupplierRow, VenueSpend } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { downloadInsightCsv } from '../api/get-insight';
import { BucketChart, bucketColumns, nameColumn, StylesTable, moneyColumns, PeriodTotals } from './figures';
import { InsightTable } from './insight-table';

const right = 'text-right tabular-nums whitespace-nowrap';

/** What a venue spent in a period (decision 0185): by month (a chart with its table), supplier, product and style. */
export function VenueSpendView({ spend, venueId }: { spend: VenueSpend; venueId: string }) {
  const { period } = spend;
  const currency = period.currency;
  const csv = (table: string) => () => downloadInsightCsv('spend', { type: 'venue', id: venueId }, table, period);
  return (
    <div className="space-y-6">
      <PeriodTotals period={period} totals={spend.totals} previous={spend.previousTotals} />
      <InsightTable
        id="months"
        title="Spend by month"
        columns={bucketColumns(currency, 'Month')}
        rows={spend.months}
        rowKey={(row) => row.start}
        empty="No months in this period."
        download={csv('months')}
      >
        <BucketChart buckets={spend.months} caption={`Months of your days in ${period.timeZone}. The figures are in the table below.`} />
      </InsightTable>
      <InsightTable<SpendSupplierRow>
        id="suppliers"
        title="By supplier"
        columns={[
          nameColumn('Supplier', (row) => (
            <Link to="/suppliers/$id" params={{ id: row.slug }} className="font-medium text-ink underline-offset-4 hover:underline">
              {row.name}
            </Link>
          )),
          { label: 'Orders', phoneLabel: 'Orders', align: 'right', className: right, cell: (row) => row.orders },
          ...moneyColumns<SpendSupplierRow>(currency, true),
        ]}
        rows={spend.suppliers}
        rowKey={(row) => row.supplierId}
        empty="No supplier delivered to you in this period."
        download={csv('suppliers')}
      />
      <InsightTable<SpendProductRow>
        id="products"
        title="By product"
        columns={[
          nameColumn('Product', (row) => row.name),
          { label: 'Supplier', phoneLabel: 'Supplier', cell: (row) => row.supplierName },
          { label: 'Style', phoneLabel: 'Style', cell: (row) => row.style || '–' },
          ...moneyColumns<SpendProductRow>(currency, true),
        ]}
        rows={spend.products}
        rowKey={(row) => row.productId ?? row.name}
        empty="Nothing bought in this period."
        download={csv('products')}
      />
      <StylesTable rows={spend.styles} currency={currency} empty="Nothing bought in this period." download={csv('styles')} />
      <p className="text-xs text-ink-soft">
        Orders your suppliers accepted, dispatched or delivered, on the day you placed them; what they supply, without delivery fees or keg
        deposits.
      </p>
    </div>
  );
}
