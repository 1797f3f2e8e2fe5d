import { dateTimeParts } from '@tapline/contracts';

// Making an Intl.DateTimeFormat costs far more than using one (≈0.1 ms against µs: a cart's delivery days asked for
// one per supplier and day), so each zone's is made once; there are a few hundred zones, and a bad one throws.
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function formatFor(cache: Map<string, Intl.DateTimeFormat>, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let format = cache.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', { timeZone, ...options });
    cache.set(timeZone, format);
  }
  return format;
}

/** Today's date (YYYY-MM-DD) where the organisation is: delivery dates are calendar days in its time zone. */
export function localDate(now: Date, timeZone: string): string {
  return formatFor(dateFormats, timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The local date (YYYY-MM-DD) and time (HH:MM) at `now` in `timeZone`; Intl knows each zone's daylight saving. */
export function localDateTime(now: Date, timeZone: string): { date: string; time: string } {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  const format = formatFor(dateTimeFormats, timeZone, {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  for (const part of format.formatToParts(now)) parts[part.type] = part.value;
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

const readableFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A moment as a mail writes it for a person: "Tue 2 Dec 2025, 4:05 pm AEDT", in the organisation's time zone with
 * the zone's short name, so a reader elsewhere knows whose clock it is.
 */
export function readableDateTime(at: Date, timeZone: string): string {
  let format = readableFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-AU', {
      timeZone,
      weekday: 'short',
      ...dateTimeParts,
      timeZoneName: 'short',
    });
    readableFormats.set(timeZone, format);
  }
  const part: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const { type, value } of format.formatToParts(at)) part[type] = value;
  return `${part.weekday} ${part.day} ${part.month} ${part.year}, ${part.hour}:${part.minute} ${(part.dayPeriod ?? '').toLowerCase()} ${part.timeZoneName}`;
}
