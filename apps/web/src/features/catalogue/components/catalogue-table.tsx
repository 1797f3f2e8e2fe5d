import type { CatalogueProductRow } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { AlertTriangle } from 'lucide-react';
import { FallbackImage } from '@/components/ui/image';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { plural } from '@/lib/format';
import { StatusChip } from './status-chip';

interface CatalogueTableProps {
  rows: CatalogueProductRow[];
  currency: string;
  params: { orgType: string; orgId: string };
  selected: ReadonlySet<string>;
  /** absent: no checkboxes (nothing to do with a selection, as in the read-only view) */
  onSelect?: (ids: string[], on: boolean) => void;
}

function PriceRange({ row, currency }: { row: CatalogueProductRow; currency: string }) {
  if (!row.priceRange) return <span className="text-ink-soft">No active SKU</span>;
  const { minCents, maxCents } = row.priceRange;
  return (
    <span className="font-medium text-ink">
      <Price cents={minCents} currency={currency} />
      {maxCents !== minCents ? (
        <>
          {' – '}
          <Price cents={maxCents} currency={currency} />
        </>
      ) : null}
    </span>
  );
}

function StockWarning({ warning }: { warning: CatalogueProductRow['stockWarning'] }) {
  if (!warning) return null;
  return (
    <span className={`inline-flex items-center gap-1 text-xs font-semibold ${warning === 'out' ? 'text-red-800' : 'text-amber-900'}`}>
      <AlertTriangle aria-hidden="true" className="h-3.5 w-3.5" />
      {warning === 'out' ? 'Out of stock' : 'Low stock'}
    </span>
  );
}

/**
 * The supplier's Products table (every status): a checkbox per row for the bulk actions, the row's name opens the
 * product. Below 640 px each row becomes a stacked card (docs/ui.md, Tables).
 */
export function CatalogueTable({ rows, currency, params, selected, onSelect }: CatalogueTableProps) {
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const columns: DataColumn<CatalogueProductRow>[] = [
    {
      label: 'Product',
      rowHeader: true,
      className: 'text-left font-normal max-sm:contents',
      cell: (row) => (
        <span className="flex items-center gap-3 max-sm:contents">
          <FallbackImage
            src={row.imageUrl}
            alt=""
            label={row.name}
            className="h-10 w-10 shrink-0 rounded-md max-sm:col-start-2 max-sm:row-span-3 max-sm:h-12 max-sm:w-12"
          />
          <span className="min-w-0 max-sm:col-start-3">
            <Link
              to="/dash/$orgType/$orgId/products/$productId"
              params={{ ...params, productId: row.slug }}
              className="block font-semibold text-ink underline-offset-4 hover:underline"
            >
              {row.name}
            </Link>
            {row.style ? <span className="block text-xs text-ink-soft">{row.style}</span> : null}
          </span>
        </span>
      ),
    },
    {
      label: 'Status',
      className: 'max-sm:col-start-4 max-sm:row-start-1 max-sm:text-right',
      cell: (row) => <StatusChip status={row.status} />,
    },
    {
      label: 'SKUs',
      align: 'right',
      className: 'text-right tabular-nums text-ink-soft max-sm:col-start-3 max-sm:text-left',
      cell: (row) => (
        <>
          <span className="sm:hidden">{row.skuCount > 0 ? plural(row.skuCount, 'active SKU') : null}</span>
          <span className="max-sm:hidden">{row.skuCount}</span>
        </>
      ),
    },
    {
      label: 'Price (ex GST)',
      align: 'right',
      className: 'text-right tabular-nums max-sm:col-start-3 max-sm:text-left',
      cell: (row) => <PriceRange row={row} currency={currency} />,
    },
    {
      label: 'Stock',
      className: 'max-sm:col-start-4 max-sm:row-start-2 max-sm:text-right',
      cell: (row) => <StockWarning warning={row.stockWarning} />,
    },
  ];
  return (
    <DataTable
      look="boxed"
      columns={onSelect ? [selectColumn(selected, onSelect), ...columns] : columns}
      rows={rows}
      rowKey={(row) => row.id}
      // without the checkbox its column is empty, and the row's left padding gives its gap back
      rowClassName={(row) =>
        `max-sm:grid max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 ${onSelect ? 'max-sm:grid-cols-[1.75rem_3rem_1fr_auto]' : 'max-sm:grid-cols-[0_3rem_1fr_auto] max-sm:pl-1'} ${selected.has(row.id) ? 'bg-malt-50' : ''}`
      }
      toolbar={
        onSelect ? (
          <div className="flex items-center gap-3 border-b border-line bg-stone-50 px-4 py-2 sm:hidden">
            <input
              type="checkbox"
              className="h-5 w-5 accent-malt-700"
              aria-label="Select every product on this page"
              checked={allSelected}
              onChange={(event) =>
                onSelect(
                  rows.map((row) => row.id),
                  event.target.checked,
                )
              }
            />
            <span className="text-sm text-ink-soft">Select all</span>
          </div>
        ) : null
      }
    />
  );
}

/** The checkbox of each row, for the bulk actions. */
function selectColumn(selected: ReadonlySet<string>, onSelect: (ids: string[], on: boolean) => void): DataColumn<CatalogueProductRow> {
  return {
    label: 'Select',
    srOnly: true,
    className: 'w-10 max-sm:row-span-3 max-sm:pt-3',
    cell: (row) => (
      <input
        type="checkbox"
        className="h-5 w-5 accent-malt-700"
        aria-label={`Select ${row.name}`}
        checked={selected.has(row.id)}
        onChange={(event) => onSelect([row.id], event.target.checked)}
      />
    ),
  };
}
