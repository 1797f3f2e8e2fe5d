import { Link, type LinkProps } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** a link to the same route with another page */
  linkTo: (page: number) => LinkProps;
}

const pageLink =
  'inline-flex min-h-10 items-center gap-1 rounded-lg border border-line bg-white px-3 text-sm font-medium text-ink hover:bg-malt-50';

function Pagination({ page, pageSize, total, linkTo }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  const first = Math.min(total, (page - 1) * pageSize + 1);
  const last = Math.min(total, page * pageSize);
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft">
        {first <= last ? (
          <>
            <span className="tabular-nums">
              {first}–{last}
            </span>{' '}
            of <span className="tabular-nums">{total}</span> · page <span className="tabular-nums">{page}</span> of{' '}
            <span className="tabular-nums">{pages}</span>
          </>
        ) : (
          <>
            Page <span className="tabular-nums">{page}</span> of <span className="tabular-nums">{pages}</span>
          </>
        )}
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link {...linkTo(Math.min(page - 1, pages))} className={pageLink} rel="prev">
            <ChevronLeft aria-hidden="true" className="h-4 w-4" />
            Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link {...linkTo(page + 1)} className={pageLink} rel="next">
            Next
            <ChevronRight aria-hidden="true" className="h-4 w-4" />
          </Link>
        ) : null}
      </div>
    </nav>
  );
}

/** Pages of a list whose page number lives in the current route's search (page 1 is left out of the URL). */
export function SearchPagination({ list, search }: { list: { page: number; pageSize: number; total: number }; search: object }) {
  return (
    <Pagination
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      linkTo={(page) => ({ to: '.', search: { ...search, page: page === 1 ? undefined : page } })}
    />
  );
}
