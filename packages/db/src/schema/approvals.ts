import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { approvalReasons, approvalStatuses, type ApprovalSnapshot } from '@tapline/contracts';
import { randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { orders } from './ordering';

// Approval requests (docs/domain.md, Approvals; decision 0184): an order a venue's staff member, or a buyer over a
// limit, sent for an owner or admin to approve. The snapshot is frozen: a trigger (migration's end) refuses to change
// it, its total, its venue, its requester or its reason.

export const approvalStatus = pgEnum('approval_status', approvalStatuses);
export const approvalReason = pgEnum('approval_reason', approvalReasons);

export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: randomId(),
    venueId: requiredRef('venue_id', () => organisations.id),
    requestedBy: requiredRef('requested_by', () => profiles.id, 'restrict'),
    status: approvalStatus('status').notNull().default('pending'),
    reason: approvalReason('reason').notNull(),
    /** the reason as the requester read it ("Over your $500.00 weekly limit") */
    reasonText: text('reason_text').notNull(),
    currency: text('currency').notNull(),
    /** the lines, prices, days, notes, PO number and totals, as checkout's answer would have them */
    snapshot: jsonb('snapshot').$type<ApprovalSnapshot>().notNull(),
    /** the snapshot's total inc GST: what the requester's week counts while it is pending */
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamptz('decided_at'),
    decisionNote: text('decision_note'),
    /** returned: the lines whose price rose beyond the venue's allowance, as the requester reads them */
    returnedLines: jsonb('returned_lines').$type<string[]>().notNull().default([]),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('approval_requests_total_nonnegative', sql`${t.totalCents} >= 0`),
    check('approval_requests_decided', sql`(${t.status} = 'pending') = (${t.decidedAt} is null)`),
    index('approval_requests_venue_idx').on(t.venueId, t.createdAt),
    // the week's spend: a person's pending requests at a venue
    index('approval_requests_requester_idx').on(t.venueId, t.requestedBy, t.createdAt),
  ],
);
