import { describe, expect, it } from 'vitest';
import type { ProductList, SearchSuggestions } from '@tapline/contracts';
import { DEMO_VENUE_SLUG } from '@tapline/db';
import { ORIGIN, pagesTestKit, readHead } from '../../../test/support/pages-kit';

// The API answers a page carries for the app to start from (decision 0090), on the demo catalogue.

const { kit, page } = pagesTestKit();

/** What the API answers an anonymous caller for `url`, as parsed JSON. */
async function anonymousAnswer(url: string): Promise<unknown> {
  const response = await kit.t.api(url);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as unknown;
}

describe('the API answers a page embeds (decision 0090)', () => {
  it('a product page carries the product and the venues pouring it, the same JSON the API answers, and preloads its image', async () => {
    const { data, preloads, response } = await page(`/products/${kit.product.slug}/`);
    expect(response.headers['cache-control']).toBe('no-cache');
    const path = `/api/products/${kit.product.slug}`;
    expect(Object.keys(data ?? {}).sort()).toEqual([path, `${path}/venues`]);
    expect(data?.[path]).toEqual(await anonymousAnswer(path));
    expect(data?.[`${path}/venues`]).toEqual(await anonymousAnswer(`${path}/venues`));
    expect((data?.[path] as { imageUrl: string }).imageUrl).toBeTruthy();
    expect(preloads).toEqual([(data?.[path] as { imageUrl: string }).imageUrl]);
  });

  it('a venue page carries the venue and its On Tap list; its products page neither the list nor a preload', async () => {
    const path = `/api/venues/${DEMO_VENUE_SLUG}`;
    const { data, preloads } = await page(`/venues/${DEMO_VENUE_SLUG}/`);
    expect(Object.keys(data ?? {}).sort()).toEqual([path, `${path}/menu`]);
    expect(data?.[path]).toEqual(await anonymousAnswer(path));
    const menu = await anonymousAnswer(`${path}/menu`);
    expect((menu as { items: unknown[] }).items.length).toBeGreaterThan(0);
    expect(data?.[`${path}/menu`]).toEqual(menu);
    const logo = (data?.[path] as { logoUrl: string | null }).logoUrl;
    expect(preloads).toEqual(logo ? [logo] : []);
    const products = await page(`/venues/${DEMO_VENUE_SLUG}/products`);
    expect(products.data).toBeUndefined();
    expect(products.preloads).toEqual([]);
  });

  it("a venue's tap board, table card and embed carry its On Tap list, stay out of search results and go out unpainted", async () => {
    const path = `/api/venues/${DEMO_VENUE_SLUG}/menu`;
    const menu = await anonymousAnswer(path);
    const venue = (menu as { venue: { id: string; name: string } }).venue;
    for (const [screen, title] of [
      ['board', `Tap board · ${venue.name} · Tapline`],
      ['print', `Table card · ${venue.name} · Tapline`],
      ['embed', `On tap at ${venue.name} · Tapline`],
    ] as const) {
      const { response, data, titles, meta, canonical } = await page(`/venues/${DEMO_VENUE_SLUG}/menu/${screen}?theme=dark`);
      expect(response.statusCode, screen).toBe(200);
      expect(titles).toEqual([title]);
      expect(meta('robots')).toBe('noindex');
      expect(canonical).toBe(`${ORIGIN}/venues/${DEMO_VENUE_SLUG}/menu/${screen}`);
      expect(data).toEqual({ [path]: menu });
      expect(response.body).toContain('<div id="root"></div>');
      // by the venue's id: to its slug, keeping the theme
      const byId = await kit.t.app.inject(`/venues/${venue.id}/menu/${screen}?theme=dark`);
      expect(byId.statusCode).toBe(301);
      expect(byId.headers.location).toBe(`/venues/${DEMO_VENUE_SLUG}/menu/${screen}?theme=dark`);
    }
    expect((await page('/venues/no-such-venue/menu/embed')).response.statusCode).toBe(404);
    expect((await page(`/venues/${DEMO_VENUE_SLUG}/menu/other`)).response.statusCode).toBe(404);
  });

  it('the products page carries the list its search asks for first; a search it would not ask for that way, nothing', async () => {
    const key = '/api/products?q=hazy&page=1&pageSize=24';
    // the search finds suppliers and venues too: their suggestions come with the page
    const suggestions = '/api/search/suggest?q=hazy';
    const { data, response } = await page('/products/?q=hazy');
    expect(response.statusCode).toBe(200);
    expect(Object.keys(data ?? {})).toEqual([key, suggestions]);
    expect((data?.[key] as ProductList).items.length).toBeGreaterThan(0);
    expect(data?.[key]).toEqual(await anonymousAnswer(key));
    expect(data?.[suggestions]).toEqual(await anonymousAnswer(suggestions));
    const venue = '/api/search/suggest?q=harbour+hotel';
    const byName = await page('/products/?q=harbour%20hotel');
    expect((byName.data?.[venue] as SearchSuggestions).venues.map((found) => found.slug)).toContain(DEMO_VENUE_SLUG);
    expect(Object.keys((await page('/products/')).data ?? {})).toEqual(['/api/products?page=1&pageSize=24']);
    expect((await page('/products/?q=hazy&page=2')).data).toBeUndefined();
    expect((await page('/products/?tags=hazy')).data).toBeUndefined();
  });

  it('the home page carries its three lists', async () => {
    const { data, response } = await page('/');
    expect(response.statusCode, response.body).toBe(200);
    const keys = ['/api/products?page=1&pageSize=8&sort=newest', '/api/suppliers?pageSize=6', '/api/venues?pageSize=6'];
    expect(Object.keys(data ?? {})).toEqual(keys);
    for (const key of keys) expect(data?.[key]).toEqual(await anonymousAnswer(key));
  });

  it('is the anonymous answer whoever asks: a bearer token on the page request changes nothing', async () => {
    const url = `/products/${kit.product.slug}/`;
    const anonymous = await page(url);
    const withToken = await kit.t.app.inject({ url, headers: { authorization: 'Bearer not-a-real-session' } });
    expect(withToken.statusCode).toBe(200);
    expect(readHead(withToken.body).data).toEqual(anonymous.data);
  });

  it('pages with nothing to embed carry no data', async () => {
    for (const url of ['/venues/', '/privacy-policy', '/auth/sign-in']) expect((await page(url)).data).toBeUndefined();
  });
});
