import type { Page } from '@playwright/test';
import type { UserOrganisationList } from '@tapline/contracts';
import { apiAs } from './organisation-helpers';

// The dashboards' journeys (dashboard-*.spec.ts) share these. The demo data: venue@ owns The Harbour Hotel,
// staff@ is a member of it, supplier@ owns Saltwater Brewing Co., admin@ is a platform admin and belongs to none.
export const VENUE = 'venue@tapline.test';
export const STAFF = 'staff@tapline.test';
export const SUPPLIER = 'supplier@tapline.test';
export const ADMIN = 'admin@tapline.test';
export const HARBOUR = 'the-harbour-hotel';
export const SALTWATER = 'saltwater-brewing';

type Entity = { type: 'venue' | 'supplier'; slug: string; name: string; id: string };

/** The demo organisation of `email` as the active entity stores it, read from the API (never copied by hand). */
export async function organisationOf(request: Parameters<typeof apiAs>[0], email: string, type: 'venue' | 'supplier'): Promise<Entity> {
  const api = await apiAs(request, email);
  const { items } = await api.get<UserOrganisationList>(`/api/users/${api.userId}/${type}s`);
  const organisation = items[0];
  if (!organisation) throw new Error(`${email} belongs to no ${type}`);
  return { type, slug: organisation.slug, name: organisation.name, id: organisation.id };
}

export async function storeEntity(page: Page, value: string | null) {
  await page.evaluate((raw) => (raw === null ? localStorage.removeItem('activeEntity') : localStorage.setItem('activeEntity', raw)), value);
}

export const storedEntity = (page: Page) => page.evaluate(() => localStorage.getItem('activeEntity'));
