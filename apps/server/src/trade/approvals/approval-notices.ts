import { formatMoney, type ApprovalSnapshot } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { notifyMembers } from '../../identity';
import { eventVersion, publishRealtime } from '../../platform';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { findProfileEmail, listApprovers } from './approvals.queries';

// What an approval request tells (decision 0184), in the transaction of the change: a new request goes to the venue's
// owners and admins (bell, mail, their open Approvals page); a decision goes to the requester. Links open the app.

export interface RequestSubject {
  id: string;
  venue: { id: string; slug: string; name: string };
  requestedBy: { id: string; name: string };
  currency: string;
  snapshot: ApprovalSnapshot;
}

const requestPath = (subject: RequestSubject) => `/dash/venues/${subject.venue.slug}/approvals/${subject.id}`;

function changed(tx: Database, subject: RequestSubject) {
  return publishRealtime(tx, [
    {
      type: 'approval.changed',
      organisationIds: [subject.venue.id],
      venueId: subject.venue.id,
      approvalRequestId: subject.id,
      version: eventVersion(),
    },
  ]);
}

function summaryOf(subject: RequestSubject): string {
  const suppliers = subject.snapshot.groups.map((group) => group.supplier.name).join(', ');
  return `${formatMoney(subject.snapshot.totalCents, subject.currency)} inc GST from ${suppliers}`;
}

/** A new request: every owner and admin of the venue (the requester too when one of them, which can't happen today). */
export async function tellApprovers(tx: Database, deps: OrderMailDeps, subject: RequestSubject, reasonText: string): Promise<void> {
  const approvers = await listApprovers(tx, subject.venue.id);
  const title = `${subject.requestedBy.name} asks you to approve an order`;
  const body = `${summaryOf(subject)}. ${reasonText}.`;
  await Promise.all([
    notifyMembers(tx, {
      organisationId: subject.venue.id,
      kind: 'approval_requested',
      title,
      body,
      link: requestPath(subject),
      userIds: approvers.map((approver) => approver.userId),
    }),
    deps.outbox.emails(
      tx,
      approvers.map((approver) => ({
        to: approver.email,
        subject: `${title} for ${subject.venue.name}`,
        body: `${body}\n\nApprove or decline it: ${deps.appOrigin}${requestPath(subject)}`,
        template: 'approval_requested',
        secrets: [],
      })),
    ),
    changed(tx, subject),
  ]);
}

/** A decision: the requester hears it (approved, declined with the note, returned with the lines); a withdrawal only refreshes screens. */
export async function tellRequester(
  tx: Database,
  deps: OrderMailDeps,
  subject: RequestSubject,
  decision: {
    status: 'approved' | 'declined' | 'returned' | 'withdrawn';
    by: string;
    note?: string | null;
    orderNumber?: string;
    lines?: string[];
  },
): Promise<void> {
  if (decision.status === 'withdrawn') return changed(tx, subject);
  const title =
    decision.status === 'approved'
      ? `${decision.by} approved your order${decision.orderNumber ? ` (${decision.orderNumber})` : ''}`
      : decision.status === 'declined'
        ? `${decision.by} declined your order`
        : 'Your order came back: prices rose since you sent it';
  const body = [
    summaryOf(subject),
    decision.note ? `Note: ${decision.note}` : '',
    decision.lines?.length ? `Dearer now: ${decision.lines.join('; ')}` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const email = await findProfileEmail(tx, subject.requestedBy.id);
  await Promise.all([
    notifyMembers(tx, {
      organisationId: subject.venue.id,
      kind: 'approval_decided',
      title,
      body,
      link: requestPath(subject),
      userIds: [subject.requestedBy.id],
    }),
    email
      ? deps.outbox.emails(tx, [
          {
            to: email,
            subject: `${title} at ${subject.venue.name}`,
            body: `${body}\n\nSee it: ${deps.appOrigin}${requestPath(subject)}`,
            template: 'approval_decided',
            secrets: [],
          },
        ])
      : Promise.resolve([]),
    changed(tx, subject),
  ]);
}
