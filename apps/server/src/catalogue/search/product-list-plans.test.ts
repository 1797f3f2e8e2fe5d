import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCT_COUNT_CAP, ProductList, type ProductSort } from '@tapline/contracts';
import { seedBenchCatalogue, sqlClientOf } from '@tapline/db';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { publicProductPageIds } from './product-ranking.queries';
import { listPublicProductSample, publicProductSample } from './product-sample.queries';
import { searchLexemes, WALKED_LEXEMES_MAX } from './product-search-words.queries';
import { priceAndStockConditions, type ProductFilter } from './public-products.queries';
import { analysedPlanWithoutSeqScans, publicSlugsInNameOrder, type PlanNode } from '../../../test/support/queries/products-testing.queries';

// Every product list query on a generated catalogue, through EXPLAIN ANALYZE: each must be answered through an index
// and read at most a quarter of the products (decision 0097). The catalogue is analysed as autovacuum would leave it
// and as small as the test allows: at 20,000 products a sequential scan is still sometimes rightly the cheaper plan
// (a filter matching a third of the rows), so plans are made with enable_seqscan off. That alone would let a query
// no index answers pass by walking a whole index (as the search that ORed ILIKE across the supplier join does),
// hence the count of rows each plan reads from products. An index-only walk reads no rows but its entries' (the name
// order's index covers the list's filters, decision 0159): it may walk more of them, never the whole index. The plans
// the planner picks unsteered at 100,000 products are in the decision records.

const PRODUCTS = 20_000;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedBenchCatalogue(sqlClientOf(t.database.db), PRODUCTS, 50);
}, 120_000);
afterAll(async () => {
  await t.close();
});

const scenarios: [string, ProductFilter, ProductSort, number][] = [
  ['a word', { terms: ['hazy'] }, 'relevance', 0],
  ['a word from its postings', { terms: ['hazy'], lexemes: ['hazi'], walk: true }, 'relevance', 0],
  [
    'a word from its postings, with filters',
    { terms: ['ipa'], lexemes: ['ipa'], walk: true, packs: ['can'], abvMin: 4, abvMax: 6 },
    'relevance',
    0,
  ],
  [
    'a word from its postings, with price and stock filters',
    { terms: ['ipa'], lexemes: ['ipa'], walk: true, packs: ['can'], inStock: true, priceMax: 20000 },
    'relevance',
    0,
  ],
  [
    'the start of several words, from their postings',
    { terms: ['coast'], lexemes: ['coast', 'coastal'], walk: true, packs: ['keg'] },
    'relevance',
    0,
  ],
  [
    'the start of several words, ranked by the best of them',
    { terms: ['coast'], lexemes: ['coast', 'coastal'], tags: ['citrus'] },
    'relevance',
    0,
  ],
  ['the start of a word', { terms: ['haz'] }, 'relevance', 0],
  ['two words', { terms: ['coastal', 'stout'] }, 'relevance', 0],
  ['a typo (names like it)', { terms: ['hazzy'], similar: true }, 'relevance', 0],
  ['a tag', { tags: ['citrus'] }, 'name', 0],
  ['filters combined', { terms: ['ipa'], packs: ['can'], abvMin: 5, abvMax: 7, priceMax: 12000, inStock: true }, 'price-asc', 0],
  ['style and supplier', { style: 'Stout', supplier: 'bench-supplier-3' }, 'name', 0],
  ['the first page', {}, 'name', 0],
  ['newest', {}, 'newest', 0],
  ['price low to high', {}, 'price-asc', 0],
  ['a deep page (page 101)', {}, 'name', 2400],
];

/**
 * The plan as run, the rows its scans of products read (returned or filtered out; of an index-only scan, the entries
 * it had to read the row of), and the entries its index-only scans of products walked.
 */
async function plan(
  query: Parameters<typeof analysedPlanWithoutSeqScans>[1],
): Promise<{ text: string; productRowsRead: number; indexEntriesWalked: number }> {
  const nodes: PlanNode[] = [];
  const walk = (node: PlanNode) => {
    nodes.push(node);
    node.Plans?.forEach(walk);
  };
  walk(await analysedPlanWithoutSeqScans(t.database.db, query));
  const onProducts = nodes.filter((node) => node['Relation Name'] === 'products');
  const indexOnly = (node: PlanNode) => node['Node Type'] === 'Index Only Scan';
  const walked = (node: PlanNode) => (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops'];
  return {
    text: nodes.map((node) => `${node['Node Type']}${node['Relation Name'] ? ` on ${node['Relation Name']}` : ''}`).join('\n'),
    productRowsRead: onProducts.reduce((sum, node) => sum + (indexOnly(node) ? (node['Heap Fetches'] ?? 0) : walked(node)), 0),
    indexEntriesWalked: onProducts.filter(indexOnly).reduce((sum, node) => sum + walked(node), 0),
  };
}

describe('product list plans', () => {
  it.each(scenarios)('%s reads products through an index, and little of them', async (_name, filter, sort, offset) => {
    const page = { ...filter, sort, limit: 24, offset };
    const queries = [
      publicProductSample(page, t.database.db, PRODUCT_COUNT_CAP),
      ...(offset > 0 ? [publicProductPageIds(t.database.db, page)] : []),
    ];
    for (const query of queries) {
      const { text, productRowsRead, indexEntriesWalked } = await plan(query);
      expect(text, text).not.toMatch(/Seq Scan on products/);
      expect(productRowsRead, text).toBeLessThanOrEqual(PRODUCTS / 4);
      expect(indexEntriesWalked, text).toBeLessThanOrEqual((PRODUCTS * 3) / 4);
      if (!filter.walk) {
        expect(text).toMatch(/(Index|Index Only|Bitmap Heap) Scan on products/);
      } else {
        // a word with its lexemes is read from their postings' index alone, in its order (no ranking of every
        // match), pack and ABV filters and all: of products only the page's rows are read (decisions 0122, 0123);
        // price and stock filters read each posting's product by its key until enough pass (decision 0158)
        expect(text, text).toMatch(/Index Only Scan on search_postings/);
        if (priceAndStockConditions(filter).length > 0) expect(text, text).toMatch(/Index Scan on products/);
        else expect(productRowsRead, text).toBe(24);
      }
    }
  });
});

describe('a one-word search from the postings (decisions 0121, 0123)', () => {
  it("lists the catalogue's lexemes starting with the word's stem, none for a typo, and nothing for a stop word", async () => {
    const db = t.database.db;
    expect(await searchLexemes(db, 'hazy')).toEqual(['hazi']);
    expect(await searchLexemes(db, 'haz')).toEqual(['hazi']);
    expect(await searchLexemes(db, 'ipa')).toEqual(['ipa']);
    expect(await searchLexemes(db, 'coast')).toEqual(['coast', 'coastal']);
    // every lexeme starting so, in byte order, each once
    const sto = await searchLexemes(db, 'sto');
    expect(sto).toEqual(expect.arrayContaining(['stone', 'stout']));
    expect(sto).toEqual([...new Set(sto)].sort((a, b) => (Buffer.from(a) < Buffer.from(b) ? -1 : 1)));
    // a stop word stems to nothing
    expect(await searchLexemes(db, 'the')).toBeUndefined();
    // no lexeme of the catalogue starts with it: the word matches nothing, as ranking every match says too
    expect(await searchLexemes(db, 'zzz')).toEqual([]);
    const ranked = await listPublicProductSample(db, { terms: ['zzz'], sort: 'relevance', limit: 24, offset: 0 }, PRODUCT_COUNT_CAP);
    expect(ranked.filter((row) => row.kind === 'total')).toEqual([expect.objectContaining({ count: 0 })]);
  });

  // the same page, total and facets as ranking every match, for words broad and narrow, a word's start that several
  // words share (each product ranked by the best of them), alone and filtered, and pages
  const words = [
    'hazy',
    'haz',
    'ipa',
    'stout',
    'sto',
    'coast',
    'barrel',
    'sou',
    'lager',
    'pale',
    'cider',
    'pelican',
    'lighthouse',
    'coffee',
    'chocolate',
  ];
  const filters: ProductFilter[] = [
    {},
    { packs: ['can'] },
    { inStock: true },
    { abvMin: 4, abvMax: 6 },
    { priceMax: 10000 },
    { packs: ['keg'], litrePriceMax: 900 },
  ];
  it.each(words)('answers %s as ranking every match does', async (word) => {
    const db = t.database.db;
    const lexemes = await searchLexemes(db, word);
    expect(lexemes?.length).toBeGreaterThan(0);
    expect(lexemes!.length).toBeLessThanOrEqual(WALKED_LEXEMES_MAX);
    for (const filter of filters) {
      for (const offset of [0, 24, 960]) {
        const page = { terms: [word], lexemes, ...filter, sort: 'relevance' as const, limit: 24, offset };
        const ranked = await listPublicProductSample(db, page, PRODUCT_COUNT_CAP);
        const walked = await listPublicProductSample(db, { ...page, walk: true }, PRODUCT_COUNT_CAP);
        expect(walked, `${word} ${JSON.stringify(filter)} from ${offset}`).toEqual(ranked);
      }
    }
  });
});

describe('on a catalogue larger than the count cap', () => {
  it('answers a capped total, said so, with facets; a word, a typo and a deep page find products', async () => {
    const all = parseAnswer(await t.api('/api/products'), 200, ProductList);
    expect(all).toMatchObject({ total: PRODUCT_COUNT_CAP, totalIsExact: false });
    expect(all.items).toHaveLength(24);
    expect(all.facets.packFormats.map((facet) => facet.value).sort()).toEqual(['bottle', 'can', 'keg', 'other']);
    expect(all.facets.styles.length).toBeGreaterThan(10);
    // the facets count the first thousand, no more
    expect(all.facets.packFormats.every((facet) => facet.count <= PRODUCT_COUNT_CAP)).toBe(true);
    expect(Math.max(...all.facets.suppliers.map((facet) => facet.count))).toBeLessThanOrEqual(PRODUCT_COUNT_CAP);
    expect(all.facets.packFormats.find((facet) => facet.value === 'keg')?.count).toBe(PRODUCT_COUNT_CAP);

    const hazy = parseAnswer(await t.api('/api/products?q=hazy'), 200, ProductList);
    expect(hazy.items[0]!.name).toMatch(/hazy/i);
    const typo = parseAnswer(await t.api('/api/products?q=hazzy'), 200, ProductList);
    expect(typo.items.length).toBeGreaterThan(0);
    expect(typo.items.every((item) => /haz/i.test(item.name))).toBe(true);

    // a page past the first thousand continues the same order
    const before = parseAnswer(await t.api('/api/products?page=42&pageSize=24'), 200, ProductList).items;
    const after = parseAnswer(await t.api('/api/products?page=43&pageSize=24'), 200, ProductList).items;
    expect(after).toHaveLength(24);
    expect(before.at(-1)!.name.localeCompare(after[0]!.name)).toBeLessThanOrEqual(0);
  });

  it.each([
    ['every product', undefined],
    ['a tag', 'citrus'],
  ])('answers %s page by page across the thousandth match as the order itself does', async (_name, tag) => {
    // pages 41 to 43 hold matches 961 to 1,032: the first from the first thousand, the last two read by offset
    const pages = [];
    for (const page of [41, 42, 43]) {
      const url = `/api/products?page=${page}&pageSize=24${tag ? `&tags=${tag}` : ''}`;
      pages.push(...parseAnswer(await t.api(url), 200, ProductList).items);
    }
    const ordered = await publicSlugsInNameOrder(t.database.db, tag, 960, 72);
    expect(ordered).toHaveLength(72);
    expect(pages.map((item) => item.slug)).toEqual(ordered);
  });
});
