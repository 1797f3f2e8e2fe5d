import type { Database } from '../client';
import { orderMessageReads, orderMessages } from '../schema';
import { DEMO_PEOPLE } from './people';

const HOUR_MS = 3_600_000;

/**
 * A short exchange on one of the demo pair's delivered orders (decision 0179), read by both sides, so the order page
 * shows a thread beside its steps and no one's dashboard counts it unread. `acceptedAt` is the order's accept step.
 */
export async function seedDemoMessages(tx: Database, input: { supplierOrderId: string; acceptedAt: Date; deliveredAt: Date }) {
  const at = (hours: number) => new Date(input.acceptedAt.getTime() + hours * HOUR_MS);
  await tx.insert(orderMessages).values([
    {
      supplierOrderId: input.supplierOrderId,
      kind: 'message',
      authorId: DEMO_PEOPLE.supplierOwner.id,
      authorSide: 'supplier',
      body: 'Thanks for the order! Our truck can be with you before 11 on the day. Is the lane gate open by then?',
      createdAt: at(1),
    },
    {
      supplierOrderId: input.supplierOrderId,
      kind: 'message',
      authorId: DEMO_PEOPLE.venueOwner.id,
      authorSide: 'venue',
      body: 'Yes, the gate is open from 9. If the cellar door is shut, ask for Vic at the bar.',
      createdAt: at(2),
    },
  ]);
  await tx.insert(orderMessageReads).values(
    (['venue', 'supplier'] as const).map((side) => ({
      supplierOrderId: input.supplierOrderId,
      side,
      lastReadAt: input.deliveredAt,
      digestedThrough: input.deliveredAt,
    })),
  );
}
