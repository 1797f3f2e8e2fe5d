import { formatMoney, type OrderChangeKind, type OrderChangeStatus } from '@tapline/contracts';
import type { Database, ProposedLine } from '@tapline/db';
import { notifyMembers } from '../../../identity';
import { eventVersion, publishRealtime } from '../../../platform';
import { readableDateTime } from '../../../shared/calendar';
import { writeOrderSystemEntry } from '../../order-messages/order-messages.service';
import type { OrderMailDeps } from '../order-lifecycle.service';
import { listMemberEmails } from '../order-recipients.queries';
import { findOrderFacts } from './order-changes.queries';

// Who hears of a proposed change (decision 0181), in its transaction: the venue's members when it is proposed (the
// bell, and mail unless they turned status-change mail off), the supplier's when it is decided or expires; both
// organisations' open pages by a realtime event; and the order's thread keeps an entry of each (decision 0179).

export interface ChangeParties {
  supplierOrderId: string;
  orderId: string;
  supplierId: string;
  venueId: string;
}

export interface DescribedChange {
  id: string;
  kind: OrderChangeKind;
  before: ProposedLine | null;
  after: ProposedLine;
  note: string;
}

const named = (line: ProposedLine) => `${line.productName} (${line.skuName})`;

/** The change in one sentence: "Pale Ale (50 L keg) × 1 → Pale Ale (20 L keg) × 2 at $95.00 each". */
function describeChange(change: Pick<DescribedChange, 'kind' | 'before' | 'after'>, currency = 'AUD'): string {
  const { before, after } = change;
  const each = `${formatMoney(after.unitPriceCents, currency)} each ex GST`;
  if (change.kind === 'add_line' || before === null) return `Add ${named(after)} × ${after.qty} at ${each}`;
  if (change.kind === 'quantity') return `${named(after)}: ${before.qty} → ${after.qty}`;
  if (change.kind === 'price') return `${named(after)}: ${formatMoney(before.unitPriceCents, currency)} → ${each}`;
  return `${named(before)} × ${before.qty} → substitute ${named(after)} × ${after.qty} at ${each}`;
}

const DECIDED_WORDS: Record<Exclude<OrderChangeStatus, 'open'>, string> = {
  accepted: 'accepted',
  declined: 'declined',
  expired: 'let expire',
  withdrawn: 'withdrew',
};

const THREAD_WORDS: Record<Exclude<OrderChangeStatus, 'open'>, string> = {
  accepted: 'Change accepted',
  declined: 'Change declined',
  expired: 'Change expired',
  withdrawn: 'Change withdrawn',
};

/** The supplier withdrew its proposal (or the order ended with it open): the thread says so; both sides' pages follow. */
export async function tellWithdrawn(tx: Database, parties: ChangeParties, change: DescribedChange) {
  const facts = (await findOrderFacts(tx, parties.supplierOrderId))!;
  await writeOrderSystemEntry(tx, {
    supplierOrderId: parties.supplierOrderId,
    body: `${THREAD_WORDS.withdrawn}: ${describeChange(change, facts.currency)}.`,
  });
  await publishChange(tx, parties, change.id);
}

async function publishChange(tx: Database, parties: ChangeParties, changeId: string) {
  await publishRealtime(tx, [
    {
      type: 'order-change.changed',
      organisationIds: [parties.venueId, parties.supplierId],
      venueId: parties.venueId,
      supplierId: parties.supplierId,
      orderId: parties.orderId,
      supplierOrderId: parties.supplierOrderId,
      changeId,
      version: eventVersion(),
    },
  ]);
}

async function tell(
  deps: Pick<OrderMailDeps, 'outbox' | 'appOrigin'>,
  tx: Database,
  to: { organisationId: string; firstUserId: string | null; path: string },
  message: { kind: 'order_change_proposed' | 'order_change_decided'; title: string; details: string[]; template: string },
) {
  const body = [...message.details, `Open the order: ${deps.appOrigin}${to.path}`].join('\n\n');
  for (const member of await listMemberEmails(tx, to.organisationId, to.firstUserId)) {
    await deps.outbox.email(tx, { to: member.email, subject: message.title, body, template: message.template, secrets: [] });
  }
  await notifyMembers(tx, {
    organisationId: to.organisationId,
    kind: message.kind,
    title: message.title,
    body: message.details.join('\n'),
    link: to.path,
  });
}

/**
 * A proposal made: the venue is asked (or, a substitute its preference let through at once, told), and both sides'
 * pages follow.
 */
export async function tellProposed(
  deps: Pick<OrderMailDeps, 'outbox' | 'appOrigin'>,
  tx: Database,
  parties: ChangeParties,
  change: DescribedChange & { acceptedAtOnce: boolean; expiresAt: Date },
) {
  const facts = (await findOrderFacts(tx, parties.supplierOrderId))!;
  const sentence = describeChange(change, facts.currency);
  const title = change.acceptedAtOnce
    ? `${facts.supplierName} substituted a line of order ${facts.orderNumber}`
    : `${facts.supplierName} proposes a change to order ${facts.orderNumber}`;
  const details = [
    `${sentence}.`,
    change.note ? `Note: ${change.note}` : '',
    change.acceptedAtOnce
      ? 'Your preference for this line is “same price or less is fine”, so it was accepted.'
      : `Accept or decline it on the order before ${readableDateTime(change.expiresAt, facts.venueTimeZone)}; then it is declined.`,
  ].filter(Boolean);
  await writeOrderSystemEntry(tx, {
    supplierOrderId: parties.supplierOrderId,
    body: `${change.acceptedAtOnce ? 'Substituted (the line’s preference allows it)' : 'Change proposed'}: ${sentence}.${change.note ? ` Note: ${change.note}` : ''}`,
  });
  await tell(
    deps,
    tx,
    { organisationId: parties.venueId, firstUserId: facts.placedBy, path: `/dash/venues/${parties.venueId}/orders/${parties.orderId}` },
    { kind: 'order_change_proposed', title, details, template: 'order_change_proposed' },
  );
  await publishChange(tx, parties, change.id);
}

/** A proposal decided by the venue, or expired: the supplier is told; both sides' pages follow. */
export async function tellDecided(
  deps: Pick<OrderMailDeps, 'outbox' | 'appOrigin'>,
  tx: Database,
  parties: ChangeParties,
  change: DescribedChange & { status: 'accepted' | 'declined' | 'expired' },
  shortSentence: string,
) {
  const facts = (await findOrderFacts(tx, parties.supplierOrderId))!;
  const who =
    change.status === 'expired'
      ? `A change to order ${facts.orderNumber} expired`
      : `${facts.venueName} ${DECIDED_WORDS[change.status]} a change to order ${facts.orderNumber}`;
  const details = [
    `${describeChange(change, facts.currency)}.`,
    change.status === 'expired' ? 'It was declined.' : '',
    shortSentence,
  ].filter(Boolean);
  await writeOrderSystemEntry(tx, {
    supplierOrderId: parties.supplierOrderId,
    body: `${THREAD_WORDS[change.status]}: ${details.join(' ')}`,
  });
  await tell(
    deps,
    tx,
    {
      organisationId: parties.supplierId,
      firstUserId: null,
      path: `/dash/suppliers/${parties.supplierId}/orders/${parties.supplierOrderId}`,
    },
    { kind: 'order_change_decided', title: who, details, template: `order_change_${change.status}` },
  );
  await publishChange(tx, parties, change.id);
}
