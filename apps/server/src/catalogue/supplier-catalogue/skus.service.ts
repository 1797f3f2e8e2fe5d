import type { CatalogueSku, CatalogueSkuList, SkuCreate, SkuUpdate } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError, type WebhookOutbox } from '../../platform';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { withRetryingTransaction } from '../../shared/transactions';
import { refuseForeignKegTypes } from '../kegs/keg-types.service';
import { requireCatalogueProduct, staleVersion, toCatalogueSku } from './catalogue-access';
import { countActiveSkus, findSku, insertSku, listProductSkus, lockProduct, updateSku } from './catalogue.queries';
import { emitProductsChanged } from './product-webhooks';

/** skus' unique (supplier, code): a code is one SKU's within a supplier (docs/domain.md, Catalogue). */
export const SKU_CODE_UNIQUE = 'skus_supplier_code_unique';

/** A code taken between a save's check and its write (the check names the pack; this race can't). */
export const skuCodeTaken = () =>
  new AppError('conflict', 'Another SKU took one of these codes while this was saving: choose another code and save again', [
    { field: 'skus', message: 'a code was taken by another SKU meanwhile' },
  ]);

const codeTaken = (code: string) =>
  new AppError('conflict', `The SKU code ${code} is already used by another of your SKUs: choose another code`, [
    { field: 'code', message: 'is already used by another SKU of this supplier' },
  ]);

function mapCodeTaken(code: string | undefined) {
  return (error: unknown): never => {
    if (code !== undefined && violatedUniqueConstraint(error) === SKU_CODE_UNIQUE) throw codeTaken(code);
    throw error;
  };
}

export async function listSkus(db: Database, user: ApiUser, productIdOrSlug: string): Promise<CatalogueSkuList> {
  const product = await requireCatalogueProduct(db, user, productIdOrSlug);
  return { items: (await listProductSkus(db, product.id)).map(toCatalogueSku) };
}

export async function createSku(
  db: Database,
  user: ApiUser,
  productIdOrSlug: string,
  input: SkuCreate,
  webhooks?: WebhookOutbox,
): Promise<CatalogueSku> {
  const product = await requireCatalogueProduct(db, user, productIdOrSlug);
  const skuId = await withRetryingTransaction(db, async (tx) => {
    if (!(await lockProduct(tx, product.id))) throw AppError.notFound('Product');
    await refuseForeignKegTypes(tx, product.supplierId, [{ field: 'kegTypeId', kegTypeId: input.kegTypeId }]);
    const id = await insertSku(tx, { ...input, productId: product.id, supplierId: product.supplierId });
    await emitProductsChanged(tx, webhooks, [product.id]);
    return id;
  }).catch(mapCodeTaken(input.code));
  webhooks?.wake();
  return toCatalogueSku((await findSku(db, product.id, skuId))!);
}

/**
 * Changes the fields given when `version` is still the stored one. Archiving the last active SKU of an active
 * product is refused: an active product always has something to order (decision 0066).
 */
export async function changeSku(
  db: Database,
  user: ApiUser,
  productIdOrSlug: string,
  skuId: string,
  input: SkuUpdate,
  webhooks?: WebhookOutbox,
): Promise<CatalogueSku> {
  const product = await requireCatalogueProduct(db, user, productIdOrSlug);
  const { version, ...changes } = input;
  await withRetryingTransaction(db, async (tx) => {
    // the product first, then the SKU: the same order as publishing, which counts this product's active SKUs
    const lockedProduct = await lockProduct(tx, product.id);
    const sku = await findSku(tx, product.id, skuId, { lock: true });
    if (!lockedProduct || !sku) throw AppError.notFound('SKU');
    if (sku.version !== version) throw staleVersion('SKU', version, toCatalogueSku(sku));
    if (Object.keys(changes).length === 0) return;
    await refuseForeignKegTypes(tx, product.supplierId, [{ field: 'kegTypeId', kegTypeId: changes.kegTypeId, current: sku.kegTypeId }]);
    if (changes.status === 'archived' && sku.status === 'active' && lockedProduct.status === 'active') {
      const activeSkus = (await countActiveSkus(tx, [product.id])).get(product.id) ?? 0;
      if (activeSkus <= 1) {
        throw new AppError(
          'conflict',
          `${sku.name} is the last active SKU of ${product.name}, which is published: add another SKU, or unpublish or archive the product first`,
          [{ field: 'status', message: 'the last active SKU of a published product cannot be archived' }],
        );
      }
    }
    await updateSku(tx, sku.id, changes);
    await emitProductsChanged(tx, webhooks, [product.id]);
  }).catch(mapCodeTaken(changes.code));
  webhooks?.wake();
  return toCatalogueSku((await findSku(db, product.id, skuId))!);
}
