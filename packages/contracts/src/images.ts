import { z } from 'zod';
import { text, Uuid } from './common';

/** A product picture: JPEG, PNG or WebP, recognised from its bytes, at most 8 MB; up to 6 per product. */
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
export const PRODUCT_IMAGE_MAX_COUNT = 6;
/** pictures larger than this many pixels (width × height) are refused: 40 megapixels, e.g. 8000 × 5000 */
export const IMAGE_MAX_PIXELS = 40_000_000;
export const ALT_TEXT_MAX_LENGTH = 250;
/** the multipart/form-data fields of POST /api/products/{id}/images */
export const PRODUCT_IMAGE_FIELD = 'image';
export const ALT_TEXT_FIELD = 'altText';

/**
 * The sizes the screens use, WebP, never wider than the picture (never upscaled), aspect kept: the thumbnail in
 * tables and the cart, the card in the catalogue grid, the detail on the product page.
 */
export const productImageSizes = { thumbnail: 160, card: 480, detail: 1200 } as const;
export type ProductImageSize = keyof typeof productImageSizes;

export const ImageUrls = z.object({ thumbnail: z.string(), card: z.string(), detail: z.string() });

export const ProductImage = z.object({
  id: Uuid,
  /** 0 is the cover */
  position: z.number().int(),
  altText: z.string(),
  /** the uploaded picture's size, upright (the variants keep its aspect) */
  width: z.number().int(),
  height: z.number().int(),
  urls: ImageUrls,
});
export type ProductImage = z.infer<typeof ProductImage>;

export const ProductImageList = z.object({ items: z.array(ProductImage) });
export type ProductImageList = z.infer<typeof ProductImageList>;

export const AltText = text().trim().max(ALT_TEXT_MAX_LENGTH, `must be at most ${ALT_TEXT_MAX_LENGTH} characters`);

export const ProductImageParams = z.object({ id: Uuid, imageId: Uuid });
export const ProductImagesParams = z.object({ id: Uuid });

export const ProductImageUpdate = z.strictObject({ altText: AltText });
export type ProductImageUpdate = z.infer<typeof ProductImageUpdate>;

/** every image of the product, each once, in the new order (the first becomes the cover) */
export const ProductImageOrder = z.strictObject({
  imageIds: z.array(Uuid).min(1, 'must list the product’s images').max(PRODUCT_IMAGE_MAX_COUNT),
});
export type ProductImageOrder = z.infer<typeof ProductImageOrder>;
