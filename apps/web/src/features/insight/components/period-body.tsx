import { Suspense, type ReactNode } from 'react';
import { LoadingRows } from '@/components/ui/skeleton';
import { todayIn } from '@/features/standing-orders';
import { periodOf, type InsightSearch } from '../insight-search';
import { PeriodPicker } from './period-picker';

/**
 * The analytics and spend pages' body: the period picker, then the figures of the period the address names (today
 * is the organisation's), loading under the picker while the picker stays.
 */
export function PeriodBody({
  search,
  timeZone,
  children,
}: {
  search: InsightSearch;
  timeZone: string;
  children: (period: { from: string; to: string }) => ReactNode;
}) {
  const today = todayIn(timeZone);
  const period = periodOf(search, today);
  return (
    <div className="space-y-6">
      <PeriodPicker key={`${period.from}-${period.to}`} preset={period.preset} from={period.from} to={period.to} today={today} />
      <Suspense
        fallback={
          <LoadingRows
            count={6}
            className="space-y-3"
            rowClassName="rounded-xl border border-line bg-white p-4"
            lines={['h-5 w-40', 'h-40 w-full']}
          />
        }
      >
        {children({ from: period.from, to: period.to })}
      </Suspense>
    </div>
  );
}
