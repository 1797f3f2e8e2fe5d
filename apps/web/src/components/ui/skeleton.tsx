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

/** Lines of text loading: one class list a line (its height, width and the space above it). */
function SkeletonLines({ lines, className }: { lines: readonly string[]; className?: string }) {
  return (
    <div className={className}>
      {lines.map((line, index) => (
        <Skeleton key={index} className={line} />
      ))}
    </div>
  );
}

/** `count` rows loading, each its `lines` side by side or stacked as `className` lays them out. */
function SkeletonRows({ count, className, lines }: { count: number; className: string; lines: readonly string[] }) {
  return Array.from({ length: count }, (_, index) => <SkeletonLines key={index} className={className} lines={lines} />);
}

/** A short list loading in a panel or a card (notifications, the orders sent to Xero). */
export function LoadingRows({
  count = 3,
  className,
  rowClassName,
  lines,
}: {
  count?: number;
  className: string;
  rowClassName: string;
  lines: readonly string[];
}) {
  return (
    <Loading className={className}>
      <SkeletonRows count={count} className={rowClassName} lines={lines} />
    </Loading>
  );
}

/**
 * A line of text loading, in the typography of the text it stands for (`className`): its line box is the real
 * line's height, so the card keeps its size when the text arrives.
 */
function TextLine({ className, width }: { className: string; width: string }) {
  return (
    <p aria-hidden="true" className={className}>
      <span className={`inline-block animate-pulse rounded-md bg-stone-200 motion-reduce:animate-none ${width}`}>&nbsp;</span>
    </p>
  );
}

interface CardGrid {
  className: string;
  card: string;
  media: string;
  body: string;
  lines: { className: string; width: string }[];
}

/** `count` cards loading in a grid, each the shape of the real card; past `phoneLimit` hidden on phones as the grid does. */
function CardGridSkeleton({ count, phoneLimit, className, card, media, body, lines }: CardGrid & { count: number; phoneLimit?: number }) {
  return (
    <Loading className={className}>
      {Array.from({ length: count }, (_, index) => (
        <div
          key={index}
          className={`rounded-xl border border-line bg-white ${card} ${phoneLimit !== undefined && index >= phoneLimit ? 'max-sm:hidden' : ''}`}
        >
          <Skeleton className={media} />
          <div className={body}>
            {lines.map((line, lineIndex) => (
              <TextLine key={lineIndex} {...line} />
            ))}
          </div>
        </div>
      ))}
    </Loading>
  );
}

/**
 * The two card grids, with the grid, padding and type of ProductCard and OrganisationCard: products (a square
 * picture above name, supplier, style and its packs; on a phone each of the first three mostly takes two lines) and organisations (a
 * logo beside name, place and what it pours or sells).
 */
const CARD_GRIDS: Record<'products' | 'cards', CardGrid> = {
  products: {
    className: 'grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4',
    card: 'flex h-full flex-col overflow-hidden',
    media: 'aspect-square w-full rounded-none',
    body: 'flex flex-1 flex-col gap-0.5 p-2.5 sm:p-3',
    lines: [
      { className: 'min-h-[2lh] text-[15px] leading-snug sm:min-h-0 sm:text-base', width: 'w-3/4' },
      { className: 'min-h-[2lh] text-[13px] sm:min-h-0 sm:text-sm', width: 'w-1/2' },
      { className: 'min-h-[2lh] text-[13px] sm:min-h-0 sm:text-sm', width: 'w-2/3' },
      // the packs as chips (name and price): the card keeps room for three rows of them, however many it has
      { className: 'mt-auto pb-0.5 pt-1.5 text-[12px] leading-snug sm:text-[13px]', width: 'w-5/6' },
      { className: 'mt-1 py-0.5 text-[12px] leading-snug sm:text-[13px]', width: 'w-5/6' },
      { className: 'mt-1 py-0.5 text-[12px] leading-snug sm:text-[13px]', width: 'w-2/3' },
    ],
  },
  cards: {
    className: 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3',
    card: 'flex gap-4 p-4',
    media: 'h-16 w-16 shrink-0 rounded-lg',
    body: 'min-w-0 flex-1',
    lines: [
      { className: 'font-semibold', width: 'w-3/4' },
      { className: 'text-sm', width: 'w-1/2' },
      { className: 'mt-1 text-sm', width: 'w-1/3' },
    ],
  },
};

export const ProductGridSkeleton = ({ count = 8 }: { count?: number }) => <CardGridSkeleton count={count} {...CARD_GRIDS.products} />;

/** `phoneLimit`: on phones only this many, as OrganisationGrid shows (so nothing shifts when the cards come). */
export const CardListSkeleton = ({ count = 6, phoneLimit }: { count?: number; phoneLimit?: number }) => (
  <CardGridSkeleton count={count} phoneLimit={phoneLimit} {...CARD_GRIDS.cards} />
);

/** A main column and a narrower aside, both loading (a detail page's body). */
function MainAsideSkeleton({ className, main, aside }: { className: string; main: string; aside: string }) {
  return (
    <div className={`grid lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)] ${className}`}>
      <Skeleton className={`w-full rounded-xl ${main}`} />
      <Skeleton className={`w-full rounded-xl ${aside}`} />
    </div>
  );
}

/**
 * A page whose body is a table loading (the admin lists, the outbox, the team): eyebrow and title, then a
 * search box (`intro="search"`) or a line of introduction, then rows of a name, a detail, a chip and an action.
 */
export function TablePageSkeleton({ rows, intro }: { rows: number; intro: 'search' | 'text' }) {
  return (
    <Loading>
      <SkeletonLines lines={['h-4 w-24', 'mt-2 h-8 w-40', intro === 'search' ? 'mt-6 h-10 w-full max-w-lg' : 'mt-3 h-4 w-full max-w-md']} />
      <div className="mt-6 rounded-xl border border-line bg-white p-4">
        <SkeletonRows
          count={rows}
          className="flex items-center gap-4 py-3"
          lines={['h-4 w-1/4', 'h-4 w-1/4 max-sm:hidden', 'h-5 w-16 rounded-full', 'ml-auto h-8 w-24']}
        />
      </div>
    </Loading>
  );
}

/** A page loading as a column of lines and blocks: one class list each (its height, width and the space above it). */
export function LinesSkeleton({ lines }: { lines: readonly string[] }) {
  return (
    <Loading>
      <SkeletonLines lines={lines} />
    </Loading>
  );
}

/** A form or a person in a card beside a narrower one, under a title (the team's detail pages). */
export function FormPageSkeleton() {
  return (
    <Loading>
      <SkeletonLines lines={['h-4 w-24', 'mt-2 h-8 w-56']} />
      <MainAsideSkeleton className="mt-6 gap-6" main="h-64" aside="h-40" />
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
        <MainAsideSkeleton className="mt-8 gap-8" main="h-80" aside="h-48" />
      </Loading>
    );
  }
  return (
    <Loading className="grid gap-8 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <Skeleton className="aspect-square w-full rounded-2xl" />
      <SkeletonLines
        lines={['h-4 w-32', 'mt-3 h-9 w-3/4', 'mt-3 h-4 w-1/2', 'mt-6 h-4 w-full', 'mt-2 h-4 w-5/6', 'mt-8 h-40 w-full rounded-xl']}
      />
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
