import { ErrorBody, Me, UserIdParams, UserOrganisationList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { listOrganisationsOfUser } from './users.service';
import { declareRoutes } from '../../platform';

const errors = {
  400: ErrorBody.describe('The user id is not a uuid'),
  404: ErrorBody.describe('Not yourself, and not a platform admin'),
} as const;

export const usersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['users'], signedInUser: requireUser });
  routes.private(
    'GET /api/me',
    {
      summary: 'The signed-in user: id, email, name, whether they are a platform admin, and the assurance level',
      response: { 200: Me },
    },
    ({ user: { id, email, name, isPlatformAdmin, aal } }) => ({ id, email, name, isPlatformAdmin, aal }),
  );
  for (const type of ['venue', 'supplier'] as const) {
    routes.private(
      `GET /api/users/:userId/${type}s`,
      {
        summary: `The ${type}s a user belongs to, with the user's organisationRole`,
        params: UserIdParams,
        response: { 200: UserOrganisationList, ...errors },
      },
      ({ user, params }) => listOrganisationsOfUser(db, user, params.userId, type),
    );
  }
};
