import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import type { ActiveEntity } from './active-entity';
import { storeActiveEntity } from './active-entity-store';
import { useActiveEntity } from './use-active-entity';

export interface EntityContextValue {
  /** the organisation the user acts for, or null when none is chosen */
  entity: ActiveEntity | null;
  choose: (entity: ActiveEntity) => void;
  clear: () => void;
}

const EntityContext = createContext<EntityContextValue | null>(null);

/** The active entity (docs/domain.md, Organisations and the active entity), kept in localStorage under `activeEntity` so it survives reloads. */
export function EntityProvider({ children }: { children: ReactNode }) {
  const entity = useActiveEntity();
  const choose = useCallback((value: ActiveEntity) => storeActiveEntity(value), []);
  const clear = useCallback(() => storeActiveEntity(null), []);
  const value = useMemo(() => ({ entity, choose, clear }), [entity, choose, clear]);
  return <EntityContext.Provider value={value}>{children}</EntityContext.Provider>;
}

export function useEntity(): EntityContextValue {
  const value = useContext(EntityContext);
  if (!value) throw new Error('useEntity must be used within an EntityProvider');
  return value;
}
