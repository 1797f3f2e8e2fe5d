import { afterEach, describe, expect, it } from 'vitest';
import { browserStorage, readStored, writeStored } from './browser-storage';

const denied = () => {
  throw new DOMException("Failed to read the 'localStorage' property from 'Window': Access is denied for this document.", 'SecurityError');
};

/** Puts `value`'s getter in place of globalThis[kind] for one test. */
function replace(kind: 'localStorage' | 'sessionStorage', get: () => unknown) {
  const before = Object.getOwnPropertyDescriptor(globalThis, kind);
  Object.defineProperty(globalThis, kind, { configurable: true, get });
  restores.push(() => (before ? Object.defineProperty(globalThis, kind, before) : delete (globalThis as Record<string, unknown>)[kind]));
}
const restores: (() => void)[] = [];
afterEach(() => restores.splice(0).forEach((restore) => restore()));

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('storage a page may be denied', () => {
  it('reads and writes when there is storage', () => {
    const storage = memoryStorage();
    replace('localStorage', () => storage);
    writeStored('localStorage', 'k', 'v');
    expect(readStored('localStorage', 'k')).toBe('v');
    writeStored('localStorage', 'k', null);
    expect(readStored('localStorage', 'k')).toBeNull();
  });

  it('is none, and never throws, when reading the storage itself throws (a third-party frame with storage blocked)', () => {
    replace('localStorage', denied);
    replace('sessionStorage', denied);
    expect(browserStorage('localStorage')).toBeNull();
    expect(readStored('sessionStorage', 'k')).toBeNull();
    expect(() => writeStored('localStorage', 'k', 'v')).not.toThrow();
    expect(() => writeStored('sessionStorage', 'k', null)).not.toThrow();
  });

  it('is none when there is no storage at all', () => {
    replace('localStorage', () => undefined);
    expect(browserStorage('localStorage')).toBeNull();
    expect(readStored('localStorage', 'k')).toBeNull();
    expect(() => writeStored('localStorage', 'k', 'v')).not.toThrow();
  });

  it('never throws when the storage refuses a call (full, or denied per call)', () => {
    replace('sessionStorage', () => ({ ...memoryStorage(), getItem: denied, setItem: denied, removeItem: denied }));
    expect(readStored('sessionStorage', 'k')).toBeNull();
    expect(() => writeStored('sessionStorage', 'k', 'v')).not.toThrow();
  });
});
