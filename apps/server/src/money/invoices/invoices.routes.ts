import { BillList, ErrorBody, IdParams, InvoiceListQuery, InvoiceParams, TaxInvoice, TaxInvoiceList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Clock, requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { getInvoice, getSupplierInvoices, getVenueBills } from './invoice-reads.service';

const listErrors = {
  400: ErrorBody.describe('A query parameter is invalid; details name it'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;
const oneErrors = { 404: ErrorBody.describe('No such invoice of this organisation, or you are not a member of it') } as const;

/** Tax invoices: the supplier's, and the venue's bills (decision 0160). Any member reads. */
export const invoicesRoutes: FastifyPluginAsyncZod<{ db: Database; clock: Clock }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['invoices'], signedInUser: requireUser });
  routes.private(
    'GET /api/suppliers/:id/invoices',
    {
      summary: 'The supplier’s tax invoices, overdue first, then the newest; `state` filters by the derived state',
      params: IdParams,
      querystring: InvoiceListQuery,
      response: { 200: TaxInvoiceList, ...listErrors },
    },
    ({ user, params, query }) => getSupplierInvoices(db, user, params.id, query, clock()),
  );
  routes.private(
    'GET /api/suppliers/:id/invoices/:invoiceId',
    { summary: 'One of the supplier’s tax invoices, with its lines', params: InvoiceParams, response: { 200: TaxInvoice, ...oneErrors } },
    ({ user, params }) => getInvoice(db, user, 'supplier', params.id, params.invoiceId, clock()),
  );
  routes.private(
    'GET /api/venues/:id/bills',
    {
      summary: 'The tax invoices addressed to the venue, overdue first, and what it owes each supplier',
      params: IdParams,
      querystring: InvoiceListQuery,
      response: { 200: BillList, ...listErrors },
    },
    ({ user, params, query }) => getVenueBills(db, user, params.id, query, clock()),
  );
  routes.private(
    'GET /api/venues/:id/bills/:invoiceId',
    {
      summary: 'One tax invoice addressed to the venue, with its lines',
      params: InvoiceParams,
      response: { 200: TaxInvoice, ...oneErrors },
    },
    ({ user, params }) => getInvoice(db, user, 'venue', params.id, params.invoiceId, clock()),
  );
};
