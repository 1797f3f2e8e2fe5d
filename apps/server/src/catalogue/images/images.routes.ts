import multipart from '@fastify/multipart';
import {
  ALT_TEXT_FIELD,
  ErrorBody,
  PRODUCT_IMAGE_FIELD,
  PRODUCT_IMAGE_MAX_BYTES,
  PRODUCT_IMAGE_MAX_COUNT,
  ProductImage,
  ProductImageList,
  ProductImageOrder,
  ProductImageParams,
  ProductImagesParams,
  ProductImageUpdate,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import type { Storage } from '../../platform';
import { adminReadOnlyResponse } from '../../shared/responses';
import { addProductImage, deleteProductImage, listProductImages, reorderProductImages, updateProductImage } from './images.service';
import { IMAGE_TYPES_TEXT, megabytes, multipartLimits, readMultipartFile } from './multipart-file';
import { declareRoutes } from '../../platform';

const notFound = ErrorBody.describe("No such product or image, or the product is not your supplier's");
const badRequest = ErrorBody.describe('A path or body value is invalid; details name the field');
const LIMIT_TEXT = megabytes(PRODUCT_IMAGE_MAX_BYTES);

export const imagesRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage }> = async (app, { db, storage }) => {
  // one file of at most 8 MB and a few small fields; the file is bounded while it streams in
  await app.register(multipart, { limits: multipartLimits(PRODUCT_IMAGE_MAX_BYTES) });
  const routes = declareRoutes(app, { tags: ['products'], signedInUser: requireUser });

  routes.private(
    'GET /api/products/:id/images',
    {
      summary: "A product's images, cover first (its supplier's owner, admins and members)",
      params: ProductImagesParams,
      response: { 200: ProductImageList, 400: badRequest, 404: notFound },
    },
    ({ user, params }) => listProductImages(db, user, params.id),
  );

  routes.private(
    'POST /api/products/:id/images',
    {
      summary: 'Add an image to a product (its supplier’s owner, admins and members)',
      description: `multipart/form-data with one file in the field \`${PRODUCT_IMAGE_FIELD}\`: ${IMAGE_TYPES_TEXT} (recognised from its bytes), at most ${LIMIT_TEXT} and 40 megapixels, and optionally \`${ALT_TEXT_FIELD}\`. It is resized to WebP thumbnail, card and detail sizes and added last; the first image is the cover. At most ${PRODUCT_IMAGE_MAX_COUNT} per product.`,
      consumes: ['multipart/form-data'],
      params: ProductImagesParams,
      response: {
        201: ProductImage,
        400: ErrorBody.describe(
          'The file is missing, empty, damaged or over 40 megapixels, or the alt text is too long (details name the field), or the form is malformed',
        ),
        ...adminReadOnlyResponse,
        404: notFound,
        409: ErrorBody.describe(`The product already has ${PRODUCT_IMAGE_MAX_COUNT} images`),
        413: ErrorBody.describe(`The file is larger than ${LIMIT_TEXT}, or the form has more than one file or too many fields`),
        415: ErrorBody.describe('The body is not multipart/form-data, or the file is not a JPEG, PNG or WebP image (details name image)'),
      },
    },
    ({ user, params, request }) =>
      addProductImage(db, storage, user, params.id, () =>
        readMultipartFile(app, request, {
          field: PRODUCT_IMAGE_FIELD,
          maxBytes: PRODUCT_IMAGE_MAX_BYTES,
          what: 'image',
          textFields: [ALT_TEXT_FIELD],
        }),
      ),
  );

  routes.private(
    'PATCH /api/products/:id/images/:imageId',
    {
      summary: "Change an image's alt text",
      params: ProductImageParams,
      body: ProductImageUpdate,
      response: { 200: ProductImage, 400: badRequest, ...adminReadOnlyResponse, 404: notFound },
    },
    ({ user, params, body }) => updateProductImage(db, user, params.id, params.imageId, body.altText),
  );

  routes.private(
    'PUT /api/products/:id/images/order',
    {
      summary: "Reorder a product's images (the first is the cover)",
      description: 'The ids of all the product’s images, each once, in the new order; anything else changes nothing.',
      params: ProductImagesParams,
      body: ProductImageOrder,
      response: { 200: ProductImageList, 400: badRequest, ...adminReadOnlyResponse, 404: notFound },
    },
    ({ user, params, body }) => reorderProductImages(db, user, params.id, body),
  );

  routes.private(
    'DELETE /api/products/:id/images/:imageId',
    {
      summary: 'Delete an image (the next one becomes the cover)',
      params: ProductImageParams,
      response: { 204: z.null().describe('Deleted'), 400: badRequest, ...adminReadOnlyResponse, 404: notFound },
    },
    ({ user, params }) => deleteProductImage(db, storage, user, params.id, params.imageId),
  );
};
