import { z } from 'zod';
import { text } from './common';
import { parseMoney } from './money';
import { ProductCreate, ProductStatus, SkuCreate } from './supplier-catalogue';

// The catalogue as a CSV file (decision 0082): one row per SKU, its product's fields repeated on each of
// its rows. The browser parses the file (papaparse) and sends the rows as JSON; each row is checked with the same
// contracts as the product and SKU forms (ProductCreate, SkuCreate), its problems named by line and column.

export const CATALOGUE_CSV_COLUMNS = [
  'product_slug',
  'product_name',
  'style',
  'description',
  'tags',
  'abv',
  'ibu',
  'origin',
  'product_status',
  'sku_code',
  'sku_name',
  'units_per_pack',
  'volume_ml',
  'price',
  'tax_rate',
  'sku_status',
  'stock_on_hand',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];

/** The columns holding text: exported behind a quote when they start like a formula, and taken out from behind it on import. */
export const CATALOGUE_CSV_TEXT_COLUMNS = [
  'product_slug',
  'product_name',
  'style',
  'description',
  'tags',
  'origin',
  'product_status',
  'sku_code',
  'sku_name',
  'sku_status',
] as const satisfies readonly CatalogueCsvColumn[];
const TEXT_COLUMNS: ReadonlySet<string> = new Set(CATALOGUE_CSV_TEXT_COLUMNS);

/**
 * A spreadsheet runs a cell that starts with `=`, `+`, `-`, `@`, a tab or a carriage return as a formula, so a
 * product named `=HYPERLINK(…)` would run on the computer of whoever opens the export (OWASP's CSV injection).
 * Such text goes out behind one `'` (OWASP's advice), and so does text that starts with quotes before one of those
 * characters: the import then takes exactly one quote off whatever has quotes before one of them, and every text
 * comes back as it was (decision 0142).
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const QUOTED_FORMULA_START = /^'+[=+\-@\t\r]/;

/** Text as the export writes it: behind a `'` when a spreadsheet would take it for a formula. */
export function quoteFormulaText(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}

/** Text as the export wrote it, back to what it was: one `'` off a quoted formula start; anything else as it is. */
export function unquoteFormulaText(text: string): string {
  return QUOTED_FORMULA_START.test(text) ? text.slice(1) : text;
}

/** A file without these columns can't be imported; the others may be left out (a new row gets the defaults, a stored one keeps its value). */
export const CATALOGUE_CSV_REQUIRED_COLUMNS = [
  'product_name',
  'sku_code',
  'sku_name',
  'price',
] as const satisfies readonly CatalogueCsvColumn[];

/** Tags are separated by `|` in a cell (a comma separates cells, and a tag may not hold one). */
export const CSV_TAG_SEPARATOR = '|';
/** Rows one import call takes; the request body limit is sized for it (decision 0082). */
export const CSV_IMPORT_MAX_ROWS = 10_000;

/** The line a data row is on in the file: the header is line 1. */
export const csvLineOf = (index: number) => index + 2;

/** Which column a field of ProductCreate or SkuCreate came from, for naming it in the report. */
export const PRODUCT_FIELD_COLUMNS: Record<string, CatalogueCsvColumn> = {
  name: 'product_name',
  slug: 'product_slug',
  description: 'description',
  style: 'style',
  tags: 'tags',
  abv: 'abv',
  ibu: 'ibu',
  origin: 'origin',
};
export const SKU_FIELD_COLUMNS: Record<string, CatalogueCsvColumn> = {
  code: 'sku_code',
  name: 'sku_name',
  unitsPerPack: 'units_per_pack',
  volumeMl: 'volume_ml',
  unitPriceCents: 'price',
  taxRateBasisPoints: 'tax_rate',
  status: 'sku_status',
  stockOnHand: 'stock_on_hand',
};

export const CsvIssue = z.object({
  /** the line in the file (the header is line 1, the first row line 2) */
  row: z.number().int(),
  /** the column */
  field: z.string(),
  message: z.string(),
});
export type CsvIssue = z.infer<typeof CsvIssue>;

/** One parsed row: column → cell text, as papaparse gives it with `header: true`. */
export const CsvRowInput = z.record(text().max(100), text().max(10_000, 'a cell must be at most 10000 characters'));

/** POST /api/suppliers/{id}/products/import */
export const CatalogueImportRequest = z
  .object({
    /** the header as it is in the file, to name a missing or unknown column */
    columns: z.array(text().max(100)).max(100),
    rows: z.array(CsvRowInput).min(1, 'the file has no rows').max(CSV_IMPORT_MAX_ROWS, `at most ${CSV_IMPORT_MAX_ROWS} rows in one file`),
    /** true: check only and say what would change, write nothing */
    dryRun: z.boolean().default(true),
    /** with invalid rows: true writes the valid ones; false (the default) writes nothing */
    onlyValid: z.boolean().default(false),
  })
  .strict();
export type CatalogueImportRequest = z.infer<typeof CatalogueImportRequest>;
export type CatalogueImportRequestInput = z.input<typeof CatalogueImportRequest>;

export const CatalogueImportReport = z.object({
  dryRun: z.boolean(),
  /** false: nothing was written (a dry run, or invalid rows without onlyValid) */
  committed: z.boolean(),
  totalRows: z.number().int(),
  validRows: z.number().int(),
  invalidRows: z.number().int(),
  issues: z.array(CsvIssue),
  /** what was (or, in a dry run, would be) written: counted over the valid rows */
  products: z.object({ created: z.number().int(), updated: z.number().int() }),
  skus: z.object({ created: z.number().int(), updated: z.number().int() }),
});
export type CatalogueImportReport = z.infer<typeof CatalogueImportReport>;

/** A row made ready for writing: its product's fields (keyed by slug) and its SKU's. Absent columns are undefined. */
export interface CatalogueCsvRow {
  line: number;
  /** the product_slug cell, or undefined when it was empty (the slug is then made from the name) */
  slug: string | undefined;
  product: Partial<ProductCreate> & { name: string };
  productStatus: ProductStatus | undefined;
  sku: Partial<SkuCreate> & { code: string; name: string; unitPriceCents: number };
  /** the columns the file has: a stored product or SKU keeps the values of columns it doesn't */
  present: ReadonlySet<string>;
}

const PERCENT = /^\d+(\.\d{1,2})?$/;
const WHOLE = /^-?\d+$/;
const DECIMAL = /^-?\d+(\.\d+)?$/;

type Parsed<T> = { ok: true; value: T } | { ok: false; message: string };

/** "12.50" or "$1,234.5" → cents, read as the forms read money (parseMoney); refusals are a sentence for the report. */
export function parseDollars(cell: string): Parsed<number> {
  const parsed = parseMoney(cell);
  if (parsed.ok) return { ok: true, value: parsed.cents };
  if (parsed.problem === 'negative') return { ok: false, message: parsed.message };
  if (parsed.problem === 'too_many_dollar_digits') return { ok: false, message: `"${cell}" ${parsed.message}` };
  return { ok: false, message: `"${cell}" is not a price: write dollars and cents ex GST, e.g. 12.50` };
}

/** "10" or "10%" → 1000 basis points. */
export function parsePercent(cell: string): Parsed<number> {
  const value = cell.trim().replace(/%$/, '').trim();
  if (value.startsWith('-')) return { ok: false, message: 'must not be negative' };
  if (!PERCENT.test(value)) return { ok: false, message: `"${cell}" is not a percentage, e.g. 10 for 10 % GST` };
  const [whole, fraction = ''] = value.split('.');
  return { ok: true, value: Number(whole) * 100 + Number(fraction.padEnd(2, '0')) };
}

function parseNumber(cell: string, whole: boolean): Parsed<number> {
  const value = cell.trim();
  if (!(whole ? WHOLE : DECIMAL).test(value)) return { ok: false, message: `"${cell}" is not ${whole ? 'a whole number' : 'a number'}` };
  return { ok: true, value: Number(value) };
}

/** Basis points as a percentage: 1000 → "10". */
export const basisPointsToPercent = (basisPoints: number) => String(basisPoints / 100);

/**
 * Checks one row against the form contracts. Numbers are read from the cells first (a price in dollars, a tax rate
 * in per cent), then ProductCreate and SkuCreate decide, so the file is held to exactly what the forms are.
 */
export function parseCatalogueCsvRow(
  cells: Record<string, string>,
  index: number,
  present: ReadonlySet<string>,
): { row?: CatalogueCsvRow; issues: CsvIssue[] } {
  const line = csvLineOf(index);
  const issues: CsvIssue[] = [];
  const issue = (field: string, message: string) => issues.push({ row: line, field, message });
  const cell = (column: CatalogueCsvColumn) => {
    if (!present.has(column)) return undefined;
    const text = cells[column] ?? '';
    return TEXT_COLUMNS.has(column) ? unquoteFormulaText(text) : text;
  };
  const blank = (column: CatalogueCsvColumn) => (cell(column) ?? '').trim() === '';

  const numeric = (
    column: CatalogueCsvColumn,
    parse: (text: string) => Parsed<number>,
    emptyIs: null | undefined,
  ): number | null | undefined => {
    const text = cell(column);
    if (text === undefined) return undefined;
    if (text.trim() === '') return emptyIs;
    const parsed = parse(text);
    if (!parsed.ok) {
      issue(column, parsed.message);
      return undefined;
    }
    return parsed.value;
  };

  const product: Record<string, unknown> = { name: cell('product_name') ?? '' };
  if (!blank('product_slug')) product.slug = cell('product_slug')!.trim();
  for (const column of ['description', 'style'] as const) if (cell(column) !== undefined) product[column] = cell(column);
  if (cell('origin') !== undefined) product.origin = blank('origin') ? null : cell('origin');
  if (cell('tags') !== undefined)
    product.tags = blank('tags')
      ? []
      : cell('tags')!
          .split(CSV_TAG_SEPARATOR)
          .map((tag) => tag.trim())
          .filter((tag) => tag !== '');
  const abv = numeric('abv', (text) => parseNumber(text, false), null);
  if (abv !== undefined) product.abv = abv;
  const ibu = numeric('ibu', (text) => parseNumber(text, true), null);
  if (ibu !== undefined) product.ibu = ibu;

  let productStatus: ProductStatus | undefined;
  if (!blank('product_status')) {
    const status = ProductStatus.safeParse(cell('product_status')!.trim().toLowerCase());
    if (status.success) productStatus = status.data;
    else issue('product_status', 'must be draft, active or archived');
  }

  const sku: Record<string, unknown> = { code: cell('sku_code') ?? '', name: cell('sku_name') ?? '' };
  const price = numeric('price', parseDollars, undefined);
  if (blank('price') && present.has('price')) issue('price', 'is required (dollars and cents ex GST, e.g. 12.50)');
  sku.unitPriceCents = price ?? 0;
  const optionalSkuNumbers = [
    ['units_per_pack', 'unitsPerPack', (text: string) => parseNumber(text, true), undefined],
    ['volume_ml', 'volumeMl', (text: string) => parseNumber(text, true), null],
    ['tax_rate', 'taxRateBasisPoints', parsePercent, undefined],
    ['stock_on_hand', 'stockOnHand', (text: string) => parseNumber(text, true), null],
  ] as const;
  for (const [column, field, parse, emptyIs] of optionalSkuNumbers) {
    const value = numeric(column, parse, emptyIs);
    if (value !== undefined) sku[field] = value;
  }
  if (!blank('sku_status')) sku.status = cell('sku_status')!.trim().toLowerCase();

  const fieldIssues = (error: z.ZodError, columns: Record<string, CatalogueCsvColumn>) => {
    for (const problem of error.issues) {
      const field = String(problem.path[0] ?? '');
      const column = columns[field] ?? field;
      // a number already refused above isn't refused twice
      if (issues.some((known) => known.field === column)) continue;
      issue(column, problem.message.replace(new RegExp(`^${field} `), ''));
    }
  };
  const productResult = ProductCreate.safeParse(product);
  if (!productResult.success) fieldIssues(productResult.error, PRODUCT_FIELD_COLUMNS);
  const skuResult = SkuCreate.safeParse(sku);
  if (!skuResult.success) fieldIssues(skuResult.error, SKU_FIELD_COLUMNS);
  if (issues.length > 0 || !productResult.success || !skuResult.success) return { issues };

  // keep only what the file said: a stored product or SKU keeps the columns the file doesn't have
  const productValues: Record<string, unknown> = { name: productResult.data.name };
  for (const key of Object.keys(product)) if (key !== 'slug') productValues[key] = productResult.data[key as keyof ProductCreate];
  const skuValues: Record<string, unknown> = {};
  for (const key of Object.keys(sku)) skuValues[key] = skuResult.data[key as keyof typeof skuResult.data];
  return {
    issues,
    row: {
      line,
      slug: productResult.data.slug,
      product: productValues as CatalogueCsvRow['product'],
      productStatus,
      sku: skuValues as CatalogueCsvRow['sku'],
      present,
    },
  };
}
