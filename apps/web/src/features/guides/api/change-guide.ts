import { OrderGuide, OrderGuideCreated, type OrderGuideCreate, type OrderGuideItemInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { apiCommand, apiRequest } from '@/lib/api-client';
import { guideKeys } from './guide-keys';

/** The toast for a result or a refusal, loaded only when one happens. */
export async function toast(kind: 'success' | 'error', message: string) {
  const { default: hotToast } = await import('react-hot-toast');
  hotToast[kind](message);
}

/** POST /api/venues/{id}/order-guides (an empty guide, or "Save as a guide" with fromOrderId); the list refetches. */
export function useCreateGuide(venueId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: OrderGuideCreate) =>
      apiRequest('POST', `/api/venues/${venueId}/order-guides`, import.meta.env.DEV ? OrderGuideCreated : false, { body: input }),
    onSuccess: (guide) => queryClient.setQueryData(guideKeys.guide(venueId, guide.id), guide),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guideKeys.list(venueId) }),
  });
}

/** PATCH /api/order-guides/{id}: a new name, at the version shown. */
export function useRenameGuide(venueId: string, guideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number; name: string }) =>
      apiRequest('PATCH', `/api/order-guides/${encodeURIComponent(guideId)}`, import.meta.env.DEV ? OrderGuide : false, { body: input }),
    onSuccess: (guide) => queryClient.setQueryData(guideKeys.guide(venueId, guideId), guide),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guideKeys.list(venueId) }),
  });
}

export function useDeleteGuide(venueId: string, guideId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiCommand('DELETE', `/api/order-guides/${encodeURIComponent(guideId)}`),
    onSuccess: () => queryClient.removeQueries({ queryKey: guideKeys.guide(venueId, guideId) }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guideKeys.list(venueId) }),
  });
}

/**
 * PUT /api/order-guides/{id}/items, optimistic: `save(items, shown)` shows `shown` at once and saves. Saves run one
 * after another, each at the version the one before it left, so quick drags never refuse each other; a refusal (the
 * guide changed elsewhere, a pack no longer sold) reloads the guide and says why.
 */
export function useSaveGuideItems(venueId: string, guideId: string) {
  const queryClient = useQueryClient();
  const key = guideKeys.guide(venueId, guideId);
  const pending = useRef(0);
  const mutation = useMutation({
    scope: { id: `guide-items-${guideId}` },
    mutationFn: (items: OrderGuideItemInput[]) =>
      apiRequest('PUT', `/api/order-guides/${encodeURIComponent(guideId)}/items`, import.meta.env.DEV ? OrderGuide : false, {
        body: { version: queryClient.getQueryData<OrderGuide>(key)?.version, items },
      }),
    onSuccess: (guide) =>
      // a later save still waiting keeps what it shows; it only needs the version this one left
      queryClient.setQueryData<OrderGuide>(key, (shown) => (pending.current > 1 && shown ? { ...shown, version: guide.version } : guide)),
    onError: (error) => {
      void toast('error', `Not saved: ${error.message}`);
      void queryClient.invalidateQueries({ queryKey: key });
    },
    onSettled: () => {
      pending.current -= 1;
      void queryClient.invalidateQueries({ queryKey: guideKeys.list(venueId) });
    },
  });
  function save(items: OrderGuideItemInput[], shown: OrderGuide) {
    pending.current += 1;
    queryClient.setQueryData(key, shown);
    mutation.mutate(items);
  }
  return { save, isPending: mutation.isPending };
}
