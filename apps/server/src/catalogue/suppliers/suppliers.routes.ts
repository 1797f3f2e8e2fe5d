import {
  IdParams,
  OrganisationListQuery,
  paginated,
  ProductList,
  ProductListQuery,
  SupplierDetail,
  SupplierSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { optionalUser, requireUser } from '../../identity';
import { publicErrorResponses } from '../../shared/responses';
import { getSupplier, listSupplierProducts, listSuppliers } from './suppliers.service';
import { declareRoutes } from '../../platform';

export const suppliersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  const routes = declareRoutes(app, { tags: ['suppliers'] });
  routes.public(
    'GET /api/suppliers',
    {
      summary: 'Active suppliers, by name; q matches name or suburb',
      querystring: OrganisationListQuery,
      response: { 200: paginated(SupplierSummary), ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    ({ query }) => listSuppliers(db, query),
  );

  routes.public(
    'GET /api/suppliers/:id',
    {
      summary: 'One supplier: profile, location and ordering rules',
      params: IdParams,
      response: { 200: SupplierDetail, ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    ({ params }) => getSupplier(db, params.id),
  );

  routes.public(
    'GET /api/suppliers/:id/products',
    {
      summary: "The supplier's active products",
      description:
        'Public for active suppliers. A member (or platform admin) signed in also gets the list of their own supplier while it is suspended.',
      params: IdParams,
      querystring: ProductListQuery,
      response: { 200: ProductList, ...publicErrorResponses },
      config: { publicAnswer: true },
    },
    async ({ params, query, request }) =>
      listSupplierProducts(db, query.venueId ? await requireUser(request) : await optionalUser(request), params.id, query),
  );
};
