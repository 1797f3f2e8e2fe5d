import { z } from 'zod';
import { DateTime, decimalInteger, text, Uuid } from './common';
import { organisationIdentityFields } from './organisations';

// The notification centre (decision 0108): what happened to the organisations a person belongs to,
// stored per person, and the person's mail choices per organisation.

/** Every kind of notification: the database's check constraint is made from this list too. */
export const NOTIFICATION_KINDS = [
  'order_placed',
  'order_accepted',
  'order_rejected',
  'order_dispatched',
  'order_delivered',
  'order_cancelled',
  'invite_accepted',
  'xero_sync_failed',
  'xero_reconnect_needed',
  'order_paid',
  /** a standing order goes at the cut-off: 24 h before, what it will order (decision 0166) */
  'standing_order_reminder',
  /** a standing order was placed (and which lines were left out) */
  'standing_order_placed',
  /** a standing order's occurrence ordered nothing: nothing could be ordered, or under the minimum */
  'standing_order_needs_attention',
  /** a standing order's cut-off passed without a placement: never placed late */
  'standing_order_failed',
  /** an order was placed held: over the venue's credit limit, or its account on hold (issue 36) */
  'order_held',
  /** the supplier released a held order: it is a new order now */
  'order_released',
  /** a venue applied for a trade account (to the supplier) */
  'trade_application_submitted',
  /** the supplier approved or declined a venue's application (to the venue) */
  'trade_application_decided',
  /** the venue withdrew its application while it waited (to the supplier's owners and admins: decision 0178) */
  'trade_application_withdrawn',
  /** a trade account was put on hold, released, closed, reopened or its terms changed (to the venue) */
  'trade_account_changed',
  /** a venue asked for its empty kegs to be collected (to the supplier's members) */
  'keg_collection_requested',
  /** the venue cancelled its open collection request (to the supplier's members) */
  'keg_collection_cancelled',
  /** the supplier recorded the kegs it collected, and the deposit refunded (to the venue's members) */
  'keg_collection_recorded',
  /** a staff member's order, or a buyer's over a limit, waits for approval (to the venue's owners and admins) */
  'approval_requested',
  /** an owner or admin approved, declined or sent back a request (to its requester) */
  'approval_decided',
  /** the supplier proposed a change to an order: a substitute, a qty, a price, a line added (to the venue's members) */
  'order_change_proposed',
  /** the venue accepted, declined, or let expire a proposed change (to the supplier's members) */
  'order_change_decided',
  /** a message from the other side on an order: one unread per order and person, however many come (decision 0179) */
  'order_message',
  /** a webhook endpoint has failed for a day (to the organisation's owners and admins; decision 0198) */
  'webhook_failing',
  /** a webhook endpoint was disabled: five days of failure, or its receiver answered 410 Gone */
  'webhook_disabled',
] as const;

export const NotificationKind = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof NotificationKind>;

/** The bell's list shows this many by default; a page is at most NOTIFICATIONS_PAGE_MAX. */
export const NOTIFICATIONS_PAGE_DEFAULT = 20;
export const NOTIFICATIONS_PAGE_MAX = 50;

export const Notification = z.object({
  id: Uuid,
  kind: NotificationKind,
  organisation: z.object(organisationIdentityFields),
  title: z.string(),
  /** more words: the reason of a rejection, the order's lines … ('' when there is nothing more) */
  body: z.string(),
  /** the app path it opens (/dash/…) */
  link: z.string(),
  createdAt: DateTime,
  /** null while unread */
  readAt: DateTime.nullable(),
});
export type Notification = z.infer<typeof Notification>;

/** `before` is a `nextCursor` from an earlier page (opaque). */
export const NotificationQuery = z.object({
  before: text()
    .max(200)
    .regex(/^[A-Za-z0-9_-]+$/, 'before must be a nextCursor from an earlier page')
    .optional(),
  limit: decimalInteger('limit', 1, NOTIFICATIONS_PAGE_MAX).default(NOTIFICATIONS_PAGE_DEFAULT),
});
export type NotificationQuery = z.infer<typeof NotificationQuery>;

/** GET /api/notifications: the signed-in person's, newest first. */
export const NotificationList = z.object({
  items: z.array(Notification),
  /** all the person's unread ones, not only this page's */
  unreadCount: z.number().int().min(0),
  /** the next (older) page's `before`; null on the last page */
  nextCursor: z.string().nullable(),
});
export type NotificationList = z.infer<typeof NotificationList>;

/** POST /api/notifications/read: some of one's own by id, or all of them. */
export const MarkNotificationsRead = z
  .object({
    ids: z.array(Uuid).min(1, 'ids must name at least one notification').max(100, 'ids must name at most 100 notifications').optional(),
    all: z.literal(true, 'all must be true').optional(),
  })
  .strict()
  .superRefine((value, context) => {
    if ((value.ids === undefined) === (value.all === undefined)) {
      context.addIssue({ code: 'custom', path: ['ids'], message: 'send either ids (the notifications to mark read) or all: true' });
    }
  });
export type MarkNotificationsRead = z.infer<typeof MarkNotificationsRead>;

export const UnreadCount = z.object({ unreadCount: z.number().int().min(0) });
export type UnreadCount = z.infer<typeof UnreadCount>;

/** Which mails a person gets from one organisation (defaults: all on). */
export const NotificationPreferenceInput = z
  .object({
    /** a new order for the supplier */
    newOrders: z.boolean('newOrders must be true or false'),
    /** an order accepted, rejected, dispatched, delivered or cancelled */
    statusChanges: z.boolean('statusChanges must be true or false'),
    /** suppliers only: a morning mail of the day before's orders and what waits (off by default); absent: unchanged */
    dailyDigest: z.boolean('dailyDigest must be true or false').optional(),
  })
  .strict();
export type NotificationPreferenceInput = z.infer<typeof NotificationPreferenceInput>;

export const NotificationPreference = NotificationPreferenceInput.extend({
  dailyDigest: z.boolean(),
  organisation: z.object(organisationIdentityFields),
});
export type NotificationPreference = z.infer<typeof NotificationPreference>;

/** GET /api/notifications/preferences: one per organisation the person belongs to. */
export const NotificationPreferenceList = z.object({ items: z.array(NotificationPreference) });
export type NotificationPreferenceList = z.infer<typeof NotificationPreferenceList>;

/** `{organisationId}` of PUT /api/notifications/preferences/{organisationId} */
export const NotificationPreferenceParams = z.object({ organisationId: Uuid });
