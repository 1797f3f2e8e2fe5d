import {
  ApplicationCreate,
  ApplicationCreated,
  ApplicationFormToken,
  ApplicationVerified,
  ApplicationVerify,
  ErrorBody,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, declareRoutes } from '../../platform';
import { PRIVATE_CACHE_CONTROL } from '../../shared/responses';
import { issueFormToken, submitApplication, verifyApplication, type ApplicationDeps } from './applications.service';

const appKeyErrors = {
  401: ErrorBody.describe('The x-functions-key header is missing or wrong'),
  429: ErrorBody.describe('Rate limited; see Retry-After'),
  500: ErrorBody.describe('Internal server error'),
} as const;

/** The public side of joining: the application form's token, sending it, and the mailed link. */
export const applicationsRoutes: FastifyPluginAsyncZod<ApplicationDeps> = async (app, deps) => {
  const routes = declareRoutes(app, { tags: ['applications'] });
  routes.public(
    'GET /api/applications/form-token',
    {
      summary: 'A signed token saying when the application form was opened (the app key only)',
      response: { 200: ApplicationFormToken, ...appKeyErrors },
    },
    ({ reply }) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return issueFormToken(deps);
    },
  );

  routes.public(
    'POST /api/applications',
    {
      summary: 'Apply to join as a venue or supplier (the app key only); a link to confirm the email is mailed',
      body: ApplicationCreate,
      response: {
        201: ApplicationCreated,
        400: ErrorBody.describe(
          'A field is invalid (details name it), the honeypot `website` is filled, or formToken is missing, forged, too new or expired',
        ),
        ...appKeyErrors,
        429: ErrorBody.describe('Too many applications from this address (5 an hour) or for this email (3 a day); see Retry-After'),
      },
    },
    async ({ body, request, reply }) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      try {
        return await submitApplication(deps, body, request.ip);
      } catch (error) {
        const details =
          error instanceof AppError && error.code === 'rate_limited'
            ? (error.details as { retryAfterSeconds?: number } | undefined)
            : undefined;
        if (details?.retryAfterSeconds) reply.header('retry-after', String(details.retryAfterSeconds));
        throw error;
      }
    },
  );

  routes.public(
    'POST /api/applications/verify',
    {
      summary: "Confirm the applicant's email with the mailed link's token (once); the application then waits for a platform admin",
      body: ApplicationVerify,
      response: {
        200: ApplicationVerified,
        400: ErrorBody.describe('The token is unknown, already used or expired (details name token)'),
        ...appKeyErrors,
      },
    },
    ({ body, reply }) => {
      reply.header('cache-control', PRIVATE_CACHE_CONTROL);
      return verifyApplication(deps, body.token);
    },
  );
};
