import type { OrderMessageThread } from '@tapline/contracts';
import { useEffect, useState } from 'react';
import { ErrorState } from '@/components/ui/error-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useReadOnly } from '@/lib/read-only-view';
import { useOrderThread } from '../api/get-order-thread';
import { useMarkOrderThreadRead } from '../api/mark-order-thread-read';
import { MessageComposer } from './message-composer';
import { firstNewEntryId, ThreadEntries } from './thread-entries';

/** Marks the side's thread read while it is on screen with something unread (a tab in the background waits). */
function useMarkReadWhenShown(supplierOrderId: string, thread: OrderMessageThread | undefined) {
  const markRead = useMarkOrderThreadRead(supplierOrderId);
  const unread = thread?.marker?.unread ?? 0;
  const { isPending, isError, mutate } = markRead;
  useEffect(() => {
    // a refused mark is not tried again and again: the next visit marks it
    if (unread === 0 || isError) return;
    const mark = () => {
      if (document.visibilityState === 'visible' && !isPending) mutate();
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [unread, isPending, isError, mutate]);
}

/**
 * Messages on an order (docs/ui.md, Order pages): the supplier order's thread with the other side, its steps and
 * Tapline's notes in it, a "New" divider where the reader's side had read to, and the composer. Shown, it marks the
 * side's thread read; new messages arrive live. A platform admin reads it without the composer.
 */
export function OrderMessages({
  supplierOrderId,
  timeZone,
  headingLevel = 2,
}: {
  supplierOrderId: string;
  timeZone: string;
  headingLevel?: 2 | 3;
}) {
  const readOnly = useReadOnly();
  const { data: thread, isPending, isError, refetch } = useOrderThread(supplierOrderId);
  // the divider stays where the side had read to when the thread first arrived, through this visit's reads
  const [arrivedMarker, setArrivedMarker] = useState<{ readThrough: string | null } | null>(null);
  if (thread?.marker && arrivedMarker === null) setArrivedMarker({ readThrough: thread.marker.readThrough });
  useMarkReadWhenShown(supplierOrderId, readOnly ? undefined : thread);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = `messages-heading-${supplierOrderId}`;
  const other = thread?.marker ? (thread.marker.side === 'venue' ? thread.supplier.name : thread.venue.name) : null;
  return (
    <section
      id={`messages-${supplierOrderId}`}
      aria-labelledby={headingId}
      className="min-w-0 space-y-3 rounded-xl border border-line bg-white p-4 print:hidden"
    >
      <div>
        <Heading id={headingId} className="font-semibold text-ink">
          Messages
        </Heading>
        {other ? <p className="text-sm text-ink-soft">Between you and {other}: both teams read them.</p> : null}
      </div>
      {isPending ? (
        <div className="space-y-2" aria-hidden="true">
          <Skeleton className="h-12 w-3/4" />
          <Skeleton className="ml-auto h-12 w-2/3" />
        </div>
      ) : isError ? (
        <ErrorState title="The messages couldn’t be loaded" onRetry={() => void refetch()} />
      ) : (
        <>
          {thread.entries.length === 0 ? <p className="text-sm text-ink-soft">No messages yet.</p> : null}
          <ThreadEntries
            thread={thread}
            timeZone={timeZone}
            newFromId={firstNewEntryId(thread.entries, thread.marker?.side ?? null, arrivedMarker?.readThrough ?? null)}
          />
          {thread.marker && other && !readOnly ? <MessageComposer supplierOrderId={supplierOrderId} to={other} /> : null}
        </>
      )}
    </section>
  );
}
