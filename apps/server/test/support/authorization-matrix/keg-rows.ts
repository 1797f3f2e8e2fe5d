import { insertKegEntryTesting, insertKegTypeTesting } from '../queries/kegs-testing.queries';
import { managerChanges, memberChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/**
 * The keg ledger (decision 0176): either side's members read their kegs, a pair's entries and statement; the
 * supplier's owners and admins adjust; the venue's members declare empties.
 */
export function kegRows(world: MatrixWorld): Row[] {
  const { target } = world;
  let kegTypeId: string | undefined;
  /** the pair has traded (an order between them) and the supplier has a keg type: made once, on the first call */
  const traded = async () => {
    if (kegTypeId) return kegTypeId;
    await world.freshOrder(target.venue.id, 'accepted');
    kegTypeId = (await insertKegTypeTesting(world.t.database.db, { supplierId: target.supplier.id })).id;
    return kegTypeId;
  };
  const tradedUrl = (url: () => string) => async () => {
    await traded();
    return { url: url() };
  };
  const supplier = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  const venue = (path: string) => `/api/venues/${target.venue.slug}${path}`;
  const venueRow = { type: 'venue' as const };
  return [
    { route: 'GET /api/suppliers/:id/kegs', expected: readers(200), request: () => ({ url: supplier('/kegs') }) },
    {
      route: 'GET /api/suppliers/:id/kegs/:venueId/entries',
      expected: readers(200),
      request: tradedUrl(() => supplier(`/kegs/${target.venue.id}/entries`)),
    },
    {
      route: 'GET /api/suppliers/:id/kegs/:venueId/statement',
      expected: readers(200),
      request: tradedUrl(() => supplier(`/kegs/${target.venue.id}/statement`)),
    },
    {
      route: 'POST /api/suppliers/:id/kegs/:venueId/entries',
      expected: managerChanges(201),
      request: async () => ({
        url: supplier(`/kegs/${target.venue.id}/entries`),
        payload: { reason: 'adjusted', kegTypeId: await traded(), delta: 1, note: 'Counted at the venue' },
      }),
    },
    { ...venueRow, route: 'GET /api/venues/:id/kegs', expected: readers(200), request: () => ({ url: venue('/kegs') }) },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/kegs/:supplierId/entries',
      expected: readers(200),
      request: tradedUrl(() => venue(`/kegs/${target.supplier.id}/entries`)),
    },
    {
      ...venueRow,
      route: 'GET /api/venues/:id/kegs/:supplierId/statement',
      expected: readers(200),
      request: tradedUrl(() => venue(`/kegs/${target.supplier.id}/statement`)),
    },
    {
      ...venueRow,
      route: 'POST /api/venues/:id/kegs/:supplierId/empties',
      expected: memberChanges(201),
      // a keg the venue holds for each call, so that it may declare it empty
      request: async () => {
        const id = await traded();
        await insertKegEntryTesting(world.t.database.db, {
          supplierId: target.supplier.id,
          venueId: target.venue.id,
          kegTypeId: id,
          delta: 1,
          reason: 'adjusted',
          note: 'Found',
        });
        return { url: venue(`/kegs/${target.supplier.id}/empties`), payload: { counts: [{ kegTypeId: id, qty: 1 }] } };
      },
    },
  ];
}
