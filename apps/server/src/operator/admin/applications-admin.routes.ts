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
import { declareRoutes } from '../../platform';

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe('Not a platform admin'),
} as const;
const notFound = { 404: ErrorBody.describe('No such application (unverified ones are not shown)') } as const;
const ApplicationParams = z.object({ id: Uuid });

/** Applications to join Tapline, as platform admins decide them. */
export const applicationsAdminRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (app, options) => {
  const { appOrigin, ...deps } = options;
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['admin'], signedInUser: requireUser });

  routes.private(
    'GET /api/admin/applications',
    {
      summary:
        'Verified applications, newest first, with counts per status and duplicate flags; q searches business name, contact, email and ABN (platform admins)',
      querystring: ApplicationListQuery,
      response: { 200: ApplicationList, ...errors },
    },
    ({ user, query }) => listAdminApplications(db, user, query),
  );

  routes.private(
    'GET /api/admin/applications/:id',
    {
      summary: 'One application with its duplicate flags (platform admins)',
      params: ApplicationParams,
      response: { 200: Application, ...errors, ...notFound },
    },
    ({ user, params }) => getAdminApplication(db, user, params.id),
  );

  routes.private(
    'POST /api/admin/applications/:id/approve',
    {
      summary: 'Approve a new application: its organisation is created and its first owner invited, in one step (platform admins)',
      params: ApplicationParams,
      body: ApplicationApprove,
      response: {
        200: ApplicationApproved,
        ...errors,
        ...notFound,
        409: ErrorBody.describe('The application is not new (details.status), or the slug is taken (details name slug)'),
      },
    },
    ({ user, params, body }) => approveApplication(deps, user, params.id, body, appOrigin),
  );

  routes.private(
    'POST /api/admin/applications/:id/decline',
    {
      summary: 'Decline a new application with a reason, mailed to the applicant (platform admins)',
      params: ApplicationParams,
      body: ApplicationDecline,
      response: { 200: Application, ...errors, ...notFound, 409: ErrorBody.describe('The application is not new (details.status)') },
    },
    ({ user, params, body }) => declineApplication(deps, user, params.id, body.reason, appOrigin),
  );
};
