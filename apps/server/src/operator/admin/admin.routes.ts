import {
  AdminInviteResent,
  AdminOrganisation,
  AdminOrganisationDetail,
  AdminOrganisationCreate,
  AdminOrganisationCreated,
  AdminOrganisationList,
  AdminOrganisationListQuery,
  AdminOutboxQuery,
  ErrorBody,
  IdParams,
  InviteParams,
  OutboxMessage,
  OutboxMessageList,
  OutboxMessageParams,
  SuspendBody,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type InvitesRoutesOptions, requireUser } from '../../identity';
import {
  createOrganisation,
  listOrganisations,
  listOutboxMessages,
  retryOutboxMessage,
  reactivateOrganisation,
  suspendOrganisation,
} from './admin.service';
import { getOrganisationDetail, resendOrganisationInvite, revokeOrganisationInvite } from './organisation-detail.service';
import { declareRoutes } from '../../platform';

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe('Not a platform admin'),
} as const;
const notFound = { 404: ErrorBody.describe('No such organisation') } as const;

/** The platform admins' area (docs/domain.md, Roles and permissions). */
export const adminRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (app, options) => {
  const { appOrigin, ...deps } = options;
  const { db, outbox } = deps;
  const routes = declareRoutes(app, { tags: ['admin'], signedInUser: requireUser });

  for (const type of ['venue', 'supplier'] as const) {
    routes.private(
      `GET /api/admin/${type}s`,
      {
        summary: `Every ${type}, suspended ones too; q searches name, slug and emails (platform admins)`,
        querystring: AdminOrganisationListQuery,
        response: { 200: AdminOrganisationList, ...errors },
      },
      ({ user, query }) => listOrganisations(db, user, type, query),
    );

    routes.private(
      `POST /api/admin/${type}s`,
      {
        summary: `Create a ${type} and mail its first owner an invite (platform admins)`,
        body: AdminOrganisationCreate,
        response: { 201: AdminOrganisationCreated, ...errors, 409: ErrorBody.describe('The slug is taken (details name slug)') },
      },
      ({ user, body }) => createOrganisation(deps, user, type, body, appOrigin),
    );

    routes.private(
      `POST /api/admin/${type}s/:id/suspend`,
      {
        summary: `Suspend a ${type}: it leaves the public lists and takes no orders; members see the reason (platform admins)`,
        params: IdParams,
        body: SuspendBody,
        response: { 200: AdminOrganisation, ...errors, ...notFound },
      },
      ({ user, params, body }) => suspendOrganisation(db, user, type, params.id, body.reason),
    );

    routes.private(
      `POST /api/admin/${type}s/:id/reactivate`,
      {
        summary: `Reactivate a suspended ${type} (platform admins)`,
        params: IdParams,
        response: { 200: AdminOrganisation, ...errors, ...notFound },
      },
      ({ user, params }) => reactivateOrganisation(db, user, type, params.id),
    );
  }

  const organisationNotFound = { 404: ErrorBody.describe('No such organisation (or invite)') } as const;

  routes.private(
    'GET /api/admin/organisations/:id',
    {
      summary:
        'A venue or supplier by id or slug: profile, status and its history, members, open invites, latest orders, products, integrations (platform admins)',
      params: IdParams,
      response: { 200: AdminOrganisationDetail, ...errors, ...organisationNotFound },
    },
    ({ user, params }) => getOrganisationDetail(deps, user, params.id),
  );

  routes.private(
    'POST /api/admin/organisations/:id/invites/:inviteId/resend',
    {
      summary:
        'Mail a new invite link, valid for 7 days; the previous link stops working; the answer carries the new link to copy (platform admins)',
      params: InviteParams,
      response: {
        200: AdminInviteResent,
        ...errors,
        ...organisationNotFound,
        409: ErrorBody.describe('The invite was accepted or withdrawn (details.status)'),
      },
    },
    ({ user, params }) => resendOrganisationInvite(deps, user, params.id, params.inviteId, appOrigin),
  );

  routes.private(
    'DELETE /api/admin/organisations/:id/invites/:inviteId',
    {
      summary: 'Withdraw an invite: its link stops working; withdrawing twice is harmless (platform admins)',
      params: InviteParams,
      response: {
        204: z.null().describe('Withdrawn'),
        ...errors,
        ...organisationNotFound,
        409: ErrorBody.describe('The invite was already accepted (details.status)'),
      },
    },
    ({ user, params }) => revokeOrganisationInvite(deps, user, params.id, params.inviteId),
  );

  routes.private(
    'GET /api/admin/outbox',
    {
      summary: 'Mail and SMS, newest first, with their delivery state: queued, sent, failed (with the reason) or stored (platform admins)',
      querystring: AdminOutboxQuery,
      response: { 200: OutboxMessageList, ...errors },
    },
    ({ user, query }) => listOutboxMessages(outbox, user, query),
  );

  routes.private(
    'POST /api/admin/outbox/:id/retry',
    {
      summary: 'Send a failed mail again: it is queued, and retried as a new message would be (platform admins)',
      params: OutboxMessageParams,
      response: {
        200: OutboxMessage,
        ...errors,
        404: ErrorBody.describe('No such message'),
        409: ErrorBody.describe('The message is not failed (details.state), or no mail server is set up'),
      },
    },
    ({ user, params }) => retryOutboxMessage(outbox, user, params.id),
  );
};
