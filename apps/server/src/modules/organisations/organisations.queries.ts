import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addresses, organisations, organisationSlugHistory, type Database } from '@tapline/db';
import { isUuid } from '../shared/id-or-slug';
import { containsPattern } from '../shared/like-pattern';

/** An organisation's physical address gives its suburb and state. */
export const physical = alias(addresses, 'physical');
export const physicalJoin = and(eq(physical.organisationId, organisations.id), eq(physical.kind, 'physical'));

/** By uuid, slug, or a slug it had before a rename (old links keep working; the answer carries the new slug). */
export function organisationIdentified(idOrSlug: string): SQL {
  if (isUuid(idOrSlug)) return eq(organisations.id, idOrSlug);
  return or(
    eq(organisations.slug, idOrSlug),
    sql`exists (select 1 from ${organisationSlugHistory} h where h.slug = ${idOrSlug} and h.organisation_id = ${organisations.id})`,
  ) as SQL;
}

/** Public: active organisations of one type, by uuid or slug. */
export function organisationMatch(type: 'venue' | 'supplier', idOrSlug: string): SQL {
  return and(eq(organisations.type, type), eq(organisations.status, 'active'), organisationIdentified(idOrSlug)) as SQL;
}

export function organisationSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return or(ilike(organisations.name, pattern), ilike(physical.suburb, pattern));
}

export async function countPublicOrganisations(db: Database, type: 'venue' | 'supplier', q: string | undefined) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(and(eq(organisations.type, type), eq(organisations.status, 'active'), organisationSearch(q)));
  return row?.total ?? 0;
}

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
    .select({
      kind: addresses.kind,
      line1: addresses.line1,
      line2: addresses.line2,
      suburb: addresses.suburb,
      state: addresses.state,
      postcode: addresses.postcode,
      country: addresses.country,
    })
    .from(addresses)
    .where(and(eq(addresses.organisationId, organisationId), eq(addresses.kind, 'physical')));
}
