import { describe, expect, it } from 'vitest';
import { ProductList, RuntimeConfig } from '@tapline/contracts';
import { DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG } from '@tapline/db';
import { parseAnswer } from '../../../test/support/parse-answer';
import { ORIGIN, pagesTestKit } from '../../../test/support/pages-kit';
import { renameOrganisationSlug, setProductImage, setProductName } from '../../../test/support/queries/pages-testing.queries';

// The HTML the server sends for each page (decision 0060): head, status, structured data, on the demo catalogue.

const { kit, page } = pagesTestKit();

describe('a product page', () => {
  it('carries the product’s title, description, canonical link, Open Graph and Twitter tags', async () => {
    const { response, titles, descriptions, meta, canonical } = await page(`/products/${kit.product.slug}/`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['cache-control']).toBe('no-cache');
    const title = `${kit.product.name} by ${kit.product.supplier.name} · Tapline`;
    expect(titles).toEqual([title]);
    expect(descriptions).toHaveLength(1);
    expect(descriptions[0]).toContain(kit.product.style);
    expect(descriptions[0]?.length).toBeLessThanOrEqual(160);
    expect(canonical).toBe(`${ORIGIN}/products/${kit.product.slug}/`);
    expect(meta('og:title')).toBe(title);
    expect(meta('og:description')).toBe(descriptions[0]);
    expect(meta('og:type')).toBe('product');
    expect(meta('og:url')).toBe(canonical);
    expect(meta('twitter:title')).toBe(title);
    expect(meta('robots')).toBeUndefined();
  });

  it('shares the product’s image by its absolute URL, unless it is an SVG (link previews show none)', async () => {
    expect(kit.product.imageUrl).toMatch(/\.svg$/);
    const svg = await page(`/products/${kit.product.slug}/`);
    expect(svg.meta('og:image')).toBeUndefined();
    expect(svg.meta('twitter:card')).toBe('summary');
    expect(svg.jsonLd[0]?.image).toBe(new URL(kit.product.imageUrl!, ORIGIN).href);

    await setProductImage(kit.t.database.db, kit.product.slug, '/api/uploads/5b0c7a64-0f5e-4c52-a8f4-3d0e5d3b9a10');
    const png = await page(`/products/${kit.product.slug}/`);
    expect(png.meta('og:image')).toBe(`${ORIGIN}/api/uploads/5b0c7a64-0f5e-4c52-a8f4-3d0e5d3b9a10`);
    expect(png.meta('twitter:image')).toBe(png.meta('og:image'));
    expect(png.meta('twitter:card')).toBe('summary_large_image');
    await setProductImage(kit.t.database.db, kit.product.slug, kit.product.imageUrl!);
  });

  it('carries schema.org Product JSON-LD with its packs as offers in AUD, ex GST', async () => {
    const { jsonLd } = await page(`/products/${kit.product.slug}`);
    expect(jsonLd).toHaveLength(1);
    const data = jsonLd[0]!;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: kit.product.name,
      url: `${ORIGIN}/products/${kit.product.slug}/`,
      brand: { '@type': 'Brand', name: kit.product.supplier.name },
      offers: {
        '@type': 'AggregateOffer',
        priceCurrency: 'AUD',
        lowPrice: (kit.product.fromPriceCents! / 100).toFixed(2),
        seller: { '@type': 'Organization', name: kit.product.supplier.name, url: `${ORIGIN}/suppliers/${DEMO_SUPPLIER_SLUG}/` },
      },
    });
    const offers = (data.offers as { offers: Record<string, unknown>[]; offerCount: number }).offers;
    expect(offers.length).toBeGreaterThan(0);
    expect((data.offers as { offerCount: number }).offerCount).toBe(offers.length);
    for (const offer of offers) {
      expect(offer).toMatchObject({
        '@type': 'Offer',
        priceCurrency: 'AUD',
        priceSpecification: { '@type': 'UnitPriceSpecification', valueAddedTaxIncluded: false },
      });
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
    }
  });

  it('writes the runtime config in, the same JSON as /config.json, and keeps the template’s scripts', async () => {
    const { config, head } = await page(`/products/${kit.product.slug}/`);
    const answer = parseAnswer(await kit.t.app.inject('/config.json'), 200, RuntimeConfig);
    expect(config).toEqual(answer);
    expect(head).toContain('<script type="module" crossorigin src="/assets/index-abc123.js"></script>');
    expect(head).not.toContain('The template’s own description');
  });

  it('the product’s venues page has its own title', async () => {
    const { response, titles } = await page(`/products/${kit.product.slug}/venues`);
    expect(response.statusCode).toBe(200);
    expect(titles).toEqual([`Where to drink ${kit.product.name} · Tapline`]);
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
      address: {
        '@type': 'PostalAddress',
        streetAddress: '112 King St',
        addressLocality: 'Newtown',
        addressRegion: 'NSW',
        postalCode: '2042',
      },
    });
    const hours = data.openingHoursSpecification as { dayOfWeek: string; opens: string; closes: string }[];
    expect(hours).toHaveLength(7);
    // Friday: 11:00 until 01:00 on Saturday morning
    expect(hours).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: 'https://schema.org/Friday',
      opens: '11:00',
      closes: '01:00',
    });
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
    await renameOrganisationSlug(kit.t.database.db, 'ironbark-ales', 'ironbark-brewing');
    const response = await kit.t.app.inject('/suppliers/ironbark-ales/products/?q=ale');
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
      expect((await kit.t.api(url)).statusCode).toBe(404);
    }
  });
});

describe('text people typed', () => {
  it('is escaped in the title, the meta tags and the JSON-LD', async () => {
    const list = parseAnswer(await kit.t.api('/api/suppliers/southerly-brewing/products?pageSize=1'), 200, ProductList);
    const victim = list.items[0]!;
    const hostile = `</title><script>alert("x")</script><!-- & ' $& $'`;
    await setProductName(kit.t.database.db, victim.slug, hostile);
    const { response, titles, meta, jsonLd, data } = await page(`/products/${victim.slug}/`);
    expect(response.statusCode).toBe(200);
    // the embedded API answer too: JSON again once read, the name as typed
    expect((data?.[`/api/products/${victim.slug}`] as { name?: string } | undefined)?.name).toBe(hostile);
    expect(response.body).not.toContain('<script>alert');
    expect(response.body).not.toContain('<!-- &');
    expect(titles).toEqual([
      `&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;&lt;!-- &amp; &#39; $&amp; $&#39; by Southerly Brewing · Tapline`,
    ]);
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
