import { and, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { addresses, organisations, organisationSlugHistory } from '@tapline/db';
import { isUuid } from './id-or-slug';
import { containsPattern } from './like-pattern';

// SQL building blocks over the organisations table, shared by the queries of several modules
// (venues, suppliers, admin, organisations, settings): conditions, a join and column sets, never a whole query.

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

/** What names an organisation wherever another record refers to it. */
export const organisationRefColumns = {
  id: organisations.id,
  type: organisations.type,
  slug: organisations.slug,
  name: organisations.name,
};

/** Whether the organisation is active, or suspended and why (its members see the reason). */
export const organisationStandingColumns = {
  status: organisations.status,
  suspendedReason: organisations.suspendedReason,
  suspendedAt: organisations.suspendedAt,
};

/** What the public lists show of every organisation, with the suburb and state of its physical address. */
export const publicProfileColumns = {
  id: organisations.id,
  slug: organisations.slug,
  name: organisations.name,
  description: organisations.description,
  logoUrl: organisations.logoUrl,
  suburb: physical.suburb,
  state: physical.state,
};

/** How the people it trades with reach an organisation, and the time zone its dates are in: never in a public answer. */
export const contactColumns = {
  contactEmail: organisations.contactEmail,
  contactPhone: organisations.contactPhone,
  timeZone: organisations.timeZone,
};

/** What its public page shows to reach it (decision 0136), and the time zone its hours and menu are in. */
export const publicContactColumns = {
  publicEmail: organisations.publicEmail,
  publicPhone: organisations.publicPhone,
  timeZone: organisations.timeZone,
};

/** The columns of an address (the public pages show the physical one; settings show all three). */
export const addressColumns = {
  kind: addresses.kind,
  line1: addresses.line1,
  line2: addresses.line2,
  suburb: addresses.suburb,
  state: addresses.state,
  postcode: addresses.postcode,
  country: addresses.country,
};

/** The supplier's rules that give the days it delivers on (shared/delivery-dates.ts). */
export const deliveryRuleColumns = {
  deliveryWeekdays: organisations.deliveryWeekdays,
  orderCutoffTime: organisations.orderCutoffTime,
  leadDays: organisations.leadDays,
};

/** A supplier's ordering rules, as stored on its organisation row. */
export const orderingRuleColumns = {
  currency: organisations.currency,
  minimumOrderCents: organisations.minimumOrderCents,
  ...deliveryRuleColumns,
};
