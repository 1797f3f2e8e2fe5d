import {
  ApprovalApprove,
  ApprovalDecline,
  ApprovalRequest,
  ApprovalRequestCreate,
  ApprovalRequestList,
  ApprovalSettings,
  ErrorBody,
  IdParams,
  UuidParams,
} from '@tapline/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { approveRequest, declineRequest, withdrawRequest } from './approval-decisions.service';
import { getApprovalRequest, getApprovalRequests, putApprovalSettings, requestApproval } from './approvals.service';

// A venue's approval requests (docs/domain.md, Approvals; decision 0184).

const errors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe(`A member without the needed role (the message names it), or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such venue or request, or not yours to see (another tenant’s, or a colleague’s while you don’t approve)'),
} as const;

const decided = ErrorBody.describe(
  'The request is decided or withdrawn already (details.status); approving: the snapshot can’t be placed now (details.problems)',
);

export const approvalsRoutes: FastifyPluginAsyncZod<OrderMailDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['approvals'], signedInUser: requireUser });

  routes.private(
    'POST /api/venues/:id/approval-requests',
    {
      summary: 'Send your cart (or some suppliers’ groups of it) for approval: staff always, a buyer over a spend limit',
      description:
        'The groups are checked as checkout would (422 `checkout_refused` with every problem) and frozen as a snapshot: lines, prices, days, notes, PO number and totals. The items sent leave the cart. 409 when you may place it yourself.',
      params: IdParams,
      body: ApprovalRequestCreate,
      response: {
        201: ApprovalRequest,
        ...errors,
        409: ErrorBody.describe('You may place this order yourself: it needs no approval'),
        422: ErrorBody.describe('checkout_refused: details.problems lists every rule the cart breaks'),
      },
    },
    ({ user, params, body }) => requestApproval(deps, user, params.id, body),
  );

  routes.private(
    'GET /api/venues/:id/approval-requests',
    {
      summary: 'The venue’s approval requests, pending first (owners and admins: all; anyone else: their own)',
      params: IdParams,
      response: { 200: ApprovalRequestList, ...errors },
    },
    ({ user, params }) => getApprovalRequests(db, user, params.id),
  );

  routes.private(
    'PUT /api/venues/:id/approval-settings',
    {
      summary: 'How far a price may rise before approving sends a request back to its requester (owners and admins)',
      params: IdParams,
      body: ApprovalSettings,
      response: { 200: ApprovalSettings, ...errors },
    },
    ({ user, params, body }) => putApprovalSettings(db, user, params.id, body),
  );

  routes.private(
    'GET /api/approval-requests/:id',
    { summary: 'One approval request with its frozen snapshot', params: UuidParams, response: { 200: ApprovalRequest, ...errors } },
    ({ user, params }) => getApprovalRequest(db, user, params.id),
  );

  routes.private(
    'POST /api/approval-requests/:id/approve',
    {
      summary: 'Approve: place exactly the snapshot through checkout, as its requester (owners and admins)',
      description:
        'Prices and stock are checked again: a line dearer now than the venue’s allowance (5 % by default) sends the request back to its requester (status `returned`, the lines named); a rule that fails is 409 with `details.problems`, and the request stays pending.',
      params: UuidParams,
      body: ApprovalApprove,
      response: { 200: ApprovalRequest, ...errors, 409: decided },
    },
    ({ user, params, body }) => approveRequest(deps, user, params.id, body),
  );

  routes.private(
    'POST /api/approval-requests/:id/decline',
    {
      summary: 'Decline with a note saying why (owners and admins)',
      params: UuidParams,
      body: ApprovalDecline,
      response: { 200: ApprovalRequest, ...errors, 409: decided },
    },
    ({ user, params, body }) => declineRequest(deps, user, params.id, body),
  );

  routes.private(
    'POST /api/approval-requests/:id/withdraw',
    {
      summary: 'Withdraw your own pending request',
      params: UuidParams,
      response: { 200: ApprovalRequest, ...errors, 409: decided },
    },
    ({ user, params }) => withdrawRequest(deps, user, params.id),
  );
};
