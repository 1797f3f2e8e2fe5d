import { ErrorBody, Me, UserIdParams, UserOrganisationList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/api-auth';
import { listOrganisationsOfUser } from './users.service';

const privateErrorResponses = {
  400: ErrorBody.describe('The user id is not a uuid'),
  401: ErrorBody.describe('No app key, no valid bearer token, or MFA required (code mfa_required)'),
  404: ErrorBody.describe('Not yourself, and not a platform admin'),
  429: ErrorBody.describe('Rate limited; see Retry-After'),
  500: ErrorBody.describe('Internal server error'),
} as const;

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user: id, email, name, whether they are a platform admin, and the assurance level',
        security: [{ functionsKey: [], bearer: [] }],
        response: {
          200: Me,
          401: privateErrorResponses[401],
          429: privateErrorResponses[429],
          500: privateErrorResponses[500],
        },
      },
    },
    async (request): Promise<Me> => {
      const { id, email, name, isPlatformAdmin, aal } = await requireUser(request);
      return { id, email, name, isPlatformAdmin, aal };
    },
  );
  for (const type of ['venue', 'supplier'] as const) {
    app.get(
      `/api/users/:userId/${type}s`,
      {
        schema: {
          tags: ['users'],
          summary: `The ${type}s a user belongs to, with the user's organisationRole`,
          security: [{ functionsKey: [], bearer: [] }],
          params: UserIdParams,
          response: { 200: UserOrganisationList, ...privateErrorResponses },
        },
      },
      async (request) => listOrganisationsOfUser(db, await requireUser(request), request.params.userId, type),
    );
  }
};
