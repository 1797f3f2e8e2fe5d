import {
  BulkProductStatus,
  BulkProductStatusResult,
  CatalogueImportReport,
  CatalogueImportRequest,
  CatalogueListQuery,
  CatalogueProduct,
  CatalogueProductList,
  CatalogueSku,
  CatalogueSkuList,
  ErrorBody,
  IdParams,
  NewProduct,
  ProductSkuParams,
  ProductSave,
  productActions,
  SkuCreate,
  SkuUpdate,
  SupplierProductParams,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { csvDownload, declareRoutes, type WebhookOutbox } from '../../platform';
import { adminReadOnlyResponse } from '../../shared/responses';
import { requireCatalogueAccess } from './catalogue-access';
import {
  changeProductsStatus,
  changeProductStatus,
  createCatalogueProduct,
  getCatalogueProduct,
  listCatalogueProducts,
  updateCatalogueProduct,
} from './catalogue.service';
import { catalogueCsvTemplate, exportCatalogueCsv, importCatalogueCsv } from './catalogue-csv.service';
import { changeSku, createSku, listSkus } from './skus.service';

// The supplier's own catalogue (decision 0066): products under their supplier, SKUs under their product.
// Any member of the supplier (owner, admin, member) and platform admins; another tenant gets 404.

const readErrors = {
  400: ErrorBody.describe('A path or query value is invalid; details name the field'),
  404: ErrorBody.describe('No such supplier or product, or you are not a member of its supplier'),
} as const;

const writeErrors = {
  ...readErrors,
  ...adminReadOnlyResponse,
  400: ErrorBody.describe('A field is invalid; details name it (e.g. [{ field: "tags.0", message }])'),
  409: ErrorBody.describe(
    'A conflict: the slug or SKU code is taken (details name the field); the version is stale (details.current holds what is stored now); or the product has no active SKU to be published (details.products)',
  ),
} as const;

/** 10,000 rows of every column with room to spare (the /api default is 1 MB; decision 0082) */
const IMPORT_BODY_LIMIT_BYTES = 8 * 1024 * 1024;

const ACTION_SUMMARIES = {
  publish: 'Publish the product (it needs an active SKU): it appears in the public catalogue',
  unpublish: 'Make the product a draft again: it leaves the public catalogue',
  archive: 'Archive the product: it leaves the public catalogue, stays on past orders',
} as const;

export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Database; webhooks?: WebhookOutbox }> = async (app, { db, webhooks }) => {
  const routes = declareRoutes(app, { tags: ['catalogue'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/catalogue',
    {
      scope: 'catalogue:read',
      summary: "The supplier's own products, every status (the Products table)",
      description:
        'Search (name, style, slug, description, SKU code), filter by status, sort and page; each row has its active SKU count, price range and a stock warning.',
      params: IdParams,
      querystring: CatalogueListQuery,
      response: { 200: CatalogueProductList, ...readErrors },
    },
    ({ user, params, query }) => listCatalogueProducts(db, user, params.id, query),
  );

  routes.private(
    'POST /api/suppliers/:id/products',
    {
      scope: 'catalogue:write',
      summary: 'Add a product (a draft) with its packs (SKUs); without a slug one is made from the name',
      description:
        'The product form’s save (decision 0140): the product and its `skus`, in their order, all written or none (a refused pack is named as `skus.N.field`); `publish: true` publishes it in the same transaction (409 without an active SKU).',
      params: IdParams,
      body: NewProduct,
      response: { 201: CatalogueProduct, ...writeErrors },
    },
    ({ user, params, body }) => createCatalogueProduct(db, user, params.id, body, webhooks),
  );

  // the CSV file (decision 0082): export, template, import
  routes.private(
    'GET /api/suppliers/:id/products/export.csv',
    {
      scope: 'catalogue:read',
      summary:
        'The catalogue as a CSV file: one row per SKU, its product’s columns repeated (products without SKUs: one row without SKU columns)',
      params: IdParams,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv; charset=utf-8'), ...readErrors },
    },
    async ({ user, params, reply }) => {
      const { csv, filename } = await exportCatalogueCsv(db, user, params.id);
      return csvDownload(reply, filename, csv);
    },
  );

  routes.private(
    'GET /api/suppliers/:id/products/template.csv',
    {
      scope: 'catalogue:read',
      summary: 'A CSV template for importing: the header and two example rows (a keg and a can pack)',
      params: IdParams,
      produces: ['text/csv'],
      response: { 200: z.string().describe('text/csv; charset=utf-8'), ...readErrors },
    },
    async ({ user, params, reply }) => {
      await requireCatalogueAccess(db, user, params.id);
      return csvDownload(reply, 'catalogue-template.csv', catalogueCsvTemplate());
    },
  );

  routes.private(
    'POST /api/suppliers/:id/products/import',
    {
      scope: 'catalogue:write',
      summary:
        'Import parsed CSV rows: `dryRun` checks and reports; otherwise all rows in one transaction, or with `onlyValid` the valid ones',
      description:
        'Each row is checked with the product and SKU form contracts; problems are named by line (the header is line 1) and column. SKUs are matched by code within the supplier (a stored one is updated), products by slug or, without one, by name. A file with any invalid row is refused (400, details: the report) unless onlyValid.',
      params: IdParams,
      body: CatalogueImportRequest,
      response: { 200: CatalogueImportReport, ...writeErrors, 413: ErrorBody.describe('The rows are over 8 MB: split the file') },
      bodyLimit: IMPORT_BODY_LIMIT_BYTES,
    },
    ({ user, params, body }) => importCatalogueCsv(db, user, params.id, body, webhooks),
  );

  routes.private(
    'GET /api/suppliers/:id/products/:productId',
    {
      scope: 'catalogue:read',
      summary: 'One of the supplier’s products as it edits it: every field, its version and all its SKUs',
      params: SupplierProductParams,
      response: { 200: CatalogueProduct, ...readErrors },
    },
    ({ user, params }) => getCatalogueProduct(db, user, params.id, params.productId),
  );

  routes.private(
    'PATCH /api/suppliers/:id/products/:productId',
    {
      scope: 'catalogue:write',
      summary: 'Change a product: only the fields given; `version` is the one you read (stale: 409 with the current product)',
      description:
        'The product form’s save (decision 0140): with its fields, `skuChanges` (stored SKUs, each with the version read; a stale one is 409 with the current product), `newSkus` and `publish: true`, in one transaction. A SKU that is not the product’s is 404.',
      params: SupplierProductParams,
      body: ProductSave,
      response: { 200: CatalogueProduct, ...writeErrors },
    },
    ({ user, params, body }) => updateCatalogueProduct(db, user, params.id, params.productId, body, webhooks),
  );

  for (const action of productActions) {
    routes.private(
      `POST /api/suppliers/:id/products/:productId/${action}`,
      {
        summary: ACTION_SUMMARIES[action],
        params: SupplierProductParams,
        response: { 200: CatalogueProduct, ...writeErrors },
      },
      ({ user, params }) => changeProductStatus(db, user, params.id, params.productId, action, webhooks),
    );
  }

  routes.private(
    'POST /api/suppliers/:id/products/bulk-status',
    {
      scope: 'catalogue:write',
      summary: 'Publish, unpublish or archive several products: all of them or none',
      description:
        'A product that cannot be published (no active SKU) refuses the whole change: 409 with details.products naming each one.',
      params: IdParams,
      body: BulkProductStatus,
      response: { 200: BulkProductStatusResult, ...writeErrors },
    },
    ({ user, params, body }) => changeProductsStatus(db, user, params.id, body, webhooks),
  );

  routes.private(
    'GET /api/products/:id/skus',
    {
      scope: 'catalogue:read',
      summary: "A product's SKUs, archived ones too (its supplier's members)",
      params: IdParams,
      response: { 200: CatalogueSkuList, ...readErrors },
    },
    ({ user, params }) => listSkus(db, user, params.id),
  );

  routes.private(
    'POST /api/products/:id/skus',
    {
      scope: 'catalogue:write',
      summary: 'Add a SKU (a pack) to a product; its code is unique within the supplier',
      params: IdParams,
      body: SkuCreate,
      response: { 201: CatalogueSku, ...writeErrors },
    },
    ({ user, params, body }) => createSku(db, user, params.id, body, webhooks),
  );

  routes.private(
    'PATCH /api/products/:id/skus/:skuId',
    {
      scope: 'catalogue:write',
      summary: 'Change a SKU: only the fields given; `status: "archived"` archives it; `version` is the one you read',
      description: 'The last active SKU of a published product cannot be archived (409): unpublish or archive the product first.',
      params: ProductSkuParams,
      body: SkuUpdate,
      response: { 200: CatalogueSku, ...writeErrors },
    },
    ({ user, params, body }) => changeSku(db, user, params.id, params.skuId, body, webhooks),
  );
};
