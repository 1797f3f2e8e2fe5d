import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type ProductSort, productSorts } from '@tapline/contracts';
import { urlChoice, urlInteger, type UrlSearchInput, urlText } from '@/lib/url-search';

/** /products and /discover search params (spec §2): q, tags (comma-separated), page, pageSize, sort. */
export interface ProductSearch {
  q?: string | undefined;
  tags?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
  sort?: ProductSort | undefined;
}

/** The routes' `validateSearch`: junk values are dropped instead of failing the page. */
export function productSearchSchema(search: UrlSearchInput): ProductSearch {
  const { tags } = search;
  return {
    q: urlText(search.q),
    tags: typeof tags === 'string' ? tags : Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags.join(',') : undefined,
    page: urlInteger(search.page, 1, 1000),
    pageSize: urlInteger(search.pageSize, 1, PAGE_SIZE_MAX),
    sort: urlChoice(search.sort, productSorts),
  };
}

export function tagsOf(search: ProductSearch): string[] {
  return (search.tags ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
}

/** Toggles one tag; any change of filter goes back to page 1. */
export function toggleTag(search: ProductSearch, tag: string): ProductSearch {
  const tags = tagsOf(search);
  const next = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
  return { ...search, tags: next.length > 0 ? next.join(',') : undefined, page: undefined };
}

export function apiQueryOf(search: ProductSearch) {
  return {
    q: search.q || undefined,
    tags: search.tags || undefined,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? PAGE_SIZE_DEFAULT,
    sort: search.sort,
  };
}
