import {
  AdjustmentNoteInput,
  BillList,
  ErrorBody,
  IdParams,
  InvoiceListQuery,
  InvoiceParams,
  PaymentInput,
  TaxInvoice,
  TaxInvoiceList,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type Clock, requireUser } from '../../identity';
import { declareRoutes, type WebhookOutbox } from '../../platform';
import { createAdjustmentNote, type IssuedDocumentFollower } from './adjustment-notes.service';
import { recordPayment } from './invoice-payments.service';
import { getInvoice, getSupplierInvoices, getVenueBills } from './invoice-reads.service';

const listErrors = {
  400: ErrorBody.describe('A query parameter is invalid; details name it'),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;
const oneErrors = { 404: ErrorBody.describe('No such invoice of this organisation, or you are not a member of it') } as const;
const writeErrors = {
  ...oneErrors,
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe('Only the supplier’s owners and admins write its money documents; members read'),
} as const;

/**
 * Tax invoices: the supplier's, and the venue's bills (decision 0160); an adjustment note reads at the same paths.
 * Any member reads; owners and admins make adjustment notes and record payments (decision 0161).
 */
interface InvoicesRoutesOptions {
  db: Database;
  clock: Clock;
  /** a note made here: its mail with its PDF, its way to Xero */
  issued: IssuedDocumentFollower;
  /** payment.recorded (decision 0197) */
  webhooks?: WebhookOutbox;
}

export const invoicesRoutes: FastifyPluginAsyncZod<InvoicesRoutesOptions> = async (app, { db, clock, issued, webhooks }) => {
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
    {
      summary:
        'One of the supplier’s tax invoices (or adjustment notes), with its lines, adjustment notes, payments and credit allocations',
      params: InvoiceParams,
      response: { 200: TaxInvoice, ...oneErrors },
    },
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
      summary:
        'One tax invoice (or adjustment note) addressed to the venue, with its lines, adjustment notes, payments and credit allocations',
      params: InvoiceParams,
      response: { 200: TaxInvoice, ...oneErrors },
    },
    ({ user, params }) => getInvoice(db, user, 'venue', params.id, params.invoiceId, clock()),
  );
  routes.private(
    'POST /api/suppliers/:id/invoices/:invoiceId/adjustment-notes',
    {
      summary:
        'Make an adjustment note against the invoice (owner or admin): a reason, and `lines` (units credited per invoice line) or `amountCents` (a price correction ex GST on `lineIndex`); its credit goes to the invoice while it owes, the rest is held for the venue’s next invoice',
      params: InvoiceParams,
      body: AdjustmentNoteInput,
      response: {
        201: TaxInvoice,
        ...writeErrors,
        422: ErrorBody.describe(
          'invoice_refused: the note would credit more than the invoice (or a line) still has after earlier notes; details name the field and the amount',
        ),
      },
    },
    ({ user, params, body }) => createAdjustmentNote(db, user, params.id, params.invoiceId, body, clock(), issued),
  );
  routes.private(
    'POST /api/suppliers/:id/invoices/:invoiceId/payments',
    {
      summary: 'Record a payment of the invoice by hand (owner or admin, when the supplier’s Xero is not connected); answers the invoice',
      params: InvoiceParams,
      body: PaymentInput,
      response: {
        201: TaxInvoice,
        ...writeErrors,
        409: ErrorBody.describe('The supplier’s Xero is connected: payments come from Xero'),
        422: ErrorBody.describe(
          'invoice_refused: more than the balance (the message names it), or paid after today in the supplier’s time zone',
        ),
      },
    },
    ({ user, params, body }) => recordPayment(db, user, params.id, params.invoiceId, body, clock(), webhooks),
  );
};
