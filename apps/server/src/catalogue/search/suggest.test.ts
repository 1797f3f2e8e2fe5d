import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchSuggestions } from '@tapline/contracts';
import { addresses } from '@tapline/db';
import { createProduct, createSupplier, createVenue } from '@tapline/db/testing';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { explainSuggestions, generateNamedCatalogue } from '../../../test/support/queries/search-testing.queries';

let t: TestApp;
let harbourId: string;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  const harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
  const shut = await createSupplier(db, { name: 'Hazy Shut Brewing', slug: 'hazy-shut', status: 'suspended' });
  harbourId = harbour.id;
  await createProduct(db, { supplierId: harbour.id, slug: 'harbour-hazy-ipa', name: 'Harbour Hazy IPA', style: 'Hazy IPA' });
  await createProduct(db, { supplierId: harbour.id, slug: 'hazy-days', name: 'Hazy Days', style: 'NEIPA' });
  await createProduct(db, { supplierId: harbour.id, slug: 'hazy-draft', name: 'Hazy Draft', status: 'draft' });
  await createProduct(db, { supplierId: shut.id, slug: 'hazy-hidden', name: 'Hazy Hidden' });
  for (let i = 1; i <= 7; i += 1) await createProduct(db, { supplierId: harbour.id, slug: `haze-${i}`, name: `Haze Number ${i}` });
  await createProduct(db, { supplierId: harbour.id, slug: 'pelican-point', name: 'Pelican Point Pils' });
  await createProduct(db, { supplierId: harbour.id, slug: 'salty-pelican', name: 'Salty Pelican Lager' });
  await createProduct(db, { supplierId: harbour.id, slug: 'old-chapel', name: 'Old Chapel Ale' });
  const crown = await createVenue(db, { name: 'Crown & Anchor', slug: 'crown-and-anchor' });
  await createVenue(db, { name: 'Crown Closed', slug: 'crown-closed', status: 'suspended' });
  await db
    .insert(addresses)
    .values({ organisationId: crown.id, kind: 'physical', line1: '1 Pier St', suburb: 'Fremantle', state: 'WA', postcode: '6160' });
});
afterAll(async () => {
  await t.close();
});

const suggestions = async (q: string) => parseAnswer(await t.api(`/api/search/suggest?q=${encodeURIComponent(q)}`), 200, SearchSuggestions);
const names = (items: { name: string }[]) => items.map((item) => item.name);

describe('GET /api/search/suggest', () => {
  it('answers products, suppliers and venues in three groups, public ones only', async () => {
    const body = await suggestions('hazy');
    expect(names(body.products).slice(0, 2)).toEqual(['Hazy Days', 'Harbour Hazy IPA']);
    expect(names(body.products)).not.toContain('Hazy Draft');
    expect(names(body.products)).not.toContain('Hazy Hidden');
    expect(body.products[0]).toMatchObject({
      slug: 'hazy-days',
      style: 'NEIPA',
      supplier: { slug: 'harbour-brewing', name: 'Harbour Brewing' },
    });
    expect(body.suppliers).toEqual([]);
    expect(body.venues).toEqual([]);
  });

  it('finds a venue by what its name starts with, with its suburb', async () => {
    const body = await suggestions('Crown & Anch');
    expect(body.venues).toEqual([expect.objectContaining({ slug: 'crown-and-anchor', name: 'Crown & Anchor', suburb: 'Fremantle' })]);
    expect(names((await suggestions('cro')).venues)).toEqual(['Crown & Anchor']);
  });

  it('forgives a typo', async () => {
    expect(names((await suggestions('hazzy')).products)).toContain('Hazy Days');
    expect(names((await suggestions('harbor')).suppliers)).toEqual(['Harbour Brewing']);
  });

  it('answers at most five of a group, names starting with the text first', async () => {
    const body = await suggestions('haz');
    expect(body.products).toHaveLength(5);
    expect(body.products.every((product) => /^haz/i.test(product.name))).toBe(true);
    // when five start with it, they come by name
    const byName = body.products.map((product) => product.name.toLowerCase());
    expect(byName).toEqual([...byName].sort());
  });

  it('finds a word inside a name after the names starting with the text', async () => {
    // one name starts with "pel", another has a word starting with it; "Chapel" holds it but no word starts with it
    expect(names((await suggestions('pel')).products).slice(0, 2)).toEqual(['Pelican Point Pils', 'Salty Pelican Lager']);
    expect(names((await suggestions('salty pel')).products)[0]).toBe('Salty Pelican Lager');
    // a stop word alone makes an empty full-text query: still an answer (200), from the closest names
    await suggestions('the');
  });

  it('answers nothing to an empty query, one letter, or punctuation only', async () => {
    const empty = { products: [], suppliers: [], venues: [] };
    expect(parseAnswer(await t.api('/api/search/suggest'), 200, SearchSuggestions)).toEqual(empty);
    for (const q of ['', '   ', 'h', '%%%', '&&', "'; drop table products; --", '_\\']) expect(await suggestions(q), q).toEqual(empty);
  });

  it('refuses a query over 100 characters, naming q', async () => {
    const error = parseError(await t.api(`/api/search/suggest?q=${'a'.repeat(1000)}`), 400);
    expect(error.code).toBe('validation_failed');
    expect(JSON.stringify(error.details)).toContain('q');
  });

  it('is answered by the trigram indexes on names once the catalogue is large (50,000 products, 10,000 venues)', async () => {
    await generateNamedCatalogue(t.database.db, harbourId, { products: 50_000, venues: 10_000 });
    for (const words of ['hazy', 'hazzy', 'crown']) {
      const plans = await explainSuggestions(t.database.db, { text: words, words, limit: 5 });
      expect(plans.products, words).toContain('products_name_trgm_idx');
      // names starting with the text: a range of the prefix index, not a scan
      expect(plans.productsStarting, words).toContain('products_name_prefix_idx');
      // a word inside names: an index (the document's for a rare word, the name's order for a common one), never a scan
      expect(plans.productsWithWord, words).not.toMatch(/Seq Scan on products/);
      expect(plans.venues, words).toContain('organisations_name_trgm_idx');
    }
    // writing 60,000 rows took 97 s on a loaded 2-core machine (2026-11-30): the plans are the test, not the time
  }, 240_000);
});
