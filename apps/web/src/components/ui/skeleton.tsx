import type { ReactNode } from 'react';

/** Grey blocks in the shape of what is loading; the wrapper tells assistive tech it is loading. */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded-md bg-stone-200 motion-reduce:animate-none ${className}`} />;
}

function Loading({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <div role="status" className={className}>
      <span className="sr-only">Loading…</span>
      {children}
    </div>
  );
}

export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  return (
    <Loading className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="rounded-xl border border-line bg-white">
          <Skeleton className="aspect-square w-full rounded-b-none rounded-t-xl" />
          <div className="p-3">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="mt-2 h-3 w-1/2" />
            <Skeleton className="mt-2 h-3 w-2/3" />
            <Skeleton className="mt-4 h-4 w-1/3" />
          </div>
        </div>
      ))}
    </Loading>
  );
}

export function CardListSkeleton({ count = 6 }: { count?: number }) {
  return (
    <Loading className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="flex gap-4 rounded-xl border border-line bg-white p-4">
          <Skeleton className="h-16 w-16 shrink-0 rounded-lg" />
          <div className="flex-1">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="mt-2 h-3 w-1/2" />
            <Skeleton className="mt-3 h-3 w-1/3" />
          </div>
        </div>
      ))}
    </Loading>
  );
}

/** A list page: title, search box, then cards or a product grid. */
export function ListPageSkeleton({ grid = 'products' }: { grid?: 'products' | 'cards' }) {
  return (
    <div>
      <Skeleton className="h-8 w-48" />
      <Skeleton className="mt-3 h-4 w-full max-w-md" />
      <Skeleton className="mt-6 h-11 w-full max-w-xl" />
      <div className="mt-6">{grid === 'products' ? <ProductGridSkeleton /> : <CardListSkeleton />}</div>
    </div>
  );
}

/** A detail page: a picture or logo beside a title and some lines. */
export function DetailPageSkeleton({ media = 'square' }: { media?: 'square' | 'logo' }) {
  if (media === 'logo') {
    return (
      <Loading>
        <div className="flex items-center gap-4">
          <Skeleton className="h-16 w-16 shrink-0 rounded-xl sm:h-20 sm:w-20" />
          <div className="flex-1">
            <Skeleton className="h-8 w-2/3 max-w-sm" />
            <Skeleton className="mt-2 h-4 w-40" />
          </div>
        </div>
        <Skeleton className="mt-5 h-4 w-full max-w-3xl" />
        <Skeleton className="mt-2 h-4 w-2/3 max-w-2xl" />
        <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <Skeleton className="h-80 w-full rounded-xl" />
          <Skeleton className="h-48 w-full rounded-xl" />
        </div>
      </Loading>
    );
  }
  return (
    <Loading className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <div>
        <Skeleton className="h-4 w-32" />
        <Skeleton className="mt-3 h-9 w-3/4" />
        <Skeleton className="mt-3 h-4 w-1/2" />
        <Skeleton className="mt-6 h-4 w-full" />
        <Skeleton className="mt-2 h-4 w-5/6" />
        <Skeleton className="mt-8 h-40 w-full rounded-xl" />
      </div>
    </Loading>
  );
}

/** The router's fallback while a screen without its own skeleton loads. */
export function PageSkeleton() {
  return (
    <div>
      <Skeleton className="h-9 w-2/3 max-w-md" />
      <Skeleton className="mt-3 h-4 w-full max-w-xl" />
      <div className="mt-6">
        <ProductGridSkeleton count={4} />
      </div>
    </div>
  );
}
