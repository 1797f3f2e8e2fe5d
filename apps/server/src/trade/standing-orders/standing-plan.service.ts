import { STANDING_WEEKS_AHEAD } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { addDays, localDate } from '../../shared/calendar';
import { closedDaysOf, stateCodeOf } from '../../shared/public-holidays';
import {
  deleteOccurrences,
  insertOccurrences,
  listFutureOccurrences,
  updateOccurrencePlan,
  type OccurrencePlan,
} from './standing-occurrences.queries';
import {
  findStandingOrder,
  findVenueState,
  setPlannedThrough,
  updateStandingOrder,
  type StandingOrderRow,
} from './standing-orders.queries';
import { planDelivery, placeAtOf, remindAtOf, scheduledDates } from './standing-schedule';
import { listClosures } from './supplier-calendar.queries';

// Making a standing order's occurrences (decisions 0166 and 0167): from today to 8 weeks ahead, on create and edit,
// when its supplier's calendar changes, and by the scheduler as the days go by. Only occurrences whose cut-off is
// still ahead change; placed, failed and needs-attention ones never do; one edited alone keeps its lines (and stays
// when the template no longer has its date); one the venue skipped stays skipped. The key is the scheduled date.

/** A holiday or closure moves a delivery up to a week: the calendar is read that much around the window. */
const CALENDAR_MARGIN_DAYS = 8;

type Existing = Awaited<ReturnType<typeof listFutureOccurrences>>[number];

/** The plan of one scheduled date: where the calendar puts it, when it is placed and reminded, and whether it is skipped. */
function planOf(standing: StandingOrderRow, scheduledDate: string, closedDays: ReadonlyMap<string, string>, now: Date): OccurrencePlan {
  const { supplier } = standing;
  const delivery = planDelivery(scheduledDate, { policy: supplier.holidayPolicy, closedDays, supplier, now });
  const placeAt = placeAtOf(delivery.deliveryDate, supplier);
  const paused = standing.status === 'paused' && standing.pausedUntil !== null && delivery.deliveryDate < standing.pausedUntil;
  return {
    scheduledDate,
    deliveryDate: delivery.deliveryDate,
    calendarNote: delivery.calendarNote,
    status: paused || delivery.skipped ? 'skipped' : 'scheduled',
    skippedBy: paused ? 'pause' : delivery.skipped ? 'calendar' : null,
    placeAt,
    remindAt: remindAtOf(placeAt),
  };
}

/** What an existing row should become under `plan` (a venue's skip stays), or null when nothing changes. */
function changeOf(row: Existing, plan: OccurrencePlan) {
  if (row.status !== 'scheduled' && row.status !== 'skipped') return null;
  const next =
    row.status === 'skipped' && row.skippedBy === 'venue' ? { ...plan, status: 'skipped' as const, skippedBy: 'venue' as const } : plan;
  const same =
    row.deliveryDate === next.deliveryDate &&
    row.calendarNote === next.calendarNote &&
    row.status === next.status &&
    row.skippedBy === next.skippedBy &&
    row.placeAt.getTime() === next.placeAt.getTime();
  const { scheduledDate: _key, ...values } = next;
  return same ? null : values;
}

/**
 * Brings the standing order's occurrences in line with its template, pause, end and its supplier's calendar, in one
 * transaction with its row locked (a re-plan and an edit of one standing order never interleave).
 */
export async function planStandingOrder(db: Database, standingOrderId: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    let standing = await findStandingOrder(tx, standingOrderId, { lock: true });
    if (!standing) return;
    const today = localDate(now, standing.supplier.timeZone);
    const through = addDays(today, STANDING_WEEKS_AHEAD * 7);
    if (standing.status === 'paused' && standing.pausedUntil !== null && standing.pausedUntil <= today) {
      await updateStandingOrder(tx, standing.id, null, { status: 'active', pausedUntil: null }, now);
      standing = { ...standing, status: 'active', pausedUntil: null };
    }
    const existing = await listFutureOccurrences(tx, standing.id, now);
    if (standing.status === 'ended') {
      await deleteOccurrences(
        tx,
        existing.filter((row) => row.status === 'scheduled' || row.status === 'skipped').map((row) => row.id),
      );
      await setPlannedThrough(tx, standing.id, through);
      return;
    }
    const [state, closures] = await Promise.all([
      findVenueState(tx, standing.venueId),
      listClosures(tx, standing.supplierId, addDays(today, -CALENDAR_MARGIN_DAYS), addDays(through, CALENDAR_MARGIN_DAYS)),
    ]);
    const closedDays = closedDaysOf(
      stateCodeOf(state),
      closures,
      addDays(today, -CALENDAR_MARGIN_DAYS),
      addDays(through, CALENDAR_MARGIN_DAYS),
    );
    const byKey = new Map(existing.map((row) => [row.scheduledDate, row]));
    const wanted = new Set<string>();
    const inserts: OccurrencePlan[] = [];
    for (const scheduledDate of scheduledDates(standing, today, through)) {
      wanted.add(scheduledDate);
      const plan = planOf(standing, scheduledDate, closedDays, now);
      const row = byKey.get(scheduledDate);
      if (!row) {
        // too late to make: its cut-off passed (an occurrence made earlier keeps its own row and state)
        if (plan.placeAt > now) inserts.push(plan);
        continue;
      }
      const change = changeOf(row, plan);
      if (change) await updateOccurrencePlan(tx, row.id, change, now);
    }
    await insertOccurrences(tx, standing.id, inserts);
    // dates the template no longer has: gone, unless edited alone or already decided
    await deleteOccurrences(
      tx,
      existing
        .filter((row) => !wanted.has(row.scheduledDate) && !row.edited && (row.status === 'scheduled' || row.status === 'skipped'))
        .map((row) => row.id),
    );
    await setPlannedThrough(tx, standing.id, through);
  });
}
