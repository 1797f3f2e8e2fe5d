import {
  ErrorBody,
  IdParams,
  XeroCallbackInput,
  XeroCallbackResult,
  XeroChooseTenantInput,
  XeroConnectStart,
  XeroIntegration,
  XeroIntegrationOptions,
  XeroIntegrationSettingsInput,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import type { XeroDeps } from './xero-access';
import type { XeroIntegrationContext } from './xero-integration-context';
import { chooseXeroTenant, completeXeroCallback, startXeroConnect } from './xero-integration.service';
import { getXeroOptions, saveXeroSettings } from './xero-integration-settings.service';
import { disconnectXero, getXeroIntegration } from './xero-integration-status.service';
import { declareRoutes } from '../../platform';

const organisationErrors = {
  403: ErrorBody.describe(`A member without the owner or admin role, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;
const xeroErrors = {
  400: ErrorBody.describe('A field is invalid (details name it), or Xero refused what was sent (in its words)'),
  409: ErrorBody.describe('Xero is not set up on this server, not connected, or needs reconnecting'),
  503: ErrorBody.describe('Xero did not answer, or is busy for this organisation: try again'),
} as const;
const callbackErrors = {
  ...xeroErrors,
  400: ErrorBody.describe('The connect attempt expired or was used, was declined in Xero, or Xero refused it; start again'),
  403: ErrorBody.describe('The connect was started by someone else, or you are no longer an owner or admin of the organisation'),
} as const;

/** Connecting an organisation to Xero, its settings, and disconnecting (decision 0116). */
export const xeroIntegrationRoutes: FastifyPluginAsyncZod<{
  db: Database;
  xero: XeroDeps | undefined;
}> = async (app, { db, xero }) => {
  const routes = declareRoutes(app, { tags: ['integrations'], signedInUser: requireUser });
  const contextOf = (request: FastifyRequest): XeroIntegrationContext => ({
    db,
    xero,
    log: request.log,
  });

  for (const type of ['venue', 'supplier'] as const) {
    const base = `/api/${type}s/:id/integrations/xero`;
    routes.private(
      `GET ${base}`,
      {
        summary: `The ${type}'s Xero connection and settings (any member); available is false when this server has no Xero app`,
        params: IdParams,
        response: { 200: XeroIntegration, ...organisationErrors },
      },
      ({ user, params, request }) => getXeroIntegration(contextOf(request), user, type, params.id),
    );
    routes.private(
      `POST ${base}/connect`,
      {
        summary: `Start connecting the ${type} to Xero (owner or admin): send the browser to authorizationUrl; the attempt lives 15 minutes`,
        params: IdParams,
        response: {
          200: XeroConnectStart,
          ...organisationErrors,
          ...xeroErrors,
        },
      },
      ({ user, params, request }) => startXeroConnect(contextOf(request), user, type, params.id),
    );
    routes.private(
      `DELETE ${base}`,
      {
        summary: `Disconnect the ${type} from Xero (owner or admin): the grant is revoked in Xero when it answers; account settings are kept`,
        params: IdParams,
        response: { 200: XeroIntegration, ...organisationErrors },
      },
      ({ user, params, request }) => disconnectXero(contextOf(request), user, type, params.id),
    );
    routes.private(
      `GET ${base}/options`,
      {
        summary: `The connected Xero organisation's active ${type === 'supplier' ? 'revenue' : 'expense'} accounts and tax rates (owner or admin)`,
        params: IdParams,
        response: {
          200: XeroIntegrationOptions,
          ...organisationErrors,
          ...xeroErrors,
        },
      },
      ({ user, params, request }) => getXeroOptions(contextOf(request), user, type, params.id),
    );
    routes.private(
      `PUT ${base}/settings`,
      {
        summary: `Choose the account, tax type, invoice status${type === 'supplier' ? ' and when to sync' : ''} (owner or admin; checked against the ${type}'s Xero)`,
        params: IdParams,
        body: XeroIntegrationSettingsInput,
        response: {
          200: XeroIntegration,
          ...organisationErrors,
          ...xeroErrors,
        },
      },
      ({ user, params, body, request }) => saveXeroSettings(contextOf(request), user, type, params.id, body),
    );
  }

  routes.private(
    'POST /api/integrations/xero/callback',
    {
      summary:
        'Finish a connect with the query Xero sent to /auth/xero/callback (the person who started it): connected, or the Xero organisations to choose from',
      body: XeroCallbackInput,
      response: { 200: XeroCallbackResult, ...callbackErrors },
    },
    ({ user, body, request }) => completeXeroCallback(contextOf(request), user, body.query),
  );
  routes.private(
    'POST /api/integrations/xero/choose',
    {
      summary: 'Connect the Xero organisation chosen among those the consent offered; the others are disconnected in Xero',
      body: XeroChooseTenantInput,
      response: { 200: XeroCallbackResult, ...callbackErrors },
    },
    ({ user, body, request }) => chooseXeroTenant(contextOf(request), user, body),
  );
};
