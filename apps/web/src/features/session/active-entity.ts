import { z } from 'zod';

/** The organisation a signed-in user acts for (PRODUCT.md §1), kept in localStorage under `activeEntity`. */
export const ActiveEntity = z.object({
  type: z.enum(['venue', 'supplier']),
  slug: z.string().min(1),
  name: z.string(),
  id: z.string(),
});
export type ActiveEntity = z.infer<typeof ActiveEntity>;

/** Missing, unparsable, or lacking type or slug → null (spec §2). */
export function parseActiveEntity(raw: string | null): ActiveEntity | null {
  if (!raw) return null;
  try {
    const parsed = ActiveEntity.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
