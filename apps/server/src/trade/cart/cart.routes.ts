import {
  Cart,
  CartItemCreate,
  CartItemUpdate,
  CartQuery,
  CheckoutInput,
  ErrorBody,
  IDEMPOTENCY_KEY_HEADER,
  Order,
  ReorderResult,
  UserParams,
  UuidParams,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity/auth/api-auth';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { adminReadOnlyResponse, privateErrorResponses, privateSecurity } from '../../shared/responses';
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service';
import { checkout } from '../orders/checkout/checkout.service';
import { reorder } from '../orders/reorder.service';

// The fixed cart calls (docs/domain.md, Calls) with their paths and meanings, and checkout.

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it (qty beyond 9999 in the cart, a SKU that can’t be ordered)'),
  ...privateErrorResponses,
  ...adminReadOnlyResponse,
  404: ErrorBody.describe(
    'No such venue (or you are not its member), no such cart item of yours (a checkout may have just taken it), or another person’s cart',
  ),
} as const;

export const cartRoutes: FastifyPluginAsyncZod<OrderMailDeps> = async (app, deps) => {
  const { db } = deps;
  const tags = ['cart'];

  app.post(
    '/api/cart/items',
    {
      schema: {
        tags,
        summary: 'Add a SKU to your cart for a venue (a SKU already there adds to its qty, at most 9999); answers the cart',
        security: privateSecurity,
        body: CartItemCreate,
        response: { 200: Cart, ...errors },
      },
    },
    async (request) => addCartItem(db, await requireUser(request), request.body, deps.clock()),
  );

  app.get(
    '/api/users/:userId/cart',
    {
      schema: {
        tags,
        summary: 'Your cart for a venue, grouped by supplier: prices, problems, minimums and delivery days',
        security: privateSecurity,
        params: UserParams,
        querystring: CartQuery,
        response: { 200: Cart, ...errors },
      },
    },
    async (request) => getCart(db, await requireUser(request), request.params.userId, request.query.venueId, deps.clock()),
  );

  app.put(
    '/api/cart/items/:id',
    {
      schema: {
        tags,
        summary: 'Set a line’s qty (1–9999); answers the cart',
        security: privateSecurity,
        params: UuidParams,
        body: CartItemUpdate,
        response: { 200: Cart, ...errors },
      },
    },
    async (request) => updateCartItem(db, await requireUser(request), request.params.id, request.body.qty, deps.clock()),
  );

  app.delete(
    '/api/cart/items/:id',
    {
      schema: {
        tags,
        summary: 'Remove a line',
        security: privateSecurity,
        params: UuidParams,
        response: { 204: z.null().describe('Removed'), ...errors },
      },
    },
    async (request, reply) => {
      await removeCartItem(db, await requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/api/users/:userId/cart',
    {
      schema: {
        tags,
        summary: 'Clear your cart (at one venue with ?venueId=, else at all of them)',
        security: privateSecurity,
        params: UserParams,
        querystring: CartQuery.partial(),
        response: { 204: z.null().describe('Cleared'), ...errors },
      },
    },
    async (request, reply) => {
      await clearCart(db, await requireUser(request), request.params.userId, request.query.venueId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/users/:userId/cart/checkout',
    {
      schema: {
        tags,
        summary: 'Send the cart (or some suppliers’ groups of it) as one order; needs an Idempotency-Key header',
        description:
          'One transaction: the items are re-read, re-priced and checked (active product, SKU, supplier and venue; stock; minimum order; delivery day, cut-off and lead days in the venue’s time zone). A broken rule is 422 `checkout_refused` with every problem in `details.problems`, and nothing changes. The same Idempotency-Key and body answer the first answer (header `Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`; while the first is still running, 409. Keys are kept 24 h.',
        security: privateSecurity,
        params: UserParams,
        headers: z.object({
          [IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('A new random key per checkout attempt (e.g. a uuid)'),
        }),
        body: CheckoutInput,
        response: {
          201: Order,
          ...errors,
          409: ErrorBody.describe('A checkout with this Idempotency-Key is still running'),
          422: ErrorBody.describe('checkout_refused: details.problems lists every rule broken; idempotency_key_reused'),
        },
      },
    },
    async (request, reply) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const answer = await checkout(
        deps,
        await requireUser(request),
        request.params.userId,
        request.body,
        typeof key === 'string' ? key : undefined,
      );
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return reply.status(201).send(answer.body);
    },
  );

  app.post(
    '/api/orders/:id/reorder',
    {
      schema: {
        tags,
        summary: 'Copy the order’s lines that can still be ordered into your cart (at today’s prices); reports the rest',
        security: privateSecurity,
        params: UuidParams,
        response: { 200: ReorderResult, ...errors, 404: ErrorBody.describe('No such order of a venue you are a member of') },
      },
    },
    async (request) => reorder(db, await requireUser(request), request.params.id),
  );
};
