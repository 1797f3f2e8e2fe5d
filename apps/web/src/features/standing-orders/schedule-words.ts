import type { OccurrenceStatus, StandingOrderStatus } from '@tapline/contracts';
import { formatCalendarDate, formatClock, plural, weekdayName } from '@/lib/format';

// How standing orders are put into words on screen (issue 35): their days, their rhythm, the cut-off, the states.

/** Monday first, as an Australian week is read (0 = Sunday … 6 = Saturday, as the supplier's delivery weekdays number them). */
const WEEK_ORDER = [1, 2, 3, 4, 5, 6, 0] as const;

const inWeekOrder = (days: readonly number[]) =>
  [...new Set(days)].filter((day) => day >= 0 && day <= 6).sort((a, b) => WEEK_ORDER.indexOf(a as 0) - WEEK_ORDER.indexOf(b as 0));

/** [5, 2] → "Tue & Fri"; [1, 3, 5] → "Mon, Wed & Fri"; [] → "" */
export function shortWeekdays(days: readonly number[]): string {
  const names = inWeekOrder(days).map((day) => weekdayName(day, 'short'));
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')} & ${names.at(-1)}`;
}

/** "every week", "every 2 weeks" */
export function everyWeeksLabel(everyWeeks: number): string {
  return everyWeeks <= 1 ? 'every week' : `every ${everyWeeks} weeks`;
}

/** "Tue & Fri, every 2 weeks" */
export function scheduleLabel(days: readonly number[], everyWeeks: number): string {
  return `${shortWeekdays(days)}, ${everyWeeksLabel(everyWeeks)}`;
}

/**
 * How long until an occurrence is placed (its cut-off), counted down: "Closes in 3 days", "Closes in 5 hours",
 * "Closes in 12 min"; "Cut-off passed" once it has. Rounded down, so it never promises more time than there is.
 */
export function cutoffCountdown(placeAt: string, now: Date): string {
  const minutes = Math.floor((new Date(placeAt).getTime() - now.getTime()) / 60_000);
  if (minutes < 1) return 'Cut-off passed';
  if (minutes < 60) return `Closes in ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `Closes in ${plural(hours, 'hour')}`;
  return `Closes in ${plural(Math.floor(hours / 24), 'day')}`;
}

/** When the supplier takes a delivery's order (its cut-off, in its time zone): "2:00 pm Sydney time, 1 day before delivery". */
export function supplierCutoffLine(calendar: { orderCutoffTime: string | null; leadDays: number; timeZone: string }): string {
  const zone = calendar.timeZone.split('/').at(-1)?.replace(/_/g, ' ') ?? calendar.timeZone;
  const time = calendar.orderCutoffTime ? formatClock(calendar.orderCutoffTime) : 'midnight';
  const before = calendar.leadDays === 0 ? 'on the day of delivery' : `${plural(calendar.leadDays, 'day')} before delivery`;
  return `${time} ${zone} time, ${before}`;
}

/** The delivery weekdays a standing order may choose: the supplier's (none set = any day), Monday first. */
export function choosableWeekdays(supplierDays: readonly number[]): number[] {
  return supplierDays.length === 0 ? [...WEEK_ORDER] : inWeekOrder(supplierDays);
}

/** Each occurrence state's words and colours (never the colour alone: the chip says the word). */
export const OCCURRENCE_LOOK: Record<OccurrenceStatus, { label: string; className: string }> = {
  scheduled: { label: 'Scheduled', className: 'bg-sky-100 text-sky-900' },
  skipped: { label: 'Skipped', className: 'bg-stone-200 text-ink' },
  placed: { label: 'Placed', className: 'bg-green-100 text-green-800' },
  needs_attention: { label: 'Needs attention', className: 'bg-amber-100 text-amber-900' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-800' },
};

export const STANDING_STATUS_LOOK: Record<StandingOrderStatus, { label: string; className: string }> = {
  active: { label: 'Active', className: 'bg-green-100 text-green-800' },
  paused: { label: 'Paused', className: 'bg-amber-100 text-amber-900' },
  ended: { label: 'Ended', className: 'bg-stone-200 text-ink' },
};

/** "Skipped" says by whom: the venue, or the supplier's calendar (a holiday or closure it skips). */
export function occurrenceLabel(status: OccurrenceStatus, skippedBy: 'venue' | 'calendar' | null): string {
  if (status === 'skipped' && skippedBy === 'calendar') return 'Skipped: holiday';
  return OCCURRENCE_LOOK[status].label;
}

/** "3 Dec 2026" + days → "2026-12-06", calendar dates without a time zone (they are already the right day). */
export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** Today's calendar date in a time zone ("2026-12-03"). */
export function todayIn(timeZone: string, now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The weekday (0 = Sunday) of a calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** A delivery day as docs/ui.md writes dates: "Tue 8 Dec", with the year when it isn't this year's ("Tue 26 Jan 2027"). */
export function formatDay(date: string, now: Date = new Date()): string {
  const year = date.slice(0, 4);
  return year === String(now.getFullYear()) ? formatCalendarDate(date) : `${formatCalendarDate(date)} ${year}`;
}

/** A supplier's closures as runs: consecutive days closed for the same reason are one ("30 Dec to 3 Jan · Christmas break"). */
export function closureRuns<T extends { id: string; date: string; reason: string }>(
  closures: readonly T[],
): { first: string; last: string; reason: string; ids: string[] }[] {
  const runs: { first: string; last: string; reason: string; ids: string[] }[] = [];
  for (const closure of [...closures].sort((a, b) => a.date.localeCompare(b.date))) {
    const run = runs.at(-1);
    if (run && run.reason === closure.reason && addDays(run.last, 1) === closure.date) {
      run.last = closure.date;
      run.ids.push(closure.id);
    } else runs.push({ first: closure.date, last: closure.date, reason: closure.reason, ids: [closure.id] });
  }
  return runs;
}
