import type { StandingOccurrence, StandingOrder, StandingOrderDetail } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, managesOrganisation, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { addDays, localDate } from '../../shared/calendar';
import { findOccurrence, listOccurrences, type OccurrenceRow } from './standing-occurrences.queries';
import { findStandingOrder, listTemplateLines, type StandingOrderRow } from './standing-orders.queries';
import { occurrenceView, placedLinesOf, priceLines, standingOrderView, type ViewContext, type WantedLine } from './standing-views';

// Who may see or change a standing order, and its answers read in a fixed number of queries (docs/domain.md,
// Standing orders): the venue's members read, its owners and admins manage; another tenant's is 404.

/** Weeks of past occurrences a standing order's page shows (the last placed ones). */
const HISTORY_DAYS = 28;
/** a venue's buyers keep standing orders too: what the scheduler places is no one's spend (decision 0183) */
const MANAGERS = ['owner', 'admin', 'buyer'] as const;

export interface VenueAccess {
  venue: { id: string; slug: string; name: string; status: 'active' | 'suspended'; timeZone: string; currency: string };
  manages: boolean;
}

/** The venue, for a member (any role), or for its owners, admins and buyers only (`manage`): 404 for another tenant, 403 for staff. */
export async function requireVenueAccess(db: Database, user: ApiUser, venueIdOrSlug: string, manage: boolean): Promise<VenueAccess> {
  const { organisation, organisationRole } = await requireOrganisationAccess(
    db,
    user,
    'venue',
    venueIdOrSlug,
    manage ? MANAGERS : undefined,
  );
  const manages = managesOrganisation(user, organisationRole) || organisationRole === 'buyer';
  return { venue: organisation, manages };
}

export async function requireStandingOrder(db: Database, user: ApiUser, id: string, manage: boolean) {
  const standing = await findStandingOrder(db, id);
  if (!standing) throw AppError.notFound('Standing order');
  const access = await requireVenueAccess(db, user, standing.venueId, manage);
  return { standing, ...access };
}

export async function requireOccurrence(db: Database, user: ApiUser, id: string, manage: boolean) {
  const occurrence = await findOccurrence(db, id);
  if (!occurrence) throw AppError.notFound('Standing occurrence');
  const { standing, manages } = await requireStandingOrder(db, user, occurrence.standingOrderId, manage);
  return { occurrence, standing, manages };
}

/** Everything the answers of these standing orders and occurrences need, in four queries. */
async function contextsOf(
  db: Database,
  standings: readonly StandingOrderRow[],
  occurrences: readonly OccurrenceRow[],
  options: { manages: boolean; now: Date },
): Promise<Map<string, ViewContext>> {
  const [templateRows, placedLines] = await Promise.all([
    listTemplateLines(
      db,
      standings.map((standing) => standing.id),
    ),
    placedLinesOf(db, occurrences),
  ]);
  const wanted: WantedLine[] = [
    ...templateRows,
    ...occurrences.flatMap((row) => (row.status === 'placed' ? [] : (row.overrideLines ?? []))),
  ];
  // a list is one venue's: one pricing query for every line of every standing order
  const priced = standings.length === 0 ? new Map() : await priceLines(db, standings[0]!.venueId, wanted);
  return new Map(
    standings.map((standing) => [
      standing.id,
      {
        ...options,
        standing,
        templateLines: templateRows.filter((row) => row.standingOrderId === standing.id),
        priced,
        placedLines,
      },
    ]),
  );
}

/** The standing orders with their next occurrence. */
export async function standingOrdersAnswer(
  db: Database,
  standings: readonly StandingOrderRow[],
  options: { manages: boolean; now: Date },
): Promise<StandingOrder[]> {
  if (standings.length === 0) return [];
  const today = localDate(options.now, standings[0]!.venue.timeZone);
  const occurrences = await listOccurrences(db, { standingOrderIds: standings.map((standing) => standing.id), from: addDays(today, -1) });
  const contexts = await contextsOf(db, standings, occurrences, options);
  return standings.map((standing) =>
    standingOrderView(
      standing,
      occurrences.filter((row) => row.standingOrderId === standing.id),
      contexts.get(standing.id)!,
    ),
  );
}

/** One standing order with its occurrences from the last few weeks to 8 weeks ahead. */
export async function standingOrderDetail(
  db: Database,
  id: string,
  options: { manages: boolean; now: Date },
): Promise<StandingOrderDetail> {
  const standing = await findStandingOrder(db, id);
  if (!standing) throw AppError.notFound('Standing order');
  const today = localDate(options.now, standing.supplier.timeZone);
  const occurrences = await listOccurrences(db, { standingOrderIds: [standing.id], from: addDays(today, -HISTORY_DAYS) });
  const context = (await contextsOf(db, [standing], occurrences, options)).get(standing.id)!;
  return { ...standingOrderView(standing, occurrences, context), occurrences: occurrences.map((row) => occurrenceView(row, context)) };
}

/** Occurrences of several standing orders of one venue (the agenda), each with its own standing order's context. */
export async function occurrencesAnswer(
  db: Database,
  standings: readonly StandingOrderRow[],
  occurrences: readonly OccurrenceRow[],
  options: { manages: boolean; now: Date },
): Promise<StandingOccurrence[]> {
  const contexts = await contextsOf(db, standings, occurrences, options);
  return occurrences.map((row) => occurrenceView(row, contexts.get(row.standingOrderId)!));
}

/** One occurrence as answered after a change. */
export async function occurrenceAnswer(db: Database, id: string, options: { manages: boolean; now: Date }): Promise<StandingOccurrence> {
  const occurrence = await findOccurrence(db, id);
  const standing = occurrence ? await findStandingOrder(db, occurrence.standingOrderId) : undefined;
  if (!occurrence || !standing) throw AppError.notFound('Standing occurrence');
  const [answer] = await occurrencesAnswer(db, [standing], [occurrence], options);
  return answer!;
}
