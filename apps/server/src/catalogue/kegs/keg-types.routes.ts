import { ErrorBody, IdParams, KegSettings, KegType, KegTypeInput, KegTypeList, KegTypeRemoval, UuidParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { createKegType, getKegSettings, listKegTypes, removeKegType, saveKegSettings, saveKegType } from './keg-types.service';

// A supplier's keg types and keg settings (docs/domain.md, Kegs; decision 0175).

const readErrors = {
  400: ErrorBody.describe('A path value is invalid; details name it'),
  404: ErrorBody.describe('No such supplier, or you are not its member'),
} as const;
const forbidden = ErrorBody.describe(
  `Only the supplier’s owners and admins change its keg types and settings; refused too to ${ADMIN_READ_ONLY}`,
);
const kegTypeNotFound = ErrorBody.describe('No such keg type, or it is another supplier’s');
const writeErrors = {
  400: ErrorBody.describe('A field is invalid; details name it (a name of 1–80 characters, litres above 0 with one decimal place)'),
  403: forbidden,
  409: ErrorBody.describe('Another unarchived keg type of the supplier has this name'),
  422: ErrorBody.describe(
    '`keg_refused`: a pool keg without its pool’s name or with a deposit, or a pool named for your own keg; details name the field',
  ),
} as const;

export const kegTypesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['kegs'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/keg-types',
    {
      summary: 'The supplier’s keg types (archived ones last): size, owner, deposit and whether GST applies to it',
      params: IdParams,
      response: { 200: KegTypeList, ...readErrors },
    },
    ({ user, params }) => listKegTypes(db, user, params.id),
  );

  routes.private(
    'POST /api/suppliers/:id/keg-types',
    {
      summary: 'Add a keg type (owner or admin): the supplier’s own, with a deposit per keg ex GST, or a pool’s (Kegstar, Konvoy), without',
      params: IdParams,
      body: KegTypeInput,
      response: { 201: KegType, ...readErrors, ...writeErrors },
    },
    ({ user, params, body }) => createKegType(db, user, params.id, body),
  );

  routes.private(
    'PUT /api/keg-types/:id',
    {
      summary: 'Change a keg type (owner or admin): orders already placed keep the deposit they were placed with',
      params: UuidParams,
      body: KegTypeInput,
      response: { 200: KegType, ...writeErrors, 404: kegTypeNotFound },
    },
    ({ user, params, body }) => saveKegType(db, user, params.id, body),
  );

  routes.private(
    'DELETE /api/keg-types/:id',
    {
      summary: 'Remove a keg type (owner or admin): deleted when nothing names it, else archived (the answer says which)',
      description: 'A SKU, an order line or the keg ledger naming the type keeps it: it is archived, and no SKU can take it after.',
      params: UuidParams,
      response: { 200: KegTypeRemoval, 400: ErrorBody.describe('The id is not a uuid'), 403: forbidden, 404: kegTypeNotFound },
    },
    ({ user, params }) => removeKegType(db, user, params.id),
  );

  routes.private(
    'GET /api/suppliers/:id/keg-settings',
    {
      summary: 'The supplier’s keg promises: days to collect empties, days a keg may be out (defaults 7 and 60)',
      params: IdParams,
      response: { 200: KegSettings, ...readErrors },
    },
    ({ user, params }) => getKegSettings(db, user, params.id),
  );

  routes.private(
    'PUT /api/suppliers/:id/keg-settings',
    {
      summary: 'Change the supplier’s keg promises (owner or admin)',
      params: IdParams,
      body: KegSettings,
      response: { 200: KegSettings, ...readErrors, 400: ErrorBody.describe('A field is out of range; details name it'), 403: forbidden },
    },
    ({ user, params, body }) => saveKegSettings(db, user, params.id, body),
  );
};
