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
import { privateErrorResponses, privateSecurity } from '../../shared/responses';

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  ...privateErrorResponses,
  403: ErrorBody.describe('Not a platform admin'),
} as const;
const notFound = { 404: ErrorBody.describe('No such organisation') } as const;

/** The platform admins' area (docs/domain.md, Roles and permissions). */
export const adminRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (app, options) => {
  const { appOrigin, ...deps } = options;
  const { db, outbox } = deps;

  for (const type of ['venue', 'supplier'] as const) {
    app.get(
      `/api/admin/${type}s`,
      {
        schema: {
          tags: ['admin'],
          summary: `Every ${type}, suspended ones too; q searches name, slug and emails (platform admins)`,
          security: privateSecurity,
          querystring: AdminOrganisationListQuery,
          response: { 200: AdminOrganisationList, ...errors },
        },
      },
      async (request) => listOrganisations(db, await requireUser(request), type, request.query),
    );

    app.post(
      `/api/admin/${type}s`,
      {
        schema: {
          tags: ['admin'],
          summary: `Create a ${type} and mail its first owner an invite (platform admins)`,
          security: privateSecurity,
          body: AdminOrganisationCreate,
          response: { 201: AdminOrganisationCreated, ...errors, 409: ErrorBody.describe('The slug is taken (details name slug)') },
        },
      },
      async (request, reply) => {
        const created = await createOrganisation(deps, await requireUser(request), type, request.body, appOrigin);
        return reply.status(201).send(created);
      },
    );

    app.post(
      `/api/admin/${type}s/:id/suspend`,
      {
        schema: {
          tags: ['admin'],
          summary: `Suspend a ${type}: it leaves the public lists and takes no orders; members see the reason (platform admins)`,
          security: privateSecurity,
          params: IdParams,
          body: SuspendBody,
          response: { 200: AdminOrganisation, ...errors, ...notFound },
        },
      },
      async (request) => suspendOrganisation(db, await requireUser(request), type, request.params.id, request.body.reason),
    );

    app.post(
      `/api/admin/${type}s/:id/reactivate`,
      {
        schema: {
          tags: ['admin'],
          summary: `Reactivate a suspended ${type} (platform admins)`,
          security: privateSecurity,
          params: IdParams,
          response: { 200: AdminOrganisation, ...errors, ...notFound },
        },
      },
      async (request) => reactivateOrganisation(db, await requireUser(request), type, request.params.id),
    );
  }

  const organisationNotFound = { 404: ErrorBody.describe('No such organisation (or invite)') } as const;

  app.get(
    '/api/admin/organisations/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          'A venue or supplier by id or slug: profile, status and its history, members, open invites, latest orders, products, integrations (platform admins)',
        security: privateSecurity,
        params: IdParams,
        response: { 200: AdminOrganisationDetail, ...errors, ...organisationNotFound },
      },
    },
    async (request) => getOrganisationDetail(deps, await requireUser(request), request.params.id),
  );

  app.post(
    '/api/admin/organisations/:id/invites/:inviteId/resend',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mail a new invite link, valid for 7 days; the previous link stops working; the answer carries the new link to copy (platform admins)',
        security: privateSecurity,
        params: InviteParams,
        response: {
          200: AdminInviteResent,
          ...errors,
          ...organisationNotFound,
          409: ErrorBody.describe('The invite was accepted or withdrawn (details.status)'),
        },
      },
    },
    async (request) => resendOrganisationInvite(deps, await requireUser(request), request.params.id, request.params.inviteId, appOrigin),
  );

  app.delete(
    '/api/admin/organisations/:id/invites/:inviteId',
    {
      schema: {
        tags: ['admin'],
        summary: 'Withdraw an invite: its link stops working; withdrawing twice is harmless (platform admins)',
        security: privateSecurity,
        params: InviteParams,
        response: {
          204: z.null().describe('Withdrawn'),
          ...errors,
          ...organisationNotFound,
          409: ErrorBody.describe('The invite was already accepted (details.status)'),
        },
      },
    },
    async (request, reply) => {
      await revokeOrganisationInvite(deps, await requireUser(request), request.params.id, request.params.inviteId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary:
          'Mail and SMS, newest first, with their delivery state: queued, sent, failed (with the reason) or stored (platform admins)',
        security: privateSecurity,
        querystring: AdminOutboxQuery,
        response: { 200: OutboxMessageList, ...errors },
      },
    },
    async (request) => listOutboxMessages(outbox, await requireUser(request), request.query),
  );

  app.post(
    '/api/admin/outbox/:id/retry',
    {
      schema: {
        tags: ['admin'],
        summary: 'Send a failed mail again: it is queued, and retried as a new message would be (platform admins)',
        security: privateSecurity,
        params: OutboxMessageParams,
        response: {
          200: OutboxMessage,
          ...errors,
          404: ErrorBody.describe('No such message'),
          409: ErrorBody.describe('The message is not failed (details.state), or no mail server is set up'),
        },
      },
    },
    async (request) => retryOutboxMessage(outbox, await requireUser(request), request.params.id),
  );
};
