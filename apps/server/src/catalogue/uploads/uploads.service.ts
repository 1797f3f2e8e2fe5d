import { LOGO_FIELD, type OrganisationSettings } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, loadSettings, requireOrganisationAccess } from '../../identity';
import { AppError, PRIVATE_KEY_SUFFIX, type Storage, isStorageKey } from '../../platform';
import { processImage } from '../images/image-processing';
import { releaseStorageKeys, withStoredFiles } from '../images/stored-files';
import { isUuid } from '../../shared/id-or-slug';
import { UPLOADS_PATH, uploadUrl } from '../../shared/upload-urls';
import { deleteUpload, findUpload, lockOrganisationLogo, setOrganisationLogo } from './uploads.queries';

const MANAGERS = ['owner', 'admin'] as const;

/** a logo is shown small (a header, a card, an order): one WebP at most this big, aspect kept, never upscaled */
const LOGO_SIZE = 512;

/**
 * What a logo URL points at: a stored file's key, an old logo kept in the uploads table (before logos moved to the file storage, by its
 * id; docs/decisions/0073), or neither (a demo logo, a static file).
 */
function logoTarget(logoUrl: string | null): { key: string } | { uploadId: string } | undefined {
  if (!logoUrl?.startsWith(UPLOADS_PATH)) return undefined;
  const rest = logoUrl.slice(UPLOADS_PATH.length);
  if (isStorageKey(rest)) return { key: rest };
  return isUuid(rest) ? { uploadId: rest } : undefined;
}

/**
 * Owners and admins replace the logo. Access is checked before the file is read (`readLogo` streams it in,
 * bounded to 2 MB); the type comes from the bytes (docs/decisions/0008), and the picture is resized to one
 * WebP in the file storage. The logo URL and the removal of an old database upload happen in one transaction
 * with the file's key locked, so a refused file changes nothing; the replaced file goes after, unless another
 * organisation's logo is the same picture.
 */
export async function replaceLogo(
  db: Database,
  storage: Storage,
  user: ApiUser,
  type: 'venue' | 'supplier',
  idOrSlug: string,
  readLogo: () => Promise<Buffer>,
): Promise<OrganisationSettings> {
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, MANAGERS);
  const bytes = await readLogo();
  const { logo } = (await processImage(bytes, LOGO_FIELD, { logo: { width: LOGO_SIZE, height: LOGO_SIZE } })).variants;
  const organisationId = access.organisation.id;
  const replaced = await withStoredFiles(db, storage, [{ key: logo.key, bytes: logo.bytes, contentType: 'image/webp' }], async (tx) => {
    const before = logoTarget(await lockOrganisationLogo(tx, organisationId));
    await setOrganisationLogo(tx, organisationId, uploadUrl(logo.key));
    if (before && 'uploadId' in before) await deleteUpload(tx, before.uploadId, organisationId);
    return before;
  });
  if (replaced && 'key' in replaced) await releaseStorageKeys(db, storage, [replaced.key]);
  return loadSettings(db, organisationId);
}

/** Owners and admins remove the logo; the organisation shows its initials again. */
export async function removeLogo(
  db: Database,
  storage: Storage,
  user: ApiUser,
  type: 'venue' | 'supplier',
  idOrSlug: string,
): Promise<OrganisationSettings> {
  const access = await requireOrganisationAccess(db, user, type, idOrSlug, MANAGERS);
  const organisationId = access.organisation.id;
  const removed = await db.transaction(async (tx) => {
    const before = logoTarget(await lockOrganisationLogo(tx, organisationId));
    await setOrganisationLogo(tx, organisationId, null);
    if (before && 'uploadId' in before) await deleteUpload(tx, before.uploadId, organisationId);
    return before;
  });
  if (removed && 'key' in removed) await releaseStorageKeys(db, storage, [removed.key]);
  return loadSettings(db, organisationId);
}

/** Public: an old logo's bytes and type, kept in the uploads table (docs/decisions/0073). */
export async function getDatabaseUpload(db: Database, id: string) {
  const row = await findUpload(db, id);
  if (!row) throw AppError.notFound('Upload');
  return { ...row, bytes: Buffer.from(row.bytes.buffer, row.bytes.byteOffset, row.bytes.byteLength) };
}

/** Public: a stored file (a product image's size or a logo), streamed from the storage. */
export async function getStoredFile(storage: Storage, key: string) {
  // a proof of delivery is the two organisations' only (decision 0192)
  if (key.endsWith(PRIVATE_KEY_SUFFIX)) throw AppError.notFound('Upload');
  const file = await storage.stream(key);
  if (!file) throw AppError.notFound('Upload');
  return file;
}
