import { parseActiveEntity, type ActiveEntity } from './active-entity';
import { readStoredEntity } from './active-entity-store';

/** The active entity outside React (route guards and loaders); null when none, unreadable or storage is blocked. */
export function readActiveEntity(): ActiveEntity | null {
  return parseActiveEntity(readStoredEntity());
}
