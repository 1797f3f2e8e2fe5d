import { and, count, desc, eq, ilike, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addresses, applications, invites, memberships, organisations, profiles, type Database } from '@tapline/db';
import { containsPattern } from '../../shared/like-pattern';
import { offsetOf } from '../../shared/pagination';
import { organisationRefColumns } from '../../shared/organisation-conditions.queries';

type ListedStatus = 'new' | 'approved' | 'declined';
const LISTED: ListedStatus[] = ['new', 'approved', 'declined'];

/** What the applicant sent. */
const submittedColumns = {
  id: applications.id,
  type: applications.type,
  businessName: applications.businessName,
  kind: applications.kind,
  abn: applications.abn,
  address: applications.address,
  contactName: applications.contactName,
  email: applications.email,
  phone: applications.phone,
};

const applicationColumns = {
  ...submittedColumns,
  deliveryAreas: applications.deliveryAreas,
  status: applications.status,
  verifiedAt: applications.verifiedAt,
  decidedAt: applications.decidedAt,
  decidedByName: profiles.name,
  decidedByEmail: profiles.email,
  declineReason: applications.declineReason,
  organisationId: applications.organisationId,
  organisationSlug: organisations.slug,
  organisationName: organisations.name,
  createdAt: applications.createdAt,
};

interface ListOptions {
  q?: string | undefined;
  status?: ListedStatus | undefined;
  type?: 'venue' | 'supplier' | undefined;
}

/** business name, contact name, email, or ABN (spaces in the ABN as people write it are ignored) */
function applicationSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  const digits = q.replace(/\s+/g, '');
  return or(
    ilike(applications.businessName, pattern),
    ilike(applications.contactName, pattern),
    ilike(applications.email, pattern),
    /^\d+$/.test(digits) ? ilike(applications.abn, containsPattern(digits)) : undefined,
  );
}

/** Verified applications only: an unverified one is nobody's business until its email is confirmed. */
function listFilter(options: ListOptions) {
  return and(
    options.status ? eq(applications.status, options.status) : inArray(applications.status, LISTED),
    options.type ? eq(applications.type, options.type) : undefined,
    applicationSearch(options.q),
  );
}

function selectApplications(db: Database) {
  return db
    .select(applicationColumns)
    .from(applications)
    .leftJoin(profiles, eq(profiles.id, applications.decidedBy))
    .leftJoin(organisations, eq(organisations.id, applications.organisationId));
}

export type ApplicationRow = NonNullable<Awaited<ReturnType<typeof findListedApplication>>>;

/** Newest first. */
export async function listApplications(db: Database, options: ListOptions & { page: number; pageSize: number }) {
  return selectApplications(db)
    .where(listFilter(options))
    .orderBy(desc(applications.createdAt), desc(applications.id))
    .limit(options.pageSize)
    .offset(offsetOf(options.page, options.pageSize));
}

export async function countApplications(db: Database, options: ListOptions) {
  const [row] = await db.select({ total: count() }).from(applications).where(listFilter(options));
  return row?.total ?? 0;
}

/** How many of each listed status match the search and type, whatever the status asked for (the tabs' counts). */
export async function countApplicationsByStatus(db: Database, options: ListOptions): Promise<Record<ListedStatus, number>> {
  const rows = await db
    .select({ status: applications.status, total: count() })
    .from(applications)
    .where(listFilter({ ...options, status: undefined }))
    .groupBy(applications.status);
  const counts = { new: 0, approved: 0, declined: 0 };
  for (const row of rows) if (row.status !== 'unverified') counts[row.status] = row.total;
  return counts;
}

/** One application the admin may see (not an unverified one). */
export async function findListedApplication(db: Database, id: string) {
  const [row] = await selectApplications(db).where(and(eq(applications.id, id), inArray(applications.status, LISTED)));
  return row;
}

/** Locks the application for a decision. */
export async function lockApplication(db: Database, id: string) {
  const [row] = await db
    .select({ ...submittedColumns, status: applications.status })
    .from(applications)
    .where(and(eq(applications.id, id), inArray(applications.status, LISTED)))
    .for('update');
  return row;
}

/** The decision, by whom and when: an approval names the organisation it made, a decline its reason. */
export async function markApplicationDecided(
  db: Database,
  id: string,
  decision: { decidedBy: string; decidedAt: Date } & (
    { status: 'approved'; organisationId: string } | { status: 'declined'; declineReason: string }
  ),
) {
  await db
    .update(applications)
    .set({ ...decision, updatedAt: sql`now()` })
    .where(eq(applications.id, id));
}

/** The organisation's street address, from the application's. */
export async function insertPhysicalAddress(
  db: Database,
  organisationId: string,
  address: { line1: string; line2?: string | null; suburb: string; state: string; postcode: string },
) {
  await db.insert(addresses).values({
    organisationId,
    kind: 'physical',
    line1: address.line1,
    line2: address.line2 ?? null,
    suburb: address.suburb,
    state: address.state,
    postcode: address.postcode,
  });
}

/** The organisation's ABN, from the application's (checked when it was sent): its tax invoices print it (decision 0160). */
export async function setOrganisationAbn(db: Database, organisationId: string, abn: string) {
  await db
    .update(organisations)
    .set({ abn, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}

/** Other applications the admin can see with the same ABN or email as any of `ids`. */
export async function findDuplicateApplications(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const other = alias(applications, 'other');
  return db
    .select({
      of: applications.id,
      id: other.id,
      businessName: other.businessName,
      status: other.status,
      sameAbn: sql<boolean>`${other.abn} = ${applications.abn}`,
      sameEmail: sql<boolean>`${other.email} = ${applications.email}`,
    })
    .from(applications)
    .innerJoin(
      other,
      and(
        ne(other.id, applications.id),
        ne(other.status, 'unverified'),
        or(eq(other.abn, applications.abn), eq(other.email, applications.email)),
      ),
    )
    .where(inArray(applications.id, [...ids]))
    .orderBy(desc(other.createdAt));
}

/**
 * Organisations that already use the email of any of `ids`: as their contact email, in an invite, or as a
 * member's sign-in. (Organisations keep no ABN: an ABN matches through the application that made one.)
 */
export async function findDuplicateOrganisations(db: Database, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return db
    .selectDistinct({
      of: applications.id,
      ...organisationRefColumns,
    })
    .from(applications)
    .innerJoin(
      organisations,
      or(
        eq(sql`lower(${organisations.contactEmail})`, applications.email),
        sql`exists (select 1 from ${invites} i where i.organisation_id = ${organisations.id} and i.email = ${applications.email} and i.revoked_at is null)`,
        sql`exists (select 1 from ${memberships} m join ${profiles} p on p.id = m.user_id where m.organisation_id = ${organisations.id} and lower(p.email) = ${applications.email})`,
      ),
    )
    .where(
      and(
        inArray(applications.id, [...ids]),
        or(sql`${applications.organisationId} is null`, ne(applications.organisationId, organisations.id)),
      ),
    );
}
