import type { OccurrenceLinesInput, OccurrenceRangeQuery, StandingOccurrence, StandingOccurrenceList } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../identity';
import { AppError } from '../../platform';
import { addDays, localDate } from '../../shared/calendar';
import type { OrderMailDeps } from '../orders/order-lifecycle.service';
import { changeOccurrence, listOccurrences } from './standing-occurrences.queries';
import { listStandingOrdersOfVenue } from './standing-orders.queries';
import { checkedLines } from './standing-orders.service';
import { placeOccurrence } from './standing-placement.service';
import { occurrenceAnswer, occurrencesAnswer, requireOccurrence, requireVenueAccess } from './standing-reads';

// One occurrence of a standing order (decision 0166): skip it, edit its lines alone ("Edit this one"; the template
// and the other occurrences stay as they are), put its lines back to the template's, or place it now. Only before
// its cut-off: after it, 409.

/** The agenda's default and longest range. */
const AGENDA_DAYS = 8 * 7;
const AGENDA_DAYS_MAX = 100;

/** GET /api/venues/{id}/standing-occurrences?from&to: every standing order's occurrences, by delivery date. */
export async function listVenueOccurrences(
  db: Database,
  user: ApiUser,
  venueId: string,
  query: OccurrenceRangeQuery,
  now: Date,
): Promise<StandingOccurrenceList> {
  const { venue, manages } = await requireVenueAccess(db, user, venueId, false);
  const from = query.from ?? localDate(now, venue.timeZone);
  const to = query.to ?? addDays(from, AGENDA_DAYS - 1);
  if (to < from) throw AppError.validation([{ field: 'to', message: 'must be on or after from' }], 'query');
  if (to > addDays(from, AGENDA_DAYS_MAX))
    throw AppError.validation([{ field: 'to', message: `at most ${AGENDA_DAYS_MAX} days after from` }], 'query');
  const [standings, occurrences] = await Promise.all([
    listStandingOrdersOfVenue(db, venue.id),
    listOccurrences(db, { venueId: venue.id, from, to }),
  ]);
  return { items: await occurrencesAnswer(db, standings, occurrences, { manages, now }) };
}

type Found = Awaited<ReturnType<typeof requireOccurrence>>;
type Occurrence = Found['occurrence'];

/** The change may still be made: placed → 409 (it has its order), the cut-off passed → 409. */
function requireOpen(occurrence: Occurrence, now: Date, doing: string): void {
  if (occurrence.status === 'placed')
    throw new AppError('conflict', `It was placed already (order ${occurrence.orderNumber ?? ''}): it can't be ${doing}`);
  if (occurrence.placeAt <= now) throw new AppError('conflict', `Its cut-off has passed: it can't be ${doing}`);
}

async function changed(
  db: Database,
  user: ApiUser,
  id: string,
  now: Date,
  change: (occurrence: Occurrence, found: Found) => Promise<boolean>,
) {
  const found = await requireOccurrence(db, user, id, true);
  if (!(await change(found.occurrence, found)))
    throw new AppError('conflict', 'The occurrence changed meanwhile (placed, skipped or ended): reload it');
  return occurrenceAnswer(db, id, { manages: true, now });
}

/** POST /api/standing-occurrences/{id}/skip */
export async function skipOccurrence(db: Database, user: ApiUser, id: string, now: Date): Promise<StandingOccurrence> {
  return changed(db, user, id, now, async (occurrence) => {
    requireOpen(occurrence, now, 'skipped');
    if (occurrence.status === 'skipped') return true;
    if (occurrence.status !== 'scheduled') throw new AppError('conflict', 'Only a scheduled occurrence can be skipped');
    return changeOccurrence(db, occurrence.id, ['scheduled'], { status: 'skipped', skippedBy: 'venue' }, now);
  });
}

/** POST /api/standing-occurrences/{id}/unskip: only what the venue skipped (a holiday's or a pause's skip stays). */
export async function unskipOccurrence(db: Database, user: ApiUser, id: string, now: Date): Promise<StandingOccurrence> {
  return changed(db, user, id, now, async (occurrence) => {
    requireOpen(occurrence, now, 'unskipped');
    if (occurrence.status === 'scheduled') return true;
    if (occurrence.status !== 'skipped' || occurrence.skippedBy !== 'venue') {
      const why =
        occurrence.skippedBy === 'pause'
          ? 'the standing order is paused: resume it'
          : occurrence.skippedBy === 'calendar'
            ? `${occurrence.calendarNote ?? 'the supplier doesn’t deliver that day'}`
            : 'only a skipped occurrence can be unskipped';
      throw new AppError('conflict', `It can't be unskipped: ${why}`);
    }
    return changeOccurrence(db, occurrence.id, ['skipped'], { status: 'scheduled', skippedBy: null }, now);
  });
}

/** PUT /api/standing-occurrences/{id}/lines ("Edit this one"): its own lines; the template and the others stay. */
export async function editOccurrenceLines(
  db: Database,
  user: ApiUser,
  id: string,
  input: OccurrenceLinesInput,
  now: Date,
): Promise<StandingOccurrence> {
  return changed(db, user, id, now, async (occurrence, { standing }) => {
    requireOpen(occurrence, now, 'edited');
    if (occurrence.status !== 'scheduled') throw new AppError('conflict', 'Only a scheduled occurrence can be edited: unskip it first');
    const lines = await checkedLines(db, standing.venueId, standing.supplier, input.lines);
    return changeOccurrence(db, occurrence.id, ['scheduled'], { overrideLines: lines }, now);
  });
}

/** DELETE /api/standing-occurrences/{id}/lines: back to the template's lines. */
export async function revertOccurrenceLines(db: Database, user: ApiUser, id: string, now: Date): Promise<StandingOccurrence> {
  return changed(db, user, id, now, async (occurrence) => {
    requireOpen(occurrence, now, 'edited');
    return changeOccurrence(db, occurrence.id, ['scheduled', 'skipped'], { overrideLines: null }, now);
  });
}

/** POST /api/standing-occurrences/{id}/place-now: through checkout at once; a refusal is 422 with every problem, nothing changed. */
export async function placeOccurrenceNow(deps: OrderMailDeps, user: ApiUser, id: string): Promise<StandingOccurrence> {
  const now = deps.clock();
  const { occurrence } = await requireOccurrence(deps.db, user, id, true);
  requireOpen(occurrence, now, 'placed now');
  if (occurrence.status !== 'scheduled') throw new AppError('conflict', 'Only a scheduled occurrence can be placed: unskip it first');
  await placeOccurrence(deps, occurrence.id, now, 'now');
  deps.outbox.wake();
  return occurrenceAnswer(deps.db, id, { manages: true, now });
}
