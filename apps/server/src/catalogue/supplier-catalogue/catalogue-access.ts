import type { CatalogueProduct, CatalogueSku } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { findProduct, listProductSkus, type SkuRow } from './catalogue.queries';

// Who may change a supplier's catalogue, and the answers every catalogue call shares.

/** Any member of the supplier (owner, admin or member) edits its catalogue, and platform admins (docs/domain.md, Roles and permissions). */
export async function requireCatalogueAccess(db: Database, user: ApiUser, supplierIdOrSlug: string) {
  return (await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug)).organisation;
}

/** A product whose supplier the user may edit; everyone else gets the same 404 as for no product at all. */
export async function requireCatalogueProduct(db: Database, user: ApiUser, productIdOrSlug: string) {
  const product = await findProduct(db, productIdOrSlug);
  if (!product) throw AppError.notFound('Product');
  await AppError.notFoundAs('Product', requireCatalogueAccess(db, user, product.supplierId));
  return product;
}

/** A product of the supplier, both by id or slug, where the user may edit that supplier's catalogue; with the supplier. */
export async function requireSupplierProduct(db: Database, user: ApiUser, supplierIdOrSlug: string, productIdOrSlug: string) {
  const supplier = await requireCatalogueAccess(db, user, supplierIdOrSlug);
  const product = await findProduct(db, productIdOrSlug, supplier.id);
  if (!product) throw AppError.notFound('Product');
  return { supplier, product };
}

export function toCatalogueSku(row: SkuRow): CatalogueSku {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** The product as its supplier edits it, read fresh (within `db`, a transaction sees its own changes). */
export async function loadCatalogueProduct(db: Database, productId: string): Promise<CatalogueProduct> {
  const [row, skuRows] = await Promise.all([findProduct(db, productId), listProductSkus(db, productId)]);
  if (!row) throw AppError.notFound('Product');
  const { supplierId, supplierSlug, supplierName, createdAt, updatedAt, ...product } = row;
  return {
    ...product,
    supplier: { id: supplierId, slug: supplierSlug, name: supplierName },
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
    skus: skuRows.map(toCatalogueSku),
  };
}

/** 409 for a change made against a version someone else has since replaced; `details.current` is what is stored now. */
export function staleVersion(what: 'product' | 'SKU', sentVersion: number, current: CatalogueProduct | CatalogueSku): AppError {
  return new AppError(
    'conflict',
    `Someone else changed this ${what} since you opened it (you edited version ${sentVersion}, it is now version ${current.version}): review their changes and save again`,
    { current },
  );
}
