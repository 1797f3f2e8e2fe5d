import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paginated, ProductList, VenueMenu, VenueSummary } from '@tapline/contracts';
import { seedDemoData } from '@tapline/db';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
});
afterAll(async () => {
  await t.close();
});

describe('the demo catalogue through the API', () => {
  it('answers q=ipa&tags=hazy&page=2&pageSize=10 with the second ten of the full ranking', async () => {
    const all = parseAnswer(await t.api('/api/products?q=ipa&tags=hazy&pageSize=100'), 200, ProductList);
    expect(all.total).toBeGreaterThan(10);
    const page = parseAnswer(await t.api('/api/products?q=ipa&tags=hazy&page=2&pageSize=10'), 200, ProductList);
    expect(page).toMatchObject({ page: 2, pageSize: 10, total: all.total });
    expect(page.items.map((p) => p.id)).toEqual(all.items.slice(10, 20).map((p) => p.id));
    for (const product of page.items) expect(product.tags).toContain('hazy');
  });

  it('gives 8 items for pageSize=08', async () => {
    const page = parseAnswer(await t.api('/api/products?pageSize=08'), 200, ProductList);
    expect(page.pageSize).toBe(8);
    expect(page.items).toHaveLength(8);
  });

  it.each(['abc', '0'])('answers pageSize=%s with a 400 naming pageSize', async (pageSize) => {
    expect(parseError(await t.api(`/api/products?pageSize=${pageSize}`), 400).details).toEqual([
      { field: 'pageSize', message: expect.any(String) },
    ]);
  });

  it('every venue with an On Tap list answers its menu', async () => {
    const venues = parseAnswer(await t.api('/api/venues?pageSize=100'), 200, paginated(VenueSummary));
    expect(venues.total).toBeGreaterThanOrEqual(8);
    for (const venue of venues.items) {
      expect(parseAnswer(await t.api(`/api/venues/${venue.slug}/menu`), 200, VenueMenu).items).toHaveLength(venue.onTapCount);
    }
  });
});
