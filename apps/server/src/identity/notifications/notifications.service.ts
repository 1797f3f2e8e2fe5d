import type {
  SupplierOrderAction,
  MarkNotificationsRead,
  Notification,
  NotificationKind,
  NotificationList,
  NotificationPreference,
  NotificationPreferenceInput,
  NotificationQuery,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../auth/api-auth';
import { AppError } from '../../platform';
import {
  countUnreadNotifications,
  insertNotificationsForMembers,
  listNotificationsOf,
  listPreferencesOf,
  markNotificationsRead,
  upsertPreferences,
  type Notice,
} from './notifications.queries';

// The notification centre (decision 0108). Notifications are written by the change they tell of, in its
// transaction (docs/conventions.md, Side effects in the transaction): a rolled-back order leaves none. Each person reads, and marks, only their own.

export type { Notice };

/**
 * Tells every member of each notice's organisation (or those of `roles`), but `exceptUserId`: one row each, all in
 * one statement. `tx` is the transaction of the change.
 */
export async function notifyMembers(tx: Database, notices: Notice | Notice[]): Promise<void> {
  await insertNotificationsForMembers(tx, Array.isArray(notices) ? notices : [notices]);
}

const ORDER_STEP_KINDS: Record<SupplierOrderAction, NotificationKind> = {
  release: 'order_released',
  accept: 'order_accepted',
  reject: 'order_rejected',
  dispatch: 'order_dispatched',
  deliver: 'order_delivered',
  cancel: 'order_cancelled',
};

/** The kind of notification a supplier order's step makes. */
export function orderStepKind(action: SupplierOrderAction): NotificationKind {
  return ORDER_STEP_KINDS[action];
}

/** "Sat 28 Nov" (docs/ui.md, Dates, money and numbers) */
const DAY = new Intl.DateTimeFormat('en-AU', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A calendar day (YYYY-MM-DD) as notices and mail say it: "Sat 28 Nov". */
export function shortDayOf(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`)).replace(',', '');
}

/** A new order, as its supplier's members see it in the bell: what and when; the title names the venue. */
export function orderPlacedNotice(order: {
  supplierId: string;
  supplierOrderId: string;
  orderNumber: string;
  venueName: string;
  lineCount: number;
  subtotalCents: number;
  currency: string;
  /** YYYY-MM-DD */
  deliveryDate: string | null;
  venueNote: string;
  placedBy: string;
}): Notice {
  const money = new Intl.NumberFormat('en-AU', { style: 'currency', currency: order.currency }).format(order.subtotalCents / 100);
  const day = order.deliveryDate ? shortDayOf(order.deliveryDate) : null;
  return {
    organisationId: order.supplierId,
    kind: 'order_placed',
    title: `New order ${order.orderNumber} from ${order.venueName}`,
    body: [
      `${order.lineCount} ${order.lineCount === 1 ? 'line' : 'lines'}, ${money} ex GST${day ? `, for delivery ${day}` : ''}`,
      order.venueNote ? `Note: ${order.venueNote}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    link: `/dash/suppliers/${order.supplierId}/orders/${order.supplierOrderId}`,
    exceptUserId: order.placedBy,
  };
}

const CURSOR_SHAPE = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z)\|([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;

function cursorOf(row: { cursorAt: string; id: string }): string {
  return Buffer.from(`${row.cursorAt}|${row.id}`).toString('base64url');
}

function parseCursor(before: string | undefined): { at: string; id: string } | null {
  if (before === undefined) return null;
  const match = CURSOR_SHAPE.exec(Buffer.from(before, 'base64url').toString());
  if (!match) throw AppError.validation([{ field: 'before', message: 'before must be a nextCursor from an earlier page' }], 'query');
  return { at: match[1]!, id: match[2]! };
}

/** GET /api/notifications: the signed-in person's, newest first, with the unread count of them all. */
export async function listNotifications(db: Database, user: ApiUser, query: NotificationQuery): Promise<NotificationList> {
  const before = parseCursor(query.before);
  const [rows, unreadCount] = await Promise.all([
    listNotificationsOf(db, user.id, { before, limit: query.limit + 1 }),
    countUnreadNotifications(db, user.id),
  ]);
  const page = rows.slice(0, query.limit);
  const items: Notification[] = page.map((row) => ({
    id: row.id,
    kind: row.kind as NotificationKind,
    organisation: row.organisation,
    title: row.title,
    body: row.body,
    link: row.link,
    createdAt: row.createdAt.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return { items, unreadCount, nextCursor: rows.length > query.limit ? cursorOf(page[page.length - 1]!) : null };
}

/** POST /api/notifications/read: only the caller's own rows change; an id of someone else's is silently left alone. */
export async function markRead(db: Database, user: ApiUser, input: MarkNotificationsRead): Promise<{ unreadCount: number }> {
  await markNotificationsRead(db, user.id, input.all ? 'all' : (input.ids ?? []));
  return { unreadCount: await countUnreadNotifications(db, user.id) };
}

/** GET /api/notifications/preferences: one per organisation the person belongs to. */
export async function listPreferences(db: Database, user: ApiUser): Promise<{ items: NotificationPreference[] }> {
  return { items: await listPreferencesOf(db, user.id) };
}

/** PUT /api/notifications/preferences/{organisationId}: only for an organisation the person belongs to (404 otherwise). */
export async function setPreferences(
  db: Database,
  user: ApiUser,
  organisationId: string,
  input: NotificationPreferenceInput,
): Promise<NotificationPreference> {
  const [current] = await listPreferencesOf(db, user.id, organisationId);
  if (!current) throw AppError.notFound('Organisation');
  if (input.dailyDigest && current.organisation.type !== 'supplier') {
    throw AppError.validation([{ field: 'dailyDigest', message: 'the daily digest is for suppliers only' }], 'body');
  }
  const values = { newOrders: input.newOrders, statusChanges: input.statusChanges, dailyDigest: input.dailyDigest ?? current.dailyDigest };
  await upsertPreferences(db, user.id, organisationId, values);
  return { organisation: current.organisation, ...values };
}
