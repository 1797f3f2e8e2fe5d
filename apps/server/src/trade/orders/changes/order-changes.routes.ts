import {
  ErrorBody,
  OrderChange,
  OrderChangeInput,
  OrderChangeList,
  OrderChangePackList,
  OrderChangePreview,
  UuidParams,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../../identity';
import { declareRoutes } from '../../../platform';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { decideOrderChange } from './order-change-decisions.service';
import { proposeOrderChange } from './order-change-proposing.service';
import { getChangePacks, getOrderChanges, previewOrderChange } from './order-change-reads.service';

// Order changes and substitutions (docs/domain.md, Order lifecycle: changes; decision 0181).

const readErrors = {
  404: ErrorBody.describe('No such order or change, or you are a member of neither its supplier nor its venue'),
} as const;

const decideErrors = {
  ...readErrors,
  403: ErrorBody.describe('The wrong side: the venue accepts and declines, the supplier withdraws'),
  409: ErrorBody.describe(
    'The change is no longer open (details.status), the order changed since it was proposed (details.version), the order can’t be changed in its status, or not enough of the pack is on hand',
  ),
} as const;

export const orderChangesRoutes: FastifyPluginAsyncZod<OrderMailDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['orders'], signedInUser: requireUser });

  routes.private(
    'GET /api/supplier-orders/:id/changes',
    {
      summary: 'The changes proposed to a supplier order, oldest first, with their status: both sides’ members',
      params: UuidParams,
      response: { 200: OrderChangeList, ...readErrors },
    },
    ({ user, params }) => getOrderChanges(db, user, params.id),
  );

  routes.private(
    'GET /api/supplier-orders/:id/change-packs',
    {
      summary: 'The supplier’s active packs a change may send, priced for the order’s venue (the supplier’s members)',
      params: UuidParams,
      response: { 200: OrderChangePackList, ...readErrors, 403: ErrorBody.describe('The venue picks no packs for a change') },
    },
    ({ user, params }) => getChangePacks(db, user, params.id),
  );

  routes.private(
    'POST /api/supplier-orders/:id/changes',
    {
      summary:
        'Propose a change (the supplier’s members): a substitute for a line, a qty, a price, a line added; the venue is asked, or a substitute that costs no more is accepted at once where the line’s preference says so',
      params: UuidParams,
      body: OrderChangeInput,
      response: {
        201: OrderChange,
        ...readErrors,
        400: ErrorBody.describe(
          'A field is invalid; details name it (a line not on the order, a pack not the supplier’s or not available, an expiry past the cut-off)',
        ),
        403: ErrorBody.describe('The venue can’t propose a change; its supplier does'),
        409: ErrorBody.describe(
          'The order is neither new nor accepted, it has its tax invoice already, or the line’s preference is never to substitute',
        ),
      },
    },
    ({ user, params, body }) => proposeOrderChange(deps, user, params.id, body),
  );

  routes.private(
    'GET /api/order-changes/:id/preview',
    {
      summary:
        'What accepting a change would do: the line before and after, the order’s subtotal, GST, deposits and total before and after, and the warnings (price up, GST rate, deposits, under the minimum)',
      params: UuidParams,
      response: { 200: OrderChangePreview, ...readErrors },
    },
    ({ user, params }) => previewOrderChange(db, user, params.id),
  );

  routes.private(
    'POST /api/order-changes/:id/accept',
    {
      summary: 'Accept a change (the venue’s members): applied at once when the order hasn’t changed since it was proposed',
      params: UuidParams,
      response: { 200: OrderChange, ...decideErrors },
    },
    ({ user, params }) => decideOrderChange(deps, user, params.id, 'accept'),
  );

  routes.private(
    'POST /api/order-changes/:id/decline',
    {
      summary: 'Decline a change (the venue’s members): a substitute’s line goes short to what the supplier can still send of it',
      params: UuidParams,
      response: { 200: OrderChange, ...decideErrors },
    },
    ({ user, params }) => decideOrderChange(deps, user, params.id, 'decline'),
  );

  routes.private(
    'POST /api/order-changes/:id/withdraw',
    {
      summary: 'Withdraw a change still open (the supplier’s members)',
      params: UuidParams,
      response: { 200: OrderChange, ...decideErrors },
    },
    ({ user, params }) => decideOrderChange(deps, user, params.id, 'withdraw'),
  );
};
