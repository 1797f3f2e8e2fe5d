import {
  ErrorBody,
  IdParams,
  Statement,
  StatementList,
  StatementQuery,
  SupplierStatementParams,
  VenueStatementParams,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Clock, requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { getStatement, getStatementList } from './statements.service';

const monthError = { 400: ErrorBody.describe('month is not a month as YYYY-MM, or has not begun yet; details name it') } as const;
const listErrors = { ...monthError, 404: ErrorBody.describe('No such organisation, or you are not a member of it') } as const;
const oneErrors = {
  ...monthError,
  404: ErrorBody.describe('No statement between these two: no such organisation, you are not a member of it, or they never traded'),
} as const;

/** Statements of account by supplier–venue pair and month, either side's (decision 0163). Any member reads its own. */
export const statementsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['statements'], signedInUser: requireUser });
  routes.private(
    'GET /api/suppliers/:id/statements',
    {
      summary: 'The supplier’s month with each venue that had a balance or activity: opening and closing balances, and what is overdue',
      params: IdParams,
      querystring: StatementQuery,
      response: { 200: StatementList, ...listErrors },
    },
    ({ user, params, query }) => getStatementList(db, user, 'supplier', params.id, query, clock()),
  );
  routes.private(
    'GET /api/suppliers/:id/statements/:venueId',
    {
      summary: 'The statement of one venue’s month: opening balance, documents and payments, closing balance, ageing',
      params: SupplierStatementParams,
      querystring: StatementQuery,
      response: { 200: Statement, ...oneErrors },
    },
    ({ user, params, query }) => getStatement(db, user, 'supplier', params.id, params.venueId, query, clock()),
  );
  routes.private(
    'GET /api/venues/:id/statements',
    {
      summary: 'The venue’s month with each supplier that had a balance or activity: opening and closing balances, and what is overdue',
      params: IdParams,
      querystring: StatementQuery,
      response: { 200: StatementList, ...listErrors },
    },
    ({ user, params, query }) => getStatementList(db, user, 'venue', params.id, query, clock()),
  );
  routes.private(
    'GET /api/venues/:id/statements/:supplierId',
    {
      summary: 'The statement of the venue’s month with one supplier, as the supplier’s says it',
      params: VenueStatementParams,
      querystring: StatementQuery,
      response: { 200: Statement, ...oneErrors },
    },
    ({ user, params, query }) => getStatement(db, user, 'venue', params.id, params.supplierId, query, clock()),
  );
};
