import { PAGE_SIZE_MAX } from '@tapline/contracts';
import { urlInteger, type UrlSearchInput, urlText } from '@/lib/url-search';

/** /venues and /suppliers search params: q, page and pageSize. */
export interface OrganisationSearch {
  q?: string | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** The routes' `validateSearch`: junk values are dropped instead of failing the page. */
export function organisationSearchSchema(search: UrlSearchInput): OrganisationSearch {
  return { q: urlText(search.q), page: urlInteger(search.page, 1, 1000), pageSize: urlInteger(search.pageSize, 1, PAGE_SIZE_MAX) };
}
