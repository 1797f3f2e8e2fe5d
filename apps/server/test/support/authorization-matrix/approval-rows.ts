import { createCartItem, createProduct, createSku, createSupplier } from '@tapline/db/testing';
import { insertApprovalRequestTesting } from '../queries/approvals-testing.queries';
import { managerChanges, readers, readOnlyForAdmins, venueMembers, type Expected, type MatrixWorld, type Row } from './matrix-world';

/**
 * Approvals (decisions 0183 and 0184): any member of the venue sends for approval and reads their own requests; its
 * owners and admins read every request and approve or decline; the requester withdraws. The matrix's venue member is a
 * buyer without limits, so their own request is the one the rows act on.
 */
export function approvalRows(world: MatrixWorld): Row[] {
  const { target, userIdOf } = world;
  const venue = { type: 'venue' as const };
  const freshRequest = () =>
    insertApprovalRequestTesting(world.t.database.db, { venueId: target.venue.id, requestedBy: userIdOf('member') });
  /** approving an empty snapshot reaches checkout, which refuses it: 409 with the problems, the request still pending */
  const approvers = (ok: number): Expected => ({ ...managerChanges(ok), otherTenant: 404, otherType: 404 });
  return [
    {
      ...venue,
      route: 'POST /api/venues/:id/approval-requests',
      // a buyer without limits, an admin and an owner may place it themselves: 409, after every other check
      expected: readOnlyForAdmins({ ...venueMembers(409) }),
      // a supplier of its own, so what other rows left in the persona's cart isn't sent
      request: async (persona) => {
        const db = world.t.database.db;
        const supplier = await createSupplier(db);
        if (persona !== 'anonymous') {
          const product = await createProduct(db, { supplierId: supplier.id, status: 'active' });
          const sku = await createSku(db, { productId: product.id, supplierId: supplier.id });
          await createCartItem(db, { userId: userIdOf(persona), venueId: target.venue.id, skuId: sku.id, qty: 1 });
        }
        return { url: `/api/venues/${target.venue.slug}/approval-requests`, payload: { supplierIds: [supplier.id] } };
      },
    },
    {
      ...venue,
      route: 'GET /api/venues/:id/approval-requests',
      expected: readers(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/approval-requests` }),
    },
    {
      ...venue,
      route: 'GET /api/approval-requests/:id',
      expected: readers(200),
      request: async () => ({ url: `/api/approval-requests/${await freshRequest()}` }),
    },
    {
      ...venue,
      route: 'POST /api/approval-requests/:id/approve',
      expected: approvers(409),
      request: async () => ({ url: `/api/approval-requests/${await freshRequest()}/approve`, payload: {} }),
    },
    {
      ...venue,
      route: 'POST /api/approval-requests/:id/decline',
      expected: approvers(200),
      request: async () => ({ url: `/api/approval-requests/${await freshRequest()}/decline`, payload: { note: 'Not this week' } }),
    },
    {
      ...venue,
      route: 'POST /api/approval-requests/:id/withdraw',
      expected: { anonymous: 401, member: 200, admin: 403, owner: 403, otherTenant: 404, otherType: 404, platformAdmin: 403 },
      request: async () => ({ url: `/api/approval-requests/${await freshRequest()}/withdraw` }),
    },
    {
      ...venue,
      route: 'PUT /api/venues/:id/approval-settings',
      expected: managerChanges(200),
      request: () => ({ url: `/api/venues/${target.venue.slug}/approval-settings`, payload: { priceRisePercent: 5 } }),
    },
    {
      ...venue,
      route: 'PUT /api/venues/:id/users/:userId/spend-limits',
      expected: managerChanges(204),
      request: () => ({
        url: `/api/venues/${target.venue.slug}/users/${userIdOf('member')}/spend-limits`,
        payload: { orderLimitCents: 50_000, weekLimitCents: 200_000 },
      }),
    },
  ];
}
