import type { OccurrenceStatus, StandingOrderStatus } from '@tapline/contracts';
import { OCCURRENCE_LOOK, occurrenceLabel, STANDING_STATUS_LOOK } from '../schedule-words';

function Chip({ className, children }: { className: string; children: string }) {
  return (
    <span className={`inline-flex items-center whitespace-nowrap rounded-full px-2 py-0.5 text-xs font-semibold ${className}`}>
      {children}
    </span>
  );
}

/** An occurrence's state as a coloured chip with its word (a skip by the calendar says so). */
export function OccurrenceChip({ status, skippedBy }: { status: OccurrenceStatus; skippedBy: 'venue' | 'calendar' | null }) {
  return <Chip className={OCCURRENCE_LOOK[status].className}>{occurrenceLabel(status, skippedBy)}</Chip>;
}

/** A standing order's state: active, paused (until a day), ended. */
export function StandingStatusChip({ status, pausedUntil }: { status: StandingOrderStatus; pausedUntil?: string | null }) {
  const look = STANDING_STATUS_LOOK[status];
  return (
    <Chip className={look.className}>
      {status === 'paused' && pausedUntil ? `${look.label} until ${shortDate(pausedUntil)}` : look.label}
    </Chip>
  );
}

/** "2026-12-03" → "3 Dec" (a calendar date, already the right day). */
function shortDate(date: string): string {
  return new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}
