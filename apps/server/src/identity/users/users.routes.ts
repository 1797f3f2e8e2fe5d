import { ErrorBody, Me, UserIdParams, UserOrganisationList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { listOrganisationsOfUser } from './users.service';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';

const errors = {
  400: ErrorBody.describe('The user id is not a uuid'),
  ...privateErrorResponses,
  404: ErrorBody.describe('Not yourself, and not a platform admin'),
} as const;

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user: id, email, name, whether they are a platform admin, and the assurance level',
        security: privateSecurity,
        response: { 200: Me, ...privateErrorResponses },
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
          security: privateSecurity,
          params: UserIdParams,
          response: { 200: UserOrganisationList, ...errors },
        },
      },
      async (request) => listOrganisationsOfUser(db, await requireUser(request), request.params.userId, type),
    );
  }
};
