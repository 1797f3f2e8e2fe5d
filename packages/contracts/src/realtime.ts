import { z } from 'zod';

// The realtime channel, /api/realtime (decision 0109): one WebSocket per browser tab. Its messages are
// JSON text frames; events carry ids and a version, never a copy of data the receiver may not read, and a client
// refetches what it shows when one arrives.

export { REALTIME_AUTH_TIMEOUT_MS, REALTIME_HEARTBEAT_MS, realtimeCloseCodes } from './realtime-constants';

export const RealtimeClientMessage = z.discriminatedUnion('type', [
  /**
   * The first message, and again with each refreshed token (the same person only). Without a token the socket is a
   * visitor's: it may only watch public things (products, venues' tap lists).
   */
  z.object({ type: z.literal('auth'), accessToken: z.string().min(1).max(8192).optional(), functionsKey: z.string().min(1).max(512) }),
  /** the events of an organisation the person belongs to */
  z.object({ type: z.literal('subscribe'), organisationId: z.uuid() }),
  z.object({ type: z.literal('unsubscribe'), organisationId: z.uuid() }),
  /**
   * The products and venues open in this tab (public data; replaces the last lists): the products' catalogue.changed
   * events and the venues' on-tap.changed events.
   */
  z.object({ type: z.literal('watch'), productIds: z.array(z.uuid()).max(100), venueIds: z.array(z.uuid()).max(20).default([]) }),
  z.object({ type: z.literal('ping') }),
]);
export type RealtimeClientMessage = z.infer<typeof RealtimeClientMessage>;

/** What happened; `version` orders events of one thing (a later one supersedes an earlier one). */
export type RealtimeEvent =
  /** a venue placed an order with a supplier (one event per supplier order), to both organisations */
  | {
      type: 'order.placed';
      organisationIds: string[];
      venueId: string;
      supplierId: string;
      orderId: string;
      supplierOrderId: string;
      version: number;
    }
  /** a supplier order moved (accepted, dispatched, …), with its event row, to both organisations */
  | {
      type: 'supplier-order.changed';
      organisationIds: string[];
      venueId: string;
      supplierId: string;
      orderId: string;
      supplierOrderId: string;
      eventId: string;
      version: number;
    }
  /**
   * a message on a supplier order: written (`messageId`, to both organisations), or its thread read by one side
   * (`messageId` null, to that side's organisation: its unread badges follow)
   */
  | {
      type: 'order.message';
      organisationIds: string[];
      venueId: string;
      supplierId: string;
      orderId: string;
      supplierOrderId: string;
      messageId: string | null;
      version: number;
    }
  /** a change to a supplier order was proposed, decided, withdrawn or expired (decision 0181), to both organisations */
  | {
      type: 'order-change.changed';
      organisationIds: string[];
      venueId: string;
      supplierId: string;
      orderId: string;
      supplierOrderId: string;
      changeId: string;
      version: number;
    }
  /** the person's cart at a venue (null: at every venue) changed: their other tabs follow it */
  | { type: 'cart.changed'; userId: string; venueId: string | null; version: number }
  /** products of the supplier changed (or their packs): to the supplier and to the tabs watching one of them */
  | { type: 'catalogue.changed'; organisationIds: string[]; supplierId: string; productIds: string[]; version: number }
  /** the venue's On Tap list changed: to the venue and to the tabs watching it (its board, its public page) */
  | { type: 'on-tap.changed'; organisationIds: string[]; venueId: string; version: number }
  /** an approval request was made, decided or withdrawn: to the venue (its Approvals page, the requester's list) */
  | { type: 'approval.changed'; organisationIds: string[]; venueId: string; approvalRequestId: string; version: number }
  /** a supplier–venue pair's kegs moved (delivered, kicked, declared, collected, adjusted, a collection asked or cancelled): to both */
  | { type: 'kegs.changed'; organisationIds: string[]; supplierId: string; venueId: string; version: number }
  /** something for the person's notification centre */
  | { type: 'notification.created'; userIds: string[]; version: number };

export type RealtimeServerMessage =
  /** signed in (userId null: a visitor's socket, which may only watch) */
  | { type: 'ready'; userId: string | null }
  | { type: 'subscribed'; organisationId: string }
  | { type: 'unsubscribed'; organisationId: string }
  | { type: 'event'; event: RealtimeEvent }
  | { type: 'pong' }
  /** the server may have missed events (its feed reconnected): refetch what is shown */
  | { type: 'resync' }
  | { type: 'error'; code: 'unauthorized' | 'forbidden' | 'bad_request'; message: string; organisationId?: string };
