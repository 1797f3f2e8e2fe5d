import { createGuideTesting } from '../queries/guides-testing.queries';
import { managerChanges, memberChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** The venue's order guides and its Usual: members read, count and add to their cart; owners and admins keep the guides. */
export function guideRows(world: MatrixWorld): Row[] {
  const { target, freshProduct } = world;
  const venue = { type: 'venue' as const };
  // a guide of the target venue with one item, made fresh (version 1) for each call
  const freshGuide = async () => {
    const { sku } = await freshProduct();
    return {
      guide: await createGuideTesting(world.t.database.db, { venueId: target.venue.id, items: [{ skuId: sku.id, parQty: 2 }] }),
      sku,
    };
  };
  const guideUrl = async (path = '') => `/api/order-guides/${(await freshGuide()).guide.id}${path}`;
  return [
    {
      ...venue,
      route: 'GET /api/venues/:id/order-guides',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.id}/order-guides` }),
    },
    {
      ...venue,
      route: 'POST /api/venues/:id/order-guides',
      expected: managerChanges(201),
      request: () => ({ url: `/api/venues/${target.venue.id}/order-guides`, payload: { name: 'Matrix guide' } }),
    },
    { ...venue, route: 'GET /api/order-guides/:id', expected: readers(200), request: async () => ({ url: await guideUrl() }) },
    {
      ...venue,
      route: 'PATCH /api/order-guides/:id',
      expected: managerChanges(200),
      request: async () => ({ url: await guideUrl(), payload: { version: 1, name: 'Renamed' } }),
    },
    { ...venue, route: 'DELETE /api/order-guides/:id', expected: managerChanges(204), request: async () => ({ url: await guideUrl() }) },
    {
      ...venue,
      route: 'PUT /api/order-guides/:id/items',
      expected: managerChanges(200),
      request: async () => ({ url: await guideUrl('/items'), payload: { items: [] } }),
    },
    {
      ...venue,
      route: 'POST /api/order-guides/:id/counts',
      expected: memberChanges(201),
      request: async () => {
        const { guide, sku } = await freshGuide();
        return { url: `/api/order-guides/${guide.id}/counts`, payload: { lines: [{ skuId: sku.id, onHand: 1 }] } };
      },
    },
    {
      ...venue,
      route: 'POST /api/order-guides/:id/add-to-cart',
      expected: memberChanges(200),
      request: async () => {
        const { guide, sku } = await freshGuide();
        return { url: `/api/order-guides/${guide.id}/add-to-cart`, payload: { lines: [{ skuId: sku.id, qty: 1 }] } };
      },
    },
    {
      ...venue,
      route: 'GET /api/venues/:id/usual',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.id}/usual` }),
    },
    {
      ...venue,
      route: 'POST /api/venues/:id/usual/add-to-cart',
      expected: memberChanges(200),
      request: async () => ({
        url: `/api/venues/${target.venue.id}/usual/add-to-cart`,
        payload: { lines: [{ skuId: (await freshProduct()).sku.id, qty: 1 }] },
      }),
    },
  ];
}
