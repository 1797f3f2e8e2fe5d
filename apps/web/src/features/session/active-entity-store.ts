import { ACTIVE_ENTITY_KEY } from '@/app/constants';
import { readStored, writeStored } from '@/lib/browser-storage';
import type { ActiveEntity } from './active-entity';

/** The raw `activeEntity` from localStorage; null when there is none or storage is blocked. */
export function readStoredEntity(): string | null {
  // storage can be blocked (private modes, strict settings): behave as if nothing was chosen
  return readStored('localStorage', ACTIVE_ENTITY_KEY);
}

/**
 * Keeps (or, with null, forgets) the active entity. Route guards call it outside React too, so every screen
 * that reads it through `useActiveEntity` hears of the change.
 */
export function storeActiveEntity(value: ActiveEntity | null) {
  // storage blocked: the choice lasts for this page only
  writeStored('localStorage', ACTIVE_ENTITY_KEY, value ? JSON.stringify(value) : null);
  // the same tab gets no 'storage' event of its own writes
  window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_ENTITY_KEY }));
}
