import { Link, type LinkProps } from '@tanstack/react-router';

interface PaginationProps {
  page: number;
  pageSize: number;
  total: number;
  /** a link to the same route with another page */
  linkTo: (page: number) => LinkProps;
}

const pageLink = 'inline-flex min-h-10 items-center rounded-lg border border-line bg-white px-3 text-sm font-medium hover:bg-malt-50';

export function Pagination({ page, pageSize, total, linkTo }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex flex-wrap items-center justify-between gap-3">
      <p className="text-sm text-ink-soft">
        Page <span className="tabular-nums">{page}</span> of <span className="tabular-nums">{pages}</span>
      </p>
      <div className="flex gap-2">
        {page > 1 ? (
          <Link {...linkTo(page - 1)} className={pageLink} rel="prev">
            ← Previous
          </Link>
        ) : null}
        {page < pages ? (
          <Link {...linkTo(page + 1)} className={pageLink} rel="next">
            Next →
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
