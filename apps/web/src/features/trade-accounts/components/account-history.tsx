import type { TradeAccountEvent } from '@tapline/contracts';
import { formatDateTime } from '@/lib/format-time';
import { EVENT_LABEL } from '../trade-words';

/** An account's history, newest first: what happened, who did it, the reason or what changed, and when. */
export function AccountHistory({ events, timeZone }: { events: readonly TradeAccountEvent[]; timeZone?: string | undefined }) {
  if (events.length === 0) return <p className="text-sm text-ink-soft">Nothing has happened to this account yet.</p>;
  const newestFirst = [...events].sort((a, b) => b.at.localeCompare(a.at));
  return (
    <ol className="space-y-3">
      {newestFirst.map((event) => (
        <li key={event.id} className="border-l-2 border-malt-200 pl-3 text-sm">
          <p className="font-medium text-ink">
            {EVENT_LABEL[event.kind]}
            {event.actor ? <span className="font-normal text-ink-soft"> by {event.actor.name}</span> : null}
          </p>
          {event.note ? <p className="break-words text-ink">{event.note}</p> : null}
          <p className="text-xs text-ink-soft">{formatDateTime(event.at, timeZone)}</p>
        </li>
      ))}
    </ol>
  );
}
