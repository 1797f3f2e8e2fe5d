import { ApiKeyList, ApiKeyParams, CreateApiKeyInput, CreatedApiKey, ErrorBody, IdParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { declareRoutes } from '../../platform';
import { requireUser } from '../auth/api-auth';
import type { Clock } from '../auth/auth-settings';
import { createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

// An organisation's API keys (decision 0195), on either side: made, listed and revoked by its owners and admins.
// No scope opens these routes: a key never manages keys.

const errors = {
  403: ErrorBody.describe('Only the organisation’s owners and admins manage API keys; an API key never does'),
  404: ErrorBody.describe('No such organisation (or you are not its member), or no such key'),
} as const;

export const apiKeysRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['api-keys'], signedInUser: requireUser });
  for (const side of ['supplier', 'venue'] as const) {
    routes.private(
      `GET /api/${side}s/:id/api-keys`,
      {
        summary: `The ${side}’s API keys not revoked: name, scopes, expiry, last used (never the secret)`,
        params: IdParams,
        response: { 200: ApiKeyList, ...errors },
      },
      ({ user, params }) => listApiKeys(db, user, side, params.id),
    );

    routes.private(
      `POST /api/${side}s/:id/api-keys`,
      {
        summary: `A new API key of the ${side}: the answer is the only time its secret is shown`,
        params: IdParams,
        body: CreateApiKeyInput,
        response: {
          201: CreatedApiKey,
          ...errors,
          400: ErrorBody.describe(
            'The name is missing or too long, a scope is unknown, repeated or not one the organisation’s type has, or the expiry is not in the future',
          ),
        },
      },
      ({ user, params, body }) => createApiKey(db, user, side, params.id, body, clock()),
    );

    routes.private(
      `DELETE /api/${side}s/:id/api-keys/:keyId`,
      {
        summary: `Revoke one of the ${side}’s API keys: its next call is refused (401), on every instance`,
        params: ApiKeyParams,
        response: { 204: z.null().describe('Revoked'), ...errors },
      },
      async ({ user, params }) => revokeApiKey(db, user, side, params.id, params.keyId, clock()),
    );
  }
};
