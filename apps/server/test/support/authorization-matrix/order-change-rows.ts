import { createOrder, createProduct, createSku } from '@tapline/db/testing';
import { firstLineIdTesting, insertProposalTesting } from '../queries/order-changes-testing.queries';
import { readers, supplierSteps, type MatrixWorld, type Row } from './matrix-world';

/**
 * Order changes (decision 0181): both sides' members read an order's proposals; the supplier's members propose and
 * withdraw (on orders of venue B, so venue A's member is a stranger), the venue's members accept and decline (on
 * orders of a fresh supplier, so supplier A's member is a stranger). A platform admin reads, and decides nothing.
 */
export function orderChangeRows(world: MatrixWorld): Row[] {
  const { target, other, freshOrder, freshOrganisation } = world;
  const db = () => world.t.database.db;
  const supplier = { type: 'supplier' as const };
  const venue = { type: 'venue' as const };
  const supplierSideProposal = async () => insertProposalTesting(db(), (await freshOrder(other.venue.id)).supplierOrderId);
  /** an order of venue A from a supplier none of the personas belongs to, with an open proposal */
  const venueSideProposal = async () => {
    const from = await freshOrganisation('supplier');
    const product = await createProduct(db(), { supplierId: from.id, status: 'active' });
    const sku = await createSku(db(), { productId: product.id, supplierId: from.id });
    const order = await createOrder(db(), {
      venueId: target.venue.id,
      supplierOrders: [{ supplierId: from.id, lines: [{ sku, productName: product.name, qty: 2 }] }],
    });
    return insertProposalTesting(db(), order.supplierOrders[0]!.id);
  };
  return [
    {
      ...supplier,
      route: 'GET /api/supplier-orders/:id/changes',
      expected: readers(200),
      request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id)).supplierOrderId}/changes` }),
    },
    {
      ...supplier,
      route: 'GET /api/supplier-orders/:id/change-packs',
      expected: supplierSteps(200),
      request: async () => ({ url: `/api/supplier-orders/${(await freshOrder(other.venue.id)).supplierOrderId}/change-packs` }),
    },
    {
      ...supplier,
      route: 'POST /api/supplier-orders/:id/changes',
      expected: supplierSteps(201),
      request: async () => {
        const { supplierOrderId } = await freshOrder(other.venue.id);
        const lineId = await firstLineIdTesting(db(), supplierOrderId);
        return { url: `/api/supplier-orders/${supplierOrderId}/changes`, payload: { kind: 'quantity', lineId, qty: 3 } };
      },
    },
    {
      ...supplier,
      route: 'GET /api/order-changes/:id/preview',
      expected: readers(200),
      request: async () => ({ url: `/api/order-changes/${await supplierSideProposal()}/preview` }),
    },
    {
      ...supplier,
      route: 'POST /api/order-changes/:id/withdraw',
      expected: supplierSteps(200),
      request: async () => ({ url: `/api/order-changes/${await supplierSideProposal()}/withdraw` }),
    },
    {
      ...venue,
      route: 'POST /api/order-changes/:id/accept',
      expected: supplierSteps(200),
      request: async () => ({ url: `/api/order-changes/${await venueSideProposal()}/accept` }),
    },
    {
      ...venue,
      route: 'POST /api/order-changes/:id/decline',
      expected: supplierSteps(200),
      request: async () => ({ url: `/api/order-changes/${await venueSideProposal()}/decline` }),
    },
  ];
}
