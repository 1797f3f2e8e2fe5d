import { PROOF_PHOTO_FIELD, RunStop, type RunStopOutcomeInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiUpload } from '@/lib/api-client';
import { runSheetKeys, runSheetPath } from './run-sheet-keys';

const stopPath = (supplierId: string, date: string, venueId: string) =>
  `${runSheetPath(supplierId, date)}/stops/${encodeURIComponent(venueId)}`;

/**
 * POST …/stops/{venueId}/outcome: delivered, partly delivered or failed. The server does it once however often it is
 * sent, so a driver on a bad connection may press again.
 */
export function useRecordStop(supplierId: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, input }: { venueId: string; input: RunStopOutcomeInput }) =>
      apiRequest('POST', `${stopPath(supplierId, date, venueId)}/outcome`, import.meta.env.DEV ? RunStop : false, { body: input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: runSheetKeys.supplier(supplierId) }),
  });
}

/** POST …/stops/{venueId}/photo (multipart field `photo`): the proof of delivery, replacing one taken before. */
export function useAddStopPhoto(supplierId: string, date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ venueId, file }: { venueId: string; file: File }) => {
      const form = new FormData();
      form.append(PROOF_PHOTO_FIELD, file);
      return apiUpload(`${stopPath(supplierId, date, venueId)}/photo`, form, import.meta.env.DEV ? RunStop : false, { method: 'POST' });
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: runSheetKeys.supplier(supplierId) }),
  });
}
