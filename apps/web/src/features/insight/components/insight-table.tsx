import { Download } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { DataTable, type DataColumn } from '@/components/ui/table';
import { TitledSection } from '@/components/ui/titled-section';

/**
 * A titled table of the page with its CSV (what the server writes for the same period), or a line saying there is
 * nothing when it is empty. `children` (a chart) goes above the table.
 */
export function InsightTable<Row>({
  id,
  title,
  columns,
  rows,
  rowKey,
  empty,
  download,
  children,
}: {
  id: string;
  title: string;
  columns: readonly DataColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  empty: string;
  download: () => Promise<void>;
  children?: React.ReactNode;
}) {
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await download();
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The CSV could not be downloaded');
    } finally {
      setBusy(false);
    }
  };
  return (
    <TitledSection
      id={id}
      headingId={`${id}-heading`}
      title={title}
      headingClassName="text-lg font-semibold text-ink"
      headerClassName="flex flex-wrap items-center justify-between gap-3"
      className="min-w-0 space-y-3 rounded-xl border border-line bg-white p-4"
      action={
        rows.length > 0 ? (
          <Button variant="secondary" onClick={() => void save()} disabled={busy}>
            <Download aria-hidden="true" className="h-4 w-4" />
            CSV<span className="sr-only"> of {title}</span>
          </Button>
        ) : null
      }
    >
      {rows.length === 0 ? (
        <p className="text-sm text-ink-soft">{empty}</p>
      ) : (
        <>
          {children}
          {/* on a phone each row is a small card: its name across the top, then its labelled figures two by two */}
          <DataTable
            look="boxed"
            headClassName="max-sm:hidden"
            cellClassName="px-4 py-2.5 max-sm:p-0"
            rowClassName="align-top max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-3 max-sm:gap-y-1 max-sm:p-4 max-sm:[&>*:first-child]:col-span-2 max-sm:[&>*:first-child]:font-semibold max-sm:[&>*]:text-left max-sm:[&>*]:whitespace-normal"
            columns={columns}
            rows={rows}
            rowKey={rowKey}
          />
        </>
      )}
    </TitledSection>
  );
}
