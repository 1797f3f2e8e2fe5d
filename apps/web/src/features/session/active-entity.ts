/** The organisation a signed-in user acts for (docs/domain.md, Organisations and the active entity), kept in localStorage under `activeEntity`. */
export interface ActiveEntity {
  type: 'venue' | 'supplier';
  slug: string;
  name: string;
  id: string;
  /** set when a platform admin who is not a member opened it: they see it read-only (docs/decisions/0119) */
  readOnly?: true;
}

/**
 * Missing, unparsable, or lacking type or slug → null (docs/domain.md, Routes). Checked by hand: the header reads it on every
 * page, and a zod schema here would put zod into every page's scripts (docs/decisions/0087).
 */
export function parseActiveEntity(raw: string | null): ActiveEntity | null {
  const value = storedObject(raw);
  if (!value) return null;
  const { type, slug, name, id } = value;
  if ((type !== 'venue' && type !== 'supplier') || typeof slug !== 'string' || slug.length < 1) return null;
  if (typeof name !== 'string' || typeof id !== 'string') return null;
  return value.readOnly === true ? { type, slug, name, id, readOnly: true } : { type, slug, name, id };
}

/** A JSON object from localStorage, or undefined when it is missing or isn't one. */
export function storedObject(raw: string | null): Record<string, unknown> | undefined {
  if (!raw) return undefined;
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
