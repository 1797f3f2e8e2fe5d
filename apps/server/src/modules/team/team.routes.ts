import { ErrorBody, IdParams, TeamMemberList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../auth/api-auth';
import { requireOrganisationAccess } from './organisation-access';
import { listTeam } from './team.queries';

const privateErrorResponses = {
  400: ErrorBody.describe('The id is neither a uuid nor a slug'),
  401: ErrorBody.describe('No app key, no valid bearer token, or MFA required (code mfa_required)'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  429: ErrorBody.describe('Rate limited; see Retry-After'),
  500: ErrorBody.describe('Internal server error'),
} as const;

export const teamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const type of ['venue', 'supplier'] as const) {
    app.get(
      `/api/${type}s/:id/users`,
      {
        schema: {
          tags: ['team'],
          summary: `The ${type}'s members with their organisationRole (any member may look)`,
          security: [{ functionsKey: [], bearer: [] }],
          params: IdParams,
          response: { 200: TeamMemberList, ...privateErrorResponses },
        },
      },
      async (request) => {
        const access = await requireOrganisationAccess(db, await requireUser(request), type, request.params.id);
        const members = await listTeam(db, access.organisation.id);
        return { items: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })) };
      },
    );
  }
};
