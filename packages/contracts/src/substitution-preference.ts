import { z } from 'zod';

// Each venue line's substitution preference (decision 0182): on cart items, guide items and order lines.

/** What a venue line lets its supplier do when it can't send that pack (decision 0182). */
export const substitutionPreferences = ['ask', 'same_or_cheaper', 'never'] as const;
export const SubstitutionPreference = z.enum(substitutionPreferences);
export type SubstitutionPreference = z.infer<typeof SubstitutionPreference>;

/** The words the cart, the guides and the order pages use for each preference. */
export const SUBSTITUTION_PREFERENCE_LABELS: Record<SubstitutionPreference, string> = {
  ask: 'Ask me',
  same_or_cheaper: 'Same price or less is fine',
  never: 'Never substitute',
};
