import { Skeleton, TablePageSkeleton } from '@/components/ui/skeleton';

/** The admin overview loading: four figures and a list. */
export function AdminOverviewSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-8 w-40" />
      <div className="mt-6 grid grid-cols-2 gap-4 lg:grid-cols-5">
        {Array.from({ length: 5 }, (_, index) => (
          <Skeleton key={index} className={`h-24 w-full rounded-xl ${index === 0 ? 'max-lg:col-span-2' : ''}`} />
        ))}
      </div>
      <Skeleton className="mt-8 h-64 w-full rounded-xl" />
    </div>
  );
}

/** An admin table loading: the tabs' title, the search box, rows. */
export const AdminTableSkeleton = () => <TablePageSkeleton rows={6} intro="search" />;
