import { insertTestInvoice } from '../queries/invoices-testing.queries';
import { readers, type MatrixWorld, type Row } from './matrix-world';

/** Statements (either side's, by month) and the PDFs of tax documents and statements (decision 0163): any member reads. */
export function statementRows(world: MatrixWorld): Row[] {
  const { target, freshOrder } = world;
  // an invoice of the target supplier to the target venue: the two have traded, so there is a statement between them
  const freshInvoice = async () => {
    const { supplierOrderId } = await freshOrder(target.venue.id, 'accepted');
    return insertTestInvoice(world.t.database.db, { supplierId: target.supplier.id, venueId: target.venue.id, supplierOrderId });
  };
  /** a request after a fresh invoice between the two (the URL is made then: the world is filled in before the tests) */
  const traded = (url: () => string) => async () => {
    await freshInvoice();
    return { url: url() };
  };
  const supplier = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  const venue = (path: string) => `/api/venues/${target.venue.slug}${path}`;
  const venueRow = { type: 'venue' as const };
  return [
    { route: 'GET /api/suppliers/:id/statements', expected: readers(200), request: () => ({ url: supplier('/statements') }) },
    {
      route: 'GET /api/suppliers/:id/statements/:venueId',
      expected: readers(200),
      request: traded(() => supplier(`/statements/${target.venue.id}`)),
    },
    {
      route: 'GET /api/suppliers/:id/statements/:venueId/pdf',
      expected: readers(200),
      request: traded(() => supplier(`/statements/${target.venue.id}/pdf`)),
    },
    {
      route: 'GET /api/suppliers/:id/invoices/:invoiceId/pdf',
      expected: readers(200),
      request: async () => ({ url: supplier(`/invoices/${await freshInvoice()}/pdf`) }),
    },
    { ...venueRow, route: 'GET /api/venues/:id/statements', expected: readers(200), request: () => ({ url: venue('/statements') }) },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/statements/:supplierId',
      expected: readers(200),
      request: traded(() => venue(`/statements/${target.supplier.id}`)),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/statements/:supplierId/pdf',
      expected: readers(200),
      request: traded(() => venue(`/statements/${target.supplier.id}/pdf`)),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/bills/:invoiceId/pdf',
      expected: readers(200),
      request: async () => ({ url: venue(`/bills/${await freshInvoice()}/pdf`) }),
    },
  ];
}
