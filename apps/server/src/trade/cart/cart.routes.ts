import { Cart, CartItemCreate, CartItemUpdate, CartQuery, ErrorBody, UserParams, UuidParams } from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@tapline/db';
import { type Clock, requireUser } from '../../identity';
import { z } from 'zod';
import { adminReadOnlyResponse, privateErrorResponses, privateSecurity } from '../../shared/responses';
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service';

// The fixed cart calls (docs/domain.md, Calls) with their paths and meanings; checkout is trade/orders/checkout.

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it (qty beyond 9999 in the cart, a SKU that can’t be ordered)'),
  ...privateErrorResponses,
  ...adminReadOnlyResponse,
  404: ErrorBody.describe(
    'No such venue (or you are not its member), no such cart item of yours (a checkout may have just taken it), or another person’s cart',
  ),
} as const;

export const cartRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, deps) => {
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
};
