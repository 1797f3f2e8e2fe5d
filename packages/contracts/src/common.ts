import { z } from 'zod';
import { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from './wire';

/**
 * PostgreSQL's text can't hold NUL (U+0000), and a lone UTF-16 surrogate has no UTF-8 form (the drivers would
 * store U+FFFD in its place, on PGlite and PostgreSQL alike): such input is refused, never stored or sent on.
 */
// eslint-disable-next-line no-control-regex -- NUL is exactly what this looks for
const UNSTORABLE_CHARACTER = /[\u0000\p{Cs}]/u;
export const UNSTORABLE_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

export function isStorableText(value: string): boolean {
  return !UNSTORABLE_CHARACTER.test(value);
}

/** The string every request field starts from (query, path and body): text the database can store. */
export function text() {
  return z.string().refine(isStorableText, UNSTORABLE_TEXT_MESSAGE);
}

/** Where in a parsed JSON value (keys included) the first unstorable text is, or undefined when there is none. */
export function unstorableTextPath(value: unknown, path: (string | number)[] = []): (string | number)[] | undefined {
  if (typeof value === 'string') return isStorableText(value) ? undefined : path;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = unstorableTextPath(item, [...path, index]);
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (!isStorableText(key)) return [...path, key];
      const found = unstorableTextPath(item, [...path, key]);
      if (found) return found;
    }
  }
  return undefined;
}

export const Uuid = z.uuid();
/** An instant, ISO 8601 with its offset. */
export const DateTime = z.iso.datetime({ offset: true });
/** `{id}` in a path accepts the uuid or the slug. */
export const IdOrSlug = text()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9-]+$/, 'must be a uuid or a slug (letters, digits and dashes)');
export const IdParams = z.object({ id: IdOrSlug });

/** What a link to a public page needs: the id, the slug its URL shows, and the name. */
export const linkFields = { id: Uuid, slug: z.string(), name: z.string() };

const UUID_SHAPE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Shaped like a uuid (any version): `{id}` in a path is read as an id when it is, so no slug may be. */
export function isUuidShaped(value: string): boolean {
  return UUID_SHAPE.test(value);
}

export const Slug = text()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single dashes')
  .refine((value) => !isUuidShaped(value), 'must not look like a uuid (an id)');

/** Whole numbers parsed base-10 (the original parsed pageSize with a wrong radix): "08" → 8. */
export function decimalInteger(field: string, min: number, max: number) {
  return text()
    .trim()
    .regex(new RegExp(`^\\d{1,${String(max).length}}$`), `${field} must be a whole number between ${min} and ${max}`)
    .transform((value) => Number.parseInt(value, 10))
    .pipe(z.number().int().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`));
}

export { PAGE_MAX, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX };

export const PaginationQuery = z.object({
  page: decimalInteger('page', 1, PAGE_MAX).default(1),
  pageSize: decimalInteger('pageSize', 1, PAGE_SIZE_MAX).default(PAGE_SIZE_DEFAULT),
});
export type PaginationQuery = z.infer<typeof PaginationQuery>;

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
  });
}
export interface Paginated<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** Integer cents; currency is ISO 4217 (AUD by default). */
export const Cents = z.number().int().min(0);
export const Currency = z.string().regex(/^[A-Z]{3}$/);

/**
 * The slug a new organisation's name suggests: its slugFromName, prefixed with the type when that would look
 * like a uuid (which no slug may); empty when the name has no letters or digits.
 */
export function organisationSlugFromName(name: string, type: 'venue' | 'supplier'): string {
  const slug = slugFromName(name);
  return isUuidShaped(slug) ? `${type}-${slug}` : slug;
}

/** The slug a name suggests ("The Local & Co." → "the-local-and-co"); empty when the name has no letters or digits. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 72)
    .replace(/-+$/, '');
}
