import { z } from 'zod';

export const Uuid = z.uuid();
/** An instant, ISO 8601 with its offset. */
export const DateTime = z.iso.datetime({ offset: true });
/** `{id}` in a path accepts the uuid or the slug. */
export const IdOrSlug = z
  .string()
  .min(1)
  .max(120)
  .regex(/^[A-Za-z0-9-]+$/, 'must be a uuid or a slug (letters, digits and dashes)');
export const IdParams = z.object({ id: IdOrSlug });

/** What a link to a public page needs: the id, the slug its URL shows, and the name. */
export const linkFields = { id: Uuid, slug: z.string(), name: z.string() };

export const Slug = z
  .string()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'must be lowercase letters, digits and single dashes');

/** Whole numbers parsed base-10 (the original parsed pageSize with a wrong radix): "08" → 8. */
function decimalInteger(field: string, min: number, max: number) {
  return z
    .string()
    .trim()
    .regex(/^\d{1,6}$/, `${field} must be a whole number between ${min} and ${max}`)
    .transform((value) => Number.parseInt(value, 10))
    .pipe(z.number().int().min(min, `${field} must be at least ${min}`).max(max, `${field} must be at most ${max}`));
}

export const PAGE_SIZE_DEFAULT = 24;
export const PAGE_SIZE_MAX = 100;
/** Deep offsets get slow and are never useful to a person: page is bounded. */
export const PAGE_MAX = 1000;

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
