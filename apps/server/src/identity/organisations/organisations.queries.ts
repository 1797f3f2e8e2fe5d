import { and, eq, type SQL } from 'drizzle-orm';
import { addresses, memberships, organisations, organisationSlugHistory, type Database } from '@tapline/db';
import { addressColumns, organisationIdentified, organisationMatch } from '../../shared/organisation-conditions.queries';
import { membershipOf } from '../../shared/membership-conditions.queries';

export async function findPublicOrganisationRef(db: Database, type: 'venue' | 'supplier', idOrSlug: string) {
  const [row] = await db
    .select({ id: organisations.id, slug: organisations.slug, name: organisations.name })
    .from(organisations)
    .where(organisationMatch(type, idOrSlug));
  return row;
}

/** Public pages show the physical address only; delivery and billing addresses are private. */
export async function listPublicAddresses(db: Database, organisationId: string) {
  return db
    .select(addressColumns)
    .from(addresses)
    .where(and(eq(addresses.organisationId, organisationId), eq(addresses.kind, 'physical')));
}

/** An organisation of one type by id or slug, whatever its status (members of a suspended one still see it). */
function organisationByIdOrSlug(type: 'venue' | 'supplier', idOrSlug: string): SQL {
  return and(eq(organisations.type, type), organisationIdentified(idOrSlug)) as SQL;
}

/** The organisation and the user's role in it; no row when the user is not a member. */
export async function findOrganisationWithRole(db: Database, type: 'venue' | 'supplier', idOrSlug: string, userId: string) {
  const [row] = await db
    .select({
      id: organisations.id,
      slug: organisations.slug,
      name: organisations.name,
      status: organisations.status,
      timeZone: organisations.timeZone,
      currency: organisations.currency,
      organisationRole: memberships.organisationRole,
    })
    .from(organisations)
    .leftJoin(memberships, membershipOf(organisations.id, userId))
    .where(organisationByIdOrSlug(type, idOrSlug));
  return row;
}

/** Which organisation holds a slug, now or in the past (old slugs keep redirecting, so they stay taken). */
export async function findSlugHolder(db: Database, slug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: organisations.id })
    .from(organisations)
    .where(eq(organisations.slug, slug))
    .union(
      db.select({ id: organisationSlugHistory.organisationId }).from(organisationSlugHistory).where(eq(organisationSlugHistory.slug, slug)),
    );
  return row?.id;
}
