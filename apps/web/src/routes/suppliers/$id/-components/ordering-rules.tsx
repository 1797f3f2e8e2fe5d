import type { OrderingRules } from '@tapline/contracts';
import { CalendarDays, Clock, PackageCheck, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Price } from '@/components/ui/price';
import { formatClock, formatWeekdays, plural } from '@/lib/format';
import { Panel } from '@/components/ui/card';

function Rule({ icon, term, children }: { icon: ReactNode; term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-2 text-ink-soft">
        <span className="text-malt-700">{icon}</span>
        {term}
      </dt>
      <dd className="mt-0.5 pl-7 font-semibold text-ink">{children}</dd>
    </div>
  );
}

/** What a venue needs to know before ordering: minimum, delivery days, cut-off and lead time. */
export function OrderingRulesPanel({ rules, timeZone }: { rules: OrderingRules; timeZone: string }) {
  const iconClass = 'h-5 w-5';
  return (
    <Panel headingId="rules-heading" title="Ordering">
      <dl className="mt-3 grid gap-4 text-sm sm:grid-cols-2 lg:grid-cols-4">
        <Rule icon={<Wallet aria-hidden="true" className={iconClass} />} term="Minimum order">
          {rules.minimumOrderCents !== null ? (
            <>
              <Price cents={rules.minimumOrderCents} currency={rules.currency} /> ex GST
            </>
          ) : (
            'No minimum'
          )}
        </Rule>
        <Rule icon={<CalendarDays aria-hidden="true" className={iconClass} />} term="Delivers">
          {formatWeekdays(rules.deliveryWeekdays)}
        </Rule>
        <Rule icon={<Clock aria-hidden="true" className={iconClass} />} term="Order cut-off">
          {rules.orderCutoffTime ? (
            <>
              {formatClock(rules.orderCutoffTime)} <span className="font-normal text-ink-soft">({timeZoneCity(timeZone)} time)</span>
            </>
          ) : (
            'None'
          )}
        </Rule>
        <Rule icon={<PackageCheck aria-hidden="true" className={iconClass} />} term="Lead time">
          {rules.leadDays !== null && rules.leadDays > 0 ? `${plural(rules.leadDays, 'day')} before delivery` : 'Next delivery day'}
        </Rule>
      </dl>
    </Panel>
  );
}

/** "Australia/Sydney" → "Sydney" */
function timeZoneCity(timeZone: string): string {
  return (timeZone.split('/').at(-1) ?? timeZone).replace(/_/g, ' ');
}
