import { PAGE_SIZE_MAX } from '@tapline/contracts';
import { z } from 'zod';
import { urlInteger, urlText } from '@/lib/url-search';

/** /venues and /suppliers search params: q, page and pageSize. */
export const organisationSearchSchema = z.object({
  q: urlText,
  page: urlInteger(1, 1000),
  pageSize: urlInteger(1, PAGE_SIZE_MAX),
});
export type OrganisationSearch = z.infer<typeof organisationSearchSchema>;
