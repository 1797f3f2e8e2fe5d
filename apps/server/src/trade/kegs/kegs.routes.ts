import {
  ErrorBody,
  IdParams,
  KegAdjustmentInput,
  KegEmptiesInput,
  KegLedgerEntry,
  KegLedgerPage,
  KegStatement,
  PaginationQuery,
  StatementQuery,
  SupplierKegs,
  SupplierStatementParams,
  VenueKegs,
  VenueKegSupplier,
  VenueStatementParams,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Clock, requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import { adjustKegs, declareEmpties } from './keg-moves.service';
import { getKegEntries, getKegStatement } from './keg-pair.service';
import { getSupplierKegs, getVenueKegs } from './keg-reads.service';

// The keg ledger, from both sides (docs/domain.md, Kegs; decision 0176): any member reads; the supplier's owners and
// admins adjust and write off; the venue's members declare empties.

const listErrors = {
  400: ErrorBody.describe('The id is neither a uuid nor a slug'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;
const pairErrors = {
  400: ErrorBody.describe('A path or query value is invalid (a month not as YYYY-MM, or not begun yet); details name it'),
  404: ErrorBody.describe('No such organisation, you are not a member of it, or the two never traded'),
} as const;
const refused = (what: string) => ({
  422: ErrorBody.describe(`keg_refused: ${what}; details name the field`),
});

export const kegsRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['kegs'], signedInUser: requireUser });

  routes.private(
    'GET /api/suppliers/:id/kegs',
    {
      summary: 'Kegs out by venue: per keg type the balance, the oldest still out, empties waiting and the deposits held',
      params: IdParams,
      response: { 200: SupplierKegs, ...listErrors },
    },
    ({ user, params }) => getSupplierKegs(db, user, params.id, clock()),
  );
  routes.private(
    'GET /api/suppliers/:id/kegs/:venueId/entries',
    {
      summary: 'The keg ledger of one venue, newest first: what moved, when, who wrote it and why',
      params: SupplierStatementParams,
      querystring: PaginationQuery,
      response: { 200: KegLedgerPage, ...pairErrors },
    },
    ({ user, params, query }) => getKegEntries(db, user, 'supplier', params.id, params.venueId, query),
  );
  routes.private(
    'GET /api/suppliers/:id/kegs/:venueId/statement',
    {
      summary:
        'The monthly keg statement of one venue (the supplier’s calendar): opening, delivered, returned, written off, adjusted, closing',
      params: SupplierStatementParams,
      querystring: StatementQuery,
      response: { 200: KegStatement, ...pairErrors },
    },
    ({ user, params, query }) => getKegStatement(db, user, 'supplier', params.id, params.venueId, query.month, clock()),
  );
  routes.private(
    'POST /api/suppliers/:id/kegs/:venueId/entries',
    {
      summary: 'Adjust a venue’s kegs of a type (±, with the reason) or write some off (owners and admins)',
      params: SupplierStatementParams,
      body: KegAdjustmentInput,
      response: {
        201: KegLedgerEntry,
        ...pairErrors,
        400: ErrorBody.describe('A field is invalid (no reason, a delta of 0); details name it'),
        403: ErrorBody.describe(`Only the supplier’s owners and admins adjust its keg ledger; or refused to ${ADMIN_READ_ONLY}`),
        ...refused('a write-off or adjustment beyond the kegs the venue holds, or a keg type not the supplier’s'),
      },
    },
    ({ user, params, body }) => adjustKegs(db, user, params.id, params.venueId, body),
  );

  routes.private(
    'GET /api/venues/:id/kegs',
    {
      summary: 'Kegs held per supplier: per keg type the balance, on tap, full, empties waiting, deposits paid and refunded',
      params: IdParams,
      response: { 200: VenueKegs, ...listErrors },
    },
    ({ user, params }) => getVenueKegs(db, user, params.id, clock()),
  );
  routes.private(
    'GET /api/venues/:id/kegs/:supplierId/entries',
    {
      summary: 'The keg ledger with one supplier, newest first, as the supplier’s says it',
      params: VenueStatementParams,
      querystring: PaginationQuery,
      response: { 200: KegLedgerPage, ...pairErrors },
    },
    ({ user, params, query }) => getKegEntries(db, user, 'venue', params.id, params.supplierId, query),
  );
  routes.private(
    'GET /api/venues/:id/kegs/:supplierId/statement',
    {
      summary: 'The monthly keg statement with one supplier, in the supplier’s calendar',
      params: VenueStatementParams,
      querystring: StatementQuery,
      response: { 200: KegStatement, ...pairErrors },
    },
    ({ user, params, query }) => getKegStatement(db, user, 'venue', params.id, params.supplierId, query.month, clock()),
  );
  routes.private(
    'POST /api/venues/:id/kegs/:supplierId/empties',
    {
      summary: 'Declare empties of a supplier’s keg types the venue didn’t track on On Tap (any member)',
      params: VenueStatementParams,
      body: KegEmptiesInput,
      response: {
        201: VenueKegSupplier,
        ...pairErrors,
        400: ErrorBody.describe('A field is invalid (a qty under 1, a keg type named twice); details name it'),
        403: ErrorBody.describe(`Refused to ${ADMIN_READ_ONLY}`),
        ...refused('more empties than the venue holds of the type less those already waiting, or a keg type not the supplier’s'),
      },
    },
    ({ user, params, body }) => declareEmpties(db, user, params.id, params.supplierId, body),
  );
};
