import { isUuidShaped } from '@tapline/contracts';

/** `{id}` in a path is the uuid or the slug (no slug is uuid-shaped: the contract's Slug refuses them). */
export function isUuid(value: string): boolean {
  return isUuidShaped(value);
}
