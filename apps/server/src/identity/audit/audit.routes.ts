import { AdminAuditQuery, AuditEntryList, AuditQuery, ErrorBody, IdParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';
import { listAdminAudit, listOrganisationAudit } from './audit.service';

/** The audit log: who did what, when, with the before and after; newest first. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/admin/audit',
    {
      schema: {
        tags: ['admin'],
        summary: 'The audit log of every organisation, newest first; filter by organisationId and action (platform admins)',
        security: privateSecurity,
        querystring: AdminAuditQuery,
        response: {
          200: AuditEntryList,
          400: ErrorBody.describe('A query value is invalid; details name it'),
          ...privateErrorResponses,
          403: ErrorBody.describe('Not a platform admin'),
        },
      },
    },
    async (request) => listAdminAudit(db, await requireUser(request), request.query),
  );

  for (const type of ['venue', 'supplier'] as const) {
    app.get(
      `/api/${type}s/:id/audit`,
      {
        schema: {
          tags: ['audit'],
          summary: `The ${type}'s audit log: role, status and ownership changes, newest first (its owners)`,
          security: privateSecurity,
          params: IdParams,
          querystring: AuditQuery,
          response: {
            200: AuditEntryList,
            400: ErrorBody.describe('The id or a query value is invalid; details name it'),
            ...privateErrorResponses,
            403: ErrorBody.describe('A member who is not an owner'),
            404: ErrorBody.describe('No such organisation, or you are not a member of it'),
          },
        },
      },
      async (request) => listOrganisationAudit(db, await requireUser(request), type, request.params.id, request.query),
    );
  }
};
