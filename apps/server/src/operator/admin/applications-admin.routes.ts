import {
  Application,
  ApplicationApprove,
  ApplicationApproved,
  ApplicationDecline,
  ApplicationList,
  ApplicationListQuery,
  ErrorBody,
  Uuid,
} from '@tapline/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type InvitesRoutesOptions, requireUser } from '../../identity';
import { approveApplication, declineApplication, getAdminApplication, listAdminApplications } from './applications-admin.service';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  ...privateErrorResponses,
  403: ErrorBody.describe('Not a platform admin'),
} as const;
const notFound = { 404: ErrorBody.describe('No such application (unverified ones are not shown)') } as const;
const ApplicationParams = z.object({ id: Uuid });

/** Applications to join Tapline, as platform admins decide them. */
export const applicationsAdminRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (app, options) => {
  const { appOrigin, ...deps } = options;
  const { db } = deps;

  app.get(
    '/api/admin/applications',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Verified applications, newest first, with counts per status and duplicate flags; q searches business name, contact, email and ABN (platform admins)',
        security: privateSecurity,
        querystring: ApplicationListQuery,
        response: { 200: ApplicationList, ...errors },
      },
    },
    async (request) => listAdminApplications(db, await requireUser(request), request.query),
  );

  app.get(
    '/api/admin/applications/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'One application with its duplicate flags (platform admins)',
        security: privateSecurity,
        params: ApplicationParams,
        response: { 200: Application, ...errors, ...notFound },
      },
    },
    async (request) => getAdminApplication(db, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/admin/applications/:id/approve',
    {
      schema: {
        tags: ['admin'],
        summary: 'Approve a new application: its organisation is created and its first owner invited, in one step (platform admins)',
        security: privateSecurity,
        params: ApplicationParams,
        body: ApplicationApprove,
        response: {
          200: ApplicationApproved,
          ...errors,
          ...notFound,
          409: ErrorBody.describe('The application is not new (details.status), or the slug is taken (details name slug)'),
        },
      },
    },
    async (request) => approveApplication(deps, await requireUser(request), request.params.id, request.body, appOrigin),
  );

  app.post(
    '/api/admin/applications/:id/decline',
    {
      schema: {
        tags: ['admin'],
        summary: 'Decline a new application with a reason, mailed to the applicant (platform admins)',
        security: privateSecurity,
        params: ApplicationParams,
        body: ApplicationDecline,
        response: { 200: Application, ...errors, ...notFound, 409: ErrorBody.describe('The application is not new (details.status)') },
      },
    },
    async (request) => declineApplication(deps, await requireUser(request), request.params.id, request.body.reason, appOrigin),
  );
};
