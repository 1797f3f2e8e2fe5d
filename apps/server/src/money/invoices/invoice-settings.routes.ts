import {
  ErrorBody,
  IdParams,
  SupplierInvoiceSettings,
  SupplierInvoiceSettingsPatch,
  SupplierVenueParams,
  VenuePaymentTerms,
  VenuePaymentTermsInput,
  VenuePaymentTermsList,
} from '@tapline/contracts';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../identity';
import { declareRoutes } from '../../platform';
import { ADMIN_READ_ONLY } from '../../shared/responses';
import {
  getInvoiceSettings,
  getVenueTermsList,
  patchInvoiceSettings,
  putVenueTerms,
  removeVenueTerms,
  type VenueTermsDeps,
} from './invoice-settings.service';

const readErrors = { 404: ErrorBody.describe('No such supplier, or you are not a member of it') } as const;
const changeErrors = {
  400: ErrorBody.describe('A field is invalid; details name it'),
  403: ErrorBody.describe(`A member without the owner or admin role, or ${ADMIN_READ_ONLY}`),
  404: ErrorBody.describe('No such supplier (or you are not a member of it), or no such venue'),
} as const;

/** A supplier's invoice settings and its venues' own payment terms (decision 0160). */
export const invoiceSettingsRoutes: FastifyPluginAsyncZod<VenueTermsDeps> = async (app, deps) => {
  const { db } = deps;
  const routes = declareRoutes(app, { tags: ['invoices'], signedInUser: requireUser });
  routes.private(
    'GET /api/suppliers/:id/invoice-settings',
    {
      summary: 'How the supplier’s tax invoices are numbered, when they are issued, and its default payment terms (any member)',
      params: IdParams,
      response: { 200: SupplierInvoiceSettings, ...readErrors },
    },
    ({ user, params }) => getInvoiceSettings(db, user, params.id),
  );
  routes.private(
    'PATCH /api/suppliers/:id/invoice-settings',
    {
      summary: 'Change the invoice settings (owner or admin); only the fields given change, and only invoices issued after',
      params: IdParams,
      body: SupplierInvoiceSettingsPatch,
      response: { 200: SupplierInvoiceSettings, ...changeErrors },
    },
    ({ user, params, body }) => patchInvoiceSettings(db, user, params.id, body),
  );
  routes.private(
    'GET /api/suppliers/:id/payment-terms',
    {
      summary: 'The venues with payment terms of their own (any member)',
      params: IdParams,
      response: { 200: VenuePaymentTermsList, ...readErrors },
    },
    ({ user, params }) => getVenueTermsList(db, user, params.id),
  );
  routes.private(
    'PUT /api/suppliers/:id/venues/:venueId/payment-terms',
    {
      summary: 'Give a venue its own payment terms instead of the supplier’s default (owner or admin)',
      params: SupplierVenueParams,
      body: VenuePaymentTermsInput,
      response: { 200: VenuePaymentTerms, ...changeErrors },
    },
    ({ user, params, body }) => putVenueTerms(deps, user, params.id, params.venueId, body.paymentTerms),
  );
  routes.private(
    'DELETE /api/suppliers/:id/venues/:venueId/payment-terms',
    {
      summary: 'The venue goes back to the supplier’s default terms (owner or admin)',
      params: SupplierVenueParams,
      response: {
        204: z.null().describe('Removed'),
        ...changeErrors,
        404: ErrorBody.describe('No such supplier, or the venue has no terms of its own'),
      },
    },
    ({ user, params }) => removeVenueTerms(deps, user, params.id, params.venueId),
  );
};
