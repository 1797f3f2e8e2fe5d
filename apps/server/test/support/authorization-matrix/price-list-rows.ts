import { insertPriceListTesting } from '../queries/price-lists-testing.queries';
import { managerChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/** The supplier's price lists: its members read them, its owners and admins keep them. */
export function priceListRows(world: MatrixWorld): Row[] {
  const { target } = world;
  const supplier = { type: 'supplier' as const };
  let made = 0;
  const name = () => `Matrix list ${(made += 1)}`;
  // a list of the target supplier, made fresh for each call (a write changes or deletes it)
  const listUrl = async () =>
    `/api/price-lists/${(await insertPriceListTesting(world.t.database.db, { supplierId: target.supplier.id, name: name(), kind: 'fixed' })).id}`;
  const input = () => ({ name: name(), kind: 'percent_off', percentOffBasisPoints: 1000 });
  return [
    {
      route: 'GET /api/suppliers/:id/price-lists',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.id}/price-lists` }),
    },
    {
      route: 'POST /api/suppliers/:id/price-lists',
      expected: managerChanges(201),
      request: () => ({ url: `/api/suppliers/${target.supplier.id}/price-lists`, payload: input() }),
    },
    { ...supplier, route: 'GET /api/price-lists/:id', expected: readers(200), request: async () => ({ url: await listUrl() }) },
    {
      ...supplier,
      route: 'PUT /api/price-lists/:id',
      expected: managerChanges(200),
      request: async () => ({ url: await listUrl(), payload: input() }),
    },
    { ...supplier, route: 'DELETE /api/price-lists/:id', expected: managerChanges(204), request: async () => ({ url: await listUrl() }) },
  ];
}
