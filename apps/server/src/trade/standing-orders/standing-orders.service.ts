import type {
  FieldIssue,
  StandingLineInput,
  StandingOrderCreate,
  StandingOrderDetail,
  StandingOrderList,
  StandingOrderPatch,
  StandingOrderPause,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError } from '../../platform';
import { localDate } from '../../shared/calendar';
import { listPricedLines } from '../cart/cart.service';
import { deleteOccurrences, listFutureOccurrences } from './standing-occurrences.queries';
import {
  findSupplierTiming,
  insertStandingOrder,
  listStandingOrdersOfVenue,
  replaceTemplateLines,
  updateStandingOrder,
} from './standing-orders.queries';
import { planStandingOrder } from './standing-plan.service';
import { requireStandingOrder, requireVenueAccess, standingOrderDetail, standingOrdersAnswer } from './standing-reads';
import { unservedWeekdays, weekdayName, type SupplierTiming } from './standing-schedule';
import type { WantedLine } from './standing-views';

// A venue's standing orders (docs/domain.md, Standing orders; decision 0166): the template per supplier, its
// pause and end. Its owners and admins manage them; members read. Every change re-plans the occurrences ahead.

/** "Monday, Wednesday and Friday" */
function dayList(days: readonly number[]): string {
  const names = [...days].sort().map(weekdayName);
  return names.length <= 1 ? (names[0] ?? 'no day') : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

/** 422 naming the supplier's days when a weekday asked for isn't one of them (decision 0166). */
export function requireServedWeekdays(asked: readonly number[], supplier: SupplierTiming & { name: string }): void {
  const unserved = unservedWeekdays(asked, supplier);
  if (unserved.length === 0) return;
  const message = `${supplier.name} delivers on ${dayList(supplier.deliveryWeekdays ?? [])}: ${dayList(unserved)} ${unserved.length === 1 ? 'is' : 'are'} not one of its delivery days`;
  throw new AppError('standing_order_refused', message, [{ field: 'deliveryWeekdays', message }] satisfies FieldIssue[]);
}

/**
 * The lines as a template (or one occurrence) keeps them: each a pack of the supplier that can be ordered now (stock
 * may come back, so a short one is kept), with the venue's price today as the price to compare with later.
 */
export async function checkedLines(
  db: Database,
  venueId: string,
  supplier: { id: string; name: string },
  lines: readonly StandingLineInput[],
): Promise<WantedLine[]> {
  const rows = new Map((await listPricedLines(db, venueId, lines)).map((row) => [row.skuId, row]));
  const issues: FieldIssue[] = [];
  lines.forEach((line, index) => {
    const row = rows.get(line.skuId);
    const field = `lines.${index}.skuId`;
    if (!row) issues.push({ field, message: 'no such SKU' });
    else if (row.supplierId !== supplier.id) issues.push({ field, message: `not a pack of ${supplier.name}` });
    else if (row.problem !== null && row.problem !== 'not_enough_stock') issues.push({ field, message: 'this pack can’t be ordered now' });
  });
  if (issues.length > 0) throw AppError.validation(issues, 'body');
  return lines.map((line) => ({ skuId: line.skuId, qty: line.qty, lastUnitPriceCents: rows.get(line.skuId)!.unitPriceCents }));
}

/** GET /api/venues/{id}/standing-orders */
export async function listStandingOrders(db: Database, user: ApiUser, venueId: string, now: Date): Promise<StandingOrderList> {
  const { venue, manages } = await requireVenueAccess(db, user, venueId, false);
  return { items: await standingOrdersAnswer(db, await listStandingOrdersOfVenue(db, venue.id), { manages, now }) };
}

/** GET /api/standing-orders/{id} */
export async function getStandingOrder(db: Database, user: ApiUser, id: string, now: Date): Promise<StandingOrderDetail> {
  const { standing, manages } = await requireStandingOrder(db, user, id, false);
  return standingOrderDetail(db, standing.id, { manages, now });
}

/** POST /api/venues/{id}/standing-orders: the caller is its owner; its occurrences are made at once. */
export async function createStandingOrder(
  db: Database,
  user: ApiUser,
  venueId: string,
  input: StandingOrderCreate,
  now: Date,
): Promise<StandingOrderDetail> {
  const { venue } = await requireVenueAccess(db, user, venueId, true);
  const supplier = await findSupplierTiming(db, input.supplierId);
  if (!supplier || supplier.type !== 'supplier') throw AppError.validation([{ field: 'supplierId', message: 'no such supplier' }], 'body');
  if (supplier.status !== 'active')
    throw AppError.validation([{ field: 'supplierId', message: `${supplier.name} isn’t taking orders at the moment` }], 'body');
  requireServedWeekdays(input.deliveryWeekdays, supplier);
  const today = localDate(now, venue.timeZone);
  if (input.startsOn < today) throw AppError.validation([{ field: 'startsOn', message: `must be today (${today}) or later` }], 'body');
  const lines = await checkedLines(db, venue.id, supplier, input.lines);
  const id = await db.transaction(async (tx) => {
    const created = await insertStandingOrder(tx, {
      venueId: venue.id,
      supplierId: supplier.id,
      ownerId: user.id,
      deliveryWeekdays: [...input.deliveryWeekdays].sort(),
      everyWeeks: input.everyWeeks,
      startsOn: input.startsOn,
      endsOn: input.endsOn,
      note: input.note,
      createdAt: now,
      updatedAt: now,
    });
    await replaceTemplateLines(tx, created, lines);
    await planStandingOrder(tx, created, now);
    return created;
  });
  return standingOrderDetail(db, id, { manages: true, now });
}

function requireNotEnded(standing: { status: string }): void {
  if (standing.status === 'ended') throw new AppError('conflict', 'This standing order has ended: set up a new one');
}

const versionConflict = () =>
  new AppError('conflict', 'The standing order changed since you read it: reload it and make your change again', { field: 'version' });

/**
 * PATCH /api/standing-orders/{id}: the template, at the version read. Future occurrences not edited alone follow it
 * (they read its lines; new days are planned, dropped days removed).
 */
export async function updateStandingOrderTemplate(
  db: Database,
  user: ApiUser,
  id: string,
  input: StandingOrderPatch,
  now: Date,
): Promise<StandingOrderDetail> {
  const { standing } = await requireStandingOrder(db, user, id, true);
  requireNotEnded(standing);
  if (input.deliveryWeekdays) requireServedWeekdays(input.deliveryWeekdays, standing.supplier);
  if (input.endsOn && input.endsOn < standing.startsOn)
    throw AppError.validation([{ field: 'endsOn', message: `must be on or after startsOn (${standing.startsOn})` }], 'body');
  const lines = input.lines ? await checkedLines(db, standing.venueId, standing.supplier, input.lines) : undefined;
  await db.transaction(async (tx) => {
    const changed = await updateStandingOrder(
      tx,
      standing.id,
      input.version,
      {
        ...(input.deliveryWeekdays ? { deliveryWeekdays: [...input.deliveryWeekdays].sort() } : {}),
        ...(input.everyWeeks !== undefined ? { everyWeeks: input.everyWeeks } : {}),
        ...(input.endsOn !== undefined ? { endsOn: input.endsOn } : {}),
        ...(input.note !== undefined ? { note: input.note } : {}),
      },
      now,
    );
    if (!changed) throw versionConflict();
    if (lines) await replaceTemplateLines(tx, standing.id, lines);
    await planStandingOrder(tx, standing.id, now);
  });
  return standingOrderDetail(db, standing.id, { manages: true, now });
}

/** POST /api/standing-orders/{id}/pause: occurrences delivered before `until` are skipped; it resumes on its own that day. */
export async function pauseStandingOrder(db: Database, user: ApiUser, id: string, input: StandingOrderPause, now: Date) {
  const { standing } = await requireStandingOrder(db, user, id, true);
  requireNotEnded(standing);
  const today = localDate(now, standing.supplier.timeZone);
  if (input.until <= today) throw AppError.validation([{ field: 'until', message: `must be after today (${today})` }], 'body');
  return changeStatus(db, standing.id, { status: 'paused', pausedUntil: input.until }, now);
}

/** POST /api/standing-orders/{id}/resume: the occurrences the pause skipped (cut-off still ahead) are scheduled again. */
export async function resumeStandingOrder(db: Database, user: ApiUser, id: string, now: Date) {
  const { standing } = await requireStandingOrder(db, user, id, true);
  requireNotEnded(standing);
  return changeStatus(db, standing.id, { status: 'active', pausedUntil: null }, now);
}

/** POST /api/standing-orders/{id}/end: nothing more is placed; occurrences not yet placed are removed. */
export async function endStandingOrder(db: Database, user: ApiUser, id: string, now: Date) {
  const { standing } = await requireStandingOrder(db, user, id, true);
  if (standing.status !== 'ended') {
    await db.transaction(async (tx) => {
      await updateStandingOrder(tx, standing.id, null, { status: 'ended', pausedUntil: null }, now);
      const future = await listFutureOccurrences(tx, standing.id, now);
      await deleteOccurrences(
        tx,
        future.filter((row) => row.status === 'scheduled' || row.status === 'skipped').map((row) => row.id),
      );
    });
  }
  return standingOrderDetail(db, standing.id, { manages: true, now });
}

async function changeStatus(
  db: Database,
  id: string,
  values: { status: 'active' | 'paused'; pausedUntil: string | null },
  now: Date,
): Promise<StandingOrderDetail> {
  await db.transaction(async (tx) => {
    await updateStandingOrder(tx, id, null, values, now);
    await planStandingOrder(tx, id, now);
  });
  return standingOrderDetail(db, id, { manages: true, now });
}
