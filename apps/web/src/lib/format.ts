// Integer cents → "$1,234.50": the one formatter the PDFs, the mails and the screens share (decision 0163), from its
// own entry of the contracts so that no schema comes with it into the scripts every page loads.
export { formatMoney } from '@tapline/contracts/money-format';

export function formatAbv(abv: number | null): string {
  return abv === null ? '' : `${abv.toFixed(1)}% ABV`;
}

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;

export function weekdayName(day: number, style: 'long' | 'short' = 'long'): string {
  const name = WEEKDAYS[day] ?? '';
  return style === 'short' ? name.slice(0, 3) : name;
}

/** [2, 4] → "Tuesday and Thursday"; [1..5] → "Monday to Friday" */
export function formatWeekdays(days: number[]): string {
  if (days.length === 0) return 'By arrangement';
  const sorted = [...days].sort((a, b) => a - b);
  const consecutive = sorted.every((day, i) => i === 0 || day === sorted[i - 1]! + 1);
  if (consecutive && sorted.length >= 3) return `${weekdayName(sorted[0]!)} to ${weekdayName(sorted.at(-1)!)}`;
  const names = sorted.map((day) => weekdayName(day));
  return names.length === 1 ? names[0]! : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;
}

/** "14:00" → "2:00 pm" */
export function formatClock(time: string): string {
  const [h = '0', m = '00'] = time.split(':');
  const hours = Number(h);
  const suffix = hours >= 12 && hours < 24 ? 'pm' : 'am';
  const twelve = hours % 12 === 0 ? 12 : hours % 12;
  return `${twelve}:${m} ${suffix}`;
}

const dateFormatters = new Map<string, Intl.DateTimeFormat>();

/** "3 Dec 2026", in the given time zone (the organisation's, or the admin area's) or the browser's. */
export function formatDate(iso: string, timeZone?: string): string {
  const key = timeZone ?? '';
  let formatter = dateFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-AU', { day: 'numeric', month: 'short', year: 'numeric', ...(timeZone ? { timeZone } : {}) });
    dateFormatters.set(key, formatter);
  }
  return formatter.format(new Date(iso));
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** A keg deposit line's words (issue 37): "Keg deposit · 50 L keg × 3". */
export function kegDepositLabel(deposit: { name: string; kegs: number }): string {
  return `Keg deposit · ${deposit.name} × ${deposit.kegs}`;
}

/** A calendar date ("2026-12-03", already in the organisation's time zone) → "Thu 3 Dec" (docs/ui.md, Dates, money and numbers). */
export function formatCalendarDate(date: string): string {
  const parts = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).formatToParts(
    new Date(`${date}T00:00:00Z`),
  );
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((candidate) => candidate.type === type)?.value ?? '';
  return `${part('weekday')} ${part('day')} ${part('month')}`;
}
