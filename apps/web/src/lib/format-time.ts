import { dateTimeParts } from '@tapline/contracts';

// Times as docs/ui.md (Dates, money and numbers) writes them: "3 Dec 2026, 4:05 pm", and "in 6 days" / "2 hours ago" beside them.

const dateTimeFormatters = new Map<string, Intl.DateTimeFormat>();

/** "3 Dec 2026, 4:05 pm", in the given time zone (the organisation's) or the browser's. */
export function formatDateTime(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = dateTimeFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', {
      ...dateTimeParts,
      ...(timeZone ? { timeZone } : {}),
    });
    dateTimeFormatters.set(key, formatter);
  }
  // en-AU writes "3 Dec 2026, 4:05 pm" already; some engines print "PM" or a narrow space before it
  return formatter
    .format(new Date(iso))
    .replace(/\u202f|\u00a0/g, ' ')
    .replace(/\b(AM|PM)\b/, (meridiem) => meridiem.toLowerCase());
}

const relative = new Intl.RelativeTimeFormat('en-AU', { numeric: 'auto' });
const UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "in 6 days", "2 hours ago", "just now": the largest unit that fits, rounded toward now. */
export function formatRelative(iso: string, now: Date = new Date()): string {
  const seconds = (new Date(iso).getTime() - now.getTime()) / 1000;
  const size = Math.abs(seconds);
  if (size < 60) return 'just now';
  for (const [unit, unitSeconds] of UNITS) {
    if (size >= unitSeconds) return relative.format(Math.trunc(seconds / unitSeconds), unit);
  }
  return 'just now';
}
