import { ErrorBody, IdParams, OrganisationSettings, OrganisationSettingsPatch } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { getSettings, patchSettings } from './settings.service';
import { ADMIN_READ_ONLY, privateErrorResponses, privateSecurity } from '../../shared/responses';

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  ...privateErrorResponses,
  403: ErrorBody.describe(`A member without the owner or admin role, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  409: ErrorBody.describe('The slug is taken'),
} as const;

export const settingsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const type of ['venue', 'supplier'] as const) {
    app.get(
      `/api/${type}s/:id/settings`,
      {
        schema: {
          tags: ['settings'],
          summary: `The ${type}'s full settings (any member)`,
          security: privateSecurity,
          params: IdParams,
          response: { 200: OrganisationSettings, ...errors },
        },
      },
      async (request) => getSettings(db, await requireUser(request), type, request.params.id),
    );
    app.patch(
      `/api/${type}s/:id`,
      {
        schema: {
          tags: ['settings'],
          summary: `Change the ${type}'s settings (owner or admin); only the fields given change`,
          security: privateSecurity,
          params: IdParams,
          body: OrganisationSettingsPatch,
          response: { 200: OrganisationSettings, ...errors },
        },
      },
      async (request) => patchSettings(db, await requireUser(request), type, request.params.id, request.body),
    );
  }
};
