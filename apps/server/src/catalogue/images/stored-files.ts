import type { Database } from '@tapline/db';
import type { Storage, StoredContentType } from '../../platform';
import { lockStorageKeys, referencedStorageKeys } from './images.queries';

export interface FileToStore {
  key: string;
  bytes: Buffer;
  contentType: StoredContentType;
}

/**
 * Writes the files, then runs `work` (which adds the rows that refer to them) in one transaction holding a lock
 * per key (docs/decisions/0072). When anything fails, the rows are not there and the files this call created are
 * removed again unless another row refers to them; a file left behind by a crash is unreferenced, never served
 * from any answer, and harmless.
 */
export async function withStoredFiles<T>(
  db: Database,
  storage: Storage,
  files: FileToStore[],
  work: (tx: Database) => Promise<T>,
): Promise<T> {
  const created: string[] = [];
  try {
    return await db.transaction(async (tx) => {
      await lockStorageKeys(
        tx,
        files.map((file) => file.key),
      );
      for (const file of files) {
        if (await storage.put(file.key, file.bytes, file.contentType)) created.push(file.key);
      }
      return work(tx);
    });
  } catch (error) {
    // best effort: the first error is the answer; a file that stays is unreferenced and harmless
    await releaseStorageKeys(db, storage, created).catch(() => undefined);
    throw error;
  }
}

/**
 * Removes the files of these keys that no row refers to any more (after an image or logo was deleted or
 * replaced). Content-addressed keys can be shared (the same picture on two products): a file goes only with its
 * last reference. The key locks make a concurrent upload of the same bytes either see the file gone (and write
 * it again) or keep it by its new row.
 */
export async function releaseStorageKeys(db: Database, storage: Storage, keys: string[]): Promise<void> {
  if (keys.length === 0) return;
  await db.transaction(async (tx) => {
    await lockStorageKeys(tx, keys);
    const referenced = await referencedStorageKeys(tx, keys);
    for (const key of new Set(keys)) {
      if (!referenced.has(key)) await storage.delete(key);
    }
  });
}
