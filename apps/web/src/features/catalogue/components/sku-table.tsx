import type { CatalogueSku } from '@tapline/contracts';
import { useState, type ReactNode } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Price } from '@/components/ui/price';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { formatMoney } from '@/lib/format';
import { useUpdateSku } from '../api/skus';
import { pricePerLitreCents } from '../sku-form';

function volumeText(sku: CatalogueSku): string {
  if (sku.volumeMl === null) return `${sku.unitsPerPack} ×`;
  const volume = sku.volumeMl >= 1000 && sku.volumeMl % 100 === 0 ? `${sku.volumeMl / 1000} L` : `${sku.volumeMl} mL`;
  return sku.unitsPerPack === 1 ? volume : `${sku.unitsPerPack} × ${volume}`;
}

function StockCell({ sku }: { sku: CatalogueSku }) {
  if (sku.stockOnHand === null) return <span className="text-ink-soft">Not tracked</span>;
  if (sku.stockOnHand === 0) return <span className="font-semibold text-red-700">Out of stock</span>;
  return <span className="tabular-nums">{sku.stockOnHand}</span>;
}

function StatusChip({ status }: { status: CatalogueSku['status'] }) {
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-medium ${status === 'active' ? 'bg-green-100 text-green-800' : 'bg-stone-200 text-stone-700'}`}
    >
      {status === 'active' ? 'Active' : 'Archived'}
    </span>
  );
}

interface SkuTableProps {
  supplierId: string;
  productId: string;
  productName: string;
  currency: string;
  skus: CatalogueSku[];
  /** the link to each SKU's editor */
  editLink: (sku: CatalogueSku) => ReactNode;
  /** no Archive or Restore (the read-only view) */
  readOnly?: boolean;
}

/** The product's SKUs: a table on wide screens, stacked cards below 640 px; archive and restore ask first. */
export function SkuTable({ supplierId, productId, productName, currency, skus, editLink, readOnly = false }: SkuTableProps) {
  const update = useUpdateSku(supplierId, productId);
  const [asked, setAsked] = useState<CatalogueSku | null>(null);
  const archiving = asked?.status === 'active';

  function confirm() {
    if (!asked) return;
    update.mutate(
      { skuId: asked.id, change: { version: asked.version, status: archiving ? 'archived' : 'active' } },
      {
        onSuccess: (saved) => {
          toast.success(`${saved.code} ${saved.status === 'archived' ? 'archived' : 'restored'}`);
          setAsked(null);
        },
        onError: (error) => {
          setAsked(null);
          toast.error(error.message, { duration: 8000 });
        },
      },
    );
  }

  const columns: DataColumn<CatalogueSku>[] = [
    {
      label: 'Code',
      rowHeader: true,
      className: 'whitespace-nowrap text-left font-mono text-sm font-semibold text-ink',
      cell: editLink,
    },
    { label: 'Pack', className: 'max-sm:col-start-1', cell: (sku) => sku.name },
    {
      label: 'Units × volume',
      align: 'right',
      className: 'text-right tabular-nums text-ink-soft max-sm:col-start-1 max-sm:text-left',
      cell: volumeText,
    },
    {
      label: 'Price ex GST',
      align: 'right',
      className: 'text-right max-sm:col-start-2 max-sm:row-start-1',
      cell: (sku) => <PriceCell sku={sku} currency={currency} />,
    },
    {
      label: 'GST',
      align: 'right',
      className: 'text-right tabular-nums text-ink-soft max-sm:hidden',
      cell: (sku) => `${sku.taxRateBasisPoints / 100}%`,
    },
    {
      label: 'Status',
      className: 'max-sm:col-start-2 max-sm:row-start-2 max-sm:text-right',
      cell: (sku) => <StatusChip status={sku.status} />,
    },
    {
      label: 'Stock on hand',
      align: 'right',
      className: 'text-right max-sm:col-start-1 max-sm:text-left',
      cell: (sku) => (
        <>
          <span className="sm:hidden">Stock: </span>
          <StockCell sku={sku} />
        </>
      ),
    },
  ];
  return (
    <>
      <DataTable
        look="boxed"
        columns={readOnly ? columns : [...columns, actionColumn(setAsked)]}
        rows={skus}
        rowKey={(sku) => sku.id}
        rowClassName={(sku) =>
          `max-sm:grid max-sm:grid-cols-[1fr_auto] max-sm:gap-x-3 max-sm:gap-y-1 max-sm:px-4 max-sm:py-3 ${sku.status === 'archived' ? 'bg-stone-50' : ''}`
        }
      />
      <ConfirmDialog
        open={asked !== null}
        onOpenChange={(open) => (open ? undefined : setAsked(null))}
        title={archiving ? `Archive ${asked?.code ?? ''}?` : `Restore ${asked?.code ?? ''}?`}
        description={
          archiving
            ? `Venues can no longer order ${asked?.name ?? ''} of ${productName}. It stays on past orders, and you can restore it.`
            : `Venues can order ${asked?.name ?? ''} of ${productName} again.`
        }
        confirmLabel={archiving ? 'Archive SKU' : 'Restore SKU'}
        tone={archiving ? 'danger' : 'primary'}
        busy={update.isPending}
        onConfirm={confirm}
      />
    </>
  );
}

function PriceCell({ sku, currency }: { sku: CatalogueSku; currency: string }) {
  const perLitre = pricePerLitreCents(sku.unitPriceCents, sku.unitsPerPack, sku.volumeMl);
  return (
    <>
      <Price cents={sku.unitPriceCents} currency={currency} className="font-semibold text-ink" />
      {perLitre !== null ? <span className="block text-xs text-ink-soft">{formatMoney(perLitre, currency)}/L</span> : null}
    </>
  );
}

/** Archive or Restore, asked first. */
function actionColumn(ask: (sku: CatalogueSku) => void): DataColumn<CatalogueSku> {
  return {
    label: 'Actions',
    srOnly: true,
    className: 'text-right max-sm:col-start-2',
    cell: (sku) => (
      <Button variant="ghost" className="min-h-9 px-2" onClick={() => ask(sku)}>
        {sku.status === 'active' ? 'Archive' : 'Restore'}
        <span className="sr-only"> {sku.code}</span>
      </Button>
    ),
  };
}
