import { insertZoneTesting } from '../queries/delivery-zones-testing.queries';
import { managerChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** Delivery zones (decision 0172): the supplier's members read them, its owners and admins change them. */
export function deliveryZoneRows(world: MatrixWorld): Row[] {
  const { target } = world;
  const supplier = (path: string) => `/api/suppliers/${target.supplier.slug}${path}`;
  let posted = 0;
  /** a zone of its own for each call: a place is in one zone of a supplier at most */
  const newZone = () => {
    posted += 1;
    return {
      name: `Matrix zone ${posted}`,
      deliveryWeekdays: [2, 4],
      deliveryFeeCents: 1_000,
      localities: [{ postcode: String(9000 + posted) }],
    };
  };
  const freshZone = () => insertZoneTesting(world.t.database.db, target.supplier.id);
  return [
    { route: 'GET /api/suppliers/:id/delivery-zones', expected: readers(200), request: () => ({ url: supplier('/delivery-zones') }) },
    {
      route: 'POST /api/suppliers/:id/delivery-zones',
      expected: managerChanges(201),
      request: () => ({ url: supplier('/delivery-zones'), payload: newZone() }),
    },
    {
      route: 'PUT /api/delivery-zones/:id',
      type: 'supplier',
      expected: managerChanges(200),
      request: async () => {
        const zone = await freshZone();
        return {
          url: `/api/delivery-zones/${zone.id}`,
          payload: { name: zone.name, deliveryWeekdays: [3], leadDays: 2, localities: [{ postcode: zone.postcode }] },
        };
      },
    },
    {
      route: 'DELETE /api/delivery-zones/:id',
      type: 'supplier',
      expected: managerChanges(204),
      request: async () => ({ url: `/api/delivery-zones/${(await freshZone()).id}` }),
    },
  ];
}
