import { and, eq, gte, lt, notInArray, sql } from 'drizzle-orm';
import { approvalRequests, memberships, orders, supplierOrders, type Database } from '@tapline/db';
import { membershipOf } from './membership-conditions.queries';

// What a venue member may place alone (docs/domain.md, Approvals; decision 0183): their role and limits, and what
// their week has spent: the orders they placed (their supplier orders not rejected or cancelled) and their requests
// still pending, since a request may yet become an order. Checkout, the cart and approvals read it.

/**
 * The member's role and limits at the venue (none: not a member); `lock` holds the membership row, so the same
 * person's placements and requests count their week one after another.
 */
export async function findSpendLimits(db: Database, venueId: string, userId: string, { lock = false } = {}) {
  const query = db
    .select({
      role: memberships.organisationRole,
      orderLimitCents: memberships.orderLimitCents,
      weekLimitCents: memberships.weekLimitCents,
    })
    .from(memberships)
    .where(membershipOf(venueId, userId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The person's spend at the venue between `from` and `to`, inc GST: placed orders and pending requests. */
export async function sumWeekSpend(db: Database, venueId: string, userId: string, week: { from: Date; to: Date }): Promise<number> {
  const [placed, pending] = await Promise.all([
    db
      .select({ cents: sql<string>`coalesce(sum(${supplierOrders.totalCents}), 0)` })
      .from(supplierOrders)
      .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
      .where(
        and(
          eq(orders.venueId, venueId),
          eq(orders.placedBy, userId),
          gte(orders.createdAt, week.from),
          lt(orders.createdAt, week.to),
          notInArray(supplierOrders.status, ['rejected', 'cancelled']),
        ),
      ),
    db
      .select({ cents: sql<string>`coalesce(sum(${approvalRequests.totalCents}), 0)` })
      .from(approvalRequests)
      .where(
        and(
          eq(approvalRequests.venueId, venueId),
          eq(approvalRequests.requestedBy, userId),
          eq(approvalRequests.status, 'pending'),
          gte(approvalRequests.createdAt, week.from),
          lt(approvalRequests.createdAt, week.to),
        ),
      ),
  ]);
  return Number(placed[0]?.cents ?? 0) + Number(pending[0]?.cents ?? 0);
}
