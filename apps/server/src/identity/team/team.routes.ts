import { ErrorBody, IdParams, RoleChange, SpendLimits, TeamMemberList, TeamMemberParams } from '@tapline/contracts';
import { z } from 'zod';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { requireOrganisationAccess } from '../organisations/organisations.service';
import { listTeam } from './team.queries';
import { changeMember } from './team.service';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { declareRoutes } from '../../platform';

const errors = {
  400: ErrorBody.describe('The id is neither a uuid nor a slug'),
  403: ErrorBody.describe(`A member without the needed role, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  409: ErrorBody.describe('The organisation would be left without an owner (details.rule = last_owner)'),
} as const;

export const teamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['team'], signedInUser: requireUser });
  for (const type of ['venue', 'supplier'] as const) {
    routes.private(
      `GET /api/${type}s/:id/users`,
      {
        summary: `The ${type}'s members with their organisationRole (any member may look)`,
        params: IdParams,
        response: { 200: TeamMemberList, ...errors },
      },
      async ({ user, params }) => {
        const access = await requireOrganisationAccess(db, user, type, params.id);
        const members = await listTeam(db, access.organisation.id);
        return { items: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })) };
      },
    );

    routes.private(
      `PUT /api/${type}s/:id/users/:userId/role`,
      {
        summary: "Change a member's organisationRole (owners and admins; only owners make or change owners)",
        params: TeamMemberParams,
        body: RoleChange,
        response: { 204: z.null().describe('Changed'), ...errors },
      },
      ({ user, params, body }) =>
        changeMember(db, user, type, params.id, params.userId, { kind: 'role', organisationRole: body.organisationRole }),
    );

    if (type === 'venue') {
      routes.private(
        'PUT /api/venues/:id/users/:userId/spend-limits',
        {
          summary:
            'Set a member’s spend limits per order and per week, inc GST in cents, null for none (owners and admins); they apply to buyers',
          params: TeamMemberParams,
          body: SpendLimits,
          response: { 204: z.null().describe('Changed'), ...errors },
        },
        ({ user, params, body }) => changeMember(db, user, 'venue', params.id, params.userId, { kind: 'limits', limits: body }),
      );
    }

    routes.private(
      `DELETE /api/${type}s/:id/users/:userId`,
      {
        summary: 'Remove a member (owners and admins; the last owner stays)',
        params: TeamMemberParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
      ({ user, params }) => changeMember(db, user, type, params.id, params.userId, { kind: 'remove' }),
    );
  }
};
