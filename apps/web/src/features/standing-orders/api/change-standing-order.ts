import {
  StandingOrder,
  type StandingOrderCreate,
  type StandingOrderPatch,
  type StandingOrderPause,
  type StandingLineInput,
} from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders';
import { apiCommand, apiRequest } from '@/lib/api-client';
import { standingKeys } from './standing-keys';
import { standingPaths } from './standing-paths';

/** Everything the venue's standing orders show (the list, the agenda, each one) refetches after a change. */
function useRefetchStanding(venueId: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: standingKeys.all(venueId) });
}

/** POST /api/venues/{id}/standing-orders (owner or admin): the answer is the standing order made. */
export function useCreateStandingOrder(venueId: string) {
  const refetch = useRefetchStanding(venueId);
  return useMutation({
    mutationFn: (input: StandingOrderCreate) =>
      apiRequest('POST', standingPaths.venueList(venueId), import.meta.env.DEV ? StandingOrder : false, { body: input }),
    onSuccess: refetch,
  });
}

/** PATCH /api/standing-orders/{id}: the template, with the version read (a change since → 409). */
export function useUpdateStandingOrder(venueId: string, standingOrderId: string) {
  const refetch = useRefetchStanding(venueId);
  return useMutation({
    mutationFn: (patch: StandingOrderPatch) => apiCommand('PATCH', standingPaths.order(standingOrderId), { body: patch }),
    // a 409 too: the page then shows the template as it is now
    onSettled: refetch,
  });
}

type OrderStep = { step: 'pause'; body: StandingOrderPause } | { step: 'resume' | 'end' };

/** Pause until a date, resume, or end a standing order (owner or admin). */
export function useStandingOrderStep(venueId: string, standingOrderId: string) {
  const refetch = useRefetchStanding(venueId);
  return useMutation({
    mutationFn: (step: OrderStep) =>
      apiCommand('POST', standingPaths.orderStep(standingOrderId, step.step), step.step === 'pause' ? { body: step.body } : {}),
    onSettled: refetch,
  });
}

type OccurrenceStep =
  | { step: 'skip' | 'unskip' | 'place-now' }
  | { step: 'lines'; lines: StandingLineInput[] }
  /** "Back to the usual lines": this occurrence follows the template again */
  | { step: 'revert' };

/**
 * One occurrence's own changes: Skip, Unskip, Place now, "Edit this one" (its lines only), and back to the template's
 * lines. Placing makes an order, so the venue's orders refetch too.
 */
export function useOccurrenceStep(venueId: string, occurrenceId: string) {
  const refetch = useRefetchStanding(venueId);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OccurrenceStep) => {
      if (change.step === 'lines') return apiCommand('PUT', standingPaths.occurrenceLines(occurrenceId), { body: { lines: change.lines } });
      if (change.step === 'revert') return apiCommand('DELETE', standingPaths.occurrenceLines(occurrenceId));
      return apiCommand('POST', standingPaths.occurrenceStep(occurrenceId, change.step));
    },
    onSettled: async (_answer, _error, change) => {
      await refetch();
      if (change.step === 'place-now') await queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
