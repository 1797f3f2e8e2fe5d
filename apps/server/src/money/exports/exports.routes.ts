import { ErrorBody, type ExportKind, ExportQuery, IdParams } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../identity';
import { csvDownload, declareRoutes } from '../../platform';
import { type Exporter, exportOrderLinesCsv, exportOrdersCsv } from '../../trade';
import { exportInvoicesCsv, exportPaymentsCsv } from './invoice-exports.service';

// Orders, order lines, invoices and payments as CSV for a range of days, on either side (decision 0189).

const FILES: Record<ExportKind, { exporter: Exporter; what: string }> = {
  orders: { exporter: exportOrdersCsv, what: 'supplier orders placed in the range, one a row, with their totals' },
  'order-lines': { exporter: exportOrderLinesCsv, what: 'the lines of the orders placed in the range: ordered and supplied quantities' },
  invoices: { exporter: exportInvoicesCsv, what: 'tax invoices and adjustment notes issued in the range' },
  payments: { exporter: exportPaymentsCsv, what: 'payments against invoices paid in the range' },
};

const errors = {
  400: ErrorBody.describe('from or to is not a calendar date, to is before from, or the range is over 366 days; details name the field'),
  403: ErrorBody.describe('Only the organisation’s owners and admins export'),
  404: ErrorBody.describe('No such organisation, or you are not its member'),
} as const;

export const exportsRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['exports'], signedInUser: requireUser });
  for (const [kind, { exporter, what }] of Object.entries(FILES) as [ExportKind, (typeof FILES)[ExportKind]][]) {
    for (const side of ['supplier', 'venue'] as const) {
      routes.private(
        `GET /api/${side}s/:id/exports/${kind}.csv`,
        {
          summary: `The ${side}’s ${what}, as CSV (days of its time zone; formula-like text quoted)`,
          params: IdParams,
          querystring: ExportQuery,
          produces: ['text/csv'],
          response: { 200: z.unknown().describe('text/csv; charset=utf-8: the file, written as it is read'), ...errors },
        },
        async ({ user, params, query, reply }) => {
          const file = await exporter(db, user, side, params.id, query);
          return csvDownload(reply, file.filename, file.csv);
        },
      );
    }
  }
};
