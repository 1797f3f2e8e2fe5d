import type { RunSheetDays } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { formatCalendarDate, plural } from '@/lib/format';

/** The supplier's delivery days with orders on the truck, each a link to its run sheet. */
export function RunDays({ days, params }: { days: RunSheetDays; params: { orgType: string; orgId: string } }) {
  if (days.days.length === 0)
    return (
      <EmptyState title="No deliveries in these weeks">
        A day shows here once an order for it is accepted: its run sheet lists a stop per venue.
      </EmptyState>
    );
  return (
    <ul className="divide-y divide-line rounded-xl border border-line bg-white">
      {days.days.map((day) => (
        <li key={day.date}>
          <Link
            to="/dash/$orgType/$orgId/deliveries/$date"
            params={{ ...params, date: day.date }}
            className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-stone-50 focus-visible:bg-stone-50"
          >
            <span>
              <span className="block font-semibold text-ink">
                {formatCalendarDate(day.date)}
                {day.date === days.today ? <span className="ml-2 text-sm font-normal text-malt-800">today</span> : null}
              </span>
              <span className="text-sm text-ink-soft">
                {plural(day.stops, 'stop')} · {plural(day.orders, 'order')}
                {day.recorded > 0 ? ` · ${day.recorded} of ${day.stops} recorded` : ''}
              </span>
            </span>
            <ChevronRight aria-hidden="true" className="h-5 w-5 text-ink-soft" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
