import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductList, RuntimeConfig, type ProductSummary, type SearchSuggestions } from '@tapline/contracts';
import { DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG, seedDemoData } from '@tapline/db';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { renameOrganisationSlug, setProductImage, setProductName } from '../../../test/support/queries/pages-testing.queries';

// The HTML the server sends for each page (decision 0060): head, status, structured data, on the demo catalogue.

const ORIGIN = 'https://tapline.example';
/** Like Vite's built index.html: its own title and description, a module script in <head>. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The template's own description" />
    <title>Tapline</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

let t: TestApp;
let distDir: string;
let product: ProductSummary;

beforeAll(async () => {
  distDir = mkdtempSync(path.join(tmpdir(), 'tapline-pages-'));
  mkdirSync(path.join(distDir, 'assets'));
  writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
  t = await createTestApp({ webDistDir: distDir, auth: { publicUrl: ORIGIN, ownOrigins: [] }, sitemapLimits: { pageSize: 40, chunkSize: 7 } });
  await seedDemoData(t.database.db);
  const list = parseAnswer(await t.api(`/api/suppliers/${DEMO_SUPPLIER_SLUG}/products?pageSize=100`), 200, ProductList);
  product = list.items.find((item) => item.fromPriceCents !== null)!;
});
afterAll(async () => {
  await t.close();
  rmSync(distDir, { recursive: true, force: true });
});

/** The page's <head>, read with a few exact patterns (the server writes these tags itself, one per line). */
function readHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) => JSON.parse(match[1] ?? '') as Record<string, unknown>);
  const config = /<script id="tapline-config" type="application\/json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  const data = /<script id="tapline-data" type="application\/json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    head,
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]),
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1],
    jsonLd,
    config: config === undefined ? undefined : (JSON.parse(config) as unknown),
    data: data === undefined ? undefined : (JSON.parse(data) as Record<string, unknown>),
    preloads: [...head.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g)].map((match) => match[1]),
  };
}

async function page(url: string) {
  const response = await t.app.inject(url);
  return { response, ...readHead(response.body) };
}

describe('a product page', () => {
  it('carries the product’s title, description, canonical link, Open Graph and Twitter tags', async () => {
    const { response, titles, descriptions, meta, canonical } = await page(`/products/${product.slug}/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const title = `${product.name} by ${product.supplier.name} · Tapline`;
    expect(titles).toEqual([title]);
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toContain(product.style);
    expect(descriptions[0]?.length).toBeLessThanOrEqual(160);
    expect(canonical).toBe(`${ORIGIN}/products/${product.slug}/`);
    expect(meta('og:title')).toBe(title);
    expect(meta('og:description')).toBe(descriptions[0]);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:url')).toBe(canonical);
    expect(meta('twitter:title')).toBe(title);
    expect(meta('robots')).toBeUndefined();
  });

  it('shares the product’s image by its absolute URL, unless it is an SVG (link previews show none)', async () => {
    expect(product.imageUrl).toMatch(/\.svg$/);
    const svg = await page(`/products/${product.slug}/`);
    expect(svg.meta('og:image')).toBeUndefined();
    expect(svg.meta('twitter:card')).toBe('summary');
    expect(svg.jsonLd[0]?.image).toBe(new URL(product.imageUrl!, ORIGIN).href);

    await setProductImage(t.database.db, product.slug, '/api/uploads/5b0c7a64-0f5e-4c52-a8f4-3d0e5d3b9a10');
    const png = await page(`/products/${product.slug}/`);
    expect(png.meta('og:image')).toBe(`${ORIGIN}/api/uploads/5b0c7a64-0f5e-4c52-a8f4-3d0e5d3b9a10`);
    expect(png.meta('twitter:image')).toBe(png.meta('og:image'));
    expect(png.meta('twitter:card')).toBe('summary_large_image');
    await setProductImage(t.database.db, product.slug, product.imageUrl!);
  });

  it('carries schema.org Product JSON-LD with its packs as offers in AUD, ex GST', async () => {
    const { jsonLd } = await page(`/products/${product.slug}`);
    expect(jsonLd).toHaveLength(1);
    const data = jsonLd[0]!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.name,
      url: `${ORIGIN}/products/${product.slug}/`,
      brand: { '@type': 'Brand', name: product.supplier.name },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'AUD',
        lowPrice: (product.fromPriceCents! / 100).toFixed(2),
        seller: { '@type': 'Organization', name: product.supplier.name, url: `${ORIGIN}/suppliers/${DEMO_SUPPLIER_SLUG}/` },
      },
    });
    const offers = (data.offers as { offers: Record<string, unknown>[]; offerCount: number }).offers;
    expect(offers.length).toBeGreaterThan(0);
    expect((data.offers as { offerCount: number }).offerCount).toBe(offers.length);
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'AUD', priceSpecification: { '@type': 'UnitPriceSpecification', valueAddedTaxIncluded: false } });
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
    }
  });

  it('writes the runtime config in, the same JSON as /config.json, and keeps the template’s scripts', async () => {
    const { config, head } = await page(`/products/${product.slug}/`);
    const answer = parseAnswer(await t.app.inject('/config.json'), 200, RuntimeConfig);
    expect(config).toEqual(answer);
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(head).not.toContain('The template’s own description');
  });

  it('the product’s venues page has its own title', async () => {
    const { response, titles } = await page(`/products/${product.slug}/venues`);
    expect(response.statusCode).toBe(200);
    expect(titles).toEqual([`Where to drink ${product.name} · Tapline`]);
  });
});

describe('a venue page', () => {
  it('says what is on tap where, with BarOrPub JSON-LD, its address and opening hours past midnight', async () => {
    const { response, titles, descriptions, meta, jsonLd } = await page(`/venues/${DEMO_VENUE_SLUG}/`);
    expect(response.statusCode).toBe(200);
    expect(titles).toEqual(['On tap at The Harbour Hotel, Newtown · Tapline']);
    expect(descriptions[0]).toMatch(/^What’s on tap at The Harbour Hotel in Newtown NSW: \d+ taps/);
    expect(meta('og:type')).toBe('website');
    const data = jsonLd[0]!;
    expect(data).toMatchObject({
      '@type': 'BarOrPub',
      name: 'The Harbour Hotel',
      logo: `${ORIGIN}/demo/venues/${DEMO_VENUE_SLUG}.svg`,
      url: `${ORIGIN}/venues/${DEMO_VENUE_SLUG}/`,
      telephone: '02 9519 3344',
      address: { '@type': 'PostalAddress', streetAddress: '112 King St', addressLocality: 'Newtown', addressRegion: 'NSW', postalCode: '2042' },
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours).toHaveLength(7);
    // Friday: 11:00 until 01:00 on Saturday morning
    expect(hours).toContainEqual({ '@type': 'OpeningHoursSpecification', dayOfWeek: 'https://schema.org/Friday', opens: '11:00', closes: '01:00' });
  });
});

describe('a supplier page', () => {
  it('has its name as the title and Organization JSON-LD', async () => {
    const { response, titles, descriptions, jsonLd, canonical } = await page(`/suppliers/${DEMO_SUPPLIER_SLUG}/`);
    expect(response.statusCode).toBe(200);
    expect(titles).toEqual(['Saltwater Brewing Co. · Tapline']);
    expect(descriptions[0]).toMatch(/^\d+ products from Saltwater Brewing Co\. in /);
    expect(canonical).toBe(`${ORIGIN}/suppliers/${DEMO_SUPPLIER_SLUG}/`);
    expect(jsonLd[0]).toMatchObject({ '@type': 'Organization', name: 'Saltwater Brewing Co.', address: { '@type': 'PostalAddress' } });
  });

  it('answers a former slug with a 301 to the current one, keeping the rest of the address', async () => {
    await renameOrganisationSlug(t.database.db, 'ironbark-ales', 'ironbark-brewing');
    const response = await t.app.inject('/suppliers/ironbark-ales/products/?q=ale');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/suppliers/ironbark-brewing/products/?q=ale');
    expect((await page('/suppliers/ironbark-brewing/products/')).titles).toEqual(['Products by Ironbark Ales · Tapline']);
  });
});

describe('list, legal, auth and private pages', () => {
  it.each([
    ['/', 'Tapline · What’s on tap near you', undefined],
    ['/products', 'Products · Tapline', undefined],
    ['/products/?q=hazy', 'Search results for “hazy” · Tapline', undefined],
    ['/venues/', 'Venues · Tapline', undefined],
    ['/suppliers/?q=salt', 'Suppliers matching “salt” · Tapline', undefined],
    ['/privacy-policy', 'Privacy policy · Tapline', undefined],
    ['/for-suppliers', 'For suppliers · Tapline', undefined],
    ['/join/verify?token=abc', 'Confirm your application · Tapline', 'noindex'],
    ['/auth/login?redirect=%2Fdash', 'Sign in · Tapline', 'noindex'],
    ['/auth/xero/callback?code=c0de&state=s7a7e', 'Connecting Xero · Tapline', 'noindex'],
    ['/dash', 'Dashboard · Tapline', 'noindex'],
    ['/dash/suppliers/no-such-supplier/products/', 'Dashboard · Tapline', 'noindex'],
  ])('%s answers 200 titled %s', async (url, title, robots) => {
    const { response, titles, meta } = await page(url);
    expect(response.statusCode).toBe(200);
    expect(titles).toEqual([title]);
    expect(meta('robots')).toBe(robots);
  });
});

describe('pages that are not there', () => {
  it.each([
    ['an unknown URL', '/no/such/page'],
    ['a path one level too deep', `/venues/${DEMO_VENUE_SLUG}/products/extra`],
    ['a missing product', '/products/no-such-beer/'],
    ['a draft product', '/products/flood-gate-triple-ipa/'],
    ['an archived product', '/products/winter-warmer-strong-ale'],
    ['a suspended supplier', '/suppliers/dormant-brewing/'],
    ['a missing venue', '/venues/no-such-venue/products'],
    ['a slug the API refuses', '/products/not%20a%20slug/'],
  ])('%s answers 404 with the app and a generic title', async (_what, url) => {
    const { response, titles, meta, config, jsonLd, data } = await page(url);
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<div id="root"></div>');
    expect(titles).toEqual(['Page not found · Tapline']);
    expect(meta('robots')).toBe('noindex');
    expect(jsonLd).toEqual([]);
    expect(config).toBeDefined();
    expect(data).toBeUndefined();
    expect(response.body).not.toContain('tapline-data');
  });

  it('the API agrees: the draft, archived and suspended ones are 404 there too', async () => {
    for (const url of ['/api/products/flood-gate-triple-ipa', '/api/products/winter-warmer-strong-ale', '/api/suppliers/dormant-brewing']) {
      expect((await t.api(url)).statusCode).toBe(404);
    }
  });
});

/** What the API answers an anonymous caller for `url`, as parsed JSON. */
async function anonymousAnswer(url: string): Promise<unknown> {
  const response = await t.api(url);
  expect(response.statusCode).toBe(200);
  return JSON.parse(response.body) as unknown;
}

describe('the API answers a page embeds (decision 0090)', () => {
  it('a product page carries the product and the venues pouring it, the same JSON the API answers, and preloads its image', async () => {
    const { data, preloads, response } = await page(`/products/${product.slug}/`);
    expect(response.headers['cache-control']).toBe('no-cache');
    const path = `/api/products/${product.slug}`;
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
      const byId = await t.app.inject(`/venues/${venue.id}/menu/${screen}?theme=dark`);
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
    const url = `/products/${product.slug}/`;
    const anonymous = await page(url);
    const withToken = await t.app.inject({ url, headers: { authorization: 'Bearer not-a-real-session' } });
    expect(withToken.statusCode).toBe(200);
    expect(readHead(withToken.body).data).toEqual(anonymous.data);
  });

  it('pages with nothing to embed carry no data', async () => {
    for (const url of ['/venues/', '/privacy-policy', '/auth/sign-in']) expect((await page(url)).data).toBeUndefined();
  });
});

describe('text people typed', () => {
  it('is escaped in the title, the meta tags and the JSON-LD', async () => {
    const list = parseAnswer(await t.api('/api/suppliers/southerly-brewing/products?pageSize=1'), 200, ProductList);
    const victim = list.items[0]!;
    const hostile = `</title><script>alert("x")</script><!-- & ' $& $'`;
    await setProductName(t.database.db, victim.slug, hostile);
    const { response, titles, meta, jsonLd, data } = await page(`/products/${victim.slug}/`);
    expect(response.statusCode).toBe(200);
    // the embedded API answer too: JSON again once read, the name as typed
    expect((data?.[`/api/products/${victim.slug}`] as { name?: string } | undefined)?.name).toBe(hostile);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<!-- &');
    expect(titles).toEqual([`&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- &amp; &#39; $&amp; $&#39; by Southerly Brewing · Tapline`]);
    expect(meta('og:title')).toBe(titles[0]);
    // the JSON-LD is JSON again once read, with the name exactly as typed
    expect(jsonLd[0]?.name).toBe(hostile);
  });

  it('is escaped when it comes from the URL', async () => {
    const { titles, response } = await page('/products/?q=%3C%2Ftitle%3E%3Cscript%3Ex%3C%2Fscript%3E');
    expect(response.body).not.toContain('<script>x');
    expect(titles).toEqual(['Search results for “&lt;/title&gt;&lt;script&gt;x&lt;/script&gt;” · Tapline']);
  });
});

describe('/sitemap.xml and /robots.txt', () => {
  it('robots.txt keeps /dash and /api out and names the sitemap', async () => {
    const response = await t.app.inject('/robots.txt');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/plain');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    expect(response.body.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /dash', 'Disallow: /api', `Sitemap: ${ORIGIN}/sitemap.xml`]));
  });

  /** Every <loc> of a sitemap document. */
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));

  it('lists the demo catalogue in pages of the given size behind an index, read in chunks, drafts and suspended left out', async () => {
    const index = await t.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.headers['content-type']).toContain('application/xml');
    expect(index.headers['cache-control']).toBe('public, max-age=3600');
    // the demo catalogue has more than 40 pages: an index of pages of 40
    expect(index.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
    const pages = locs(index.body);
    expect(pages[0]).toBe(`${ORIGIN}/sitemap.xml?page=1`);

    const urls: string[] = [];
    for (const pageUrl of pages) {
      const response = await t.app.inject(pageUrl.replace(ORIGIN, ''));
      expect(response.statusCode).toBe(200);
      expect(response.body).toMatch(/<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/);
      expect(response.body.trimEnd()).toMatch(/<\/urlset>$/);
      const found = locs(response.body);
      expect(found.length).toBeLessThanOrEqual(40);
      urls.push(...found);
    }
    expect(new Set(urls).size).toBe(urls.length);

    const publicProducts = parseAnswer(await t.api('/api/products?pageSize=100'), 200, ProductList);
    expect(publicProducts.total).toBeLessThanOrEqual(100);
    const venues = (await t.api('/api/venues?pageSize=100')).json<{ items: { slug: string }[] }>().items;
    const suppliers = (await t.api('/api/suppliers?pageSize=100')).json<{ items: { slug: string }[] }>().items;
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
    const first = await t.app.inject('/sitemap.xml?page=1');
    expect(first.body).toMatch(/<url><loc>https:\/\/tapline.example\/suppliers\/[a-z0-9-]+\/<\/loc><lastmod>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z<\/lastmod><\/url>/);
    expect(first.body).toContain(`<url><loc>${ORIGIN}/</loc></url>`);
  });

  it('answers a page past the end with 404 and a bad page with 400', async () => {
    expect((await t.app.inject('/sitemap.xml?page=999')).statusCode).toBe(404);
    expect((await t.app.inject('/sitemap.xml?page=0')).statusCode).toBe(400);
  });
});
