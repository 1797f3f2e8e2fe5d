import type { OrganisationSettings, OrganisationSettingsPatch } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { findSlugHolder, requireOrganisationAccess } from '../organisations/organisations.service';
import { loadOrganisationSettings, replaceAddresses, retireSlug, updateOrganisation } from './settings.queries';

type Loaded = NonNullable<Awaited<ReturnType<typeof loadOrganisationSettings>>>;

function toSettings(row: Loaded): OrganisationSettings {
  const { currency, minimumOrderCents, deliveryWeekdays, orderCutoffTime, leadDays, suspendedAt, ...rest } = row;
  return {
    ...rest,
    suspendedAt: suspendedAt?.toISOString() ?? null,
    orderingRules:
      row.type === 'supplier'
        ? { minimumOrderCents, deliveryWeekdays: [...(deliveryWeekdays ?? [])].sort((a, b) => a - b), orderCutoffTime, leadDays, currency }
        : null,
  };
}

/** The settings of an organisation whose access was already checked. */
export async function loadSettings(db: Database, organisationId: string): Promise<OrganisationSettings> {
  const row = await loadOrganisationSettings(db, organisationId);
  if (!row) throw AppError.notFound('Organisation');
  return toSettings(row);
}

/** Any member reads the full settings of their organisation. */
export async function getSettings(db: Database, user: ApiUser, type: 'venue' | 'supplier', idOrSlug: string) {
  const access = await requireOrganisationAccess(db, user, type, idOrSlug);
  return loadSettings(db, access.organisation.id);
}

const VENUE_ONLY = ['venueKind', 'openingHours'] as const;
const SUPPLIER_ONLY = ['orderingRules'] as const;

/** Owners and admins change settings; a changed slug keeps the old one pointing here (docs/decisions/0007). */
export async function patchSettings(
  db: Database,
  user: ApiUser,
  type: 'venue' | 'supplier',
  idOrSlug: string,
  patch: OrganisationSettingsPatch,
): Promise<OrganisationSettings> {
  const notForType = (type === 'venue' ? SUPPLIER_ONLY : VENUE_ONLY).filter((field) => patch[field] !== undefined);
  if (notForType.length > 0) {
    throw AppError.validation(notForType.map((field) => ({ field, message: `${field} is not a setting of a ${type}` })), 'body');
  }
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, ['owner', 'admin']);
  const organisationId = access.organisation.id;
  const { addresses, orderingRules, slug, ...fields } = patch;

  await db.transaction(async (tx) => {
    if (slug !== undefined && slug !== access.organisation.slug) {
      const holder = await findSlugHolder(tx, slug);
      if (holder !== undefined && holder !== organisationId) {
        throw new AppError('conflict', `The address /${type}s/${slug} is taken: choose another slug`, [{ field: 'slug', message: 'is taken' }]);
      }
      await retireSlug(tx, organisationId, access.organisation.slug, slug);
    }
    await updateOrganisation(tx, organisationId, { ...fields, ...(slug !== undefined ? { slug } : {}), ...(orderingRules ?? {}) });
    if (addresses !== undefined) {
      await replaceAddresses(tx, organisationId, addresses.map((address) => ({ ...address, line2: address.line2 ?? null })));
    }
  });
  return loadSettings(db, organisationId);
}
