import { useQuery } from '@tanstack/react-query';
import { Loader2, RotateCcw } from 'lucide-react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import type { OrganisationKey } from '@/features/organisations';
import { isNotFound } from '@/lib/api-client';
import { useRetrySyncRecord } from '../api/change-xero-integration';
import { orderAccountingQueryOptions } from '../api/get-order-accounting';
import { orderAccountingLine } from '../xero-labels';
import { XeroDocumentLink } from './sync-records-list';

/**
 * An order's place in the caller's own books: "Invoice INV-0004 · Draft · Open in Xero" (a supplier), "Bill TL-0012 ·
 * Approved" (a venue), "Sending to Xero…", or why it failed with Retry for owners and admins. Nothing at all when
 * the organisation has no record of the order (no Xero, or not sent).
 */
export function OrderXeroSection({
  supplierOrderId,
  organisation,
  headingLevel = 3,
}: {
  supplierOrderId: string;
  organisation: OrganisationKey;
  /** 2 on a supplier's order page (its sections are h2), 3 inside a venue's supplier order */
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const accounting = useQuery(orderAccountingQueryOptions(supplierOrderId));
  const retry = useRetrySyncRecord(organisation);
  if (accounting.isPending || (accounting.isError && isNotFound(accounting.error))) return null;
  const headingId = `xero-${supplierOrderId}`;
  if (accounting.isError) {
    return (
      <section aria-labelledby={headingId} className="rounded-xl border border-line bg-white p-4 text-sm print:hidden">
        <Heading id={headingId} className="font-semibold text-ink">
          Xero
        </Heading>
        <p className="mt-0.5 text-ink-soft">Where this order stands in Xero didn’t load.</p>
        <button
          type="button"
          className="mt-1 font-semibold text-malt-700 underline-offset-4 hover:underline"
          onClick={() => void accounting.refetch()}
        >
          Retry
        </button>
      </section>
    );
  }
  const { record } = accounting.data;
  if (!record) return null;
  const line = orderAccountingLine(record);
  const failed = record.state === 'failed';
  return (
    <section
      aria-labelledby={headingId}
      className={`rounded-xl border p-4 text-sm print:hidden ${failed ? 'border-red-200 bg-red-50' : 'border-line bg-white'}`}
    >
      <Heading id={headingId} className="font-semibold text-ink">
        Xero
      </Heading>
      <p className="mt-1 break-words text-ink" role={record.state === 'pending' ? 'status' : undefined}>
        {record.state === 'pending' ? (
          <Loader2
            aria-hidden="true"
            className="mr-1.5 inline h-4 w-4 animate-spin align-[-3px] text-malt-700 motion-reduce:animate-none"
          />
        ) : null}
        {line}
      </p>
      {record.xeroUrl && record.state !== 'failed' && record.state !== 'pending' ? (
        <p className="mt-1">
          <XeroDocumentLink record={record}>Open in Xero</XeroDocumentLink>
        </p>
      ) : null}
      {failed ? (
        record.canRetry ? (
          <Button
            variant="secondary"
            className="mt-2 min-h-9 px-3"
            disabled={retry.isPending}
            aria-busy={retry.isPending || undefined}
            onClick={() =>
              retry.mutate(record, {
                onSuccess: () => toast.success('Sending it to Xero again'),
                onError: (error) => toast.error(`It wasn’t sent again: ${error.message}`),
              })
            }
          >
            <RotateCcw aria-hidden="true" className="h-4 w-4" />
            {retry.isPending ? 'Retrying…' : 'Retry'}
          </Button>
        ) : (
          <p className="mt-1 text-ink-soft">An owner or admin can send it again.</p>
        )
      ) : null}
    </section>
  );
}
