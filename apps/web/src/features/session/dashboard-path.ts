import type { UserOrganisation } from '@tapline/contracts';
import { type ActiveEntity, storedObject } from './active-entity';

/**
 * What /dash needs of the stored entity (docs/domain.md, Routes): a type and a slug. The id and name are optional here, so a
 * value written by an older build (or by hand) still opens its dashboard; it is then rewritten in full.
 */
export interface EntityRef {
  type: 'venue' | 'supplier';
  slug: string;
  name?: string | undefined;
  id?: string | undefined;
}

/** Missing, unparsable, or lacking type or slug → null; a name or id that isn't text is dropped. */
export function parseEntityRef(raw: string | null): EntityRef | null {
  const value = storedObject(raw);
  if (!value) return null;
  const { type, slug, name, id } = value;
  if ((type !== 'venue' && type !== 'supplier') || typeof slug !== 'string' || slug.length < 1) return null;
  return { type, slug, name: typeof name === 'string' ? name : undefined, id: typeof id === 'string' ? id : undefined };
}

/** venue → /dash/venues/{slug}; supplier → /dash/suppliers/{slug} (the side menu uses slugs, docs/domain.md, Routes). */
export function dashboardPath(entity: Pick<EntityRef, 'type' | 'slug'>): string {
  const slug = encodeURIComponent(entity.slug);
  return entity.type === 'venue' ? `/dash/venues/${slug}` : `/dash/suppliers/${slug}`;
}

/** The active-entity value for one of the user's organisations. */
export function entityOf(organisation: Pick<UserOrganisation, 'type' | 'slug' | 'name' | 'id'>): ActiveEntity {
  return { type: organisation.type, slug: organisation.slug, name: organisation.name, id: organisation.id };
}

export type DashboardEntry =
  | { kind: 'choose'; clear: boolean }
  | { kind: 'member'; entity: ActiveEntity; path: string }
  /** not a member: only a platform admin may go on (docs/domain.md, Roles and permissions); anyone else has the entity cleared */
  | { kind: 'not-member'; ref: EntityRef; path: string };

/**
 * Where /dash sends the user (docs/domain.md, Routes). The organisation is looked up among the user's own by id, or by type and
 * slug when there is no id; a member goes to it under its current slug (it may have changed since it was chosen).
 * With no usable stored entity, someone with exactly one organisation goes straight to it; others choose.
 */
export function dashboardEntry(raw: string | null, organisations: readonly UserOrganisation[]): DashboardEntry {
  const ref = parseEntityRef(raw);
  if (!ref) {
    // one organisation leaves nothing to choose: it is opened (and becomes the active entity) at once
    const [only, ...others] = organisations;
    if (only && others.length === 0) return { kind: 'member', entity: entityOf(only), path: dashboardPath(only) };
    return { kind: 'choose', clear: false };
  }
  const organisation = organisations.find(
    (candidate) => candidate.type === ref.type && (ref.id ? candidate.id === ref.id : candidate.slug === ref.slug),
  );
  if (organisation) return { kind: 'member', entity: entityOf(organisation), path: dashboardPath(organisation) };
  return { kind: 'not-member', ref, path: dashboardPath(ref) };
}
