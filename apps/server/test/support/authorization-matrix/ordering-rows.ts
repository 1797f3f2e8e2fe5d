import { randomUUID } from 'node:crypto';
import { createCartItem, createProduct, createSku } from '@tapline/db/testing';
import { itemOwner, managers, readers, readOnlyForAdmins, supplierSteps, venueMembers, type MatrixWorld, type Row } from './matrix-world';

/** Cart, checkout and orders. Supplier-order steps act on orders of venue B, so the supplier-side otherType (venue A's member) is a stranger to them. */
export function orderingRows(world: MatrixWorld): Row[] {
  const { target, other, userIdOf, freshOrder } = world;
  const venue = { type: 'venue' as const };
  const supplier = { type: 'supplier' as const };
  const activeSku = async () => {
    const product = await createProduct(world.t.database.db, { supplierId: target.supplier.id, status: 'active' });
    return createSku(world.t.database.db, { productId: product.id, supplierId: target.supplier.id });
  };
  // the venue member's own item, whoever asks
  const ownItem = async () =>
    createCartItem(world.t.database.db, { userId: userIdOf('member'), venueId: target.venue.id, skuId: (await activeSku()).id, qty: 1 });
  const step = (action: string, status: 'held' | 'submitted' | 'accepted' | 'dispatched', payload: unknown = {}) => ({
    ...supplier,
    route: `POST /api/supplier-orders/:id/${action}`,
    expected: supplierSteps(200),
    request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id, status)).supplierOrderId}/${action}`, payload }),
  });
  return [
    {
      ...venue,
      route: 'POST /api/cart/items',
      expected: readOnlyForAdmins(venueMembers(200)),
      request: async () => ({ url: '/api/cart/items', payload: { venueId: target.venue.id, skuId: (await activeSku()).id, qty: 1 } }),
    },
    {
      ...venue,
      route: 'GET /api/users/:userId/cart',
      expected: venueMembers(200),
      request: (persona) => ({ url: `/api/users/${userIdOf(persona)}/cart?venueId=${target.venue.id}` }),
    },
    {
      ...venue,
      route: 'DELETE /api/users/:userId/cart',
      expected: readOnlyForAdmins(venueMembers(204)),
      request: (persona) => ({ url: `/api/users/${userIdOf(persona)}/cart?venueId=${target.venue.id}` }),
    },
    {
      ...venue,
      route: 'PUT /api/cart/items/:id',
      expected: itemOwner(200),
      request: async () => ({ url: `/api/cart/items/${(await ownItem()).id}`, payload: { qty: 3 } }),
    },
    {
      ...venue,
      route: 'DELETE /api/cart/items/:id',
      expected: itemOwner(204),
      request: async () => ({ url: `/api/cart/items/${(await ownItem()).id}` }),
    },
    {
      ...venue,
      route: 'POST /api/users/:userId/cart/checkout',
      expected: readOnlyForAdmins(venueMembers(201)),
      request: async (persona) => {
        const userId = userIdOf(persona);
        if (persona !== 'anonymous')
          await createCartItem(world.t.database.db, { userId, venueId: target.venue.id, skuId: (await activeSku()).id, qty: 1 });
        return {
          url: `/api/users/${userId}/cart/checkout`,
          payload: { userId, venueId: target.venue.id },
          headers: { 'idempotency-key': randomUUID() },
        };
      },
    },
    {
      ...venue,
      route: 'POST /api/orders/:id/reorder',
      expected: readOnlyForAdmins(venueMembers(200)),
      request: async () => ({ url: `/api/orders/${(await freshOrder(target.venue.id)).orderId}/reorder` }),
    },
    {
      ...venue,
      route: 'GET /api/venues/:id/orders',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/orders` }),
    },
    {
      ...venue,
      route: 'GET /api/orders/:id',
      expected: readers(200),
      request: async () => ({ url: `/api/orders/${(await freshOrder(target.venue.id)).orderId}` }),
    },
    {
      ...supplier,
      route: 'GET /api/suppliers/:id/orders',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.slug}/orders` }),
    },
    {
      ...supplier,
      route: 'GET /api/suppliers/:id/venues',
      expected: readers(200),
      request: () => ({ url: `/api/suppliers/${target.supplier.slug}/venues` }),
    },
    {
      ...supplier,
      route: 'GET /api/supplier-orders/:id',
      expected: readers(200),
      request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id)).supplierOrderId}` }),
    },
    {
      // each side reads its own organisation's record (xero-sync.test.ts); a platform admin reads none
      ...supplier,
      route: 'GET /api/supplier-orders/:id/accounting',
      expected: readers(200),
      request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id)).supplierOrderId}/accounting` }),
    },
    // releasing a held order is a credit decision: the supplier's owners and admins (decision 0170)
    { ...step('release', 'held'), expected: readOnlyForAdmins(managers(200)) },
    step('reject', 'held', { reason: 'Matrix check' }),
    step('accept', 'submitted'),
    step('reject', 'submitted', { reason: 'Matrix check' }),
    step('dispatch', 'accepted'),
    step('deliver', 'dispatched'),
    step('cancel', 'accepted', { reason: 'Matrix check' }),
  ];
}
