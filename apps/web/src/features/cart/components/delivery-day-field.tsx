import type { CartGroup } from '@tapline/contracts';
import { MapPin } from 'lucide-react';
import { formatCalendarDate, formatClock } from '@/lib/format';

/** The closed days listed in full up to this many; more fold under "and N more". */
const CLOSED_SHOWN = 3;

const closedText = (day: CartGroup['closedDays'][number]) => `${formatCalendarDate(day.date)}: ${day.reason}`;

/** The days the picker leaves out between its first and last, and why ("Mon 5 Oct: Labour Day (NSW)"). */
function ClosedDays({ days }: { days: CartGroup['closedDays'] }) {
  if (days.length === 0) return null;
  const shown = days.slice(0, CLOSED_SHOWN);
  const more = days.slice(CLOSED_SHOWN);
  return (
    <div className="text-xs text-ink-soft">
      <p>
        Not offered: {shown.map(closedText).join('; ')}
        {more.length > 0 ? '' : '.'}
      </p>
      {more.length > 0 ? (
        <details>
          <summary className="cursor-pointer font-medium text-malt-700">and {more.length} more</summary>
          <ul className="mt-1 space-y-0.5">
            {more.map((day) => (
              <li key={day.date}>{closedText(day)}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/**
 * A group's delivery: the zone the supplier delivers the venue in, the day picker (only the days it can deliver), its
 * cut-off, and the days left out with why. A venue outside every zone gets no picker: the group's problems say why.
 */
export function DeliveryDayField({ group, date, onDate }: { group: CartGroup; date: string | undefined; onDate: (date: string) => void }) {
  const outside = group.problems.some((problem) => problem.code === 'outside_delivery_area');
  return (
    <div className="space-y-1.5">
      {!outside && group.deliveryDates.length > 0 ? (
        <label className="block text-sm font-medium text-ink">
          Delivery day
          <select
            className="mt-1 block h-11 w-full rounded-lg border border-stone-400 bg-white px-3 text-base text-ink"
            value={date}
            onChange={(event) => onDate(event.target.value)}
          >
            {group.deliveryDates.map((day) => (
              <option key={day} value={day}>
                {formatCalendarDate(day)}
              </option>
            ))}
          </select>
        </label>
      ) : (
        <div className="text-sm">
          <p className="font-medium text-ink">Delivery day</p>
          {outside ? (
            <p className="mt-1 flex items-center gap-1.5 font-medium text-red-700">
              <MapPin aria-hidden="true" className="h-4 w-4 shrink-0" />
              Outside {group.supplier.name}’s delivery area
            </p>
          ) : (
            <p className="mt-1 text-red-700">{group.supplier.name} has no delivery day in the coming months</p>
          )}
        </div>
      )}
      {group.zone && !outside ? (
        <p className="flex items-center gap-1.5 text-xs text-ink-soft">
          <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          Delivered in its {group.zone.name} zone
        </p>
      ) : null}
      {group.orderCutoffTime && !outside ? (
        <p className="text-xs text-ink-soft">Orders sent after {formatClock(group.orderCutoffTime)} count as the next day’s.</p>
      ) : null}
      {outside ? null : <ClosedDays days={group.closedDays} />}
    </div>
  );
}
