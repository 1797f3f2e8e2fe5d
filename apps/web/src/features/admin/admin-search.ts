import { urlChoice, urlInteger, type UrlSearchInput, urlText } from '@/lib/url-search';

export type OrganisationType = 'venue' | 'supplier';

/** Admin tables are dense: a page holds this many rows. */
export const ADMIN_PAGE_SIZE = 20;

/** /dash/admin/venues and /suppliers search params: what the table shows is in the URL. */
export interface AdminOrganisationSearch {
  q?: string | undefined;
  status?: 'active' | 'suspended' | undefined;
  page?: number | undefined;
}
export function adminOrganisationSearchSchema(search: UrlSearchInput): AdminOrganisationSearch {
  return { q: urlText(search.q), status: urlChoice(search.status, ['active', 'suspended']), page: urlInteger(search.page, 1, 1000) };
}

/** /dash/admin/outbox search params. */
export interface OutboxSearch {
  channel?: 'email' | 'sms' | undefined;
  state?: 'queued' | 'sent' | 'failed' | 'stored' | undefined;
  page?: number | undefined;
}
export function outboxSearchSchema(search: UrlSearchInput): OutboxSearch {
  return {
    channel: urlChoice(search.channel, ['email', 'sms']),
    state: urlChoice(search.state, ['queued', 'sent', 'failed', 'stored']),
    page: urlInteger(search.page, 1, 1000),
  };
}

export const TYPE_WORDS = {
  venue: { one: 'venue', many: 'venues', title: 'Venues', create: 'Create venue', path: '/venues' },
  supplier: { one: 'supplier', many: 'suppliers', title: 'Suppliers', create: 'Create supplier', path: '/suppliers' },
} as const;
