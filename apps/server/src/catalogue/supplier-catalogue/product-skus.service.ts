import type { CatalogueProduct, SkuChange, SkuCreate } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../../platform';
import { refuseForeignKegTypes } from '../kegs/keg-types.service';
import { findSkusByCode } from './catalogue-csv.queries';
import { countActiveSkus, findSku, insertSku, setProductsStatus, updateSku, type SkuRow } from './catalogue.queries';

// The product form's packs (decision 0140): its SKUs are written with the product, in the same
// transaction as the product's own fields and its publishing, so a save is all of it or none of it.

/** What the save does to the product's SKUs; `newPath` names the new ones in errors (`skus` on create, `newSkus` on edit). */
export interface PackWrites {
  skuChanges: SkuChange[];
  newSkus: SkuCreate[];
  newPath: 'skus' | 'newSkus';
}

interface LockedProduct {
  id: string;
  supplierId: string;
  status: CatalogueProduct['status'];
}

const codeInUse = (field: string, code: string) =>
  new AppError('conflict', `The SKU code ${code} is already used by another of your SKUs: choose another code`, [
    { field, message: 'is already used by another SKU of this supplier' },
  ]);

/**
 * Writes the changes to stored SKUs (each at the version read), then the new SKUs after them. A stale SKU is 409
 * with the whole product as stored now (`details.current`, as for a stale product), so the editor shows it the same
 * way; a code another SKU of the supplier holds is 409 naming the pack; a SKU not the product's is 404.
 */
export async function writePacks(
  tx: Database,
  product: LockedProduct,
  writes: PackWrites,
  currentProduct: () => Promise<CatalogueProduct>,
) {
  const stored: SkuRow[] = [];
  for (const change of writes.skuChanges) {
    const sku = await findSku(tx, product.id, change.id, { lock: true });
    if (!sku) throw AppError.notFound('SKU');
    if (sku.version !== change.version) {
      throw new AppError(
        'conflict',
        `Someone else changed ${sku.name} (${sku.code}) since you opened this product (you edited version ${change.version}, it is now version ${sku.version}): review their changes and save again`,
        { current: await currentProduct() },
      );
    }
    stored.push(sku);
  }

  // a code is free when no SKU of the supplier holds it, or the one holding it is given another code in this save
  const newCodeOf = new Map(writes.skuChanges.map((change, index) => [change.id, change.code ?? stored[index]!.code]));
  const wanted = [
    ...writes.skuChanges.flatMap((change, index) =>
      change.code === undefined ? [] : [{ field: `skuChanges.${index}.code`, code: change.code, id: change.id }],
    ),
    ...writes.newSkus.map((sku, index) => ({ field: `${writes.newPath}.${index}.code`, code: sku.code, id: undefined })),
  ];
  const holders = new Map(
    (
      await findSkusByCode(
        tx,
        product.supplierId,
        wanted.map((want) => want.code),
      )
    ).map((row) => [row.code, row.id]),
  );
  for (const want of wanted) {
    const holder = holders.get(want.code);
    if (holder === undefined || holder === want.id) continue;
    if (newCodeOf.has(holder) && newCodeOf.get(holder) !== want.code) continue;
    throw codeInUse(want.field, want.code);
  }

  // each keg type named: the supplier's own and in use (one a stored SKU names already may stay)
  await refuseForeignKegTypes(tx, product.supplierId, [
    ...writes.skuChanges.map((change, index) => ({
      field: `skuChanges.${index}.kegTypeId`,
      kegTypeId: change.kegTypeId,
      current: stored[index]!.kegTypeId,
    })),
    ...writes.newSkus.map((sku, index) => ({ field: `${writes.newPath}.${index}.kegTypeId`, kegTypeId: sku.kegTypeId })),
  ]);

  for (const { id, version: _read, ...fields } of writes.skuChanges) {
    if (Object.keys(fields).length > 0) await updateSku(tx, id, fields);
  }
  for (const sku of writes.newSkus) await insertSku(tx, { ...sku, productId: product.id, supplierId: product.supplierId });
}

/**
 * After the save's writes: a published product (or one being published) keeps at least one active SKU. Archiving
 * the last one names that change; publishing without one names the packs (`skus`), as the Publish button says.
 */
export async function publishAfterPacks(tx: Database, product: LockedProduct & { name: string }, writes: PackWrites, publish: boolean) {
  // a save that neither publishes nor archives a pack keeps whatever SKUs the product had (an edit of older data,
  // published before this rule, is not refused for what the edit didn't touch)
  const archives = writes.skuChanges.some((change) => change.status === 'archived');
  if (!publish && (product.status !== 'active' || !archives)) return;
  const active = (await countActiveSkus(tx, [product.id])).get(product.id) ?? 0;
  if (active === 0) {
    const lastArchive = writes.skuChanges.findLastIndex((change) => change.status === 'archived');
    if (product.status === 'active' && lastArchive >= 0) {
      throw new AppError(
        'conflict',
        `That would archive the last active SKU of ${product.name}, which is published: keep one pack active, or unpublish or archive the product first`,
        [{ field: `skuChanges.${lastArchive}.status`, message: 'the last active SKU of a published product cannot be archived' }],
      );
    }
    throw new AppError(
      'conflict',
      `Can't publish ${product.name}: a product needs at least one active SKU (a pack with its price) to be published`,
      [{ field: 'skus', message: 'add an active pack with a price to publish' }],
    );
  }
  if (publish && product.status !== 'active') await setProductsStatus(tx, [product.id], 'active');
}
