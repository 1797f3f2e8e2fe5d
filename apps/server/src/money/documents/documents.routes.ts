import { ErrorBody, InvoiceParams, StatementQuery, SupplierStatementParams, VenueStatementParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type Clock, requireUser } from '../../identity';
import { type Storage, declareRoutes, fileDownload } from '../../platform';
import { type PdfFile, getStatementPdf, getTaxDocumentPdf } from './documents.service';

const pdf = z.unknown().describe('application/pdf: the document, to save (Content-Disposition: attachment)');
const documentErrors = { 404: ErrorBody.describe('No such tax document of this organisation, or you are not a member of it') } as const;
const statementErrors = {
  400: ErrorBody.describe('month is not a month as YYYY-MM, or has not begun yet; details name it'),
  404: ErrorBody.describe('No statement between these two: no such organisation, you are not a member of it, or they never traded'),
} as const;

/** A PDF to save under its document's name. */
const download = (reply: FastifyReply, file: PdfFile): Buffer => fileDownload(reply, 'application/pdf', file.filename, file.content);

/** Tax invoices, adjustment notes and statements as PDFs, either side's (decision 0163). Any member reads its own. */
export const documentsRoutes: FastifyPluginAsyncZod<{ db: Database; storage: Storage; clock: Clock }> = async (
  app,
  { db, storage, clock },
) => {
  const routes = declareRoutes(app, { tags: ['invoices'], signedInUser: requireUser });
  const pdfRoute = { produces: ['application/pdf'] } as const;
  routes.private(
    'GET /api/suppliers/:id/invoices/:invoiceId/pdf',
    {
      summary: 'One of the supplier’s tax invoices or adjustment notes as a PDF',
      params: InvoiceParams,
      ...pdfRoute,
      response: { 200: pdf, ...documentErrors },
    },
    async ({ user, params, reply }) => download(reply, await getTaxDocumentPdf(db, storage, user, 'supplier', params.id, params.invoiceId)),
  );
  routes.private(
    'GET /api/venues/:id/bills/:invoiceId/pdf',
    {
      summary: 'A tax invoice or adjustment note addressed to the venue, as a PDF',
      params: InvoiceParams,
      ...pdfRoute,
      response: { 200: pdf, ...documentErrors },
    },
    async ({ user, params, reply }) => download(reply, await getTaxDocumentPdf(db, storage, user, 'venue', params.id, params.invoiceId)),
  );
  routes.private(
    'GET /api/suppliers/:id/statements/:venueId/pdf',
    {
      summary: 'The statement of one venue’s month as a PDF',
      params: SupplierStatementParams,
      querystring: StatementQuery,
      ...pdfRoute,
      response: { 200: pdf, ...statementErrors },
    },
    async ({ user, params, query, reply }) =>
      download(reply, await getStatementPdf(db, storage, user, 'supplier', params.id, params.venueId, query, clock())),
  );
  routes.private(
    'GET /api/venues/:id/statements/:supplierId/pdf',
    {
      summary: 'The statement of the venue’s month with one supplier as a PDF',
      params: VenueStatementParams,
      querystring: StatementQuery,
      ...pdfRoute,
      response: { 200: pdf, ...statementErrors },
    },
    async ({ user, params, query, reply }) =>
      download(reply, await getStatementPdf(db, storage, user, 'venue', params.id, params.supplierId, query, clock())),
  );
};
