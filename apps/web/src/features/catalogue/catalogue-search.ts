import { catalogueSorts, PAGE_MAX, PAGE_SIZE_MAX, productStatuses, type CatalogueSort, type ProductStatus } from '@tapline/contracts';
import type { Query } from '@/lib/api-client';
import { urlChoice, urlInteger, urlText, type UrlSearchInput } from '@/lib/url-search';

export interface CatalogueSearch {
  q?: string | undefined;
  status?: ProductStatus | undefined;
  sort?: CatalogueSort | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/**
 * The Products table's URL (docs/domain.md, Routes): q, status (the tab), sort, page, pageSize; junk is dropped, never an error
 * page. Hand-written like every `validateSearch` (decision 0087): the route tree is in the scripts every page loads.
 */
export function catalogueSearchSchema(input: UrlSearchInput): CatalogueSearch {
  return {
    q: urlText(input.q),
    status: urlChoice(input.status, productStatuses),
    sort: urlChoice(input.sort, catalogueSorts),
    page: urlInteger(input.page, 1, PAGE_MAX),
    pageSize: urlInteger(input.pageSize, 1, PAGE_SIZE_MAX),
  };
}

/** The API query of GET /api/suppliers/{id}/catalogue (CatalogueListQuery). */
export function catalogueQueryOf(search: CatalogueSearch): Query {
  return { q: search.q, status: search.status, sort: search.sort, page: search.page, pageSize: search.pageSize };
}
