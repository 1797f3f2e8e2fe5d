import { RunSheet } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import toast from 'react-hot-toast';
import { apiRequest } from '@/lib/api-client';
import { runSheetKeys, runSheetPath } from './run-sheet-keys';

/**
 * PUT …/run-sheets/{date}/order: the stops in the order dragged, at the version read. The new order shows at once; a
 * refusal (someone else arranged the day meanwhile: 409) puts back what the server has and says why.
 */
export function useArrangeRunSheet(supplierId: string, date: string) {
  const queryClient = useQueryClient();
  const key = runSheetKeys.sheet(supplierId, date);
  return useMutation({
    mutationFn: (shown: RunSheet) =>
      apiRequest('PUT', `${runSheetPath(supplierId, date)}/order`, import.meta.env.DEV ? RunSheet : false, {
        body: { version: shown.version, venueIds: shown.stops.map((stop) => stop.venue.id) },
      }),
    onMutate: (shown) => {
      const before = queryClient.getQueryData<RunSheet>(key);
      queryClient.setQueryData(key, shown);
      return { before };
    },
    onSuccess: (saved) => queryClient.setQueryData(key, saved),
    onError: (error: Error) => {
      toast.error(error.message);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}
