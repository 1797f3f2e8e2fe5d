import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProductList } from '@tapline/contracts';
import { createProduct, createSku, createSupplier } from '@tapline/db/testing';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import {
  archiveProduct,
  archiveSku,
  deleteProduct,
  deleteSku,
  postingsDrift,
  postingsDue,
  postingsOf,
  postingsPlaces,
  setProductStatus,
  renameOrganisation,
  renameProduct,
  setOrganisationStatus,
  setSkuStock,
  setProductTags,
} from '../../../test/support/queries/products-testing.queries';

// The search document, the packs kept on the product, the filters and their facets (decision 0097).

let t: TestApp;
let bay: Awaited<ReturnType<typeof createSupplier>>;
let ridge: Awaited<ReturnType<typeof createSupplier>>;
let hazyDays: Awaited<ReturnType<typeof createProduct>>;
let stout: Awaited<ReturnType<typeof createProduct>>;

beforeAll(async () => {
  t = await createTestApp();
  const db = t.database.db;
  bay = await createSupplier(db, { name: 'Bayside Brewing', slug: 'bayside-brewing' });
  ridge = await createSupplier(db, { name: 'Ridgeline Ales', slug: 'ridgeline-ales' });

  hazyDays = await createProduct(db, {
    supplierId: bay.id,
    slug: 'hazy-days',
    name: 'Hazy Days',
    style: 'Hazy IPA',
    tags: ['hoppy'],
    abv: 6.2,
  });
  await createSku(db, { productId: hazyDays.id, supplierId: bay.id, name: '50 L keg', unitPriceCents: 35000, volumeMl: 50000 });
  await createSku(db, {
    productId: hazyDays.id,
    supplierId: bay.id,
    name: '24 × 375 mL cans',
    unitPriceCents: 9000,
    unitsPerPack: 24,
    volumeMl: 375,
    stockOnHand: 0,
  });

  // "hazy" only in its description and tags: a name match ranks above it
  const pale = await createProduct(db, {
    supplierId: ridge.id,
    slug: 'ridge-pale',
    name: 'Ridge Pale',
    style: 'Pale Ale',
    tags: ['hazy', 'crisp'],
    description: 'A lightly hazy pale ale.',
    abv: 4.8,
  });
  await createSku(db, {
    productId: pale.id,
    supplierId: ridge.id,
    name: '12 × 330 mL bottles',
    unitPriceCents: 4800,
    unitsPerPack: 12,
    volumeMl: 330,
    stockOnHand: 7,
  });

  stout = await createProduct(db, {
    supplierId: ridge.id,
    slug: 'night-stout',
    name: 'Night Stout',
    style: 'Stout',
    tags: ['roasty'],
    abv: 7.5,
  });
  await createSku(db, {
    productId: stout.id,
    supplierId: ridge.id,
    name: '20 L keg',
    unitPriceCents: 21000,
    volumeMl: 20000,
    stockOnHand: 0,
  });
});
afterAll(async () => {
  await t.close();
});

async function list(query: string): Promise<ProductList> {
  return parseAnswer(await t.api(`/api/products${query}`), 200, ProductList);
}
const slugs = async (query: string) => (await list(query)).items.map((item) => item.slug);

describe('the search document', () => {
  it('finds words in the name, style, tags, supplier name and description, and the start of a word', async () => {
    expect(await slugs('?q=days')).toEqual(['hazy-days']);
    expect(await slugs('?q=stout')).toEqual(['night-stout']);
    expect(await slugs('?q=roasty')).toEqual(['night-stout']);
    expect(await slugs('?q=ridgeline')).toEqual(['night-stout', 'ridge-pale']);
    expect(await slugs('?q=lightly')).toEqual(['ridge-pale']);
    expect(await slugs('?q=haz')).toEqual(['hazy-days', 'ridge-pale']);
    expect(await slugs('?q=bays%20haz')).toEqual(['hazy-days']);
  });

  it('ranks a match in the name first', async () => {
    expect(await slugs('?q=hazy')).toEqual(['hazy-days', 'ridge-pale']);
  });

  it("searches a typo as the catalogue's nearest word when the words match nothing", async () => {
    const answer = await list('?q=hazzy');
    // as "hazy": the name's match first, then the pale that has it as a tag
    expect(answer.items.map((item) => item.slug)).toEqual(['hazy-days', 'ridge-pale']);
    expect(answer).toMatchObject({ total: 2, totalIsExact: true });
    // one word of two mistyped; a word of a style
    expect(await slugs('?q=hazzy%20dayz')).toEqual(['hazy-days']);
    expect(await slugs('?q=stoutt')).toEqual(['night-stout']);
    // nothing near: nothing found
    expect(await slugs('?q=xqzvw')).toEqual([]);
  });

  it('knows the words of a product as soon as it is written, and those of its new tags', async () => {
    const db = t.database.db;
    // words that are not in the name: only the catalogue's words correct them (names like "sherbett" there are none)
    const quokka = await createProduct(db, {
      supplierId: ridge.id,
      slug: 'quokka-quencher',
      name: 'Quokka Quencher',
      style: 'Gose',
      tags: ['sherbet'],
    });
    expect(await slugs('?q=sherbett')).toEqual(['quokka-quencher']);
    expect(await slugs('?q=gosse')).toEqual(['quokka-quencher']);
    await setProductTags(db, quokka.id, ['lamington']);
    expect(await slugs('?q=lamingtonn')).toEqual(['quokka-quencher']);
    // out of the lists the other tests read
    await archiveProduct(db, quokka.id);
    expect(await slugs('?q=quokka')).toEqual([]);
  });

  it('follows a supplier rename and a change of tags', async () => {
    const db = t.database.db;
    await renameOrganisation(db, bay.id, 'Seawall Brewing');
    expect(await slugs('?q=seawall')).toEqual(['hazy-days']);
    expect(await slugs('?q=bayside')).toEqual([]);
    await setProductTags(db, hazyDays.id, ['hoppy', 'juicy']);
    expect(await slugs('?q=juicy')).toEqual(['hazy-days']);
    await renameOrganisation(db, bay.id, 'Bayside Brewing');
    await setProductTags(db, hazyDays.id, ['hoppy']);
    expect(await slugs('?q=bayside')).toEqual(['hazy-days']);
  });

  it("keeps each product's postings as its document and row give them, through every kind of write (decisions 0121, 0122)", async () => {
    const db = t.database.db;
    const wombat = await createProduct(db, {
      supplierId: ridge.id,
      slug: 'wombat-walk',
      name: 'Wombat Walk',
      style: 'Amber',
      tags: ['malty'],
    });
    // one word, by relevance: read from the postings
    expect(await slugs('?q=wombat')).toEqual(['wombat-walk']);
    await renameProduct(db, wombat.id, 'Echidna Amble', 'A malty amber with a toffee finish.');
    expect(await slugs('?q=wombat')).toEqual([]);
    expect(await slugs('?q=echidna')).toEqual(['wombat-walk']);
    expect(await slugs('?q=toffee')).toEqual(['wombat-walk']);
    await setProductTags(db, wombat.id, ['nutty']);
    await renameOrganisation(db, ridge.id, 'Escarpment Ales');
    // the supplier's name counts the same in each: in name order (Echidna, Night, Ridge)
    expect(await slugs('?q=escarpment')).toEqual(['wombat-walk', 'night-stout', 'ridge-pale']);
    // a new pack format (a SKU's write) reaches the postings' copy: the walk's pack filter and facet read it there
    const cans = await createSku(db, {
      productId: wombat.id,
      supplierId: ridge.id,
      name: '24 × 375 mL cans',
      unitPriceCents: 8000,
      unitsPerPack: 24,
      volumeMl: 375,
    });
    expect(await slugs('?q=echidna&pack=can')).toEqual(['wombat-walk']);
    expect((await list('?q=echidna')).facets.packFormats).toEqual([{ value: 'can', count: 1 }]);
    // its from price and stock are read from the product's row by the walk's price and stock filters (decision 0158)
    expect(await slugs('?q=echidna&priceMax=8000&inStock=true')).toEqual(['wombat-walk']);
    expect(await slugs('?q=echidna&priceMax=7999')).toEqual([]);
    expect(await postingsDrift(db)).toEqual([]);
    // and a stock change, even one that takes the product out of stock, leaves its postings where they were
    const placed = await postingsPlaces(db, wombat.id);
    await setSkuStock(db, cans.id, 0);
    expect(await slugs('?q=echidna&inStock=true')).toEqual([]);
    expect(await slugs('?q=echidna&inStock=false')).toEqual(['wombat-walk']);
    expect(await postingsPlaces(db, wombat.id)).toBe(placed);
    expect(await postingsDrift(db)).toEqual([]);
    await deleteSku(db, cans.id);
    expect(await slugs('?q=echidna&pack=can')).toEqual([]);
    expect(await slugs('?q=echidna&priceMax=100000')).toEqual([]);
    expect(await postingsDrift(db)).toEqual([]);
    // a supplier's suspension hides its products from the walk at once, and its return shows them again
    await setOrganisationStatus(db, ridge.id, 'suspended');
    expect(await slugs('?q=echidna')).toEqual([]);
    await setOrganisationStatus(db, ridge.id, 'active');
    expect(await slugs('?q=echidna')).toEqual(['wombat-walk']);
    // an archived product has no postings and is not found; made active again, it has them again
    const before = await postingsOf(db, wombat.id);
    await archiveProduct(db, wombat.id);
    expect(await postingsOf(db, wombat.id)).toBe(0);
    expect(await slugs('?q=echidna')).toEqual([]);
    expect(await postingsDrift(db)).toEqual([]);
    await setProductStatus(db, wombat.id, 'active');
    expect(await postingsOf(db, wombat.id)).toBe(before);
    expect(await slugs('?q=echidna')).toEqual(['wombat-walk']);
    expect(await postingsDrift(db)).toEqual([]);
    await deleteProduct(db, wombat.id);
    expect(await postingsOf(db, wombat.id)).toBe(0);
    await renameOrganisation(db, ridge.id, 'Ridgeline Ales');
    expect(await postingsDrift(db)).toEqual([]);
  });

  it("writes a product's postings once, with its packs, when the transaction that made it commits (decision 0157)", async () => {
    const db = t.database.db;
    const made = await db.transaction(async (tx) => {
      const product = await createProduct(tx, { supplierId: bay.id, slug: 'bilby-bitter', name: 'Bilby Bitter', style: 'Lager' });
      await createSku(tx, { productId: product.id, supplierId: bay.id, name: '50 L keg', unitPriceCents: 30000, volumeMl: 50000 });
      await renameProduct(tx, product.id, 'Bilby Bevvy');
      // due: none written yet, neither without its keg nor under its first name
      expect(await postingsOf(tx, product.id)).toBe(0);
      expect(await postingsDue(tx)).toBe(1);
      return product;
    });
    expect(await postingsDue(db)).toBe(0);
    expect(await postingsOf(db, made.id)).toBeGreaterThan(0);
    expect(await postingsDrift(db)).toEqual([]);
    expect(await slugs('?q=bevvy&pack=keg')).toEqual(['bilby-bitter']);
    // a transaction that rolls back leaves nothing due and no postings
    await expect(
      db.transaction(async (tx) => {
        await createProduct(tx, { supplierId: bay.id, slug: 'numbat-nip', name: 'Numbat Nip' });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await postingsDue(db)).toBe(0);
    expect(await slugs('?q=numbat')).toEqual([]);
    await deleteProduct(db, made.id);
    expect(await postingsDrift(db)).toEqual([]);
  });
});

describe('packs kept on the product', () => {
  it('answers the from price and formats of the active SKUs, and follows their changes', async () => {
    const db = t.database.db;
    const item = async () => (await list('?q=night')).items[0]!;
    expect(await item()).toMatchObject({ fromPriceCents: 21000, packFormats: ['keg'] });
    expect(await slugs('?q=night&inStock=true')).toEqual([]);

    const cans = await createSku(db, {
      productId: stout.id,
      supplierId: ridge.id,
      name: '16 × 375 mL cans',
      unitPriceCents: 6400,
      unitsPerPack: 16,
      volumeMl: 375,
    });
    expect(await item()).toMatchObject({ fromPriceCents: 6400, packFormats: ['can', 'keg'] });
    expect(await slugs('?q=night&inStock=true')).toEqual(['night-stout']);

    await archiveSku(db, cans.id);
    expect(await item()).toMatchObject({ fromPriceCents: 21000, packFormats: ['keg'] });
    await deleteSku(db, cans.id);
    expect(await item()).toMatchObject({ fromPriceCents: 21000, packFormats: ['keg'] });
  });
});

describe('filters and facets', () => {
  it('filters by style, supplier, pack, ABV, price, price per litre and stock, all combinable', async () => {
    expect(await slugs('?style=Stout')).toEqual(['night-stout']);
    expect(await slugs('?supplier=ridgeline-ales')).toEqual(['night-stout', 'ridge-pale']);
    expect(await slugs(`?supplier=${bay.id}`)).toEqual(['hazy-days']);
    expect(await slugs('?pack=bottle,can')).toEqual(['hazy-days', 'ridge-pale']);
    expect(await slugs('?abvMin=5&abvMax=7')).toEqual(['hazy-days']);
    expect(await slugs('?priceMax=9000')).toEqual(['hazy-days', 'ridge-pale']);
    expect(await slugs('?priceMin=5000')).toEqual(['hazy-days', 'night-stout']);
    // per litre: the keg at 35000/50 L = 700, the bottles at 4800/3.96 L = 1212, the stout's keg 1050
    expect(await slugs('?litrePriceMax=1100')).toEqual(['hazy-days', 'night-stout']);
    expect(await slugs('?inStock=true')).toEqual(['hazy-days', 'ridge-pale']);
    expect(await slugs('?supplier=ridgeline-ales&pack=keg&abvMin=7&inStock=false')).toEqual(['night-stout']);
    expect(await slugs('?q=hazy&supplier=ridgeline-ales&tags=crisp')).toEqual(['ridge-pale']);
  });

  it('counts each facet over the current query', async () => {
    const answer = await list('?supplier=ridgeline-ales');
    expect(answer).toMatchObject({ total: 2, totalIsExact: true });
    expect(answer.facets.styles).toEqual([
      { value: 'Pale Ale', count: 1 },
      { value: 'Stout', count: 1 },
    ]);
    expect(answer.facets.suppliers).toEqual([{ id: ridge.id, slug: 'ridgeline-ales', name: 'Ridgeline Ales', count: 2 }]);
    expect(answer.facets.packFormats).toEqual([
      { value: 'bottle', count: 1 },
      { value: 'keg', count: 1 },
    ]);
    expect(answer.facets.tags).toEqual(
      expect.arrayContaining([
        { tag: 'roasty', count: 1 },
        { tag: 'hazy', count: 1 },
      ]),
    );
  });

  it('sorts newest first and by price', async () => {
    expect(await slugs('?sort=newest')).toEqual(['night-stout', 'ridge-pale', 'hazy-days']);
    expect(await slugs('?sort=price-asc')).toEqual(['ridge-pale', 'hazy-days', 'night-stout']);
  });
});

describe('bad input', () => {
  it.each([
    ['sort=best', 'sort'],
    ['abvMin=abc', 'abvMin'],
    ['abvMax=100', 'abvMax'],
    ['priceMax=-1', 'priceMax'],
    ['priceMin=1.5', 'priceMin'],
    ['litrePriceMin=x', 'litrePriceMin'],
    [`q=${'a'.repeat(1000)}`, 'q'],
    ['pack=crate', 'pack'],
    ['inStock=yes', 'inStock'],
    ['supplier=no%20such', 'supplier'],
  ])('answers %s with a 400 naming %s', async (query, field) => {
    const error = parseError(await t.api(`/api/products?${query}`), 400);
    expect((error.details as { field: string }[]).map((detail) => detail.field)).toEqual([field]);
  });

  it.each(['!!!', "%_'", '...---', '&*', '.'.repeat(100)])('answers a search of only punctuation (%s) with no products', async (q) => {
    expect(await list(`?q=${encodeURIComponent(q)}`)).toMatchObject({ items: [], total: 0, totalIsExact: true });
  });

  it('answers words the search cannot use, and bounds that cross, with no products', async () => {
    expect((await list('?q=the%20and')).items).toEqual([]);
    expect((await list('?abvMin=9&abvMax=2')).items).toEqual([]);
  });
});
