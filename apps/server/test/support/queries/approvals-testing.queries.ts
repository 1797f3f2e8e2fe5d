import { eq } from 'drizzle-orm';
import type { ApprovalSnapshot } from '@tapline/contracts';
import { approvalRequests, memberships, type Database } from '@tapline/db';

/** A pending request of `requestedBy` at the venue, with an empty snapshot (the matrix's rows act on it). */
export async function insertApprovalRequestTesting(db: Database, values: { venueId: string; requestedBy: string }) {
  const snapshot: ApprovalSnapshot = { groups: [], purchaseOrderNumber: null, subtotalCents: 0, taxCents: 0, totalCents: 0 };
  const [row] = await db
    .insert(approvalRequests)
    .values({ ...values, reason: 'staff', reasonText: 'Staff can’t place orders', currency: 'AUD', snapshot, totalCents: 0 })
    .returning({ id: approvalRequests.id });
  return row!.id;
}

/** The request's stored row, as the database holds it. */
export async function readApprovalRequestTesting(db: Database, id: string) {
  const [row] = await db.select().from(approvalRequests).where(eq(approvalRequests.id, id));
  return row;
}

/** Tries to change a stored snapshot directly (the trigger must refuse it). */
export async function overwriteSnapshotTesting(db: Database, id: string, snapshot: ApprovalSnapshot) {
  await db.update(approvalRequests).set({ snapshot }).where(eq(approvalRequests.id, id));
}

export async function setSpendLimitsTesting(
  db: Database,
  values: { venueId: string; userId: string; orderLimitCents?: number | null; weekLimitCents?: number | null },
) {
  await db
    .update(memberships)
    .set({ orderLimitCents: values.orderLimitCents ?? null, weekLimitCents: values.weekLimitCents ?? null })
    .where(eq(memberships.userId, values.userId));
}
