import { readActiveEntity } from './read-active-entity';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The venue whose prices the product reads ask for (decision 0069): the active entity when it is a venue, else
 * null (list prices). Read where a query is built, so the loader and the screen build the same key.
 */
export function pricingVenueId(): string | null {
  const entity = readActiveEntity();
  return entity?.type === 'venue' && UUID.test(entity.id) ? entity.id : null;
}
