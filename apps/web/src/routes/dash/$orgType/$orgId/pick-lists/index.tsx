import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, Link, useNavigate } from '@tanstack/react-router';
import { ChevronRight } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { TablePageSkeleton } from '@/components/ui/skeleton';
import { TextField } from '@/components/ui/text-field';
import { onlyFor } from '@/features/dashboard';
import { pickListDaysQueryOptions } from '@/features/pick-lists';
import { formatCalendarDate, plural } from '@/lib/format';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** A supplier's pick lists (decision 0188): choose a delivery day, the next days with accepted orders first. */
export const Route = createFileRoute('/dash/$orgType/$orgId/pick-lists/')({
  beforeLoad: onlyFor('supplier'),
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(pickListDaysQueryOptions(organisation.id)),
  pendingComponent: () => <TablePageSkeleton rows={4} intro="text" />,
  component: PickListsPage,
});

function PickListsPage() {
  const { organisation, params } = useDashboard();
  const { data } = useSuspenseQuery(pickListDaysQueryOptions(organisation.id));
  const navigate = useNavigate();
  const [date, setDate] = useState(data.today);
  const open = (event: FormEvent) => {
    event.preventDefault();
    if (date) void navigate({ to: '/dash/$orgType/$orgId/pick-lists/$date', params: { ...params, date } });
  };
  return (
    <DashboardPage
      title="Pick lists"
      intro="What to load for a delivery day: the units of every SKU across the day’s accepted orders, per delivery zone, and the empties to bring back. Print it or save it as a PDF."
      className="space-y-6"
    >
      <section aria-labelledby="next-days">
        <h2 id="next-days" className="text-lg font-semibold text-ink">
          Next delivery days
        </h2>
        {data.days.length === 0 ? (
          <div className="mt-3">
            <EmptyState title="No accepted orders to pick">Accepted orders appear here under the day they are delivered.</EmptyState>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-line rounded-xl border border-line bg-white">
            {data.days.map((day) => (
              <li key={day.date}>
                <Link
                  to="/dash/$orgType/$orgId/pick-lists/$date"
                  params={{ ...params, date: day.date }}
                  className="flex items-center justify-between gap-3 px-4 py-3 hover:bg-malt-50 focus-visible:bg-malt-50"
                >
                  <span className="font-medium text-ink">
                    {formatCalendarDate(day.date)}
                    {day.date === data.today ? <span className="ml-2 text-sm font-normal text-ink-soft">today</span> : null}
                  </span>
                  <span className="flex items-center gap-2 text-sm text-ink-soft">
                    {plural(day.orderCount, 'order')} · {plural(day.unitCount, 'unit')}
                    <ChevronRight aria-hidden="true" className="h-4 w-4" />
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <form onSubmit={open} className="flex flex-wrap items-end gap-3" aria-label="Another day">
        <TextField label="Another day" type="date" required value={date} onChange={(event) => setDate(event.target.value)} />
        <Button type="submit" variant="secondary">
          Open its pick list
        </Button>
      </form>
    </DashboardPage>
  );
}
