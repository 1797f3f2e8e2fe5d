import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, ProductSort } from '@tapline/contracts';
import { z } from 'zod';
import { urlInteger, urlText } from '@/lib/url-search';

/** /products and /discover search params (spec §2): q, tags (comma-separated), page, pageSize, sort. */
export const productSearchSchema = z.object({
  q: urlText,
  tags: z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value.join(',') : value))
    .optional()
    .catch(undefined),
  page: urlInteger(1, 1000),
  pageSize: urlInteger(1, PAGE_SIZE_MAX),
  sort: ProductSort.optional().catch(undefined),
});
export type ProductSearch = z.infer<typeof productSearchSchema>;

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
