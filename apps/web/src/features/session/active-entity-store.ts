import { ACTIVE_ENTITY_KEY } from '@/app/constants';
import type { ActiveEntity } from './active-entity';

/** The raw `activeEntity` from localStorage; null when there is none or storage is blocked. */
export function readStoredEntity(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_ENTITY_KEY);
  } catch {
    // storage can be blocked (private modes, strict settings): behave as if nothing was chosen
    return null;
  }
}

/**
 * Keeps (or, with null, forgets) the active entity. Route guards call it outside React too, so every screen
 * that reads it through `useActiveEntity` hears of the change.
 */
export function storeActiveEntity(value: ActiveEntity | null) {
  try {
    if (value) window.localStorage.setItem(ACTIVE_ENTITY_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(ACTIVE_ENTITY_KEY);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  // the same tab gets no 'storage' event of its own writes
  window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_ENTITY_KEY }));
}
