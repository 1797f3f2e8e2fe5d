import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { contentTypeOfKey, type Storage } from '../storage/storage';
import type { StoredImage } from './backup-manifest';

/**
 * Copies the store's files not copied yet into the folder, recording each. Keys are content-addressed, so a file
 * never changes; one removed since it was listed is left out.
 */
export async function copyImagesOut(storage: Storage, folder: string, copied: Map<string, StoredImage>): Promise<void> {
  for await (const key of storage.list()) {
    if (copied.has(key)) continue;
    const bytes = await storage.get(key);
    if (!bytes) continue;
    await writeFile(path.join(folder, key), bytes);
    copied.set(key, { key, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') });
  }
}

/** Puts the backup's files into the store; a key already there keeps its bytes (the same ones: keys name their content). */
export async function putImagesBack(storage: Storage, folder: string, files: StoredImage[]): Promise<{ written: number; present: number }> {
  let written = 0;
  for (const file of files) {
    if (await storage.put(file.key, await readFile(path.join(folder, file.key)), contentTypeOfKey(file.key))) written += 1;
  }
  return { written, present: files.length - written };
}
