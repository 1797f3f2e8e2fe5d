import { TZDate } from '@date-fns/tz';
import { addDays, localDate } from './calendar';

// A buyer's week (docs/domain.md, Approvals; decision 0183): Monday to Sunday in the venue's time zone, so a Sunday
// night order in Perth counts in Perth's week whatever the server's clock says.

/** The instants the venue's week around `now` begins (Monday 00:00 local) and ends (the next Monday 00:00 local). */
export function spendWeekOf(now: Date, timeZone: string): { from: Date; to: Date } {
  const today = localDate(now, timeZone);
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 0 = Sunday … 6 = Saturday, of the local calendar day
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const monday = addDays(today, -((weekday + 6) % 7));
  const midnight = (date: string) => {
    const [y, m, d] = date.split('-').map(Number) as [number, number, number];
    return new Date(new TZDate(y, m - 1, d, 0, 0, 0, timeZone).getTime());
  };
  return { from: midnight(monday), to: midnight(addDays(monday, 7)) };
}
