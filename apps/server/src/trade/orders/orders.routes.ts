import {
  AcceptInput,
  ErrorBody,
  IdParams,
  NoteInput,
  Order,
  ReasonInput,
  ServedVenueList,
  SupplierOrder,
  SupplierOrderList,
  SupplierOrderQuery,
  UuidParams,
  VenueOrderList,
  VenueOrderQuery,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { privateErrorResponses, privateSecurity } from '../../shared/responses';
import { transitionSupplierOrder, type OrderMailDeps } from './order-lifecycle.service';
import { getOrder, getServedVenues, getSupplierOrder, getSupplierOrders, getVenueOrders } from './order-reads.service';

// Orders on both sides (docs/domain.md, Order lifecycle and Calls).

const readErrors = {
  400: ErrorBody.describe('A query value is invalid; details name it'),
  ...privateErrorResponses,
  404: ErrorBody.describe('No such organisation or order, or you are not a member of it'),
} as const;

const moveErrors = {
  ...readErrors,
  400: ErrorBody.describe(
    'A field is invalid; details name it (a reason is required to reject or cancel; an accept names each line once, and a delivery day the supplier can deliver on, required once the day asked for has passed)',
  ),
  403: ErrorBody.describe(
    'This side can’t take this step (a venue accepts nothing; a supplier member cancels, a venue only while submitted)',
  ),
  409: ErrorBody.describe(
    'The order’s status doesn’t allow the step (details.status is the current status), or a cancel of an order Xero says is paid or part-paid (details.payment says which)',
  ),
} as const;

export const ordersRoutes: FastifyPluginAsyncZod<OrderMailDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['orders'];

  app.get(
    '/api/venues/:id/orders',
    {
      schema: {
        tags,
        summary: 'The venue’s orders, newest first: status, search by number or supplier, date range (venue’s days), pages',
        security: privateSecurity,
        params: IdParams,
        querystring: VenueOrderQuery,
        response: { 200: VenueOrderList, ...readErrors },
      },
    },
    async (request) => getVenueOrders(db, await requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/orders/:id',
    {
      schema: {
        tags,
        summary: 'One order of your venue: its supplier orders with lines, events and totals',
        security: privateSecurity,
        params: UuidParams,
        response: { 200: Order, ...readErrors },
      },
    },
    async (request) => getOrder(db, await requireUser(request), request.params.id, deps.clock()),
  );

  app.get(
    '/api/suppliers/:id/orders',
    {
      schema: {
        tags,
        summary: 'Orders In: the supplier’s orders by status (new ones oldest first) with each status’s count, venue, search, dates, pages',
        security: privateSecurity,
        params: IdParams,
        querystring: SupplierOrderQuery,
        response: { 200: SupplierOrderList, ...readErrors },
      },
    },
    async (request) => getSupplierOrders(db, await requireUser(request), request.params.id, request.query),
  );

  app.get(
    '/api/suppliers/:id/venues',
    {
      schema: {
        tags,
        summary: 'The venues the supplier has had orders from: order count, last order, spend',
        security: privateSecurity,
        params: IdParams,
        response: { 200: ServedVenueList, ...readErrors },
      },
    },
    async (request) => getServedVenues(db, await requireUser(request), request.params.id),
  );

  app.get(
    '/api/supplier-orders/:id',
    {
      schema: {
        tags,
        summary: 'One supplier order, for its supplier and its venue: lines, events and the steps you may take',
        security: privateSecurity,
        params: UuidParams,
        response: { 200: SupplierOrder, ...readErrors },
      },
    },
    async (request) => getSupplierOrder(db, await requireUser(request), request.params.id, deps.clock()),
  );

  const move = (user: Awaited<ReturnType<typeof requireUser>>, id: string, input: Parameters<typeof transitionSupplierOrder>[3]) =>
    transitionSupplierOrder(deps, user, id, input);

  app.post(
    '/api/supplier-orders/:id/accept',
    {
      schema: {
        tags,
        summary:
          'Accept (supplier), optionally sending some lines short or not at all (each line once), or on another of its delivery days (required once the day asked for has passed): totals recomputed, stock returned, the venue told',
        security: privateSecurity,
        params: UuidParams,
        body: AcceptInput,
        response: { 200: SupplierOrder, ...moveErrors },
      },
    },
    async (request) =>
      move(await requireUser(request), request.params.id, {
        action: 'accept',
        note: request.body.note,
        lines: request.body.lines,
        deliveryDate: request.body.deliveryDate,
      }),
  );

  app.post(
    '/api/supplier-orders/:id/reject',
    {
      schema: {
        tags,
        summary: 'Reject (supplier, while submitted), with a reason',
        security: privateSecurity,
        params: UuidParams,
        body: ReasonInput,
        response: { 200: SupplierOrder, ...moveErrors },
      },
    },
    async (request) => move(await requireUser(request), request.params.id, { action: 'reject', note: request.body.reason }),
  );

  for (const action of ['dispatch', 'deliver'] as const) {
    app.post(
      `/api/supplier-orders/:id/${action}`,
      {
        schema: {
          tags,
          summary: action === 'dispatch' ? 'Dispatch (supplier, once accepted)' : 'Mark delivered (supplier, once dispatched)',
          security: privateSecurity,
          params: UuidParams,
          body: NoteInput.optional(),
          response: { 200: SupplierOrder, ...moveErrors },
        },
      },
      async (request) => move(await requireUser(request), request.params.id, { action, note: request.body?.note }),
    );
  }

  app.post(
    '/api/supplier-orders/:id/cancel',
    {
      schema: {
        tags,
        summary: 'Cancel, with a reason: the venue while it is submitted, the supplier before dispatch; stock returned',
        security: privateSecurity,
        params: UuidParams,
        body: ReasonInput,
        response: { 200: SupplierOrder, ...moveErrors },
      },
    },
    async (request) => move(await requireUser(request), request.params.id, { action: 'cancel', note: request.body.reason }),
  );
};
