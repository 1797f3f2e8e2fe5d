import {
  ErrorBody,
  MarkNotificationsRead,
  NotificationList,
  NotificationPreference,
  NotificationPreferenceInput,
  NotificationPreferenceList,
  NotificationQuery,
  NotificationPreferenceParams,
  UnreadCount,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../auth/api-auth';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';
import { listNotifications, listPreferences, markRead, setPreferences } from './notifications.service';

// The notification centre (decision 0108): everything here is the signed-in person's own.

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const tags = ['notifications'];

  app.get(
    '/api/notifications',
    {
      schema: {
        tags,
        summary: 'Your notifications, newest first (keyset pages: pass nextCursor as before), with your unread count',
        security: privateSecurity,
        querystring: NotificationQuery,
        response: { 200: NotificationList, 400: ErrorBody.describe('A query value is invalid; details name it'), ...privateErrorResponses },
      },
    },
    async (request) => listNotifications(db, await requireUser(request), request.query),
  );

  app.post(
    '/api/notifications/read',
    {
      schema: {
        tags,
        summary: 'Mark some of your notifications read ({ ids }) or all of them ({ all: true }); answers your unread count',
        security: privateSecurity,
        body: MarkNotificationsRead,
        response: { 200: UnreadCount, 400: ErrorBody.describe('The body is invalid; details name the field'), ...privateErrorResponses },
      },
    },
    async (request) => markRead(db, await requireUser(request), request.body),
  );

  app.get(
    '/api/notifications/preferences',
    {
      schema: {
        tags,
        summary: 'Your mail choices for each organisation you belong to (new orders, order status changes)',
        security: privateSecurity,
        response: { 200: NotificationPreferenceList, ...privateErrorResponses },
      },
    },
    async (request) => listPreferences(db, await requireUser(request)),
  );

  app.put(
    '/api/notifications/preferences/:organisationId',
    {
      schema: {
        tags,
        summary: 'Set your mail choices for one organisation you belong to',
        security: privateSecurity,
        params: NotificationPreferenceParams,
        body: NotificationPreferenceInput,
        response: {
          200: NotificationPreference,
          400: ErrorBody.describe('A field is invalid; details name it'),
          ...privateErrorResponses,
          404: ErrorBody.describe('No such organisation, or you are not a member of it'),
        },
      },
    },
    async (request) => setPreferences(db, await requireUser(request), request.params.organisationId, request.body),
  );
};
