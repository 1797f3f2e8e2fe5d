import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import {
  addresses,
  auditLog,
  integrations,
  invites,
  memberships,
  organisations,
  organisationSlugHistory,
  products,
  profiles,
  type Database,
} from '@tapline/db';
import {
  addressColumns,
  contactColumns,
  organisationIdentified,
  organisationRefColumns,
  organisationStandingColumns,
  publicContactColumns,
} from '../../shared/organisation-conditions.queries';
import { containsPattern } from '../../shared/like-pattern';
import { offsetOf } from '../../shared/pagination';

type OrganisationType = 'venue' | 'supplier';
type Status = 'active' | 'suspended';

// Correlated subqueries name the outer column in full: drizzle renders a lone organisations.id column as "id"
// in a one-table select, which inside the subquery would mean the joined profile's id.
const adminColumns = {
  ...organisationRefColumns,
  ...organisationStandingColumns,
  contactEmail: organisations.contactEmail,
  createdAt: organisations.createdAt,
  memberCount: sql<number>`(select count(*) from ${memberships} m where m.organisation_id = organisations.id)`.mapWith(Number),
  ownerEmails: sql<
    string[]
  >`coalesce((select json_agg(p.email order by p.email) from ${memberships} m join ${profiles} p on p.id = m.user_id where m.organisation_id = organisations.id and m.organisation_role = 'owner'), '[]'::json)`,
  pendingOwnerEmails: sql<
    string[]
  >`coalesce((select json_agg(i.email order by i.email) from ${invites} i where i.organisation_id = organisations.id and i.organisation_role = 'owner' and i.accepted_at is null and i.revoked_at is null), '[]'::json)`,
};

/** name, slug, contact email, or the email of anyone in it */
function adminSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(
    ilike(organisations.name, pattern),
    ilike(organisations.slug, pattern),
    ilike(organisations.contactEmail, pattern),
    sql`exists (select 1 from ${memberships} m join ${profiles} p on p.id = m.user_id where m.organisation_id = organisations.id and p.email ilike ${pattern})`,
  );
}

function adminFilter(type: OrganisationType, options: { q?: string; status?: Status }) {
  return and(eq(organisations.type, type), options.status ? eq(organisations.status, options.status) : undefined, adminSearch(options.q));
}

/** Every organisation of a type, suspended ones included, by name; with member count and owners' emails. */
export async function listAdminOrganisations(
  db: Database,
  type: OrganisationType,
  options: { q?: string; status?: Status; page: number; pageSize: number },
) {
  return db
    .select(adminColumns)
    .from(organisations)
    .where(adminFilter(type, options))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(options.pageSize)
    .offset(offsetOf(options.page, options.pageSize));
}

export async function countAdminOrganisations(db: Database, type: OrganisationType, options: { q?: string; status?: Status }) {
  const [row] = await db.select({ total: count() }).from(organisations).where(adminFilter(type, options));
  return row?.total ?? 0;
}

export async function findAdminOrganisation(db: Database, type: OrganisationType, idOrSlug: string) {
  const [row] = await db
    .select(adminColumns)
    .from(organisations)
    .where(and(eq(organisations.type, type), organisationIdentified(idOrSlug)));
  return row;
}

/** The organisation's status, locked until the transaction ends, so two admins acting at once each record what the other left. */
export async function lockAdminOrganisation(db: Database, type: OrganisationType, idOrSlug: string) {
  const [row] = await db
    .select({ id: organisations.id, ...organisationStandingColumns })
    .from(organisations)
    .where(and(eq(organisations.type, type), organisationIdentified(idOrSlug)))
    .for('update');
  return row;
}

/** Slugs in use now or in the past that start with `base` (to pick a free `base-N` in one query). */
export async function listSlugsLike(db: Database, base: string): Promise<string[]> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ slug: organisations.slug })
    .from(organisations)
    .where(sql`${organisations.slug} like ${pattern}`)
    .union(
      db
        .select({ slug: organisationSlugHistory.slug })
        .from(organisationSlugHistory)
        .where(sql`${organisationSlugHistory.slug} like ${pattern}`),
    );
  return rows.map((row) => row.slug);
}

export async function insertOrganisation(db: Database, values: typeof organisations.$inferInsert) {
  const [row] = await db
    .insert(organisations)
    .values(values)
    .returning({ id: organisations.id, slug: organisations.slug, name: organisations.name, timeZone: organisations.timeZone });
  return row!;
}

export async function setOrganisationStatus(
  db: Database,
  organisationId: string,
  values: { status: Status; suspendedReason: string | null; suspendedAt: Date | null },
) {
  await db
    .update(organisations)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(organisations.id, organisationId));
}

// ---- one organisation's admin page ----

/** Any organisation, either type, by uuid, slug or a former slug. */
export async function findOrganisationProfile(db: Database, idOrSlug: string) {
  const [row] = await db
    .select({
      ...organisationRefColumns,
      kind: organisations.venueKind,
      ...contactColumns,
      ...publicContactColumns,
      createdAt: organisations.createdAt,
      ...organisationStandingColumns,
    })
    .from(organisations)
    .where(organisationIdentified(idOrSlug));
  return row;
}

export async function listOrganisationAddresses(db: Database, organisationId: string) {
  return db.select(addressColumns).from(addresses).where(eq(addresses.organisationId, organisationId)).orderBy(asc(addresses.kind));
}

/** Suspensions and reactivations recorded in the audit log, newest first; the reason from the row's after. */
export async function listStatusChanges(db: Database, organisationId: string, limit: number) {
  return db
    .select({
      action: auditLog.action,
      reason: sql<string | null>`coalesce(${auditLog.after}->>'suspendedReason', ${auditLog.after}->>'reason')`,
      at: auditLog.createdAt,
      byName: profiles.name,
      byEmail: profiles.email,
    })
    .from(auditLog)
    .leftJoin(profiles, eq(profiles.id, auditLog.actorId))
    .where(
      and(eq(auditLog.organisationId, organisationId), inArray(auditLog.action, ['organisation.suspended', 'organisation.reactivated'])),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

export async function countSupplierProducts(db: Database, supplierId: string) {
  const [row] = await db
    .select({ total: count(), active: sql<number>`count(*) filter (where ${products.status} = 'active')`.mapWith(Number) })
    .from(products)
    .where(eq(products.supplierId, supplierId));
  return { total: row?.total ?? 0, active: row?.active ?? 0 };
}

export async function findXeroIntegration(db: Database, organisationId: string) {
  const [row] = await db
    .select({ status: integrations.status, tenantName: integrations.tenantName })
    .from(integrations)
    .where(and(eq(integrations.organisationId, organisationId), eq(integrations.provider, 'xero')));
  return row;
}
