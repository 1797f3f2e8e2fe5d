import {
  ALT_TEXT_FIELD,
  AltText,
  PRODUCT_IMAGE_FIELD,
  PRODUCT_IMAGE_MAX_COUNT,
  productImageSizes,
  type ProductImage,
  type ProductImageList,
  type ProductImageOrder,
  type ProductImageSize,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError, type Storage } from '../../platform';
import { uploadUrl } from '../../shared/upload-urls';
import { processImage, type VariantRule } from './image-processing';
import {
  countProductImages,
  deleteProductImage as deleteProductImageRow,
  findProductSupplier,
  insertProductImage,
  listProductImageRows,
  lockProduct,
  setProductImagePositions,
  updateProductImageAlt,
  type ProductImageRow,
} from './images.queries';
import { releaseStorageKeys, withStoredFiles } from './stored-files';

/** each size at most its width wide and twice that high (a very tall picture stays a sensible size) */
const PRODUCT_VARIANTS = Object.fromEntries(
  Object.entries(productImageSizes).map(([name, width]) => [name, { width, height: width * 2 }]),
) as Record<ProductImageSize, VariantRule>;

/** A product image as the API answers it, from its row (or the fields of it a read chose). */
export function toProductImage(
  row: Pick<ProductImageRow, 'id' | 'position' | 'altText' | 'width' | 'height' | 'thumbnailKey' | 'cardKey' | 'detailKey'>,
): ProductImage {
  return {
    id: row.id,
    position: row.position,
    altText: row.altText,
    width: row.width,
    height: row.height,
    urls: { thumbnail: uploadUrl(row.thumbnailKey), card: uploadUrl(row.cardKey), detail: uploadUrl(row.detailKey) },
  };
}

/** A product's images, cover first, as the API answers them. */
async function listPublicProductImages(db: Database, productId: string): Promise<ProductImage[]> {
  return (await listProductImageRows(db, productId)).map(toProductImage);
}

/**
 * The product, when the user may edit its catalogue: the owner, admins and members of its supplier (and platform
 * admins). Anyone else is told there is no such product, as if it didn't exist.
 */
async function requireProductEditor(db: Database, user: ApiUser, productId: string) {
  const product = await findProductSupplier(db, productId);
  if (!product) throw AppError.notFound('Product');
  await AppError.notFoundAs('Product', requireOrganisationAccess(db, user, 'supplier', product.supplierId));
  return product;
}

function tooManyImages(): AppError {
  return new AppError(
    'conflict',
    `This product already has ${PRODUCT_IMAGE_MAX_COUNT} images, the most it can have: delete one before adding another`,
    [{ field: PRODUCT_IMAGE_FIELD, message: `at most ${PRODUCT_IMAGE_MAX_COUNT} images per product` }],
  );
}

export async function listProductImages(db: Database, user: ApiUser, productId: string): Promise<ProductImageList> {
  await requireProductEditor(db, user, productId);
  return { items: await listPublicProductImages(db, productId) };
}

/**
 * Adds a picture at the end (the first one becomes the cover). Access is checked before the file is read; the
 * count is checked before the picture is resized and again under the product's lock, so two uploads at once
 * can't make a seventh. Nothing is stored when anything is refused (docs/decisions/0072).
 */
export async function addProductImage(
  db: Database,
  storage: Storage,
  user: ApiUser,
  productId: string,
  read: () => Promise<{ bytes: Buffer; fields: Record<string, string> }>,
): Promise<ProductImage> {
  await requireProductEditor(db, user, productId);
  const { bytes, fields } = await read();
  const alt = AltText.safeParse(fields[ALT_TEXT_FIELD] ?? '');
  if (!alt.success) throw AppError.validation([{ field: ALT_TEXT_FIELD, message: alt.error.issues[0]?.message ?? 'is invalid' }], 'upload');
  if ((await countProductImages(db, productId)) >= PRODUCT_IMAGE_MAX_COUNT) throw tooManyImages();
  const image = await processImage(bytes, PRODUCT_IMAGE_FIELD, PRODUCT_VARIANTS);
  const { thumbnail, card, detail } = image.variants;
  const files = [thumbnail, card, detail].map((variant) => ({
    key: variant.key,
    bytes: variant.bytes,
    contentType: 'image/webp' as const,
  }));
  const row = await withStoredFiles(db, storage, files, async (tx) => {
    if (!(await lockProduct(tx, productId))) throw AppError.notFound('Product');
    const position = await countProductImages(tx, productId);
    if (position >= PRODUCT_IMAGE_MAX_COUNT) throw tooManyImages();
    return insertProductImage(tx, {
      productId,
      position,
      altText: alt.data,
      thumbnailKey: thumbnail.key,
      cardKey: card.key,
      detailKey: detail.key,
      width: image.width,
      height: image.height,
    });
  });
  return toProductImage(row);
}

export async function updateProductImage(
  db: Database,
  user: ApiUser,
  productId: string,
  imageId: string,
  altText: string,
): Promise<ProductImage> {
  await requireProductEditor(db, user, productId);
  const row = await updateProductImageAlt(db, productId, imageId, altText);
  if (!row) throw AppError.notFound('Image');
  return toProductImage(row);
}

/**
 * Puts the images in the order given, all or nothing: the list must name every image of the product once.
 * The first becomes the cover.
 */
export async function reorderProductImages(
  db: Database,
  user: ApiUser,
  productId: string,
  order: ProductImageOrder,
): Promise<ProductImageList> {
  await requireProductEditor(db, user, productId);
  await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw AppError.notFound('Product');
    const current = new Set((await listProductImageRows(tx, productId)).map((row) => row.id));
    const given = new Set(order.imageIds);
    const complete = given.size === order.imageIds.length && given.size === current.size && order.imageIds.every((id) => current.has(id));
    if (!complete) {
      throw AppError.validation(
        [
          {
            field: 'imageIds',
            message: `must name each of the product’s ${current.size} images exactly once (it got ${order.imageIds.length}, ${given.size} different)`,
          },
        ],
        'order',
      );
    }
    await setProductImagePositions(tx, productId, order.imageIds);
  });
  return { items: await listPublicProductImages(db, productId) };
}

/** Deletes the image (the next becomes the cover when it was the cover) and then its files, when nothing else uses them. */
export async function deleteProductImage(db: Database, storage: Storage, user: ApiUser, productId: string, imageId: string): Promise<void> {
  await requireProductEditor(db, user, productId);
  const row = await db.transaction(async (tx) => {
    if (!(await lockProduct(tx, productId))) throw AppError.notFound('Product');
    return deleteProductImageRow(tx, productId, imageId);
  });
  if (!row) throw AppError.notFound('Image');
  await releaseStorageKeys(db, storage, [row.thumbnailKey, row.cardKey, row.detailKey]);
}
