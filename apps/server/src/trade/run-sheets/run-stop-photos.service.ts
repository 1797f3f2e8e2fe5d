import { randomBytes } from 'node:crypto';
import { PROOF_PHOTO_FIELD, type RunStop } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { processImage } from '../../catalogue';
import type { ApiUser } from '../../identity';
import { AppError, PRIVATE_KEY_SUFFIX, type Storage } from '../../platform';
import { type OrderMailDeps } from '../orders/order-lifecycle.service';
import { findStopPhoto, isMemberOfEither, setStopPhoto } from './run-sheets.queries';
import { loadStop, type RunStopKey } from './run-stops.service';
import { requireRunSupplier } from './run-sheets.service';

// A stop's proof of delivery (decision 0192): a photo the driver takes once the stop is recorded, checked and
// resized as images are (JPEG, PNG or WebP by its bytes, EXIF and GPS dropped) and kept in the same storage under a
// random key the public uploads route refuses; the supplier's and the venue's members read it through the stop.

/** the longest side kept: enough to read a signature or a docket */
const PROOF_SIZE = 1600;

export async function addStopPhoto(
  deps: OrderMailDeps & { storage: Storage },
  user: ApiUser,
  key: RunStopKey,
  bytes: () => Promise<Buffer>,
): Promise<RunStop> {
  const supplier = await requireRunSupplier(deps.db, user, key.supplierIdOrSlug);
  const stop = await loadStop(deps, supplier, key);
  if (!stop.outcome) throw new AppError('conflict', 'Record what happened at this stop first, then add its photo', { outcome: null });
  const { proof } = (await processImage(await bytes(), PROOF_PHOTO_FIELD, { proof: { width: PROOF_SIZE, height: PROOF_SIZE } })).variants;
  // random, not the hash of the bytes: no other stop or image ever shares it
  const storageKey = `${randomBytes(32).toString('hex')}${PRIVATE_KEY_SUFFIX}`;
  await deps.storage.put(storageKey, proof.bytes, 'image/webp');
  const before = await findStopPhoto(deps.db, stop.outcome.id);
  try {
    await setStopPhoto(deps.db, stop.outcome.id, storageKey);
  } catch (error) {
    await deps.storage.delete(storageKey).catch(() => undefined);
    throw error;
  }
  // a photo taken again replaces the first: its key is this stop's alone
  if (before?.photoKey) await deps.storage.delete(before.photoKey).catch(() => undefined);
  return loadStop(deps, supplier, key);
}

/** GET /api/run-stops/{id}/photo: for members of the stop's supplier and venue; anyone else 404, as if none. */
export async function getStopPhoto(db: Database, storage: Storage, user: ApiUser, stopId: string) {
  const row = await findStopPhoto(db, stopId);
  if (!row?.photoKey || !(await isMemberOfEither(db, user.id, [row.supplierId, row.venueId]))) throw AppError.notFound('Photo');
  const bytes = await storage.get(row.photoKey);
  if (!bytes) throw AppError.notFound('Photo');
  return { bytes, contentType: 'image/webp' };
}
