import { z } from 'zod';
import { urlInteger, urlText } from '@/lib/url-search';

export type OrganisationType = 'venue' | 'supplier';

/** Admin tables are dense: a page holds this many rows. */
export const ADMIN_PAGE_SIZE = 20;

/** /dash/admin/venues and /suppliers search params: what the table shows is in the URL. */
export const adminOrganisationSearchSchema = z.object({
  q: urlText,
  status: z.enum(['active', 'suspended']).optional().catch(undefined),
  page: urlInteger(1, 1000),
});
export type AdminOrganisationSearch = z.infer<typeof adminOrganisationSearchSchema>;

/** /dash/admin/outbox search params. */
export const outboxSearchSchema = z.object({
  channel: z.enum(['email', 'sms']).optional().catch(undefined),
  state: z.enum(['queued', 'sent', 'failed', 'stored']).optional().catch(undefined),
  page: urlInteger(1, 1000),
});
export type OutboxSearch = z.infer<typeof outboxSearchSchema>;

export const TYPE_WORDS = {
  venue: { one: 'venue', many: 'venues', title: 'Venues', create: 'Create venue', path: '/venues' },
  supplier: { one: 'supplier', many: 'suppliers', title: 'Suppliers', create: 'Create supplier', path: '/suppliers' },
} as const;
