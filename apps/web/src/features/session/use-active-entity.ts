import { useMemo, useSyncExternalStore } from 'react';
import { parseActiveEntity, type ActiveEntity } from './active-entity';
import { readStoredEntity } from './active-entity-store';

function subscribe(onChange: () => void) {
  // another tab choosing an entity updates this one too
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/** The active entity from localStorage, or null when there is none or it can't be read. */
export function useActiveEntity(): ActiveEntity | null {
  const raw = useSyncExternalStore(subscribe, readStoredEntity, () => null);
  return useMemo(() => parseActiveEntity(raw), [raw]);
}
