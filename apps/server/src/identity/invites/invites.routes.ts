import {
  ErrorBody,
  IdParams,
  InviteAccepted,
  InviteCreate,
  InviteIssued,
  InviteList,
  InviteParams,
  InvitePreview,
  InviteTokenParams,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../auth/api-auth';
import { acceptInvite, createInvite, listInvites, previewInvite, resendInvite, revokeInvite, type InviteDeps } from './invites.service';
import { ADMIN_READ_ONLY, PRIVATE_CACHE_CONTROL, privateErrorResponses, privateSecurity } from '../../shared/responses';

export interface InvitesRoutesOptions extends InviteDeps {
  /** the web app's origin for mailed links: PUBLIC_URL, else the one the server was started for; never the request's Host */
  appOrigin: string;
}

const manageErrors = {
  400: ErrorBody.describe('A field is invalid (details name it: email, organisationRole)'),
  ...privateErrorResponses,
  403: ErrorBody.describe(`A member (only owners and admins manage invites), or an admin inviting an owner, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation or invite, or you are not a member of it'),
  409: ErrorBody.describe('The email is already a member or has a pending invite (details name email); the invite was accepted or revoked'),
} as const;

export const invitesRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (app, options) => {
  const { appOrigin, ...deps } = options;

  for (const type of ['venue', 'supplier'] as const) {
    const base = `/api/${type}s/:id/invites`;
    app.get(
      base,
      {
        schema: {
          tags: ['team'],
          summary: `The ${type}'s open invites, pending or expired (owners and admins)`,
          security: privateSecurity,
          params: IdParams,
          response: { 200: InviteList, ...manageErrors },
        },
      },
      async (request) => listInvites(deps, await requireUser(request), type, request.params.id),
    );

    app.post(
      base,
      {
        schema: {
          tags: ['team'],
          summary: `Invite someone to the ${type} by email (owners and admins; only owners invite owners); mailState says whether the link was mailed yet`,
          security: privateSecurity,
          params: IdParams,
          body: InviteCreate,
          response: { 201: InviteIssued, ...manageErrors },
        },
      },
      async (request, reply) => {
        const invite = await createInvite(deps, await requireUser(request), type, request.params.id, request.body, appOrigin);
        return reply.status(201).send(invite);
      },
    );

    app.delete(
      `${base}/:inviteId`,
      {
        schema: {
          tags: ['team'],
          summary: 'Revoke an invite: its link stops working (owners and admins)',
          security: privateSecurity,
          params: InviteParams,
          response: { 204: z.null().describe('Revoked'), ...manageErrors },
        },
      },
      async (request, reply) => {
        await revokeInvite(deps, await requireUser(request), type, request.params.id, request.params.inviteId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${base}/:inviteId/resend`,
      {
        schema: {
          tags: ['team'],
          summary: 'Mail a new link, valid for 7 days; the previous link stops working (owners and admins)',
          security: privateSecurity,
          params: InviteParams,
          response: { 200: InviteIssued, ...manageErrors },
        },
      },
      async (request) => resendInvite(deps, await requireUser(request), type, request.params.id, request.params.inviteId, appOrigin),
    );
  }

  app.get(
    '/api/invites/:token',
    {
      schema: {
        tags: ['invites'],
        summary: 'What an invitation link offers (the app key only: the token is the secret)',
        params: InviteTokenParams,
        response: {
          200: InvitePreview,
          400: ErrorBody.describe('The token is malformed'),
          401: ErrorBody.describe('The x-functions-key header is missing or wrong'),
          404: ErrorBody.describe('No invitation has this token'),
          429: ErrorBody.describe('Rate limited; see Retry-After'),
          500: ErrorBody.describe('Internal server error'),
        },
      },
    },
    async (request, reply) => {
      // the token in the path is the secret: the answer is as private as a signed-in one
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return previewInvite(deps, request.params.token);
    },
  );

  app.post(
    '/api/invites/:token/accept',
    {
      schema: {
        tags: ['invites'],
        summary: 'Join the organisation as the signed-in invitee (their email must be the invited one)',
        security: privateSecurity,
        params: InviteTokenParams,
        response: {
          200: InviteAccepted,
          400: ErrorBody.describe('The token is malformed'),
          ...privateErrorResponses,
          403: ErrorBody.describe('Signed in with another email than the invited one (details.invitedEmail)'),
          404: ErrorBody.describe('No invitation has this token'),
          409: ErrorBody.describe('The invitation expired, was revoked or was already used (details.status)'),
        },
      },
    },
    async (request) => acceptInvite(deps, await requireUser(request), request.params.token),
  );
};
