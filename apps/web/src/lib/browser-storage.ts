/**
 * The browser's storage, for a page that may be denied it. A third-party frame (the embed on a venue's website, with
 * Chromium's third-party storage blocked, Safari, a privacy setting), a private window or a full disk make storage
 * absent, or make reading `window.localStorage` itself, or any call on it, throw a SecurityError (the embed
 * died with "Tapline could not start … localStorage"). Every read and write of the app's comes through here and
 * none of them throws: without storage a choice lasts for the page only.
 */
export type StorageKind = 'localStorage' | 'sessionStorage';

/** The storage, or null when the page has none or may not touch it. */
export function browserStorage(kind: StorageKind): Storage | null {
  try {
    const storage: Storage | undefined = globalThis[kind];
    return storage ?? null;
  } catch {
    return null;
  }
}

/** The stored text, or null (nothing stored, or no storage). */
export function readStored(kind: StorageKind, key: string): string | null {
  try {
    return browserStorage(kind)?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores the text, or with null forgets it; without storage (or room in it) nothing is kept. */
export function writeStored(kind: StorageKind, key: string, value: string | null): void {
  try {
    const storage = browserStorage(kind);
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, value);
  } catch {
    // blocked, or full: the page goes on without it
  }
}
