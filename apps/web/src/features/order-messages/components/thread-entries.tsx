import type { OrderMessageThread, OrderSide, OrderThreadEntry } from '@tapline/contracts';
import { Info } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatDateTime } from '@/lib/format-time';

/** Where the "New" divider goes: before the first of the other side's messages after the side's marker. */
export function firstNewEntryId(entries: readonly OrderThreadEntry[], side: OrderSide | null, readThrough: string | null): string | null {
  if (side === null) return null;
  const since = readThrough ? Date.parse(readThrough) : -Infinity;
  return entries.find((entry) => entry.kind === 'message' && entry.side !== side && Date.parse(entry.at) > since)?.id ?? null;
}

function NewDivider() {
  return (
    <div
      role="separator"
      aria-label="New messages from here"
      className="flex items-center gap-2 text-xs font-semibold uppercase tracking-wide text-malt-800"
    >
      <span aria-hidden="true" className="h-px flex-1 bg-malt-700" />
      New
      <span aria-hidden="true" className="h-px flex-1 bg-malt-700" />
    </div>
  );
}

/** A step or a system note: a quiet line in the thread, not a message. */
function QuietEntry({ entry, timeZone, who }: { entry: OrderThreadEntry; timeZone: string; who: string | null }) {
  return (
    <div className="flex gap-2 px-1 text-sm text-ink-soft">
      <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      <p className="min-w-0 break-words">
        <span className="text-ink">{entry.body}</span>
        {who ? ` · ${who}` : ''} · <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
      </p>
    </div>
  );
}

function MessageEntry({
  entry,
  timeZone,
  own,
  organisation,
}: {
  entry: OrderThreadEntry;
  timeZone: string;
  own: boolean;
  organisation: string;
}) {
  return (
    <div className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <article
        className={`max-w-[min(36rem,90%)] min-w-0 rounded-xl border p-3 ${own ? 'border-malt-200 bg-malt-50' : 'border-line bg-white'}`}
        aria-label={`Message from ${entry.author?.name ?? 'a former member'} of ${organisation}`}
      >
        <p className="text-xs text-ink-soft">
          <span className="font-semibold text-ink">{entry.author?.name ?? 'A former member'}</span> · {organisation} ·{' '}
          <time dateTime={entry.at}>{formatDateTime(entry.at, timeZone)}</time>
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-ink">{entry.body}</p>
      </article>
    </div>
  );
}

/**
 * The thread's entries, oldest first, with the "New" divider at the reading side's marker as it was on arrival: a
 * chat's log (ARIA `log`), so a screen reader reads out what arrives.
 */
export function ThreadEntries({ thread, timeZone, newFromId }: { thread: OrderMessageThread; timeZone: string; newFromId: string | null }) {
  const side = thread.marker?.side ?? null;
  const organisationOf = (entrySide: OrderSide | null) =>
    entrySide === 'venue' ? thread.venue.name : entrySide === 'supplier' ? thread.supplier.name : 'Tapline';
  return (
    <div role="log" className="space-y-3" aria-label="Messages and steps, oldest first">
      {thread.entries.map((entry) => (
        <EntryWithDivider key={entry.id} showDivider={entry.id === newFromId}>
          {entry.kind === 'message' ? (
            <MessageEntry
              entry={entry}
              timeZone={timeZone}
              own={side !== null && entry.side === side}
              organisation={organisationOf(entry.side)}
            />
          ) : (
            <QuietEntry
              entry={entry}
              timeZone={timeZone}
              who={entry.kind === 'step' ? `${entry.author?.name ?? 'Someone'}, ${organisationOf(entry.side)}` : null}
            />
          )}
        </EntryWithDivider>
      ))}
    </div>
  );
}

function EntryWithDivider({ showDivider, children }: { showDivider: boolean; children: ReactNode }) {
  return (
    <>
      {showDivider ? <NewDivider /> : null}
      {children}
    </>
  );
}
