import { DeliveryZone, DeliveryZoneInput, DeliveryZoneList, ErrorBody, IdParams, UuidParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { createDeliveryZone, deleteDeliveryZone, listDeliveryZones, updateDeliveryZone } from './delivery-zones.service';

// A supplier's delivery zones (docs/domain.md, Delivery zones; decision 0172).

const readErrors = {
  400: ErrorBody.describe('A path value is invalid; details name it'),
  404: ErrorBody.describe('No such supplier, or you are not its member'),
} as const;
const forbidden = ErrorBody.describe(`Only the supplier’s owners and admins change its delivery zones; or refused to ${ADMIN_READ_ONLY}`);
const zoneNotFound = ErrorBody.describe('No such delivery zone, or it is another supplier’s');
const writeErrors = {
  400: ErrorBody.describe('A field is invalid; details name it (a postcode that isn’t 4 digits, a place listed twice, no delivery day)'),
  403: forbidden,
  409: ErrorBody.describe('Another zone of the supplier has this name, or one of these places (details name each, with its zone)'),
} as const;

export const deliveryZonesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['delivery zones'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/delivery-zones',
    {
      summary: 'The supplier’s delivery zones: their places, days, cut-off, lead days, minimum and fee',
      params: IdParams,
      response: { 200: DeliveryZoneList, ...readErrors },
    },
    ({ user, params }) => listDeliveryZones(db, user, params.id),
  );

  routes.private(
    'POST /api/suppliers/:id/delivery-zones',
    {
      summary: 'Add a delivery zone: postcodes, or postcodes and suburbs, with their delivery rules and fee',
      params: IdParams,
      body: DeliveryZoneInput,
      response: { 201: DeliveryZone, ...readErrors, ...writeErrors },
    },
    ({ user, params, body }) => createDeliveryZone(db, user, params.id, body),
  );

  routes.private(
    'PUT /api/delivery-zones/:id',
    {
      summary: 'Change a delivery zone: its rules, fee and whole list of places',
      params: UuidParams,
      body: DeliveryZoneInput,
      response: { 200: DeliveryZone, ...writeErrors, 404: zoneNotFound },
    },
    ({ user, params, body }) => updateDeliveryZone(db, user, params.id, body),
  );

  routes.private(
    'DELETE /api/delivery-zones/:id',
    {
      summary: 'Remove a delivery zone (a trade account that named it is delivered by its address’s zone again)',
      params: UuidParams,
      response: {
        204: z.null().describe('Removed'),
        400: ErrorBody.describe('The id is not a uuid'),
        403: forbidden,
        404: zoneNotFound,
      },
    },
    ({ user, params }) => deleteDeliveryZone(db, user, params.id),
  );
};
