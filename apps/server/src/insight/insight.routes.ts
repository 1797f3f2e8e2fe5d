import {
  ErrorBody,
  IdParams,
  InsightQuery,
  SupplierAnalytics,
  SupplierInsightCsvParams,
  VenueSpend,
  VenueSpendCsvParams,
} from '@tapline/contracts';
import { z } from 'zod';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../identity';
import { csvDownload, declareRoutes } from '../platform';

import { supplierInsightCsv, venueSpendCsv } from './insight-csv';
import { getSupplierAnalytics, getVenueSpend } from './insight.service';

// Supplier analytics and venue spend (issue 39; decisions 0185–0187). Any member of the supplier reads its analytics;
// a venue's owners, admins and buyers its spend; platform admins read both; another tenant gets 404.

const errors = {
  400: ErrorBody.describe(
    'A path or query value is invalid (a day that is no date, from after to, a period over 366 days); details name the field',
  ),
  404: ErrorBody.describe('No such organisation, or you are not a member of it'),
} as const;
const spendErrors = { ...errors, 403: ErrorBody.describe("A venue's staff: spend is for its owners, admins and buyers") } as const;
const csv = { produces: ['text/csv'], response: { 200: z.string().describe('text/csv; charset=utf-8'), ...errors } };

export const insightRoutes: FastifyPluginAsyncZod<{ db: Database; clock?: () => Date }> = async (app, { db, clock }) => {
  const routes = declareRoutes(app, { tags: ['insight'], signedInUser: requireUser });
  const now = () => clock?.() ?? new Date();

  routes.private(
    'GET /api/suppliers/:id/analytics',
    {
      scope: 'analytics:read',
      summary:
        "The supplier's sales over a period of its days (28 ending today by default) against the period before: by week, month, product, venue, style; lapsed and new venues; products nobody reordered",
      params: IdParams,
      querystring: InsightQuery,
      response: { 200: SupplierAnalytics, ...errors },
    },
    ({ user, params, query }) => getSupplierAnalytics(db, user, params.id, query, now()),
  );

  routes.private(
    'GET /api/suppliers/:id/analytics/:table.csv',
    {
      scope: 'analytics:read',
      summary: "One table of the supplier's analytics as a CSV file",
      params: SupplierInsightCsvParams,
      querystring: InsightQuery,
      ...csv,
    },
    async ({ user, params, query, reply }) => {
      const analytics = await getSupplierAnalytics(db, user, params.id, query, now());
      const file = supplierInsightCsv(params.id, analytics, params.table);
      return csvDownload(reply, file.filename, file.csv);
    },
  );

  routes.private(
    'GET /api/venues/:id/spend',
    {
      scope: 'analytics:read',
      summary:
        'What the venue spent over a period of its days (28 ending today by default) against the period before: by month, supplier, product, style',
      params: IdParams,
      querystring: InsightQuery,
      response: { 200: VenueSpend, ...spendErrors },
    },
    ({ user, params, query }) => getVenueSpend(db, user, params.id, query, now()),
  );

  routes.private(
    'GET /api/venues/:id/spend/:table.csv',
    {
      scope: 'analytics:read',
      summary: "One table of the venue's spend as a CSV file",
      params: VenueSpendCsvParams,
      querystring: InsightQuery,
      ...csv,
      response: { ...csv.response, ...spendErrors },
    },
    async ({ user, params, query, reply }) => {
      const spend = await getVenueSpend(db, user, params.id, query, now());
      const file = venueSpendCsv(params.id, spend, params.table);
      return csvDownload(reply, file.filename, file.csv);
    },
  );
};
