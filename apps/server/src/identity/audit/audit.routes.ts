import { AdminAuditQuery, AuditEntryList, AuditQuery, ErrorBody, IdParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { listAdminAudit, listOrganisationAudit } from './audit.service';
import { declareRoutes } from '../../platform';

/** The audit log: who did what, when, with the before and after; newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['audit'], signedInUser: requireUser });
  routes.private(
    'GET /api/admin/audit',
    {
      tags: ['admin'],
      summary: 'The audit log of every organisation, newest first; filter by organisationId and action (platform admins)',
      querystring: AdminAuditQuery,
      response: {
        200: AuditEntryList,
        400: ErrorBody.describe('A query value is invalid; details name it'),
        403: ErrorBody.describe('Not a platform admin'),
      },
    },
    ({ user, query }) => listAdminAudit(db, user, query),
  );

  for (const type of ['venue', 'supplier'] as const) {
    routes.private(
      `GET /api/${type}s/:id/audit`,
      {
        summary: `The ${type}'s audit log: role, status and ownership changes, newest first (its owners)`,
        params: IdParams,
        querystring: AuditQuery,
        response: {
          200: AuditEntryList,
          400: ErrorBody.describe('The id or a query value is invalid; details name it'),
          403: ErrorBody.describe('A member who is not an owner'),
          404: ErrorBody.describe('No such organisation, or you are not a member of it'),
        },
      },
      ({ user, params, query }) => listOrganisationAudit(db, user, type, params.id, query),
    );
  }
};
