import { GuideCartResult, GuideCountResult, type GuideCartInput, type GuideCountInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartKeys } from '@/features/cart';
import { orgKeys } from '@/features/organisations';
import { apiRequest } from '@/lib/api-client';
import { guideKeys } from './guide-keys';

/** Where a count goes: a guide's (kept, then its packs added) or the Usual's (its packs added). */
export type CountTarget = { kind: 'guide'; guideId: string } | { kind: 'usual'; supplierId: string };

interface CountAndAdd {
  /** what was counted (a guide keeps it); empty when nothing was */
  counted: GuideCountInput['lines'];
  lines: GuideCartInput['lines'];
}

/**
 * "Add N to cart": a guide's count is kept first (POST …/counts), then the packs go into the person's cart (POST
 * …/add-to-cart); answers what went in and each line that didn't, with why.
 */
export function useCountAndAdd(venueId: string, target: CountTarget) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ counted, lines }: CountAndAdd): Promise<GuideCartResult> => {
      if (target.kind === 'usual') {
        return apiRequest('POST', `/api/venues/${venueId}/usual/add-to-cart`, import.meta.env.DEV ? GuideCartResult : false, {
          body: { lines },
        });
      }
      const path = `/api/order-guides/${encodeURIComponent(target.guideId)}`;
      if (counted.length > 0) {
        await apiRequest('POST', `${path}/counts`, import.meta.env.DEV ? GuideCountResult : false, { body: { lines: counted } });
      }
      if (lines.length === 0) return { added: [], skipped: [] };
      return apiRequest('POST', `${path}/add-to-cart`, import.meta.env.DEV ? GuideCartResult : false, { body: { lines } });
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cartKeys.all });
      void queryClient.invalidateQueries({ queryKey: orgKeys.overview(venueId) });
      void queryClient.invalidateQueries({ queryKey: guideKeys.all(venueId) });
    },
  });
}
