import { Skeleton } from '@/components/ui/skeleton';

/** An admin table loading: tabs, toolbar, rows. */
export function AdminTableSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-4 w-16" />
      <Skeleton className="mt-2 h-8 w-40" />
      <Skeleton className="mt-6 h-10 w-full max-w-lg" />
      <div className="mt-6 rounded-xl border border-line bg-white p-4">
        {Array.from({ length: 6 }, (_, index) => (
          <div key={index} className="flex items-center gap-4 py-3">
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-1/5 max-sm:hidden" />
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="ml-auto h-8 w-24" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** The admin overview loading: four figures and a list. */
export function AdminOverviewSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-40" />
      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: 4 }, (_, index) => (
          <Skeleton key={index} className="h-24 w-full rounded-xl" />
        ))}
      </div>
      <Skeleton className="mt-8 h-64 w-full rounded-xl" />
    </div>
  );
}
