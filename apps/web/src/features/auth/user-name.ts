import type { User } from '@supabase/supabase-js';

/** The person's name from their metadata (`name`), or '' when they haven't given one. */
export function userName(user: Pick<User, 'user_metadata'>): string {
  const name: unknown = user.user_metadata?.name;
  return typeof name === 'string' ? name.trim() : '';
}
