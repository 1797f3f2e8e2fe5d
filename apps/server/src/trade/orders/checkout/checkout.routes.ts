import { CheckoutInput, ErrorBody, IDEMPOTENCY_KEY_HEADER, Order, ReorderResult, UserParams, UuidParams } from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../../identity';
import { declareRoutes } from '../../../platform';
import { cartErrors } from '../../cart/cart.routes';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { reorder } from '../reorder.service';
import { checkout } from './checkout.service';

// Checkout: a venue's cart (or some suppliers' groups of it) becomes an order; reorder: an order's lines go back
// into the cart (docs/domain.md, Calls). Tagged with the cart's calls in the OpenAPI document, as before.

export const checkoutRoutes: FastifyPluginAsyncZod<OrderMailDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['cart'], signedInUser: requireUser });

  routes.private(
    'POST /api/users/:userId/cart/checkout',
    {
      scope: 'orders:write',
      summary: 'Send the cart (or some suppliers’ groups of it) as one order; needs an Idempotency-Key header',
      description:
        'One transaction: the items are re-read, re-priced and checked (active product, SKU, supplier and venue; stock; minimum order; delivery day, cut-off and lead days in the venue’s time zone). A broken rule is 422 `checkout_refused` with every problem in `details.problems`, and nothing changes. The same Idempotency-Key and body answer the first answer (header `Idempotent-Replayed: true`); the same key with another body is 422 `idempotency_key_reused`; while the first is still running, 409. Keys are kept 24 h.',
      params: UserParams,
      headers: z.object({
        [IDEMPOTENCY_KEY_HEADER]: z.string().optional().describe('A new random key per checkout attempt (e.g. a uuid)'),
      }),
      body: CheckoutInput,
      response: {
        201: Order,
        ...cartErrors,
        403: ErrorBody.describe(
          'Staff can’t place orders, and a buyer’s order over a spend limit isn’t theirs to place (details.role, details.reason): send it for approval; or refused to a platform admin who is not a member',
        ),
        409: ErrorBody.describe('A checkout with this Idempotency-Key is still running'),
        422: ErrorBody.describe('checkout_refused: details.problems lists every rule broken; idempotency_key_reused'),
      },
    },
    async ({ user, params, body, request, reply }) => {
      const key = request.headers[IDEMPOTENCY_KEY_HEADER];
      const answer = await checkout(deps, user, params.userId, body, typeof key === 'string' ? key : undefined);
      if (answer.replayed) void reply.header('idempotent-replayed', 'true');
      return answer.body;
    },
  );

  routes.private(
    'POST /api/orders/:id/reorder',
    {
      scope: 'orders:write',
      summary: 'Copy the order’s lines that can still be ordered into your cart (at today’s prices); reports the rest',
      params: UuidParams,
      response: { 200: ReorderResult, ...cartErrors, 404: ErrorBody.describe('No such order of a venue you are a member of') },
    },
    ({ user, params }) => reorder(db, user, params.id),
  );
};
