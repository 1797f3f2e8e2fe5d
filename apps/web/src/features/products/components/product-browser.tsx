import { productSorts, type ProductList, type ProductSort } from '@tapline/contracts';
import { Link, useNavigate } from '@tanstack/react-router';
import { ToggleChip } from '@/components/ui/chip';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchPagination } from '@/components/ui/pagination';
import { SearchForm } from '@/components/ui/search-form';
import { plural } from '@/lib/format';
import { tagsOf, toggleTag, type ProductSearch } from '../search';
import { ProductGrid, type OrderAs } from './product-card';
import { ProductFilters } from './product-filters';

/**
 * The next search: what the click changed (`next` against the search it was computed from, `rendered`) applied to
 * the URL's search now (`previous`), so two quick clicks both count.
 */
function mergeNext(previous: ProductSearch, rendered: ProductSearch, next: ProductSearch): ProductSearch {
  const merged: Record<string, unknown> = { ...previous };
  const keys = new Set([...Object.keys(rendered), ...Object.keys(next)]) as Set<keyof ProductSearch>;
  for (const key of keys) if (rendered[key] !== next[key]) merged[key] = next[key];
  return merged as ProductSearch;
}

const sortLabels: Record<ProductSort, string> = {
  relevance: 'Best match',
  name: 'Name',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  'abv-desc': 'Strongest first',
  newest: 'Newest',
};

/** "24 products", or "1,000+ products" when the server stopped counting (decision 0097). */
function totalText(data: ProductList): string {
  return data.totalIsExact ? plural(data.total, 'product') : `${data.total.toLocaleString('en-AU')}+ products`;
}

interface ProductBrowserProps {
  search: ProductSearch;
  data: ProductList;
  searchLabel?: string;
  /** the level of each card's heading: 2 when the page has no section headings above the grid */
  cardHeadingLevel?: 2 | 3;
  /** the filters buyers use (style, supplier, pack, ABV, price, stock): where the list's API takes them */
  withFilters?: boolean;
  /** the venue whose Discover this is: cards open the product inside the dashboard */
  discoverIn?: string;
  /** a venue member in Discover: the cards' pack chips add to the cart */
  orderAs?: OrderAs;
  /** Discover: the suppliers the venue has a trade account with, marked on their cards */
  tradeSuppliers?: ReadonlySet<string> | undefined;
}

/**
 * Search box, tag chips with counts, sort, grid and pagination; every choice lives in the URL
 * of the current route, so a search can be shared, reloaded and stepped back through.
 */
export function ProductBrowser({
  search,
  data,
  searchLabel = 'Search by beer, style or brewery',
  cardHeadingLevel = 2,
  withFilters = false,
  discoverIn,
  orderAs,
  tradeSuppliers,
}: ProductBrowserProps) {
  const navigate = useNavigate();
  const chosenTags = tagsOf(search);
  // the URL's search at the moment of the click, not the one last rendered (a click during a navigation keeps both)
  const go = (next: ProductSearch) =>
    void navigate({ to: '.', search: (previous) => mergeNext(previous as ProductSearch, search, next) as typeof previous });
  // a chosen tag stays on screen (to switch it off) even when no product left has it
  const chips = [
    ...data.facets.tags,
    ...chosenTags.filter((tag) => !data.facets.tags.some((count) => count.tag === tag)).map((tag) => ({ tag, count: 0 })),
  ];

  return (
    <div>
      <SearchForm label={searchLabel} value={search.q} onSearch={(q) => go({ ...search, q, page: undefined })} />

      {chips.length > 0 ? (
        <div role="group" aria-label="Filter by tag" className="mt-4">
          <ul className="flex flex-wrap gap-2">
            {chips.map(({ tag, count }) => (
              <li key={tag}>
                <ToggleChip pressed={chosenTags.includes(tag)} count={count} onToggle={() => go(toggleTag(search, tag))}>
                  {tag}
                </ToggleChip>
              </li>
            ))}
          </ul>
        </div>
      ) : null}

      {withFilters ? <ProductFilters search={search} facets={data.facets} go={go} /> : null}

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-ink-soft" aria-live="polite">
          <span className="font-semibold text-ink tabular-nums">{totalText(data)}</span>
          {search.q ? ` for “${search.q}”` : ''}
          {chosenTags.length > 0 ? ` tagged ${chosenTags.join(' + ')}` : ''}
        </p>
        <label className="flex items-center gap-2 text-sm text-ink-soft">
          Sort by
          <select
            value={search.sort ?? (search.q ? 'relevance' : 'name')}
            onChange={(event) => go({ ...search, sort: event.target.value as ProductSort, page: undefined })}
            className="h-10 rounded-lg border border-stone-400 bg-white px-2 text-ink"
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
          <ProductGrid
            products={data.items}
            headingLevel={cardHeadingLevel}
            leadImages={2}
            discoverIn={discoverIn}
            orderAs={orderAs}
            tradeSuppliers={tradeSuppliers}
          />
        ) : (
          <EmptyState
            title={data.total > 0 ? 'This page is past the end' : 'No products match'}
            action={
              data.total > 0 ? (
                <Link to="." search={{ ...search, page: undefined }} className="font-semibold text-malt-700 underline underline-offset-4">
                  Go to the first page
                </Link>
              ) : (
                <Link to="." search={{}} className="font-semibold text-malt-700 underline underline-offset-4">
                  Clear search and filters
                </Link>
              )
            }
          >
            {data.total > 0 ? `There are ${totalText(data)}, on fewer pages.` : 'Try fewer tags or another word.'}
          </EmptyState>
        )}
      </div>
      <SearchPagination list={data} search={search} />
    </div>
  );
}
