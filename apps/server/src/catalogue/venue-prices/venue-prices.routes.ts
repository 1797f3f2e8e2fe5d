import { ErrorBody, VenuePriceList, VenuePriceParams, VenuePricesInput, VenuePriceSkuParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { adminReadOnlyResponse, privateErrorResponses, privateSecurity } from '../../shared/responses';
import { getVenuePrices, putVenuePrices, removeVenuePrice } from './venue-prices.service';

// A supplier's own prices for one venue (decision 0068): any member of the supplier, for any active venue.

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it (e.g. prices.2.skuId: not a SKU of this supplier)'),
  ...privateErrorResponses,
  ...adminReadOnlyResponse,
  404: ErrorBody.describe('No such supplier (or you are not a member of it), no such active venue, or no such SKU of the supplier'),
} as const;

export const venuePricesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['catalogue'];
  const path = '/api/suppliers/:id/venues/:venueId/prices';

  app.get(
    path,
    {
      schema: {
        tags,
        summary: "The supplier's SKUs with their list price and this venue's own price",
        security: privateSecurity,
        params: VenuePriceParams,
        response: { 200: VenuePriceList, ...errors },
      },
    },
    async (request) => getVenuePrices(db, await requireUser(request), request.params.id, request.params.venueId),
  );

  app.put(
    path,
    {
      schema: {
        tags,
        summary: "Set the venue's price of these SKUs (ex tax); the venue's other prices stay; all or nothing",
        security: privateSecurity,
        params: VenuePriceParams,
        body: VenuePricesInput,
        response: { 200: VenuePriceList, ...errors },
      },
    },
    async (request) => putVenuePrices(db, await requireUser(request), request.params.id, request.params.venueId, request.body),
  );

  app.delete(
    `${path}/:skuId`,
    {
      schema: {
        tags,
        summary: 'The venue pays the list price for this SKU again',
        security: privateSecurity,
        params: VenuePriceSkuParams,
        response: { 204: z.null().describe('Removed (or there was none)'), ...errors },
      },
    },
    async (request, reply) => {
      await removeVenuePrice(db, await requireUser(request), request.params.id, request.params.venueId, request.params.skuId);
      return reply.status(204).send(null);
    },
  );
};
