import { ErrorBody, IdParams, PriceList, PriceListInput, PriceListList, UuidParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { createPriceList, getPriceList, listSupplierPriceLists, removePriceList, savePriceList } from './price-lists.service';

// A supplier's price lists (docs/domain.md, Price lists; decision 0171): its members read them, its owners and admins
// keep them. A trade account names the list its venue pays (trade accounts' approve and PATCH).

const readErrors = {
  400: ErrorBody.describe('A path value is invalid; details name it'),
  404: ErrorBody.describe('No such supplier or price list, or you are not a member of its supplier'),
} as const;

const writeErrors = {
  ...readErrors,
  400: ErrorBody.describe(
    'A field is invalid; details name it (a name of 1–80 characters; percentOffBasisPoints with a percent_off list only; each SKU and minQty once; items.2.skuId: not a SKU of this supplier)',
  ),
  403: ErrorBody.describe(`Only the supplier’s owners and admins keep price lists; refused too to ${ADMIN_READ_ONLY}`),
} as const;

const nameTaken = { 409: ErrorBody.describe('Another price list of the supplier has this name (details name the field)') } as const;

export const priceListsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['catalogue'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/price-lists',
    {
      summary: 'The supplier’s price lists by name, each with its items and how many trade accounts name it',
      params: IdParams,
      response: { 200: PriceListList, ...readErrors },
    },
    ({ user, params }) => listSupplierPriceLists(db, user, params.id),
  );

  routes.private(
    'POST /api/suppliers/:id/price-lists',
    {
      summary: 'Make a price list (owner or admin): a percentage off list, or fixed prices per SKU, with quantity breaks',
      description:
        'A `percent_off` list takes `percentOffBasisPoints` (1250 = 12.5 % off, rounded per unit, half up); `fixed` prices SKUs by `items`. An item with `minQty` above 1 is a quantity break: the line pays it from that many units. A SKU a fixed list leaves out is at list price. The list and its items are written in one transaction.',
      params: IdParams,
      body: PriceListInput,
      response: { 201: PriceList, ...writeErrors, ...nameTaken },
    },
    ({ user, params, body }) => createPriceList(db, user, params.id, body),
  );

  routes.private(
    'GET /api/price-lists/:id',
    {
      summary: 'One price list with its items (the supplier’s members)',
      params: UuidParams,
      response: { 200: PriceList, ...readErrors },
    },
    ({ user, params }) => getPriceList(db, user, params.id),
  );

  routes.private(
    'PUT /api/price-lists/:id',
    {
      summary: 'Save a price list (owner or admin): its name, kind and percentage, and its items replaced whole, in one transaction',
      description: 'Every account that names the list pays its new prices from the next cart read; orders placed keep theirs.',
      params: UuidParams,
      body: PriceListInput,
      response: { 200: PriceList, ...writeErrors, ...nameTaken },
    },
    ({ user, params, body }) => savePriceList(db, user, params.id, body),
  );

  routes.private(
    'DELETE /api/price-lists/:id',
    {
      summary: 'Delete a price list no trade account names (owner or admin)',
      params: UuidParams,
      response: {
        204: z.null().describe('Deleted, with its items'),
        ...writeErrors,
        409: ErrorBody.describe('Trade accounts name the list (closed ones too): details.accountCount says how many'),
      },
    },
    ({ user, params }) => removePriceList(db, user, params.id),
  );
};
