import { Cart, CartItemCreate, CartItemUpdate, CartQuery, ErrorBody, UserParams, UuidParams } from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '@tapline/db';
import { type Clock, requireUser } from '../../identity';
import { z } from 'zod';
import { declareRoutes } from '../../platform';
import { adminReadOnlyResponse } from '../../shared/responses';
import { addCartItem, clearCart, getCart, removeCartItem, updateCartItem } from './cart.service';

// The fixed cart calls (docs/domain.md, Calls) with their paths and meanings; checkout is trade/orders/checkout.

/** what a call on the cart may answer besides its success: its own calls' and checkout's */
export const cartErrors = {
  400: ErrorBody.describe('A field is invalid; details name it (qty beyond 9999 in the cart, a SKU that can’t be ordered)'),
  ...adminReadOnlyResponse,
  404: ErrorBody.describe(
    'No such venue (or you are not its member), no such cart item of yours (a checkout may have just taken it), or another person’s cart',
  ),
} as const;

export const cartRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, deps) => {
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['cart'], signedInUser: requireUser });

  routes.private(
    'POST /api/cart/items',
    {
      scope: 'orders:write',
      summary: 'Add a SKU to your cart for a venue (a SKU already there adds to its qty, at most 9999); answers the cart',
      body: CartItemCreate,
      response: { 200: Cart, ...cartErrors },
    },
    ({ user, body }) => addCartItem(db, user, body, deps.clock()),
  );

  routes.private(
    'GET /api/users/:userId/cart',
    {
      scope: 'orders:read',
      summary: 'Your cart for a venue, grouped by supplier: prices, problems, minimums and delivery days',
      params: UserParams,
      querystring: CartQuery,
      response: { 200: Cart, ...cartErrors },
    },
    ({ user, params, query }) => getCart(db, user, params.userId, query.venueId, deps.clock()),
  );

  routes.private(
    'PUT /api/cart/items/:id',
    {
      scope: 'orders:write',
      summary: 'Set a line’s qty (1–9999) or its substitution preference; answers the cart',
      params: UuidParams,
      body: CartItemUpdate,
      response: { 200: Cart, ...cartErrors },
    },
    ({ user, params, body }) => updateCartItem(db, user, params.id, body, deps.clock()),
  );

  routes.private(
    'DELETE /api/cart/items/:id',
    {
      scope: 'orders:write',
      summary: 'Remove a line',
      params: UuidParams,
      response: { 204: z.null().describe('Removed'), ...cartErrors },
    },
    ({ user, params }) => removeCartItem(db, user, params.id),
  );

  routes.private(
    'DELETE /api/users/:userId/cart',
    {
      scope: 'orders:write',
      summary: 'Clear your cart (at one venue with ?venueId=, else at all of them)',
      params: UserParams,
      querystring: CartQuery.partial(),
      response: { 204: z.null().describe('Cleared'), ...cartErrors },
    },
    ({ user, params, query }) => clearCart(db, user, params.userId, query.venueId),
  );
};
