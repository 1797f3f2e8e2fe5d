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
import { listNotifications, listPreferences, markRead, setPreferences } from './notifications.service';
import { declareRoutes } from '../../platform';

// The notification centre (decision 0108): everything here is the signed-in person's own.

export const notificationsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['notifications'], signedInUser: requireUser });

  routes.private(
    'GET /api/notifications',
    {
      summary: 'Your notifications, newest first (keyset pages: pass nextCursor as before), with your unread count',
      querystring: NotificationQuery,
      response: { 200: NotificationList, 400: ErrorBody.describe('A query value is invalid; details name it') },
    },
    ({ user, query }) => listNotifications(db, user, query),
  );

  routes.private(
    'POST /api/notifications/read',
    {
      summary: 'Mark some of your notifications read ({ ids }) or all of them ({ all: true }); answers your unread count',
      body: MarkNotificationsRead,
      response: { 200: UnreadCount, 400: ErrorBody.describe('The body is invalid; details name the field') },
    },
    ({ user, body }) => markRead(db, user, body),
  );

  routes.private(
    'GET /api/notifications/preferences',
    {
      summary: 'Your mail choices for each organisation you belong to (new orders, order status changes)',
      response: { 200: NotificationPreferenceList },
    },
    ({ user }) => listPreferences(db, user),
  );

  routes.private(
    'PUT /api/notifications/preferences/:organisationId',
    {
      summary: 'Set your mail choices for one organisation you belong to',
      params: NotificationPreferenceParams,
      body: NotificationPreferenceInput,
      response: {
        200: NotificationPreference,
        400: ErrorBody.describe('A field is invalid; details name it'),
        404: ErrorBody.describe('No such organisation, or you are not a member of it'),
      },
    },
    ({ user, params, body }) => setPreferences(db, user, params.organisationId, body),
  );
};
