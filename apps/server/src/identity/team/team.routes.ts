import { ErrorBody, IdParams, RoleChange, TeamMemberList, TeamMemberParams } from '@tapline/contracts';
import { z } from 'zod';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { requireOrganisationAccess } from '../organisations/organisations.service';
import { listTeam } from './team.queries';
import { changeMember } from './team.service';
import { ADMIN_READ_ONLY, privateErrorResponses, privateSecurity } from '../../shared/responses';

const errors = {
  400: ErrorBody.describe('The id is neither a uuid nor a slug'),
  ...privateErrorResponses,
  403: ErrorBody.describe(`A member without the needed role, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
  409: ErrorBody.describe('The organisation would be left without an owner (details.rule = last_owner)'),
} as const;

export const teamRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  for (const type of ['venue', 'supplier'] as const) {
    app.get(
      `/api/${type}s/:id/users`,
      {
        schema: {
          tags: ['team'],
          summary: `The ${type}'s members with their organisationRole (any member may look)`,
          security: privateSecurity,
          params: IdParams,
          response: { 200: TeamMemberList, ...errors },
        },
      },
      async (request) => {
        const access = await requireOrganisationAccess(db, await requireUser(request), type, request.params.id);
        const members = await listTeam(db, access.organisation.id);
        return { items: members.map((member) => ({ ...member, joinedAt: member.joinedAt.toISOString() })) };
      },
    );

    app.put(
      `/api/${type}s/:id/users/:userId/role`,
      {
        schema: {
          tags: ['team'],
          summary: "Change a member's organisationRole (owners and admins; only owners make or change owners)",
          security: privateSecurity,
          params: TeamMemberParams,
          body: RoleChange,
          response: { 204: z.null().describe('Changed'), ...errors },
        },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        await changeMember(db, await requireUser(request), type, id, userId, {
          kind: 'role',
          organisationRole: request.body.organisationRole,
        });
        return reply.status(204).send(null);
      },
    );

    app.delete(
      `/api/${type}s/:id/users/:userId`,
      {
        schema: {
          tags: ['team'],
          summary: 'Remove a member (owners and admins; the last owner stays)',
          security: privateSecurity,
          params: TeamMemberParams,
          response: { 204: z.null().describe('Removed'), ...errors },
        },
      },
      async (request, reply) => {
        const { id, userId } = request.params;
        await changeMember(db, await requireUser(request), type, id, userId, { kind: 'remove' });
        return reply.status(204).send(null);
      },
    );
  }
};
