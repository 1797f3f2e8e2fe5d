import { createHash } from 'node:crypto';
import { LOGO_FIELD, LOGO_MAX_BYTES, type OrganisationSettings } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { ApiUser } from '../../auth/api-auth';
import { AppError } from '../../errors/app-error';
import { isUuid } from '../shared/id-or-slug';
import { loadSettings } from '../settings/settings.service';
import { requireOrganisationAccess } from '../organisations/organisations.service';
import { detectImageType } from './image-type';
import { deleteUpload, findUpload, insertUpload, lockOrganisationLogo, setOrganisationLogo } from './uploads.queries';

const MANAGERS = ['owner', 'admin'] as const;
const UPLOAD_PATH = '/api/uploads/';

export function uploadUrl(id: string): string {
  return `${UPLOAD_PATH}${id}`;
}

/** the upload behind a logo URL, when it is one of ours (demo logos are static files) */
function uploadIdOf(logoUrl: string | null): string | undefined {
  if (!logoUrl?.startsWith(UPLOAD_PATH)) return undefined;
  const id = logoUrl.slice(UPLOAD_PATH.length);
  return isUuid(id) ? id : undefined;
}

export const LOGO_TYPES_TEXT = 'a JPEG, PNG or WebP image';
export const LOGO_LIMIT_TEXT = `${LOGO_MAX_BYTES / (1024 * 1024)} MB`;

export function logoTooLarge(): AppError {
  return new AppError('payload_too_large', `The logo is larger than ${LOGO_LIMIT_TEXT}: choose a smaller image`, [
    { field: LOGO_FIELD, message: `must be at most ${LOGO_LIMIT_TEXT}` },
  ]);
}

/**
 * Owners and admins replace the logo. Access is checked before the file is read (`readLogo` streams it in,
 * bounded to 2 MB); the type comes from the bytes (docs/decisions/0008). The new upload, the logo URL and the
 * removal of the replaced upload happen in one transaction, so a refused file changes nothing.
 */
export async function replaceLogo(
  db: Database,
  user: ApiUser,
  type: 'venue' | 'supplier',
  idOrSlug: string,
  readLogo: () => Promise<Buffer>,
): Promise<OrganisationSettings> {
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, MANAGERS);
  const bytes = await readLogo();
  if (bytes.length === 0) throw AppError.validation([{ field: LOGO_FIELD, message: `is empty: choose ${LOGO_TYPES_TEXT}` }], 'upload');
  if (bytes.length > LOGO_MAX_BYTES) throw logoTooLarge();
  const contentType = detectImageType(bytes);
  if (!contentType) {
    throw AppError.validation([{ field: LOGO_FIELD, message: `must be ${LOGO_TYPES_TEXT}; this file is none of them, whatever its name` }], 'upload');
  }
  const organisationId = access.organisation.id;
  await db.transaction(async (tx) => {
    const replaced = uploadIdOf(await lockOrganisationLogo(tx, organisationId));
    const id = await insertUpload(tx, { organisationId, contentType, bytes, sha256: createHash('sha256').update(bytes).digest('hex') });
    await setOrganisationLogo(tx, organisationId, uploadUrl(id));
    if (replaced) await deleteUpload(tx, replaced, organisationId);
  });
  return loadSettings(db, organisationId);
}

/** Owners and admins remove the logo; the organisation shows its initials again. */
export async function removeLogo(db: Database, user: ApiUser, type: 'venue' | 'supplier', idOrSlug: string): Promise<OrganisationSettings> {
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, MANAGERS);
  const organisationId = access.organisation.id;
  await db.transaction(async (tx) => {
    const replaced = uploadIdOf(await lockOrganisationLogo(tx, organisationId));
    await setOrganisationLogo(tx, organisationId, null);
    if (replaced) await deleteUpload(tx, replaced, organisationId);
  });
  return loadSettings(db, organisationId);
}

/** Public: an upload's bytes and type. */
export async function getUpload(db: Database, id: string) {
  const row = await findUpload(db, id);
  if (!row) throw AppError.notFound('Upload');
  return { ...row, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}
