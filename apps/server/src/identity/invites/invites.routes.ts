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
import { ADMIN_READ_ONLY, PRIVATE_CACHE_CONTROL } from '../../shared/responses';
import { declareRoutes } from '../../platform';

export interface InvitesRoutesOptions extends InviteDeps {
  /** the web app's origin for mailed links: PUBLIC_URL, else the one the server was started for; never the request's Host */
  appOrigin: string;
}

const manageErrors = {
  400: ErrorBody.describe('A field is invalid (details name it: email, organisationRole)'),
  403: ErrorBody.describe(`A member (only owners and admins manage invites), or an admin inviting an owner, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation or invite, or you are not a member of it'),
  409: ErrorBody.describe('The email is already a member or has a pending invite (details name email); the invite was accepted or revoked'),
} as const;

export const invitesRoutes: FastifyPluginAsyncZod<InvitesRoutesOptions> = async (app, options) => {
  const { appOrigin, ...deps } = options;
  const routes = declareRoutes(app, { tags: ['team'], signedInUser: requireUser });

  for (const type of ['venue', 'supplier'] as const) {
    const base = `/api/${type}s/:id/invites`;
    routes.private(
      `GET ${base}`,
      {
        summary: `The ${type}'s open invites, pending or expired (owners and admins)`,
        params: IdParams,
        response: { 200: InviteList, ...manageErrors },
      },
      ({ user, params }) => listInvites(deps, user, type, params.id),
    );

    routes.private(
      `POST ${base}`,
      {
        summary: `Invite someone to the ${type} by email (owners and admins; only owners invite owners); mailState says whether the link was mailed yet`,
        params: IdParams,
        body: InviteCreate,
        response: { 201: InviteIssued, ...manageErrors },
      },
      ({ user, params, body }) => createInvite(deps, user, type, params.id, body, appOrigin),
    );

    routes.private(
      `DELETE ${base}/:inviteId`,
      {
        summary: 'Revoke an invite: its link stops working (owners and admins)',
        params: InviteParams,
        response: { 204: z.null().describe('Revoked'), ...manageErrors },
      },
      ({ user, params }) => revokeInvite(deps, user, { type, idOrSlug: params.id, inviteId: params.inviteId }),
    );

    routes.private(
      `POST ${base}/:inviteId/resend`,
      {
        summary: 'Mail a new link, valid for 7 days; the previous link stops working (owners and admins)',
        params: InviteParams,
        response: { 200: InviteIssued, ...manageErrors },
      },
      ({ user, params }) => resendInvite(deps, user, { type, idOrSlug: params.id, inviteId: params.inviteId }, appOrigin),
    );
  }

  routes.public(
    'GET /api/invites/:token',
    {
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
    ({ params, reply }) => {
      // the token in the path is the secret: the answer is as private as a signed-in one
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return previewInvite(deps, params.token);
    },
  );

  routes.private(
    'POST /api/invites/:token/accept',
    {
      tags: ['invites'],
      summary: 'Join the organisation as the signed-in invitee (their email must be the invited one)',
      params: InviteTokenParams,
      response: {
        200: InviteAccepted,
        400: ErrorBody.describe('The token is malformed'),
        403: ErrorBody.describe('Signed in with another email than the invited one (details.invitedEmail)'),
        404: ErrorBody.describe('No invitation has this token'),
        409: ErrorBody.describe('The invitation expired, was revoked or was already used (details.status)'),
      },
    },
    ({ user, params }) => acceptInvite(deps, user, params.token),
  );
};
