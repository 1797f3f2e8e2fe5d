import { useMemo, useSyncExternalStore } from 'react';
import { ACTIVE_ENTITY_KEY } from '@/app/constants';
import { parseActiveEntity, type ActiveEntity } from './active-entity';

function subscribe(onChange: () => void) {
  // another tab choosing an entity updates this one too
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_ENTITY_KEY);
  } catch {
    // storage can be blocked (private modes, strict settings): behave as if nothing was chosen
    return null;
  }
}

/** The active entity from localStorage, or null when there is none or it can't be read. */
export function useActiveEntity(): ActiveEntity | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return useMemo(() => parseActiveEntity(raw), [raw]);
}
