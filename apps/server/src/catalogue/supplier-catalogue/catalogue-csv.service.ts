import {
  basisPointsToPercent,
  CATALOGUE_CSV_COLUMNS,
  CATALOGUE_CSV_REQUIRED_COLUMNS,
  CATALOGUE_CSV_TEXT_COLUMNS,
  formatMoneyInput,
  CSV_TAG_SEPARATOR,
  parseCatalogueCsvRow,
  type CatalogueCsvColumn,
  type CatalogueCsvRow,
  type CatalogueImportReport,
  type CatalogueImportRequest,
  type CsvIssue,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError, csvText, type WebhookOutbox } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import { requireCatalogueAccess } from './catalogue-access';
import { derivedSlugs } from './catalogue.service';
import {
  exportCatalogueRows,
  findProductsByName,
  findSkusByCode,
  findSlugHolders,
  upsertProducts,
  upsertSkus,
} from './catalogue-csv.queries';
import { emitProductsChanged } from './product-webhooks';

// The catalogue as CSV (decision 0082): export, template, and an import checked row by row with the form
// contracts; one file is one transaction.

const TEXT_COLUMNS: ReadonlySet<string> = new Set(CATALOGUE_CSV_TEXT_COLUMNS);

function toCsv(rows: Record<CatalogueCsvColumn, string | number | null>[]): string {
  return csvText(CATALOGUE_CSV_COLUMNS, rows, TEXT_COLUMNS);
}

export async function exportCatalogueCsv(db: Database, user: ApiUser, supplierIdOrSlug: string) {
  const supplier = await requireCatalogueAccess(db, user, supplierIdOrSlug);
  const rows = await exportCatalogueRows(db, supplier.id);
  const csv = toCsv(
    rows.map((row) => ({
      product_slug: row.slug,
      product_name: row.name,
      style: row.style,
      description: row.description,
      tags: row.tags.join(CSV_TAG_SEPARATOR),
      abv: row.abv === null ? null : row.abv.toFixed(1),
      ibu: row.ibu,
      origin: row.origin,
      product_status: row.productStatus,
      sku_code: row.code,
      sku_name: row.skuName,
      units_per_pack: row.unitsPerPack,
      volume_ml: row.volumeMl,
      price: row.unitPriceCents === null ? null : formatMoneyInput(row.unitPriceCents),
      tax_rate: row.taxRateBasisPoints === null ? null : basisPointsToPercent(row.taxRateBasisPoints),
      sku_status: row.skuStatus,
      stock_on_hand: row.stockOnHand,
    })),
  );
  return { csv, filename: `${supplier.slug}-catalogue.csv` };
}

/** The header and two example rows: a keg and a can pack of one beer. */
export function catalogueCsvTemplate(): string {
  const beer = {
    product_slug: '',
    product_name: 'Harbour Pale Ale',
    style: 'Pale Ale',
    description: 'A bright, citrusy pale ale.',
    tags: 'hoppy|sessionable',
    abv: '4.8',
    ibu: 35,
    origin: 'Sydney, NSW',
    product_status: 'draft',
    tax_rate: '10',
    sku_status: 'active',
  };
  return toCsv([
    { ...beer, sku_code: 'HPA-KEG50', sku_name: '50 L keg', units_per_pack: 1, volume_ml: 50000, price: '289.00', stock_on_hand: 12 },
    {
      ...beer,
      sku_code: 'HPA-CAN16',
      sku_name: '16 × 375 mL cans',
      units_per_pack: 16,
      volume_ml: 375,
      price: '79.50',
      stock_on_hand: null,
    },
  ]);
}

interface ProductGroup {
  key: string;
  rows: CatalogueCsvRow[];
  slug?: string;
  exists: boolean;
}

/**
 * Checks every row (dry run: says what would change) or writes them. A file with any invalid row writes nothing
 * unless `onlyValid`; then the valid rows are written and the others reported. The whole file is one transaction.
 */
export async function importCatalogueCsv(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  request: CatalogueImportRequest,
  webhooks?: WebhookOutbox,
): Promise<CatalogueImportReport> {
  const supplier = await requireCatalogueAccess(db, user, supplierIdOrSlug);
  const issues: CsvIssue[] = [];
  const header = request.columns.map((column) => column.trim());
  const known = new Set<string>(CATALOGUE_CSV_COLUMNS);
  for (const column of CATALOGUE_CSV_REQUIRED_COLUMNS) {
    if (!header.includes(column)) issues.push({ row: 1, field: column, message: `the column ${column} is missing` });
  }
  for (const column of header) {
    if (!known.has(column))
      issues.push({
        row: 1,
        field: column,
        message: `${column} is not a column of the catalogue file (${CATALOGUE_CSV_COLUMNS.join(', ')})`,
      });
  }
  const headerBroken = issues.length > 0;
  const present = new Set(header);

  // each row on its own, with the form contracts
  const badLines = new Set<number>();
  const parsed: CatalogueCsvRow[] = [];
  if (!headerBroken) {
    request.rows.forEach((cells, index) => {
      const result = parseCatalogueCsvRow(cells, index, present);
      issues.push(...result.issues);
      if (result.row) parsed.push(result.row);
      else badLines.add(index + 2);
    });
  }
  const reject = (row: CatalogueCsvRow, field: string, message: string) => {
    issues.push({ row: row.line, field, message });
    badLines.add(row.line);
  };

  // a SKU code once per file
  const firstLineOfCode = new Map<string, number>();
  for (const row of parsed) {
    const first = firstLineOfCode.get(row.sku.code);
    if (first === undefined) firstLineOfCode.set(row.sku.code, row.line);
    else reject(row, 'sku_code', `${row.sku.code} is also on line ${first}: a SKU code appears once in a file`);
  }

  // rows to products: by slug, or by name when no slug is given; a product's columns agree on each of its rows
  const groups = new Map<string, ProductGroup>();
  for (const row of parsed) {
    const key = row.slug ? `slug:${row.slug}` : `name:${row.product.name.toLowerCase()}`;
    const group = groups.get(key) ?? { key, rows: [], slug: row.slug, exists: false };
    groups.set(key, group);
    const first = group.rows[0];
    if (first) {
      const differs = (Object.keys(first.product) as (keyof typeof first.product)[]).find(
        (field) => JSON.stringify(first.product[field]) !== JSON.stringify(row.product[field]),
      );
      if (differs || first.productStatus !== row.productStatus) {
        const column = differs ? (({ name: 'product_name' } as Record<string, string>)[differs] ?? differs) : 'product_status';
        reject(row, column, `differs from line ${first.line}: each row of one product must repeat its columns the same way`);
        continue;
      }
    }
    group.rows.push(row);
  }

  // slugs given: the supplier's own product (now or a former slug), or free; another supplier's is refused
  const givenSlugs = [...groups.values()].filter((group) => group.slug).map((group) => group.slug!);
  const holders = await findSlugHolders(db, givenSlugs);
  for (const group of groups.values()) {
    if (!group.slug) continue;
    const holder = holders.find((row) => row.slug === group.slug);
    if (!holder) continue;
    if (holder.supplierId !== supplier.id) {
      for (const row of group.rows)
        reject(row, 'product_slug', `the address /products/${group.slug} is taken by another supplier's product: choose another slug`);
      continue;
    }
    group.slug = holder.currentSlug;
    group.exists = true;
  }

  // names without a slug: the supplier's product of that name, else a new slug made from the name
  const byName = [...groups.values()].filter((group) => !group.slug);
  const named = await findProductsByName(
    db,
    supplier.id,
    byName.map((group) => group.rows[0]!.product.name.toLowerCase()),
  );
  const taken = new Set([...groups.values()].filter((group) => group.slug).map((group) => group.slug!));
  const needSlug: ProductGroup[] = [];
  for (const group of byName) {
    const match = named.find((row) => row.lowerName === group.rows[0]!.product.name.toLowerCase());
    if (match) {
      group.slug = match.slug;
      group.exists = true;
      taken.add(match.slug);
    } else needSlug.push(group);
  }
  // as a product made in the form gets (decision 0003): the name's slug, then with the supplier's appended, then numbered
  const candidates = (group: ProductGroup) => derivedSlugs(group.rows[0]!.product.name, supplier.slug);
  // the names' own slugs first (usually free), then the other candidates only for the names whose own is taken
  const held = new Set(
    (
      await findSlugHolders(
        db,
        needSlug.map((group) => candidates(group)[0]!),
      )
    ).map((row) => row.slug),
  );
  const crowded = needSlug.filter((group) => held.has(candidates(group)[0]!));
  for (const row of await findSlugHolders(
    db,
    crowded.flatMap((group) => candidates(group).slice(1)),
  ))
    held.add(row.slug);
  for (const group of needSlug) {
    const slug = candidates(group).find((candidate) => !held.has(candidate) && !taken.has(candidate));
    if (!slug) {
      for (const row of group.rows)
        reject(row, 'product_slug', 'no free address could be made from the name: give the product a product_slug');
      continue;
    }
    group.slug = slug;
    taken.add(slug);
  }

  // the stored SKUs these codes name
  const stored = new Map(
    (
      await findSkusByCode(
        db,
        supplier.id,
        parsed.map((row) => row.sku.code),
      )
    ).map((row) => [row.code, row]),
  );

  // publishing needs an active SKU among the product's rows (as the Publish button needs one)
  const writable = [...groups.values()].map((group) => ({ ...group, rows: group.rows.filter((row) => !badLines.has(row.line)) }));
  for (const group of writable) {
    const first = group.rows[0];
    if (!first || first.productStatus !== 'active') continue;
    const hasActive = group.rows.some((row) => (row.sku.status ?? stored.get(row.sku.code)?.status ?? 'active') === 'active');
    if (!hasActive) {
      for (const row of group.rows)
        reject(row, 'product_status', 'an active product needs an active SKU: make one of its rows sku_status active');
      group.rows = [];
    }
  }

  const totalRows = request.rows.length;
  const invalidRows = headerBroken ? totalRows : badLines.size;
  const report = (committed: boolean): CatalogueImportReport => {
    const valid = writable.filter((group) => group.rows.length > 0);
    const validSkus = valid.flatMap((group) => group.rows);
    const updatedSkus = validSkus.filter((row) => stored.has(row.sku.code)).length;
    const updatedProducts = valid.filter((group) => group.exists).length;
    return {
      dryRun: request.dryRun,
      committed,
      totalRows,
      validRows: totalRows - invalidRows,
      invalidRows,
      issues: issues.sort((a, b) => a.row - b.row),
      products: { created: valid.length - updatedProducts, updated: updatedProducts },
      skus: { created: validSkus.length - updatedSkus, updated: updatedSkus },
    };
  };

  if (headerBroken && !request.dryRun) {
    throw new AppError(
      'validation_failed',
      `The file's columns are not the catalogue's: ${issues.map((issue) => issue.message).join('; ')}. Nothing was imported.`,
      report(false),
    );
  }
  if (request.dryRun) return report(false);
  if (invalidRows > 0 && !request.onlyValid) {
    throw new AppError(
      'validation_failed',
      `${invalidRows} of ${totalRows} rows have problems, so nothing was imported: fix them, or import only the ${totalRows - invalidRows} valid rows`,
      report(false),
    );
  }
  await writeImport(db, supplier.id, writable, present, webhooks);
  return report(true);
}

const PRODUCT_COLUMNS: [CatalogueCsvColumn, string][] = [
  ['product_name', 'name'],
  ['description', 'description'],
  ['style', 'style'],
  ['tags', 'tags'],
  ['abv', 'abv'],
  ['ibu', 'ibu'],
  ['origin', 'origin'],
  ['product_status', 'status'],
];
const SKU_COLUMNS: [CatalogueCsvColumn, string][] = [
  ['sku_name', 'name'],
  ['units_per_pack', 'unitsPerPack'],
  ['volume_ml', 'volumeMl'],
  ['price', 'unitPriceCents'],
  ['tax_rate', 'taxRateBasisPoints'],
  ['sku_status', 'status'],
  ['stock_on_hand', 'stockOnHand'],
];

async function writeImport(
  db: Database,
  supplierId: string,
  groups: ProductGroup[],
  present: ReadonlySet<string>,
  webhooks: WebhookOutbox | undefined,
) {
  const toWrite = groups.filter((group) => group.rows.length > 0);
  if (toWrite.length === 0) return;
  const productColumns = PRODUCT_COLUMNS.filter(([column]) => present.has(column)).map(([, field]) => field);
  const skuColumns = SKU_COLUMNS.filter(([column]) => present.has(column)).map(([, field]) => field);
  await withRetryingTransaction(db, async (tx) => {
    const ids = await upsertProducts(
      tx,
      supplierId,
      toWrite.map((group) => {
        const first = group.rows[0]!;
        return { ...first.product, slug: group.slug!, supplierId, ...(first.productStatus ? { status: first.productStatus } : {}) };
      }),
      productColumns,
    );
    if (ids.size !== toWrite.length) {
      // another supplier took one of the new slugs since the check: nothing is kept
      throw new AppError('conflict', 'Another product took one of these addresses while the file was importing: import it again');
    }
    await upsertSkus(
      tx,
      toWrite.flatMap((group) =>
        group.rows.map((row, index) => ({ ...row.sku, productId: ids.get(group.slug!)!, supplierId, sortOrder: index })),
      ),
      skuColumns,
    );
    await emitProductsChanged(tx, webhooks, [...ids.values()]);
  });
  webhooks?.wake();
}
