import type { RunSheet, RunSheetDays, RunSheetDaysQuery, RunSheetOrderInput, RunStop } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, type Clock, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { addDays, localDate } from '../../shared/calendar';
import {
  countRecordedStops,
  countRunDays,
  findRunSheet,
  listKegTypeNames,
  listRunEmpties,
  listRunLines,
  listRunOrders,
  listStopOutcomes,
  saveRunOrder,
  type RunOrderRow,
  type StopOutcomeRow,
} from './run-sheets.queries';

// A supplier's run sheet for a delivery day (decision 0190): one stop per venue with orders on the run that day, in
// the order the supplier dragged them (a venue not yet placed goes last, by name). Any member of the supplier reads it,
// arranges it and drives it; a platform admin who is not a member reads it.

/** The days a supplier's list of runs shows: a week back and four ahead. */
const DAYS_BACK = 7;
const DAYS_AHEAD = 28;

export async function requireRunSupplier(db: Database, user: ApiUser, supplierIdOrSlug: string) {
  return (await requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug)).organisation;
}

export async function getRunSheetDays(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  query: RunSheetDaysQuery,
  clock: Clock,
): Promise<RunSheetDays> {
  const supplier = await requireRunSupplier(db, user, supplierIdOrSlug);
  const today = localDate(clock(), supplier.timeZone);
  const from = query.from ?? addDays(today, -DAYS_BACK);
  const to = addDays(from, DAYS_BACK + DAYS_AHEAD);
  const [days, recorded] = await Promise.all([countRunDays(db, supplier.id, from, to), countRecordedStops(db, supplier.id, from, to)]);
  const recordedOn = new Map(recorded.map((row) => [row.date, row.recorded]));
  return { today, days: days.map((day) => ({ ...day, recorded: recordedOn.get(day.date) ?? 0 })) };
}

function addressOf(row: RunOrderRow): string | null {
  if (!row.line1) return null;
  return [row.line1, row.line2, `${row.suburb} ${row.state} ${row.postcode}`].filter(Boolean).join(', ');
}

function outcomeOf(row: StopOutcomeRow | undefined): RunStop['outcome'] {
  if (!row) return null;
  return {
    id: row.id,
    outcome: row.outcome,
    receiverName: row.receiverName,
    failureReason: row.failureReason,
    photoUrl: row.photoKey ? `/api/run-stops/${row.id}/photo` : null,
    recordedAt: row.recordedAt.toISOString(),
    recordedByName: row.recordedByName || null,
  };
}

/** The day's stops in run order, each with its orders, lines, empties and outcome: five queries whatever the size. */
export async function loadRunSheet(db: Database, supplier: { id: string; name: string }, date: string): Promise<RunSheet> {
  const rows = await listRunOrders(db, supplier.id, date);
  const venueIds = [...new Set(rows.map((row) => row.venueId))];
  const [lines, empties, outcomes, sheet] = await Promise.all([
    listRunLines(
      db,
      rows.map((row) => row.supplierOrderId),
    ),
    listRunEmpties(db, supplier.id, date, venueIds),
    listStopOutcomes(db, supplier.id, date),
    findRunSheet(db, supplier.id, date),
  ]);
  const kegNames = new Map(
    (await listKegTypeNames(db, [...new Set(empties.flatMap((row) => row.requested.map((count) => count.kegTypeId)))])).map((type) => [
      type.id,
      type.name,
    ]),
  );
  const stops = new Map<string, RunStop>();
  for (const row of rows) {
    let stop = stops.get(row.venueId);
    if (!stop) {
      const outcome = outcomes.find((candidate) => candidate.venueId === row.venueId);
      stop = {
        venue: { id: row.venueId, slug: row.venueSlug, name: row.venueName },
        address: addressOf(row),
        contactName: row.placedByName || null,
        contactPhone: row.contactPhone,
        orders: [],
        empties: empties
          .filter((request) => request.venueId === row.venueId)
          .flatMap((request) =>
            request.requested.map((count) => ({ kegTypeName: kegNames.get(count.kegTypeId) ?? 'Keg', qty: count.qty })),
          ),
        outcome: outcomeOf(outcome),
      };
      stops.set(row.venueId, stop);
    }
    stop.orders.push({
      supplierOrderId: row.supplierOrderId,
      orderNumber: row.orderNumber,
      purchaseOrderNumber: row.purchaseOrderNumber,
      status: row.status,
      notes: [row.venueNote, row.orderNotes].filter((note) => note.trim() !== '').join('\n'),
      lines: lines
        .filter((line) => line.supplierOrderId === row.supplierOrderId)
        .map((line) => ({
          lineId: line.id,
          productName: line.productName,
          skuName: line.skuName,
          skuCode: line.skuCode,
          qty: line.qty,
          orderedQty: line.orderedQty,
        })),
    });
  }
  const placed = sheet?.venueOrder ?? [];
  const rank = (venueId: string) => {
    const index = placed.indexOf(venueId);
    return index === -1 ? placed.length : index;
  };
  // the sort is stable: venues not yet placed keep their order by name
  const ordered = [...stops.values()].sort((a, b) => rank(a.venue.id) - rank(b.venue.id));
  return { supplier: { id: supplier.id, name: supplier.name }, date, version: sheet?.version ?? 0, stops: ordered };
}

export async function getRunSheet(db: Database, user: ApiUser, supplierIdOrSlug: string, date: string): Promise<RunSheet> {
  const supplier = await requireRunSupplier(db, user, supplierIdOrSlug);
  return loadRunSheet(db, supplier, date);
}

/**
 * PUT the stops' order: every stop of the day once (400 naming `venueIds` otherwise), at the version read (409 with
 * the current version when someone else arranged the day meanwhile: reload and drag again).
 */
export async function arrangeRunSheet(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  date: string,
  input: RunSheetOrderInput,
): Promise<RunSheet> {
  const supplier = await requireRunSupplier(db, user, supplierIdOrSlug);
  const current = await loadRunSheet(db, supplier, date);
  const stopIds = new Set(current.stops.map((stop) => stop.venue.id));
  const issues = input.venueIds.flatMap((id, index) =>
    stopIds.has(id) ? [] : [{ field: `venueIds.${index}`, message: 'is not a stop of this run' }],
  );
  if (issues.length === 0 && input.venueIds.length !== stopIds.size)
    issues.push({ field: 'venueIds', message: `must name each of the run’s ${stopIds.size} stops once` });
  if (issues.length > 0) throw AppError.validation(issues, 'body');
  const saved = await saveRunOrder(db, { supplierId: supplier.id, date }, input.version, input.venueIds, user.id);
  if (saved === undefined) {
    const now = (await loadRunSheet(db, supplier, date)).version;
    throw new AppError(
      'conflict',
      `Someone else arranged this run meanwhile (you read version ${input.version}, it is now ${now}): reload and drag again`,
      {
        version: now,
      },
    );
  }
  return loadRunSheet(db, supplier, date);
}
