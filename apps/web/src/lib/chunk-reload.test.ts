import { describe, expect, it } from 'vitest';
import { shouldReloadForChunkError, type KeyValueStorage } from './chunk-reload';

function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
}

describe('shouldReloadForChunkError', () => {
  const failure = 'Failed to fetch dynamically imported module: http://x/assets/products-abc.js';

  it('reloads once per distinct failure message', () => {
    const storage = memoryStorage();
    expect(shouldReloadForChunkError(failure, storage)).toBe(true);
    expect(shouldReloadForChunkError(failure, storage)).toBe(false);
    expect(shouldReloadForChunkError('Importing a module script failed.', storage)).toBe(true);
  });

  it('never reloads for other errors', () => {
    expect(shouldReloadForChunkError('Internal server error', memoryStorage())).toBe(false);
  });

  it('survives garbage in storage', () => {
    const storage = memoryStorage();
    storage.setItem('tapline:chunk-reloads', '{oops');
    expect(shouldReloadForChunkError(failure, storage)).toBe(true);
  });
});
