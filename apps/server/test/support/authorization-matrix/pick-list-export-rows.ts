import { exportKinds } from '@tapline/contracts';
import { managers, readers, type MatrixWorld, type Row } from './matrix-world';

/** Pick lists (decision 0188): any member of the supplier reads. Exports (decision 0189): owners and admins, either side. */
export function pickListExportRows(world: MatrixWorld): Row[] {
  const { target } = world;
  const supplier = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  const venue = (path: string) => `/api/venues/${target.venue.slug}${path}`;
  const range = '?from=2026-01-01&to=2026-12-31';
  return [
    { route: 'GET /api/suppliers/:id/pick-lists', expected: readers(200), request: () => ({ url: supplier('/pick-lists') }) },
    {
      route: 'GET /api/suppliers/:id/pick-lists/:date',
      expected: readers(200),
      request: () => ({ url: supplier('/pick-lists/2026-12-01') }),
    },
    {
      route: 'GET /api/suppliers/:id/pick-lists/:date/pdf',
      expected: readers(200),
      request: () => ({ url: supplier('/pick-lists/2026-12-01/pdf') }),
    },
    ...exportKinds.flatMap((kind): Row[] => [
      {
        route: `GET /api/suppliers/:id/exports/${kind}.csv`,
        expected: managers(200),
        request: () => ({ url: supplier(`/exports/${kind}.csv${range}`) }),
      },
      {
        type: 'venue',
        route: `GET /api/venues/:id/exports/${kind}.csv`,
        expected: managers(200),
        request: () => ({ url: venue(`/exports/${kind}.csv${range}`) }),
      },
    ]),
  ];
}
