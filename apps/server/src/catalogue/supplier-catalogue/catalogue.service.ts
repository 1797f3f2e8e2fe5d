import {
  productSlugFromName,
  STATUS_AFTER,
  type BulkProductStatus,
  type BulkProductStatusResult,
  type CatalogueListQuery,
  type CatalogueProduct,
  type CatalogueProductList,
  type ProductAction,
  type NewProduct,
  type ProductStatus,
  type ProductSave,
  type UnpublishableDetails,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError, type WebhookOutbox } from '../../platform';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { offsetOf } from '../../shared/pagination';
import { withRetryingTransaction } from '../../shared/transactions';
import { loadCatalogueProduct, requireCatalogueAccess, requireSupplierProduct, staleVersion } from './catalogue-access';
import { publishAfterPacks, writePacks, type PackWrites } from './product-skus.service';
import { SKU_CODE_UNIQUE, skuCodeTaken } from './skus.service';
import {
  countActiveSkus,
  countCatalogueByStatus,
  findProductSlugHolder,
  insertProduct,
  listCatalogue,
  lockProduct,
  lockProducts,
  retireProductSlug,
  setProductsStatus,
  updateProduct,
} from './catalogue.queries';
import { emitProductsChanged } from './product-webhooks';

/** products.slug's unique constraint: meeting it means another product took the slug first (decision 0054's pattern). */
const PRODUCT_SLUG_UNIQUE = 'products_slug_unique';
/** How many derived slugs a new product tries before giving up (as admin creation of organisations does). */
const DERIVED_SLUG_ATTEMPTS = 12;
const SLUG_MAX = 80;

const productSlugTaken = (slug: string) =>
  new AppError('conflict', `The address /products/${slug} is taken: choose another slug`, [{ field: 'slug', message: 'is taken' }]);

const NO_ACTIVE_SKU = 'it has no active SKU: add one (or make one active) first';

export async function listCatalogueProducts(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  query: CatalogueListQuery,
): Promise<CatalogueProductList> {
  const supplier = await requireCatalogueAccess(db, user, supplierIdOrSlug);
  const filter = { supplierId: supplier.id, q: query.q || undefined };
  const [rows, counts] = await Promise.all([
    listCatalogue(db, {
      ...filter,
      status: query.status,
      sort: query.sort,
      limit: query.pageSize,
      offset: offsetOf(query.page, query.pageSize),
    }),
    countCatalogueByStatus(db, filter),
  ]);
  const statusCounts = { draft: 0, active: 0, archived: 0 };
  for (const count of counts) statusCounts[count.status] = count.total;
  const matching = query.status ? statusCounts[query.status] : statusCounts.draft + statusCounts.active + statusCounts.archived;
  return {
    items: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      style: row.style,
      status: row.status,
      imageUrl: row.imageUrl,
      skuCount: row.skuCount,
      priceRange:
        row.minPriceCents === null || row.maxPriceCents === null ? null : { minCents: row.minPriceCents, maxCents: row.maxPriceCents },
      stockWarning: row.outOfStock ? 'out' : row.lowStock ? 'low' : null,
      version: row.version,
      updatedAt: row.updatedAt.toISOString(),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total: rows[0]?.total ?? matching,
    currency: supplier.currency,
    statusCounts,
  };
}

export async function getCatalogueProduct(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  productIdOrSlug: string,
): Promise<CatalogueProduct> {
  const { product } = await requireSupplierProduct(db, user, supplierIdOrSlug, productIdOrSlug);
  return loadCatalogueProduct(db, product.id);
}

/**
 * The slugs a new product may get from its name: the name's own, then with the supplier's slug appended
 * (decision 0003), then numbered.
 */
export function derivedSlugs(name: string, supplierSlug: string): string[] {
  const base = productSlugFromName(name);
  const fit = (slug: string) => slug.slice(0, SLUG_MAX).replace(/-+$/, '');
  const withSupplier = fit(`${base}-${supplierSlug}`);
  return [
    base,
    withSupplier,
    ...Array.from({ length: DERIVED_SLUG_ATTEMPTS - 2 }, (_, index) => `${fit(withSupplier.slice(0, SLUG_MAX - 4))}-${index + 2}`),
  ];
}

/**
 * A new product is a draft, with the packs (SKUs) the form gives, in their order; `publish` publishes it in the same
 * transaction. A slug given and taken is 409; a derived one moves past the taken ones.
 */
export async function createCatalogueProduct(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  input: NewProduct,
  webhooks?: WebhookOutbox,
): Promise<CatalogueProduct> {
  const supplier = await requireCatalogueAccess(db, user, supplierIdOrSlug);
  const { slug: givenSlug, skus, publish, ...fields } = input;
  const candidates = givenSlug === undefined ? derivedSlugs(input.name, supplier.slug) : [givenSlug];
  const packs: PackWrites = { skuChanges: [], newSkus: skus, newPath: 'skus' };
  for (let attempt = 0; ; attempt += 1) {
    try {
      const productId = await withRetryingTransaction(db, async (tx) => {
        let slug: string | undefined;
        for (const candidate of candidates) {
          if ((await findProductSlugHolder(tx, candidate)) === undefined) {
            slug = candidate;
            break;
          }
        }
        if (slug === undefined) throw productSlugTaken(candidates[0]!);
        const id = await insertProduct(tx, { ...fields, slug, supplierId: supplier.id, status: 'draft' });
        const created = { id, name: fields.name, supplierId: supplier.id, status: 'draft' as const };
        await writePacks(tx, created, packs, () => loadCatalogueProduct(tx, id));
        await publishAfterPacks(tx, created, packs, publish);
        await emitProductsChanged(tx, webhooks, [id]);
        return id;
      });
      webhooks?.wake();
      return await loadCatalogueProduct(db, productId);
    } catch (error) {
      if (violatedUniqueConstraint(error) === SKU_CODE_UNIQUE) throw skuCodeTaken();
      if (violatedUniqueConstraint(error) !== PRODUCT_SLUG_UNIQUE) throw error;
      // taken between the check and the insert: a slug given is the usual 409; a derived one is derived again
      if (givenSlug !== undefined || attempt >= DERIVED_SLUG_ATTEMPTS) throw productSlugTaken(givenSlug ?? candidates[0]!);
    }
  }
}

/**
 * The product form's save, when `version` is still the stored one: the product's fields given (a new slug keeps the
 * old one redirecting here), its packs changed and added, and publishing: one transaction.
 */
export async function updateCatalogueProduct(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  productIdOrSlug: string,
  input: ProductSave,
  webhooks?: WebhookOutbox,
): Promise<CatalogueProduct> {
  const { supplier, product } = await requireSupplierProduct(db, user, supplierIdOrSlug, productIdOrSlug);
  const { version, slug, skuChanges, newSkus, publish, ...fields } = input;
  const packs: PackWrites = { skuChanges, newSkus, newPath: 'newSkus' };
  await withRetryingTransaction(db, async (tx) => {
    const locked = await lockProduct(tx, product.id);
    if (!locked) throw AppError.notFound('Product');
    if (locked.version !== version) throw staleVersion('product', version, await loadCatalogueProduct(tx, product.id));
    const changes = { ...fields, ...(slug !== undefined && slug !== locked.slug ? { slug } : {}) };
    const target = { id: product.id, name: changes.name ?? product.name, supplierId: supplier.id, status: locked.status };
    // the packs first: a stale one answers with the product as stored, before anything of this save is written
    await writePacks(tx, target, packs, () => loadCatalogueProduct(tx, product.id));
    if (changes.slug !== undefined) {
      const holder = await findProductSlugHolder(tx, changes.slug);
      if (holder !== undefined && holder !== product.id) throw productSlugTaken(changes.slug);
      await retireProductSlug(tx, product.id, locked.slug, changes.slug);
    }
    if (Object.keys(changes).length > 0) await updateProduct(tx, product.id, changes);
    await publishAfterPacks(tx, target, packs, publish);
    await emitProductsChanged(tx, webhooks, [product.id]);
  }).catch((error: unknown) => {
    if (slug !== undefined && violatedUniqueConstraint(error) === PRODUCT_SLUG_UNIQUE) throw productSlugTaken(slug);
    if (violatedUniqueConstraint(error) === SKU_CODE_UNIQUE) throw skuCodeTaken();
    throw error;
  });
  webhooks?.wake();
  return loadCatalogueProduct(db, product.id);
}

/**
 * Moves products to `status` (all of them or none). Publishing needs at least one active SKU per product; the
 * refusal names every product that has none. A product already in `status` is left as it is.
 */
async function moveProducts(tx: Database, supplierId: string, productIds: string[], status: ProductStatus, webhooks?: WebhookOutbox) {
  const locked = await lockProducts(tx, supplierId, productIds);
  if (locked.length !== productIds.length) {
    const found = new Set(locked.map((product) => product.id));
    throw new AppError('not_found', 'Product not found', { productIds: productIds.filter((id) => !found.has(id)) });
  }
  if (status === 'active') {
    const activeSkus = await countActiveSkus(tx, productIds);
    const refused: UnpublishableDetails['products'] = locked
      .filter((product) => product.status !== 'active' && !activeSkus.get(product.id))
      .map((product) => ({ id: product.id, name: product.name, reason: NO_ACTIVE_SKU }));
    if (refused.length > 0) {
      const names = refused.map((product) => product.name).join(', ');
      throw new AppError('conflict', `Can't publish ${names}: a product needs at least one active SKU to be published`, {
        products: refused,
      });
    }
  }
  const changed = new Map((await setProductsStatus(tx, productIds, status)).map((product) => [product.id, product]));
  await emitProductsChanged(tx, webhooks, [...changed.keys()]);
  return locked.map(({ id, status: before, version }) => changed.get(id) ?? { id, status: before, version });
}

export async function changeProductStatus(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  productIdOrSlug: string,
  action: ProductAction,
  webhooks?: WebhookOutbox,
): Promise<CatalogueProduct> {
  const { supplier, product } = await requireSupplierProduct(db, user, supplierIdOrSlug, productIdOrSlug);
  await withRetryingTransaction(db, (tx) => moveProducts(tx, supplier.id, [product.id], STATUS_AFTER[action], webhooks));
  webhooks?.wake();
  return loadCatalogueProduct(db, product.id);
}

export async function changeProductsStatus(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  input: BulkProductStatus,
  webhooks?: WebhookOutbox,
): Promise<BulkProductStatusResult> {
  const supplier = await requireCatalogueAccess(db, user, supplierIdOrSlug);
  const moved = await withRetryingTransaction(db, (tx) => moveProducts(tx, supplier.id, input.productIds, input.status, webhooks));
  webhooks?.wake();
  // in the order they were named
  const byId = new Map(moved.map((product) => [product.id, product]));
  return { items: input.productIds.map((id) => byId.get(id)!) };
}
