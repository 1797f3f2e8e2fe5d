import { insertTestInvoice, insertTestVenueTerms } from '../queries/invoices-testing.queries';
import { managerChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** A supplier's invoice settings, venues' payment terms, the supplier's invoices and the venue's bills (decision 0160). */
export function invoiceRows(world: MatrixWorld): Row[] {
  const { target, freshOrganisation, freshOrder } = world;
  // an invoice of the target supplier to the target venue: one of each side's own
  const freshInvoice = async () => {
    const { supplierOrderId } = await freshOrder(target.venue.id, 'accepted');
    return insertTestInvoice(world.t.database.db, { supplierId: target.supplier.id, venueId: target.venue.id, supplierOrderId });
  };
  const venue = { type: 'venue' as const };
  const at = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  const net30 = { paymentTerms: { kind: 'net_days', days: 30 } };
  return [
    { route: 'GET /api/suppliers/:id/invoice-settings', expected: readers(200), request: () => ({ url: at('/invoice-settings') }) },
    {
      route: 'PATCH /api/suppliers/:id/invoice-settings',
      expected: managerChanges(200),
      request: () => ({ url: at('/invoice-settings'), payload: { invoicePrefix: 'INV-' } }),
    },
    { route: 'GET /api/suppliers/:id/payment-terms', expected: readers(200), request: () => ({ url: at('/payment-terms') }) },
    {
      route: 'PUT /api/suppliers/:id/venues/:venueId/payment-terms',
      expected: managerChanges(200),
      request: () => ({ url: at(`/venues/${target.venue.id}/payment-terms`), payload: net30 }),
    },
    {
      route: 'DELETE /api/suppliers/:id/venues/:venueId/payment-terms',
      expected: managerChanges(204),
      request: async () => {
        const venue = await freshOrganisation('venue');
        await insertTestVenueTerms(world.t.database.db, target.supplier.id, venue.id);
        return { url: at(`/venues/${venue.id}/payment-terms`) };
      },
    },
    { route: 'GET /api/suppliers/:id/invoices', expected: readers(200), request: () => ({ url: at('/invoices?state=open') }) },
    {
      route: 'GET /api/suppliers/:id/invoices/:invoiceId',
      expected: readers(200),
      request: async () => ({ url: at(`/invoices/${await freshInvoice()}`) }),
    },
    {
      route: 'POST /api/suppliers/:id/invoices/:invoiceId/adjustment-notes',
      expected: managerChanges(201),
      request: async () => ({
        url: at(`/invoices/${await freshInvoice()}/adjustment-notes`),
        payload: { reason: 'Short', amountCents: 100 },
      }),
    },
    {
      route: 'POST /api/suppliers/:id/invoices/:invoiceId/payments',
      expected: managerChanges(201),
      request: async () => ({
        url: at(`/invoices/${await freshInvoice()}/payments`),
        payload: { paidOn: '2020-01-01', amountCents: 100, reference: 'EFT' },
      }),
    },
    {
      ...venue,
      route: 'GET /api/venues/:id/bills',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/bills` }),
    },
    {
      ...venue,
      route: 'GET /api/venues/:id/bills/:invoiceId',
      expected: readers(200),
      request: async () => ({ url: `/api/venues/${target.venue.slug}/bills/${await freshInvoice()}` }),
    },
  ];
}
