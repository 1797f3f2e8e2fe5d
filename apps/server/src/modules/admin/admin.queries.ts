import { and, asc, count, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { memberships, organisations, organisationSlugHistory, profiles, type Database } from '@tapline/db';
import { organisationIdentified } from '../shared/organisation-conditions.queries';
import { containsPattern } from '../shared/like-pattern';
import { offsetOf } from '../shared/pagination';

type OrganisationType = 'venue' | 'supplier';
type Status = 'active' | 'suspended';

// Correlated subqueries name the outer column in full: drizzle renders a lone organisations.id column as "id"
// in a one-table select, which inside the subquery would mean the joined profile's id.
const adminColumns = {
  id: organisations.id,
  type: organisations.type,
  slug: organisations.slug,
  name: organisations.name,
  status: organisations.status,
  contactEmail: organisations.contactEmail,
  createdAt: organisations.createdAt,
  suspendedReason: organisations.suspendedReason,
  suspendedAt: organisations.suspendedAt,
  memberCount: sql<number>`(select count(*) from ${memberships} m where m.organisation_id = organisations.id)`.mapWith(Number),
  ownerEmails: sql<string[]>`coalesce((select json_agg(p.email order by p.email) from ${memberships} m join ${profiles} p on p.id = m.user_id where m.organisation_id = organisations.id and m.organisation_role = 'owner'), '[]'::json)`,
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

/** Slugs in use now or in the past that start with `base` (to pick a free `base-N` in one query). */
export async function listSlugsLike(db: Database, base: string): Promise<string[]> {
  const pattern = `${base.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const rows = await db
    .select({ slug: organisations.slug })
    .from(organisations)
    .where(sql`${organisations.slug} like ${pattern}`)
    .union(db.select({ slug: organisationSlugHistory.slug }).from(organisationSlugHistory).where(sql`${organisationSlugHistory.slug} like ${pattern}`));
  return rows.map((row) => row.slug);
}

export async function insertOrganisation(db: Database, values: typeof organisations.$inferInsert) {
  const [row] = await db.insert(organisations).values(values).returning({ id: organisations.id, name: organisations.name });
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
