import { z } from 'zod';

/** A whole number from the URL, parsed base-10 ("08" → 8); junk is dropped rather than failing the page. */
export function urlInteger(min: number, max: number) {
  return z
    .union([z.number(), z.string()])
    .transform((value) => (typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number.parseInt(value, 10) : NaN))
    .pipe(z.number().int().min(min).max(max))
    .optional()
    .catch(undefined);
}

/** Free text from the URL; the router turns `?q=1664` into a number, so take it back as text. */
export const urlText = z
  .union([z.string(), z.number()])
  .transform((value) => String(value).trim() || undefined)
  .pipe(z.string().max(100).optional())
  .optional()
  .catch(undefined);
