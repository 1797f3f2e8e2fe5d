const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** `{id}` in a path is the uuid or the slug. */
export function isUuid(value: string): boolean {
  return UUID_PATTERN.test(value);
}
