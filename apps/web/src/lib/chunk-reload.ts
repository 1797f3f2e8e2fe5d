const CHUNK_ERROR =
  /Failed to fetch dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk [\w-]+ failed|Unable to preload CSS/i;
const STORAGE_KEY = 'tapline:chunk-reloads';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * A screen's code failed to load (usually a deploy replaced the files): reload once per distinct
 * failure message, so a new deploy is picked up but a permanent failure can't loop.
 */
export function shouldReloadForChunkError(message: string, storage: KeyValueStorage): boolean {
  if (!CHUNK_ERROR.test(message)) return false;
  let seen: string[] = [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
    if (Array.isArray(parsed)) seen = parsed.filter((item): item is string => typeof item === 'string');
  } catch {
    seen = [];
  }
  if (seen.includes(message)) return false;
  storage.setItem(STORAGE_KEY, JSON.stringify([...seen, message].slice(-20)));
  return true;
}
