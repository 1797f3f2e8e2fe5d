import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ApprovalReason, ApprovalSnapshot, ApprovalStatus } from '@tapline/contracts';
import { approvalRequests, memberships, organisations, profiles, type Database } from '@tapline/db';

// Approval requests' reads and writes (decision 0184). No statement here writes a snapshot after its insert: only the
// decision's columns change (and the database's trigger refuses the rest).

const requester = alias(profiles, 'requester');
const decider = alias(profiles, 'decider');

const requestColumns = {
  id: approvalRequests.id,
  venueId: approvalRequests.venueId,
  venueSlug: organisations.slug,
  venueName: organisations.name,
  requestedById: approvalRequests.requestedBy,
  requestedByName: sql<string>`coalesce(nullif(${requester.name}, ''), ${requester.email})`,
  status: approvalRequests.status,
  reason: approvalRequests.reason,
  reasonText: approvalRequests.reasonText,
  currency: approvalRequests.currency,
  snapshot: approvalRequests.snapshot,
  totalCents: approvalRequests.totalCents,
  decidedById: approvalRequests.decidedBy,
  decidedByName: sql<string | null>`coalesce(nullif(${decider.name}, ''), ${decider.email})`,
  decidedAt: approvalRequests.decidedAt,
  decisionNote: approvalRequests.decisionNote,
  returnedLines: approvalRequests.returnedLines,
  orderId: approvalRequests.orderId,
  createdAt: approvalRequests.createdAt,
};

function selectRequests(db: Database) {
  return db
    .select(requestColumns)
    .from(approvalRequests)
    .innerJoin(organisations, eq(organisations.id, approvalRequests.venueId))
    .innerJoin(requester, eq(requester.id, approvalRequests.requestedBy))
    .leftJoin(decider, eq(decider.id, approvalRequests.decidedBy));
}

export type ApprovalRequestRow = Awaited<ReturnType<typeof findApprovalRequest>> & {};

/** One request by id; `lock` holds its row (FOR UPDATE of the request alone) until the transaction ends. */
export async function findApprovalRequest(db: Database, id: string, { lock = false } = {}) {
  const query = selectRequests(db).where(eq(approvalRequests.id, id));
  const [row] = lock ? await query.for('update', { of: approvalRequests }) : await query;
  return row;
}

/** The venue's requests, newest first, pending ones first; `requestedBy` only that person's. */
export async function listApprovalRequests(db: Database, venueId: string, requestedBy: string | null, limit: number) {
  return selectRequests(db)
    .where(and(eq(approvalRequests.venueId, venueId), requestedBy ? eq(approvalRequests.requestedBy, requestedBy) : undefined))
    .orderBy(sql`${approvalRequests.status} = 'pending' desc`, desc(approvalRequests.createdAt), desc(approvalRequests.id))
    .limit(limit);
}

export async function insertApprovalRequest(
  db: Database,
  values: {
    venueId: string;
    requestedBy: string;
    reason: ApprovalReason;
    reasonText: string;
    currency: string;
    snapshot: ApprovalSnapshot;
    totalCents: number;
    createdAt: Date;
  },
) {
  const [row] = await db
    .insert(approvalRequests)
    .values({ ...values, updatedAt: values.createdAt })
    .returning({ id: approvalRequests.id });
  return row!.id;
}

/** The decision on a pending request: only these columns ever change. */
export async function decideApprovalRequest(
  db: Database,
  id: string,
  decision: {
    status: Exclude<ApprovalStatus, 'pending'>;
    decidedBy: string;
    decidedAt: Date;
    decisionNote?: string | null;
    orderId?: string | null;
    returnedLines?: string[];
  },
) {
  await db
    .update(approvalRequests)
    .set({ ...decision, updatedAt: decision.decidedAt })
    .where(and(eq(approvalRequests.id, id), eq(approvalRequests.status, 'pending')));
}

/** The venue's owners and admins (who approve), with their addresses. */
export async function listApprovers(db: Database, venueId: string) {
  return db
    .select({ userId: memberships.userId, email: profiles.email })
    .from(memberships)
    .innerJoin(profiles, eq(profiles.id, memberships.userId))
    .where(and(eq(memberships.organisationId, venueId), inArray(memberships.organisationRole, ['owner', 'admin'])));
}

export async function findProfileEmail(db: Database, userId: string) {
  const [row] = await db.select({ email: profiles.email }).from(profiles).where(eq(profiles.id, userId));
  return row?.email ?? null;
}

/** The request's venue as checkout places for it, with its allowance for a price rise. */
export async function findVenueOfRequest(db: Database, venueId: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      status: organisations.status,
      timeZone: organisations.timeZone,
      currency: organisations.currency,
      approvalPriceRisePercent: organisations.approvalPriceRisePercent,
    })
    .from(organisations)
    .where(eq(organisations.id, venueId));
  return row;
}

export async function setApprovalPriceRisePercent(db: Database, venueId: string, percent: number) {
  await db
    .update(organisations)
    .set({ approvalPriceRisePercent: percent, updatedAt: sql`now()` })
    .where(eq(organisations.id, venueId));
}
