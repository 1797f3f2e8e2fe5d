import { createProduct, createSku } from '@tapline/db/testing';
import { insertClosureTesting, insertStandingTesting } from '../queries/standing-testing.queries';
import { managerChanges, memberChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** a venue's buyers (the matrix's venue member) keep standing orders with its owners and admins (decision 0183) */
const buyerChanges = memberChanges;

/**
 * Standing orders (decisions 0166, 0167 and 0183): the venue's members read them, its owners, admins and buyers manage them; the
 * supplier's members read its standing demand and calendar, its owners and admins change the calendar.
 */
export function standingRows(world: MatrixWorld): Row[] {
  const { target, userIdOf } = world;
  /** an active pack of the target supplier: a standing order's lines must be orderable */
  const activeSku = async () => {
    const product = await createProduct(world.t.database.db, { supplierId: target.supplier.id, status: 'active' });
    return createSku(world.t.database.db, { productId: product.id, supplierId: target.supplier.id });
  };
  const venueRow = { type: 'venue' as const };
  const venue = (path: string) => `/api/venues/${target.venue.slug}${path}`;
  const supplier = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  /** a standing order of the target venue to the target supplier, with an occurrence a week ahead */
  const fresh = async (skipped = false) => {
    const sku = await activeSku();
    return insertStandingTesting(world.t.database.db, {
      venueId: target.venue.id,
      supplierId: target.supplier.id,
      ownerId: userIdOf('owner'),
      skuId: sku.id,
      skipped,
    });
  };
  const freshLines = async () => [{ skuId: (await activeSku()).id, qty: 2 }];
  const standingStep = (route: string, step: string, payload?: unknown) => ({
    ...venueRow,
    route,
    expected: buyerChanges(200),
    request: async () => ({ url: `/api/standing-orders/${(await fresh()).standingOrderId}${step}`, payload }),
  });
  const occurrenceStep = (route: string, step: string, options: { skipped?: boolean; payload?: () => Promise<unknown> } = {}) => ({
    ...venueRow,
    route,
    expected: buyerChanges(200),
    request: async () => ({
      url: `/api/standing-occurrences/${(await fresh(options.skipped)).occurrenceId}${step}`,
      payload: await options.payload?.(),
    }),
  });
  const closure = async () => {
    const day = new Date(Date.now() + (10 + Math.floor(Math.random() * 300)) * 24 * 3600 * 1000).toISOString().slice(0, 10);
    return { date: day, reason: 'Matrix check' };
  };
  return [
    {
      ...venueRow,
      route: 'GET /api/venues/:id/standing-orders',
      expected: readers(200),
      request: () => ({ url: venue('/standing-orders') }),
    },
    {
      ...venueRow,
      route: 'POST /api/venues/:id/standing-orders',
      expected: buyerChanges(201),
      request: async () => ({
        url: venue('/standing-orders'),
        payload: {
          supplierId: target.supplier.id,
          deliveryWeekdays: [1, 3],
          startsOn: new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString().slice(0, 10),
          lines: await freshLines(),
        },
      }),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/standing-occurrences',
      expected: readers(200),
      request: () => ({ url: venue('/standing-occurrences') }),
    },
    {
      ...venueRow,
      route: 'GET /api/standing-orders/:id',
      expected: readers(200),
      request: async () => ({ url: `/api/standing-orders/${(await fresh()).standingOrderId}` }),
    },
    standingStep('PATCH /api/standing-orders/:id', '', { version: 1, note: 'Matrix check' }),
    standingStep('POST /api/standing-orders/:id/pause', '/pause', { until: '2999-01-01' }),
    standingStep('POST /api/standing-orders/:id/resume', '/resume'),
    standingStep('POST /api/standing-orders/:id/end', '/end'),
    occurrenceStep('POST /api/standing-occurrences/:id/skip', '/skip'),
    occurrenceStep('POST /api/standing-occurrences/:id/unskip', '/unskip', { skipped: true }),
    occurrenceStep('POST /api/standing-occurrences/:id/place-now', '/place-now'),
    occurrenceStep('PUT /api/standing-occurrences/:id/lines', '/lines', { payload: async () => ({ lines: await freshLines() }) }),
    occurrenceStep('DELETE /api/standing-occurrences/:id/lines', '/lines'),
    { route: 'GET /api/suppliers/:id/standing-demand', expected: readers(200), request: () => ({ url: supplier('/standing-demand') }) },
    { route: 'GET /api/suppliers/:id/delivery-calendar', expected: readers(200), request: () => ({ url: supplier('/delivery-calendar') }) },
    {
      route: 'PATCH /api/suppliers/:id/delivery-calendar',
      expected: managerChanges(200),
      request: () => ({ url: supplier('/delivery-calendar'), payload: { holidayPolicy: 'later' } }),
    },
    {
      route: 'POST /api/suppliers/:id/closures',
      expected: managerChanges(201),
      request: async () => ({ url: supplier('/closures'), payload: await closure() }),
    },
    {
      route: 'DELETE /api/suppliers/:id/closures/:closureId',
      expected: managerChanges(204),
      request: async () => ({ url: supplier(`/closures/${await insertClosureTesting(world.t.database.db, target.supplier.id)}`) }),
    },
  ];
}
