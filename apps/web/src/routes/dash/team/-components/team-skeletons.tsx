import { Skeleton } from '@/components/ui/skeleton';

/** The team page's shape while it loads: title, the invite button, rows of people. */
export function TeamPageSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-4 w-32" />
      <Skeleton className="mt-2 h-8 w-40" />
      <Skeleton className="mt-3 h-4 w-full max-w-md" />
      <div className="mt-6 rounded-xl border border-line bg-white p-4">
        <Skeleton className="h-5 w-28" />
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="mt-4 flex items-center gap-4">
            <Skeleton className="h-4 w-1/4" />
            <Skeleton className="h-4 w-1/3 max-sm:hidden" />
            <Skeleton className="h-5 w-16 rounded-full" />
            <Skeleton className="ml-auto h-4 w-20" />
          </div>
        ))}
      </div>
    </div>
  );
}

/** A detail page: a person or form in a card. */
export function TeamDetailSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-2 h-8 w-56" />
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <Skeleton className="h-64 w-full rounded-xl" />
        <Skeleton className="h-40 w-full rounded-xl" />
      </div>
    </div>
  );
}
