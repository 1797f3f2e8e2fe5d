import { ACTIVE_ENTITY_KEY } from '@/app/constants';
import { parseActiveEntity, type ActiveEntity } from './active-entity';

/** The active entity outside React (route guards and loaders); null when none, unreadable or storage is blocked. */
export function readActiveEntity(): ActiveEntity | null {
  try {
    return parseActiveEntity(window.localStorage.getItem(ACTIVE_ENTITY_KEY));
  } catch {
    return null;
  }
}
