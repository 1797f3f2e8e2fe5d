import { ErrorBody, IdParams, OrganisationSettings, OrganisationSettingsPatch } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { getSettings, patchSettings } from './settings.service';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { declareRoutes } from '../../platform';

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe(`A member without the owner or admin role, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  409: ErrorBody.describe('The slug is taken'),
} as const;
const patchErrors = {
  ...errors,
  422: ErrorBody.describe('invalid_abn: the ABN fails the ABR’s checksum; details name the field'),
} as const;

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['settings'], signedInUser: requireUser });
  for (const type of ['venue', 'supplier'] as const) {
    routes.private(
      `GET /api/${type}s/:id/settings`,
      {
        summary: `The ${type}'s full settings (any member)`,
        params: IdParams,
        response: { 200: OrganisationSettings, ...errors },
      },
      ({ user, params }) => getSettings(db, user, type, params.id),
    );
    routes.private(
      `PATCH /api/${type}s/:id`,
      {
        summary: `Change the ${type}'s settings (owner or admin); only the fields given change`,
        params: IdParams,
        body: OrganisationSettingsPatch,
        response: { 200: OrganisationSettings, ...patchErrors },
      },
      ({ user, params, body }) => patchSettings(db, user, type, params.id, body),
    );
  }
};
