import {
  AcceptInput,
  DeliverInput,
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
import { declareRoutes } from '../../platform';
import { transitionSupplierOrder, type OrderMailDeps } from './order-lifecycle.service';
import { getOrder, getServedVenues, getSupplierOrder, getSupplierOrders, getVenueOrders } from './order-reads.service';

// Orders on both sides (docs/domain.md, Order lifecycle and Calls).

const readErrors = {
  400: ErrorBody.describe('A query value is invalid; details name it'),
  404: ErrorBody.describe('No such organisation or order, or you are not a member of it'),
} as const;

const moveErrors = {
  ...readErrors,
  400: ErrorBody.describe(
    'A field is invalid; details name it (a reason is required to reject or cancel; an accept names each line once, and a delivery day the supplier can deliver on, required once the day asked for has passed)',
  ),
  403: ErrorBody.describe(
    'This side can’t take this step (a venue accepts nothing; a supplier member cancels, a venue only while held or submitted; only a supplier’s owners and admins release a held order)',
  ),
  409: ErrorBody.describe(
    'The order’s status doesn’t allow the step (details.status is the current status), or a cancel of an order Xero says is paid or part-paid and that has no tax invoice from Tapline to credit (details.payment says which)',
  ),
} as const;

export const ordersRoutes: FastifyPluginAsyncZod<OrderMailDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['orders'], signedInUser: requireUser });

  routes.private(
    'GET /api/venues/:id/orders',
    {
      scope: 'orders:read',
      summary: 'The venue’s orders, newest first: status, search by number or supplier, date range (venue’s days), pages',
      params: IdParams,
      querystring: VenueOrderQuery,
      response: { 200: VenueOrderList, ...readErrors },
    },
    ({ user, params, query }) => getVenueOrders(db, user, params.id, query),
  );

  routes.private(
    'GET /api/orders/:id',
    {
      scope: 'orders:read',
      summary: 'One order of your venue: its supplier orders with lines, events and totals',
      params: UuidParams,
      response: { 200: Order, ...readErrors },
    },
    ({ user, params }) => getOrder(db, user, params.id, deps.clock()),
  );

  routes.private(
    'GET /api/suppliers/:id/orders',
    {
      scope: 'orders:read',
      summary: 'Orders In: the supplier’s orders by status (new ones oldest first) with each status’s count, venue, search, dates, pages',
      params: IdParams,
      querystring: SupplierOrderQuery,
      response: { 200: SupplierOrderList, ...readErrors },
    },
    ({ user, params, query }) => getSupplierOrders(db, user, params.id, query),
  );

  routes.private(
    'GET /api/suppliers/:id/venues',
    {
      scope: 'orders:read',
      summary: 'The venues the supplier has had orders from: order count, last order, spend',
      params: IdParams,
      response: { 200: ServedVenueList, ...readErrors },
    },
    ({ user, params }) => getServedVenues(db, user, params.id),
  );

  routes.private(
    'GET /api/supplier-orders/:id',
    {
      scope: 'orders:read',
      summary: 'One supplier order, for its supplier and its venue: lines, events and the steps you may take',
      params: UuidParams,
      response: { 200: SupplierOrder, ...readErrors },
    },
    ({ user, params }) => getSupplierOrder(db, user, params.id, deps.clock()),
  );

  routes.private(
    'POST /api/supplier-orders/:id/release',
    {
      scope: 'orders:write',
      summary:
        'Release a held order (the supplier’s owners and admins: a credit decision): it becomes submitted, to accept or reject as any new order; the venue told',
      params: UuidParams,
      body: NoteInput.optional(),
      response: { 200: SupplierOrder, ...moveErrors },
    },
    ({ user, params, body }) => transitionSupplierOrder(deps, user, params.id, { action: 'release', note: body?.note }),
  );

  routes.private(
    'POST /api/supplier-orders/:id/accept',
    {
      scope: 'orders:write',
      summary:
        'Accept (supplier), optionally sending some lines short or not at all (each line once), or on another of its delivery days (required once the day asked for has passed): totals recomputed, stock returned, the venue told',
      params: UuidParams,
      body: AcceptInput,
      response: { 200: SupplierOrder, ...moveErrors },
    },
    ({ user, params, body }) =>
      transitionSupplierOrder(deps, user, params.id, {
        action: 'accept',
        note: body.note,
        lines: body.lines,
        deliveryDate: body.deliveryDate,
      }),
  );

  routes.private(
    'POST /api/supplier-orders/:id/reject',
    {
      scope: 'orders:write',
      summary: 'Reject (supplier, while held or submitted: declining a held order), with a reason; stock returned',
      params: UuidParams,
      body: ReasonInput,
      response: { 200: SupplierOrder, ...moveErrors },
    },
    ({ user, params, body }) => transitionSupplierOrder(deps, user, params.id, { action: 'reject', note: body.reason }),
  );

  routes.private(
    'POST /api/supplier-orders/:id/dispatch',
    {
      scope: 'orders:write',
      summary: 'Dispatch (supplier, once accepted)',
      params: UuidParams,
      body: NoteInput.optional(),
      response: { 200: SupplierOrder, ...moveErrors },
    },
    ({ user, params, body }) => transitionSupplierOrder(deps, user, params.id, { action: 'dispatch', note: body?.note }),
  );

  routes.private(
    'POST /api/supplier-orders/:id/deliver',
    {
      scope: 'orders:write',
      summary:
        'Mark delivered (supplier, once dispatched), optionally with lines delivered short (each line once): totals recomputed, stock returned, an adjustment note for the difference when the invoice was issued on accepting, the venue told',
      params: UuidParams,
      body: DeliverInput.optional(),
      response: {
        200: SupplierOrder,
        ...moveErrors,
        422: ErrorBody.describe('invoice_refused: the short lines credit more than the invoice still has after earlier adjustment notes'),
      },
    },
    ({ user, params, body }) => transitionSupplierOrder(deps, user, params.id, { action: 'deliver', note: body?.note, lines: body?.lines }),
  );

  routes.private(
    'POST /api/supplier-orders/:id/cancel',
    {
      scope: 'orders:write',
      summary:
        'Cancel, with a reason: the venue while it is held or submitted, the supplier before dispatch; stock returned; an order with a tax invoice gets an adjustment note for what the invoice still has (paid money is held as credit)',
      params: UuidParams,
      body: ReasonInput,
      response: { 200: SupplierOrder, ...moveErrors },
    },
    ({ user, params, body }) => transitionSupplierOrder(deps, user, params.id, { action: 'cancel', note: body.reason }),
  );
};
