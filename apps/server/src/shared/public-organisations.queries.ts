import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { SelectResult } from 'drizzle-orm/query-builders/select.types';
import type { OrganisationListQuery, Paginated } from '@tapline/contracts';
import { organisations, type Database } from '@tapline/db';
import { organisationMatch, organisationSearch, physical, physicalJoin } from './organisation-conditions.queries';
import { offsetOf } from './pagination';

// The public list and detail reads of venues and suppliers: one query for both types, each module choosing
// the columns it shows (a venue's kind and taps; a supplier's product count and ordering rules).

type OrganisationType = 'venue' | 'supplier';
/** A row of `columns` read from organisations and their physical address (absent address: null suburb and state). */
type OrganisationRow<T extends SelectedFields> = SelectResult<T, 'partial', { organisations: 'not-null'; physical: 'nullable' }>;

/**
 * drizzle's types cannot follow a select over a generic selection through its joins, so the queries below select
 * plain fields and name their rows with OrganisationRow, the type drizzle gives the same select over concrete fields.
 */
function selection(fields: SelectedFields): SelectedFields {
  return fields;
}

/** Active organisations of one type whose name or suburb matches q (all of them without q). */
function activeOrganisations(type: OrganisationType, q: string | undefined): SQL | undefined {
  return and(eq(organisations.type, type), eq(organisations.status, 'active'), organisationSearch(q));
}

export async function countActiveOrganisations(db: Database, type: OrganisationType, q: string | undefined) {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(activeOrganisations(type, q));
  return row?.total ?? 0;
}

/**
 * One page of the public list of a type, by name. The total comes with the rows (a window count); a page past
 * the end has no rows to carry it, so it is counted apart.
 */
export async function listActiveOrganisations<T extends SelectedFields>(
  db: Database,
  type: OrganisationType,
  columns: T,
  query: OrganisationListQuery,
) {
  const q = query.q || undefined;
  const rows = (await db
    .select(selection({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) }))
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(activeOrganisations(type, q))
    .orderBy(asc(organisations.name), asc(organisations.id))
    .limit(query.pageSize)
    .offset(offsetOf(query.page, query.pageSize))) as (OrganisationRow<T> & { total: number })[];
  const total = rows[0]?.total ?? (query.page > 1 ? await countActiveOrganisations(db, type, q) : 0);
  const items = rows.map(({ total: _total, ...item }) => item);
  return { items, page: query.page, pageSize: query.pageSize, total } satisfies Paginated<unknown>;
}

/** One active organisation of a type, by uuid, slug or former slug, with its physical suburb and state. */
export async function findActiveOrganisation<T extends SelectedFields>(
  db: Database,
  type: OrganisationType,
  idOrSlug: string,
  columns: T,
): Promise<OrganisationRow<T> | undefined> {
  const [row] = await db
    .select(selection(columns))
    .from(organisations)
    .leftJoin(physical, physicalJoin)
    .where(organisationMatch(type, idOrSlug));
  return row as OrganisationRow<T> | undefined;
}

/** Active organisations of a type for the sitemap: id, slug and last change, by id, after `afterId` or from `offset`. */
export async function listActiveOrganisationPages(
  db: Database,
  type: OrganisationType,
  from: { offset: number; afterId?: string | undefined },
  limit: number,
) {
  return db
    .select({ id: organisations.id, slug: organisations.slug, updatedAt: organisations.updatedAt })
    .from(organisations)
    .where(and(activeOrganisations(type, undefined), from.afterId ? gt(organisations.id, from.afterId) : undefined))
    .orderBy(asc(organisations.id))
    .limit(limit)
    .offset(from.afterId ? 0 : from.offset);
}
