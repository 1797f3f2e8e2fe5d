import { ErrorBody, OrderMessageInput, OrderMessageMarker, OrderMessageThread, UuidParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { getOrderThread, markOrderThreadRead, postOrderMessage } from './order-messages.service';

// Messages on an order (docs/domain.md, Messages on an order): one thread per supplier order. No route changes or
// deletes a message: they are immutable.

const notFound = ErrorBody.describe('No such order, or you are a member of neither its venue nor its supplier');
const badId = ErrorBody.describe('The order id is not a UUID');
const adminReadsOnly = ErrorBody.describe('A platform admin reads an order’s messages but writes none and moves no marker');

export const orderMessagesRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['orders'], signedInUser: requireUser });

  routes.private(
    'GET /api/supplier-orders/:id/messages',
    {
      summary:
        'The order’s thread with its supplier: both sides’ messages, the steps it went through and Tapline’s notes, oldest first, with your side’s read marker (not moved by reading: mark it read)',
      params: UuidParams,
      response: { 200: OrderMessageThread, 400: badId, 404: notFound },
    },
    ({ user, params }) => getOrderThread(db, user, params.id),
  );

  routes.private(
    'POST /api/supplier-orders/:id/messages',
    {
      summary:
        'Write to the other side (the venue’s or the supplier’s members): 1 to 4,000 characters, never changed afterwards; the other side hears it live, and by mail when it stays unread a few minutes',
      params: UuidParams,
      body: OrderMessageInput,
      response: {
        201: OrderMessageThread,
        400: ErrorBody.describe(
          'The message is empty or longer than 4,000 characters (details name `body`), or the order id is not a UUID',
        ),
        403: adminReadsOnly,
        404: notFound,
      },
    },
    ({ user, params, body }) => postOrderMessage(db, user, params.id, body.body),
  );

  routes.private(
    'POST /api/supplier-orders/:id/messages/read',
    {
      summary: 'Your side has read the thread: its marker moves to the newest entry, for every member of your organisation',
      params: UuidParams,
      response: { 200: OrderMessageMarker, 400: badId, 403: adminReadsOnly, 404: notFound },
    },
    ({ user, params }) => markOrderThreadRead(db, user, params.id),
  );
};
