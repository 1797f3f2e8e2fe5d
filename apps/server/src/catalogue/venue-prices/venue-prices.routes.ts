import { ErrorBody, VenuePriceList, VenuePriceParams, VenuePricesInput, VenuePriceSkuParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { adminReadOnlyResponse } from '../../shared/responses';
import { getVenuePrices, putVenuePrices, removeVenuePrice } from './venue-prices.service';
import { declareRoutes } from '../../platform';

// A supplier's own prices for one venue (decision 0068): any member of the supplier, for any active venue.

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it (e.g. prices.2.skuId: not a SKU of this supplier)'),
  ...adminReadOnlyResponse,
  404: ErrorBody.describe('No such supplier (or you are not a member of it), no such active venue, or no such SKU of the supplier'),
} as const;

export const venuePricesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['catalogue'], signedInUser: requireUser });
  const path = '/api/suppliers/:id/venues/:venueId/prices';

  routes.private(
    `GET ${path}`,
    {
      summary: "The supplier's SKUs with their list price and this venue's own price",
      params: VenuePriceParams,
      response: { 200: VenuePriceList, ...errors },
    },
    ({ user, params }) => getVenuePrices(db, user, params.id, params.venueId),
  );

  routes.private(
    `PUT ${path}`,
    {
      summary: "Set the venue's price of these SKUs (ex tax); the venue's other prices stay; all or nothing",
      params: VenuePriceParams,
      body: VenuePricesInput,
      response: { 200: VenuePriceList, ...errors },
    },
    ({ user, params, body }) => putVenuePrices(db, user, params.id, params.venueId, body),
  );

  routes.private(
    `DELETE ${path}/:skuId`,
    {
      summary: 'The venue pays the list price for this SKU again',
      params: VenuePriceSkuParams,
      response: { 204: z.null().describe('Removed (or there was none)'), ...errors },
    },
    ({ user, params }) => removeVenuePrice(db, user, params.id, params.venueId, params.skuId),
  );
};
