import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { TradeApplicationStatus } from '@tapline/contracts';
import { organisations, profiles, tradeApplications, type Database, type TradeDirectorRow, type TradeReferenceRow } from '@tapline/db';
import { offsetOf } from '../../shared/pagination';

// A venue's applications to a supplier for a trade account (decision 0169), with their parties and the people who
// submitted and decided them.

const applicationVenue = alias(organisations, 'application_venue');
const applicationSupplier = alias(organisations, 'application_supplier');
const submitter = alias(profiles, 'application_submitter');
const decider = alias(profiles, 'application_decider');

const applicationColumns = {
  id: tradeApplications.id,
  venueId: tradeApplications.venueId,
  venueSlug: applicationVenue.slug,
  venueName: applicationVenue.name,
  supplierId: tradeApplications.supplierId,
  supplierSlug: applicationSupplier.slug,
  supplierName: applicationSupplier.name,
  supplierLogoUrl: applicationSupplier.logoUrl,
  status: tradeApplications.status,
  legalName: tradeApplications.legalName,
  abn: tradeApplications.abn,
  acn: tradeApplications.acn,
  liquorLicenceNumber: tradeApplications.liquorLicenceNumber,
  liquorLicenceState: tradeApplications.liquorLicenceState,
  liquorLicenceExpiry: tradeApplications.liquorLicenceExpiry,
  directors: tradeApplications.directors,
  tradeReferences: tradeApplications.tradeReferences,
  requestedLimitCents: tradeApplications.requestedLimitCents,
  termsVersion: tradeApplications.termsVersion,
  termsText: tradeApplications.termsText,
  submittedById: tradeApplications.submittedBy,
  submittedByName: submitter.name,
  submittedByEmail: submitter.email,
  submittedAt: tradeApplications.submittedAt,
  decidedById: tradeApplications.decidedBy,
  decidedByName: decider.name,
  decidedByEmail: decider.email,
  decidedAt: tradeApplications.decidedAt,
  declineReason: tradeApplications.declineReason,
};

export type ApplicationRow = Awaited<ReturnType<typeof findApplication>> & {};

function applicationQuery(db: Database) {
  return db
    .select(applicationColumns)
    .from(tradeApplications)
    .innerJoin(applicationVenue, eq(applicationVenue.id, tradeApplications.venueId))
    .innerJoin(applicationSupplier, eq(applicationSupplier.id, tradeApplications.supplierId))
    .leftJoin(submitter, eq(submitter.id, tradeApplications.submittedBy))
    .leftJoin(decider, eq(decider.id, tradeApplications.decidedBy));
}

export async function findApplication(db: Database, applicationId: string) {
  const [row] = await applicationQuery(db).where(eq(tradeApplications.id, applicationId));
  return row;
}

/** The application's row, locked for its decision: two approvals at once take turns, and the second finds it decided. */
export async function lockApplication(db: Database, applicationId: string) {
  const [row] = await db
    .select({
      id: tradeApplications.id,
      status: tradeApplications.status,
      supplierId: tradeApplications.supplierId,
      venueId: tradeApplications.venueId,
    })
    .from(tradeApplications)
    .where(eq(tradeApplications.id, applicationId))
    .for('update');
  return row;
}

/** A supplier's applications (of one status, when asked), newest first, a page of them and how many there are. */
export async function listSupplierApplications(
  db: Database,
  supplierId: string,
  query: { status?: TradeApplicationStatus; page: number; pageSize: number },
) {
  const where = and(eq(tradeApplications.supplierId, supplierId), query.status ? eq(tradeApplications.status, query.status) : undefined);
  const [rows, [total]] = await Promise.all([
    applicationQuery(db)
      .where(where)
      .orderBy(desc(tradeApplications.submittedAt), desc(tradeApplications.id))
      .limit(query.pageSize)
      .offset(offsetOf(query.page, query.pageSize)),
    db.select({ n: count() }).from(tradeApplications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The applications of a venue (to one supplier, or waiting ones), newest first. */
export async function listApplicationsOf(db: Database, venueId: string, filter: { supplierId?: string; status?: TradeApplicationStatus }) {
  const conditions: (SQL | undefined)[] = [
    eq(tradeApplications.venueId, venueId),
    filter.supplierId ? eq(tradeApplications.supplierId, filter.supplierId) : undefined,
    filter.status ? eq(tradeApplications.status, filter.status) : undefined,
  ];
  return applicationQuery(db)
    .where(and(...conditions))
    .orderBy(desc(tradeApplications.submittedAt), desc(tradeApplications.id));
}

/** The pair's last declined application's fields, to refuse the same one again. */
export async function findLastDeclined(db: Database, venueId: string, supplierId: string) {
  const [row] = await applicationQuery(db)
    .where(
      and(eq(tradeApplications.venueId, venueId), eq(tradeApplications.supplierId, supplierId), eq(tradeApplications.status, 'declined')),
    )
    .orderBy(desc(tradeApplications.submittedAt), desc(tradeApplications.id))
    .limit(1);
  return row;
}

export interface ApplicationValues {
  venueId: string;
  supplierId: string;
  legalName: string;
  abn: string;
  acn: string | null;
  liquorLicenceNumber: string;
  liquorLicenceState: string;
  liquorLicenceExpiry: string;
  directors: TradeDirectorRow[];
  tradeReferences: TradeReferenceRow[];
  requestedLimitCents: number | null;
  termsVersion: number;
  termsText: string;
  submittedBy: string;
}

/** The one waiting application of a pair is kept so by this index: a second insert at once breaks it. */
export const ONE_WAITING = 'trade_applications_one_waiting';

export async function insertApplication(db: Database, values: ApplicationValues): Promise<string> {
  const [row] = await db.insert(tradeApplications).values(values).returning({ id: tradeApplications.id });
  return row!.id;
}

export async function decideApplication(
  db: Database,
  applicationId: string,
  decision: { status: 'approved' | 'declined' | 'withdrawn'; decidedBy: string; declineReason?: string },
) {
  await db
    .update(tradeApplications)
    .set({ status: decision.status, decidedBy: decision.decidedBy, decidedAt: sql`now()`, declineReason: decision.declineReason ?? null })
    .where(eq(tradeApplications.id, applicationId));
}
