import { formatClock, weekdayName } from '@/lib/format';

/** Monday first, as Australians read a week; a day with no hours is closed. */
const WEEK = [1, 2, 3, 4, 5, 6, 0];

export function OpeningHours({ hours }: { hours: Record<string, { opens: string; closes: string } | undefined> }) {
  return (
    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
      {WEEK.map((day) => {
        const today = hours[String(day)];
        return (
          <div key={day} className="contents">
            <dt className="text-ink-soft">{weekdayName(day, 'short')}</dt>
            <dd className="tabular-nums text-ink">{today ? `${formatClock(today.opens)} – ${formatClock(today.closes)}` : 'Closed'}</dd>
          </div>
        );
      })}
    </dl>
  );
}
