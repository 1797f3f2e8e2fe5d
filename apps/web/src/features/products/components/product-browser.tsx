import { productSorts, type ProductList, type ProductSort } from '@tapline/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { textOf } from '@/lib/form-text';
import { EmptyState } from '@/components/ui/empty-state';
import { Pagination } from '@/components/ui/pagination';
import { plural } from '@/lib/format';
import { tagsOf, toggleTag, type ProductSearch } from '../search';
import { ProductGrid } from './product-card';

const sortLabels: Record<ProductSort, string> = {
  relevance: 'Best match',
  name: 'Name',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'abv-desc': 'Strongest first',
  newest: 'Newest',
};

/**
 * Search box, tag chips with counts, sort, grid and pagination; every choice lives in the URL
 * of the current route, so a search can be shared, reloaded and stepped back through.
 */
export function ProductBrowser({ search, data, searchLabel = 'Search products' }: { search: ProductSearch; data: ProductList; searchLabel?: string }) {
  const navigate = useNavigate();
  const chosenTags = tagsOf(search);
  const go = (next: ProductSearch) => void navigate({ to: '.', search: next });

  return (
    <div>
      <form
        role="search"
        className="flex gap-2"
        onSubmit={(event) => {
          event.preventDefault();
          go({ ...search, q: textOf(event.currentTarget) || undefined, page: undefined });
        }}
      >
        <label className="relative flex-1">
          <span className="sr-only">{searchLabel}</span>
          <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-ink-soft" />
          <input
            type="search"
            name="q"
            // remounts when the URL's q changes (back button), so the box always shows the current search
            key={search.q ?? ''}
            defaultValue={search.q ?? ''}
            placeholder="Search by beer, style or brewery"
            maxLength={100}
            className="h-11 w-full rounded-lg border border-stone-300 bg-white pl-9 pr-3 text-base"
          />
        </label>
        <Button type="submit" className="h-11">
          Search
        </Button>
      </form>

      {data.tagCounts.length > 0 ? (
        <div className="mt-4">
          <h2 className="sr-only">Filter by tag</h2>
          <ul className="flex flex-wrap gap-2">
            {data.tagCounts.map(({ tag, count }) => {
              const active = chosenTags.includes(tag);
              return (
                <li key={tag}>
                  <button
                    type="button"
                    aria-pressed={active}
                    onClick={() => go(toggleTag(search, tag))}
                    className={`inline-flex min-h-9 items-center gap-1.5 rounded-full border px-3 text-sm ${
                      active ? 'border-malt-700 bg-malt-700 text-white' : 'border-stone-300 bg-white text-ink hover:bg-malt-50'
                    }`}
                  >
                    {tag}
                    <span className={`tabular-nums ${active ? 'text-malt-100' : 'text-ink-soft'}`}>{count}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft" aria-live="polite">
          {plural(data.total, 'product')}
          {search.q ? ` for “${search.q}”` : ''}
          {chosenTags.length > 0 ? ` tagged ${chosenTags.join(' + ')}` : ''}
        </p>
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          Sort
          <select
            value={search.sort ?? (search.q ? 'relevance' : 'name')}
            onChange={(event) => go({ ...search, sort: event.target.value as ProductSort, page: undefined })}
            className="h-10 rounded-lg border border-stone-300 bg-white px-2 text-ink"
          >
            {productSorts.map((sort) => (
              <option key={sort} value={sort}>
                {sortLabels[sort]}
              </option>
            ))}
          </select>
        </label>
      </div>

      <div className="mt-4">
        {data.items.length > 0 ? (
          <ProductGrid products={data.items} />
        ) : (
          <EmptyState
            title={data.total > 0 ? 'This page is past the end' : 'No products match'}
            action={
              <Link to="." search={{}} className="font-semibold text-malt-700 underline underline-offset-4">
                Clear search and filters
              </Link>
            }
          >
            {data.total > 0 ? 'Go back to the first page.' : 'Try fewer tags or another word.'}
          </EmptyState>
        )}
      </div>
      <Pagination
        page={data.page}
        pageSize={data.pageSize}
        total={data.total}
        linkTo={(page) => ({ to: '.', search: { ...search, page: page === 1 ? undefined : page } })}
      />
    </div>
  );
}
