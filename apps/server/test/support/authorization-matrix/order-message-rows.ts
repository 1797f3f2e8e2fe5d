import { memberChanges, readers, type MatrixWorld, type Row } from './matrix-world';

/**
 * Messages on an order (decision 0179): the supplier order's two sides read and write; a platform admin reads only.
 * The orders are venue B's, so the supplier-side otherType (venue A's member) is a stranger to them.
 */
export function orderMessageRows(world: MatrixWorld): Row[] {
  const { other, freshOrder } = world;
  const supplier = { type: 'supplier' as const };
  const thread = async (path = '') => `/api/supplier-orders/${(await freshOrder(other.venue.id)).supplierOrderId}/messages${path}`;
  return [
    { ...supplier, route: 'GET /api/supplier-orders/:id/messages', expected: readers(200), request: async () => ({ url: await thread() }) },
    {
      ...supplier,
      route: 'POST /api/supplier-orders/:id/messages',
      expected: memberChanges(201),
      request: async () => ({ url: await thread(), payload: { body: 'Matrix check' } }),
    },
    {
      ...supplier,
      route: 'POST /api/supplier-orders/:id/messages/read',
      expected: memberChanges(200),
      request: async () => ({ url: await thread('/read') }),
    },
  ];
}
