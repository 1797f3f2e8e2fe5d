import type { AccountingSyncRecord } from '@tapline/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink, RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingRows } from '@/components/ui/skeleton';
import { TableHead } from '@/components/ui/table';
import { dashboardParams } from '@/features/organisations';
import { formatDateTime } from '@/lib/format-time';
import { useRetrySyncRecord } from '../api/change-xero-integration';
import { syncRecordsQueryOptions } from '../api/get-xero-integration';
import { documentWord, syncStateLabel } from '../xero-labels';
import { LabelBadge } from './label-badge';
import type { XeroPlace } from './xero-connection-panel';
import { LoadErrorNote } from './load-error-note';
import { TitledSection } from '@/components/ui/titled-section';

/** When it last moved: paid, sent, or last tried. */
function whenOf(record: AccountingSyncRecord, timeZone: string): string | null {
  if (record.paidAt) return `Paid ${formatDateTime(record.paidAt, timeZone)}`;
  if (record.syncedAt && record.state !== 'failed') return `Sent ${formatDateTime(record.syncedAt, timeZone)}`;
  if (record.lastAttemptAt) return `Tried ${formatDateTime(record.lastAttemptAt, timeZone)}`;
  return null;
}

/** "INV-0004" linking out to Xero in a new tab, once the invoice or bill exists. */
export function XeroDocumentLink({ record, children }: { record: AccountingSyncRecord; children?: string }) {
  const text = children ?? `${documentWord(record)} ${record.xeroInvoiceNumber ?? ''}`.trim();
  if (!record.xeroUrl) return <span>{text}</span>;
  return (
    <a
      href={record.xeroUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 whitespace-nowrap font-medium text-malt-700 underline-offset-4 hover:underline"
    >
      {text}
      <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
      <span className="sr-only">(opens Xero in a new tab)</span>
    </a>
  );
}

/**
 * "Recent syncs": the newest orders this organisation sent to Xero, with where they stand there; each failure
 * with its reason and, for owners and admins, Retry. A table on wide screens, stacked rows on phones (docs/ui.md, Tables).
 */
export function SyncRecordsList({ place, emptyText }: { place: XeroPlace; emptyText: string }) {
  const records = useQuery(syncRecordsQueryOptions(place.organisation));
  const retry = useRetrySyncRecord(place.organisation);
  const params = dashboardParams({ type: place.organisation.type, slug: place.slug });
  const counterpart = place.organisation.type === 'supplier' ? 'Venue' : 'Supplier';

  const onRetry = (record: AccountingSyncRecord) =>
    retry.mutate(record, {
      onSuccess: () => toast.success(`Order ${record.orderNumber} is being sent to Xero again`),
      onError: (error) => toast.error(`Order ${record.orderNumber} wasn’t sent again: ${error.message}`),
    });

  let body;
  if (records.isPending) {
    body = (
      <LoadingRows
        className="space-y-3 rounded-xl border border-line bg-white p-4"
        rowClassName="flex items-center gap-4"
        lines={['h-4 w-1/5', 'h-4 w-1/4 max-sm:hidden', 'h-5 w-20 rounded-full', 'ml-auto h-4 w-24']}
      />
    );
  } else if (records.isError) {
    body = (
      <LoadErrorNote
        title="The orders sent to Xero didn’t load."
        message={records.error.message}
        onRetry={() => void records.refetch()}
        className="rounded-xl border border-red-200 bg-white p-4 text-sm"
      />
    );
  } else if (records.data.items.length === 0) {
    body = <EmptyState title="Nothing sent to Xero yet">{emptyText}</EmptyState>;
  } else {
    body = (
      <div className="overflow-hidden rounded-xl border border-line bg-white">
        <table className="w-full text-left text-sm max-sm:block">
          <TableHead
            columns={[{ label: 'Order' }, { label: 'In Xero' }, { label: 'State' }, { label: 'When' }, { label: 'Action', srOnly: true }]}
            className="border-b border-line bg-stone-50 text-xs uppercase tracking-wide"
            cellClassName="px-4 py-2 font-semibold"
          />
          <tbody className="divide-y divide-line max-sm:block">
            {records.data.items.map((record) => {
              const retrying = retry.isPending && retry.variables.id === record.id;
              const when = whenOf(record, place.timeZone);
              return (
                <tr key={record.id} className="align-top max-sm:flex max-sm:flex-col max-sm:gap-1.5 max-sm:p-3">
                  <th scope="row" className="px-4 py-3 text-left font-normal max-sm:p-0">
                    <Link
                      to="/dash/$orgType/$orgId/orders/$orderId"
                      params={{ ...params, orderId: place.organisation.type === 'supplier' ? record.supplierOrderId : record.orderId }}
                      className="whitespace-nowrap font-semibold tabular-nums text-ink underline-offset-4 hover:underline"
                    >
                      {record.orderNumber}
                    </Link>
                    <span className="block text-xs text-ink-soft">
                      <span className="sr-only">{counterpart}: </span>
                      {record.counterpartName}
                    </span>
                  </th>
                  <td className="px-4 py-3 max-sm:p-0">
                    {record.xeroInvoiceNumber || record.xeroUrl ? (
                      <XeroDocumentLink record={record} />
                    ) : (
                      <span className="text-ink-soft">—</span>
                    )}
                  </td>
                  <td className="max-w-xs px-4 py-3 max-sm:max-w-none max-sm:p-0">
                    <LabelBadge label={syncStateLabel(record)} />
                    {(record.state === 'failed' || record.state === 'skipped') && record.lastError ? (
                      <span className="mt-1 block break-words text-xs text-red-800">{record.lastError}</span>
                    ) : null}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 text-ink-soft max-sm:whitespace-normal max-sm:p-0">{when ?? '—'}</td>
                  <td className="px-4 py-3 text-right max-sm:p-0 max-sm:text-left">
                    {record.canRetry && record.state === 'failed' ? (
                      <Button
                        variant="secondary"
                        className="min-h-9 px-3"
                        disabled={retrying}
                        aria-busy={retrying || undefined}
                        onClick={() => onRetry(record)}
                      >
                        <RotateCcw aria-hidden="true" className="h-4 w-4" />
                        {retrying ? 'Retrying…' : 'Retry'}
                        <span className="sr-only"> order {record.orderNumber}</span>
                      </Button>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    );
  }

  return (
    <TitledSection title="Recent syncs" headingId="xero-syncs-heading" headingClassName="mb-3 text-lg font-semibold text-ink">
      {body}
    </TitledSection>
  );
}
