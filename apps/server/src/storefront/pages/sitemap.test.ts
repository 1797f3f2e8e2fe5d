import { describe, expect, it } from 'vitest';
import { ProductList } from '@tapline/contracts';
import { parseAnswer } from '../../../test/support/parse-answer';
import { ORIGIN, pagesTestKit } from '../../../test/support/pages-kit';

// The crawlers' files beside the pages (decision 0061), on the demo catalogue.

const { kit } = pagesTestKit();

describe('/sitemap.xml and /robots.txt', () => {
  it('robots.txt keeps /dash and /api out and names the sitemap', async () => {
    const response = await kit.t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.split('\n')).toEqual(
      expect.arrayContaining(['User-agent: *', 'Disallow: /dash', 'Disallow: /api', `Sitemap: ${ORIGIN}/sitemap.xml`]),
    );
  });

  /** Every <loc> of a sitemap document. */
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

  it('lists the demo catalogue in pages of the given size behind an index, read in chunks, drafts and suspended left out', async () => {
    const index = await kit.t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    // the demo catalogue has more than 40 pages: an index of pages of 40
    expect(index.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    const pages = locs(index.body);
    expect(pages[0]).toBe(`${ORIGIN}/sitemap.xml?page=1`);

    const urls: string[] = [];
    for (const pageUrl of pages) {
      const response = await kit.t.app.inject(pageUrl.replace(ORIGIN, ''));
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(response.body.trimEnd()).toMatch(/<\/urlset>$/);
      const found = locs(response.body);
      expect(found.length).toBeLessThanOrEqual(40);
      urls.push(...found);
    }
    expect(new Set(urls).size).toBe(urls.length);

    const publicProducts = parseAnswer(await kit.t.api('/api/products?pageSize=100'), 200, ProductList);
    expect(publicProducts.total).toBeLessThanOrEqual(100);
    const venues = (await kit.t.api('/api/venues?pageSize=100')).json<{ items: { slug: string }[] }>().items;
    const suppliers = (await kit.t.api('/api/suppliers?pageSize=100')).json<{ items: { slug: string }[] }>().items;
    const expected = [
      ...['/', '/products/', '/venues/', '/suppliers/', '/for-venues', '/for-suppliers', '/privacy-policy', '/terms-of-service'],
      ...suppliers.map((supplier) => `/suppliers/${supplier.slug}/`),
      ...venues.map((venue) => `/venues/${venue.slug}/`),
      ...publicProducts.items.map((item) => `/products/${item.slug}/`),
    ].map((url) => `${ORIGIN}${url}`);
    expect(urls.sort()).toEqual(expected.sort());
    expect(urls).not.toContain(`${ORIGIN}/products/flood-gate-triple-ipa/`);
    expect(urls).not.toContain(`${ORIGIN}/suppliers/dormant-brewing/`);
  });

  it('gives each detail page its last change', async () => {
    const first = await kit.t.app.inject('/sitemap.xml?page=1');
    expect(first.body).toMatch(
      /<url><loc>https:\/\/tapline.example\/suppliers\/[a-z0-9-]+\/<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod><\/url>/,
    );
    expect(first.body).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
  });

  it('answers a page past the end with 404 and a bad page with 400', async () => {
    expect((await kit.t.app.inject('/sitemap.xml?page=999')).statusCode).toBe(404);
    expect((await kit.t.app.inject('/sitemap.xml?page=0')).statusCode).toBe(400);
  });
});
