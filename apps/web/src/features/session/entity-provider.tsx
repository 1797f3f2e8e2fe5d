import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { ACTIVE_ENTITY_KEY } from '@/app/constants';
import type { ActiveEntity } from './active-entity';
import { useActiveEntity } from './use-active-entity';

export interface EntityContextValue {
  /** the organisation the user acts for, or null when none is chosen */
  entity: ActiveEntity | null;
  choose: (entity: ActiveEntity) => void;
  clear: () => void;
}

const EntityContext = createContext<EntityContextValue | null>(null);

function write(value: ActiveEntity | null) {
  try {
    if (value) window.localStorage.setItem(ACTIVE_ENTITY_KEY, JSON.stringify(value));
    else window.localStorage.removeItem(ACTIVE_ENTITY_KEY);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  // the same tab gets no 'storage' event of its own writes
  window.dispatchEvent(new StorageEvent('storage', { key: ACTIVE_ENTITY_KEY }));
}

/** The active entity (PRODUCT.md §1), kept in localStorage under `activeEntity` so it survives reloads. */
export function EntityProvider({ children }: { children: ReactNode }) {
  const entity = useActiveEntity();
  const choose = useCallback((value: ActiveEntity) => write(value), []);
  const clear = useCallback(() => write(null), []);
  const value = useMemo(() => ({ entity, choose, clear }), [entity, choose, clear]);
  return <EntityContext.Provider value={value}>{children}</EntityContext.Provider>;
}

export function useEntity(): EntityContextValue {
  const value = useContext(EntityContext);
  if (!value) throw new Error('useEntity must be used within an EntityProvider');
  return value;
}
