import type { KegType } from '@tapline/contracts';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { plural } from '@/lib/format';
import { kegDepositWords, kegOwnerWords } from '../keg-type-form';
import { RemoveKegType } from './remove-keg-type';

/**
 * The supplier's keg types: a row each (name, size, whose, deposit, the SKUs naming it), archived ones marked; owners
 * and admins get Edit and Remove (Archive when SKUs name it) on the unarchived ones.
 */
export function KegTypesTable({
  items,
  supplierId,
  currency,
  canEdit,
  onEdit,
}: {
  items: readonly KegType[];
  supplierId: string;
  currency: string;
  canEdit: boolean;
  onEdit: (kegType: KegType) => void;
}) {
  const columns: DataColumn<KegType>[] = [
    {
      label: 'Keg type',
      rowHeader: true,
      className: 'text-left font-normal max-sm:col-span-2',
      cell: (kegType) => (
        <>
          <span className="font-semibold text-ink">{kegType.name}</span>
          {kegType.archivedAt ? (
            <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold text-ink">Archived</span>
          ) : null}
        </>
      ),
    },
    {
      label: 'Size',
      phoneLabel: 'Size',
      className: 'tabular-nums',
      cell: (kegType) => `${kegType.litres.toLocaleString('en-AU')} L`,
    },
    { label: 'Whose', phoneLabel: 'Whose', cell: kegOwnerWords },
    {
      label: 'Deposit per keg',
      phoneLabel: 'Deposit',
      className: 'tabular-nums max-sm:col-span-2',
      cell: (kegType) => kegDepositWords(kegType, currency),
    },
    { label: 'SKUs', phoneLabel: 'SKUs', className: 'tabular-nums', cell: (kegType) => plural(kegType.skuCount, 'SKU') },
    ...(canEdit
      ? [
          {
            label: 'Actions',
            srOnly: true,
            align: 'right' as const,
            className: 'text-right max-sm:col-span-2 max-sm:text-left',
            cell: (kegType: KegType) =>
              kegType.archivedAt ? null : (
                <span className="inline-flex flex-wrap gap-1">
                  <Button variant="ghost" className="min-h-9 px-2" onClick={() => onEdit(kegType)}>
                    Edit<span className="sr-only"> {kegType.name}</span>
                  </Button>
                  <RemoveKegType supplierId={supplierId} kegType={kegType} />
                </span>
              ),
          },
        ]
      : []),
  ];
  return (
    <DataTable
      look="boxed"
      headClassName="max-sm:hidden"
      cellClassName="px-4 py-3 max-sm:p-0"
      columns={columns}
      rows={items}
      rowKey={(kegType) => kegType.id}
      rowClassName={(kegType: KegType) =>
        `align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4 ${kegType.archivedAt ? 'text-ink-soft' : ''}`
      }
    />
  );
}
