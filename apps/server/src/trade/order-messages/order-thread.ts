import type { OrderSide, OrderThreadEntry, SupplierOrderStatus } from '@tapline/contracts';

// How a thread reads (docs/domain.md, Messages on an order): the messages and system entries, and the supplier order's
// steps from its order events, merged in time order. A step is never written as a message too: it is read from its
// event, where it was recorded once.

const STEP_WORDS: Record<SupplierOrderStatus, string> = {
  held: 'Placed, and held for the supplier to release',
  submitted: 'Placed',
  accepted: 'Accepted',
  dispatched: 'Dispatched',
  delivered: 'Delivered',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

/** What a step says in the thread: "Accepted", "Released", "Cancelled: Closed for renovations". */
function stepSentence(fromStatus: SupplierOrderStatus | null, toStatus: SupplierOrderStatus, note: string | null): string {
  const words = fromStatus === 'held' && toStatus === 'submitted' ? 'Released' : STEP_WORDS[toStatus];
  return note ? `${words}: ${note}` : words;
}

const personOf = (id: string | null, name: string | null, email: string | null) =>
  id === null ? null : { id, name: name || email || 'Someone' };

interface MessageRow {
  id: string;
  kind: 'message' | 'system';
  side: OrderSide | null;
  authorId: string | null;
  authorName: string | null;
  authorEmail: string | null;
  body: string;
  at: Date;
}

interface StepRow {
  id: string;
  fromStatus: SupplierOrderStatus | null;
  toStatus: SupplierOrderStatus;
  side: OrderSide;
  actorId: string | null;
  actorName: string | null;
  actorEmail: string | null;
  note: string | null;
  at: Date;
}

/** The thread's entries, oldest first; at the same moment a step comes before what was written about it. */
export function threadEntries(messages: readonly MessageRow[], steps: readonly StepRow[]): OrderThreadEntry[] {
  const entries = [
    ...steps.map((step) => ({
      order: 0,
      at: step.at,
      entry: {
        id: step.id,
        kind: 'step' as const,
        side: step.side,
        author: personOf(step.actorId, step.actorName, step.actorEmail),
        body: stepSentence(step.fromStatus, step.toStatus, step.note),
        step: step.toStatus,
        at: step.at.toISOString(),
      },
    })),
    ...messages.map((message) => ({
      order: 1,
      at: message.at,
      entry: {
        id: message.id,
        kind: message.kind,
        side: message.side,
        author: personOf(message.authorId, message.authorName, message.authorEmail),
        body: message.body,
        step: null,
        at: message.at.toISOString(),
      },
    })),
  ];
  // a stable sort: each list is already in its own time order
  entries.sort((a, b) => a.at.getTime() - b.at.getTime() || a.order - b.order);
  return entries.map(({ entry }) => entry);
}
