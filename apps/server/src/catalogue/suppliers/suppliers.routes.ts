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

export const suppliersRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/api/suppliers',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['suppliers'],
        summary: 'Active suppliers, by name; q matches name or suburb',
        querystring: OrganisationListQuery,
        response: { 200: paginated(SupplierSummary), ...publicErrorResponses },
      },
    },
    async (request) => listSuppliers(db, request.query),
  );

  app.get(
    '/api/suppliers/:id',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['suppliers'],
        summary: 'One supplier: profile, location and ordering rules',
        params: IdParams,
        response: { 200: SupplierDetail, ...publicErrorResponses },
      },
    },
    async (request) => getSupplier(db, request.params.id),
  );

  app.get(
    '/api/suppliers/:id/products',
    {
      config: { publicAnswer: true },
      schema: {
        tags: ['suppliers'],
        summary: "The supplier's active products",
        description:
          'Public for active suppliers. A member (or platform admin) signed in also gets the list of their own supplier while it is suspended.',
        params: IdParams,
        querystring: ProductListQuery,
        response: { 200: ProductList, ...publicErrorResponses },
      },
    },
    async (request) =>
      listSupplierProducts(
        db,
        request.query.venueId ? await requireUser(request) : await optionalUser(request),
        request.params.id,
        request.query,
      ),
  );
};
