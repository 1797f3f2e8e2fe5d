import { useSyncExternalStore } from 'react';
import { z } from 'zod';
import { ACTIVE_ENTITY_KEY } from '@/app/constants';

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

function subscribe(onChange: () => void) {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

function readRaw(): string | null {
  try {
    return window.localStorage.getItem(ACTIVE_ENTITY_KEY);
  } catch {
    return null;
  }
}

/** The organisation the user acts for, kept in localStorage under `activeEntity`. */
export function useActiveEntity(): ActiveEntity | null {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null);
  return parseActiveEntity(raw);
}
