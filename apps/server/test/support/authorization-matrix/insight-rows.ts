import { readers, type MatrixWorld, type Row } from './matrix-world';

/** Supplier analytics (any member) and venue spend (owners, admins, buyers: the matrix's venue member is a buyer); decision 0187. */
export function insightRows(world: MatrixWorld): Row[] {
  const { target } = world;
  const venueRow = { type: 'venue' as const };
  return [
    {
      route: 'GET /api/suppliers/:id/analytics',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.slug}/analytics` }),
    },
    {
      route: 'GET /api/suppliers/:id/analytics/:table.csv',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.slug}/analytics/venues.csv` }),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/spend',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/spend` }),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/spend/:table.csv',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/spend/suppliers.csv?from=2026-01-01&to=2026-01-31` }),
    },
  ];
}
