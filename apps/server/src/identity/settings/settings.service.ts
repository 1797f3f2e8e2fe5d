import { isValidAbn, normaliseAbn, type OrganisationSettings, type OrganisationSettingsPatch } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../auth/api-auth';
import { AppError } from '../../platform';
import { findSlugHolder, requireOrganisationAccess, slugTaken, SLUG_UNIQUE } from '../organisations/organisations.service';
import { violatedUniqueConstraint } from '../../shared/database-errors';
import { withRetryingTransaction } from '../../shared/transactions';
import { loadOrganisationSettings, lockOrganisationSlug, replaceAddresses, retireSlug, updateOrganisation } from './settings.queries';

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

/**
 * The ABN as stored (11 digits) or null; one the ABR's checksum refuses is 422 `invalid_abn` naming the field, so a
 * typo never reaches a tax invoice (decision 0160).
 */
function checkedAbn(abn: string | null | undefined): string | null | undefined {
  if (abn === undefined || abn === null || abn === '') return abn === '' ? null : abn;
  if (!isValidAbn(abn)) {
    const message = 'abn must be an Australian Business Number: 11 digits that pass the ABR’s check';
    throw new AppError('invalid_abn', `Invalid body: abn: ${message}`, [{ field: 'abn', message }]);
  }
  return normaliseAbn(abn);
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
    throw AppError.validation(
      notForType.map((field) => ({ field, message: `${field} is not a setting of a ${type}` })),
      'body',
    );
  }
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, ['owner', 'admin']);
  const organisationId = access.organisation.id;
  const { addresses, orderingRules, slug, abn: abnGiven, ...fields } = patch;
  const abn = checkedAbn(abnGiven);

  // the organisation's row is locked first: two changes at once run one after the other, and the slug each one
  // retires is the one the other set; another organisation taking the same slug at the same moment meets the
  // unique constraint, which is the same 409 as a slug seen taken (docs/decisions/0054)
  await withRetryingTransaction(db, async (tx) => {
    const currentSlug = await lockOrganisationSlug(tx, organisationId);
    if (currentSlug === undefined) throw AppError.notFound(type === 'venue' ? 'Venue' : 'Supplier');
    if (slug !== undefined && slug !== currentSlug) {
      const holder = await findSlugHolder(tx, slug);
      if (holder !== undefined && holder !== organisationId) throw slugTaken(type, slug);
      await retireSlug(tx, organisationId, currentSlug, slug);
    }
    await updateOrganisation(tx, organisationId, {
      ...fields,
      ...(slug !== undefined ? { slug } : {}),
      ...(abn !== undefined ? { abn } : {}),
      ...(orderingRules ?? {}),
    });
    if (addresses !== undefined) {
      await replaceAddresses(
        tx,
        organisationId,
        addresses.map((address) => ({ ...address, line2: address.line2 ?? null })),
      );
    }
  }).catch((error: unknown) => {
    if (slug !== undefined && violatedUniqueConstraint(error) === SLUG_UNIQUE) throw slugTaken(type, slug);
    throw error;
  });
  return loadSettings(db, organisationId);
}
