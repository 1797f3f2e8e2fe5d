import { createOnTapEntry, createProduct } from '@tapline/db/testing';
import { currentOnTapOrder } from '../queries/on-tap-testing.queries';
import { managerChanges, memberChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** The venue's On Tap list: any member of the venue keeps it; entries are made fresh for the calls that change one. */
export function onTapRows(world: MatrixWorld): Row[] {
  const { target } = world;
  const venue = { type: 'venue' as const };
  const at = (path = '') => `/api/venues/${target.venue.id}/available-at${path}`;
  const pourable = () => createProduct(world.t.database.db, { supplierId: target.supplier.id, status: 'active' });
  const freshEntry = async () =>
    createOnTapEntry(world.t.database.db, { venueId: target.venue.id, productId: (await pourable()).id, status: 'next', tapNumber: null });
  return [
    { ...venue, route: 'GET /api/venues/:id/available-at', expected: readers(200), request: () => ({ url: at() }) },
    {
      ...venue,
      route: 'POST /api/venues/:id/available-at',
      expected: memberChanges(201),
      request: async () => ({ url: at(), payload: { productId: (await pourable()).id, status: 'next' } }),
    },
    {
      ...venue,
      route: 'PATCH /api/venues/:id/available-at/:entryId',
      expected: memberChanges(200),
      request: async () => ({ url: at(`/${(await freshEntry()).id}`), payload: { note: 'Matrix' } }),
    },
    {
      ...venue,
      route: 'DELETE /api/venues/:id/available-at/:entryId',
      expected: memberChanges(204),
      request: async () => ({ url: at(`/${(await freshEntry()).id}`) }),
    },
    {
      ...venue,
      route: 'PUT /api/venues/:id/available-at/order',
      expected: memberChanges(200),
      request: async () => {
        // the whole list as it stands (the other rows add to it): a valid order for whoever may save it
        return { url: at('/order'), payload: await currentOnTapOrder(world.t.database.db, target.venue.id) };
      },
    },
    // the overview's getting-started checklist, put away for the whole venue (decision 0137)
    {
      ...venue,
      route: 'POST /api/venues/:id/getting-started/dismiss',
      expected: managerChanges(204),
      request: () => ({ url: `/api/venues/${target.venue.slug}/getting-started/dismiss` }),
    },
  ];
}
