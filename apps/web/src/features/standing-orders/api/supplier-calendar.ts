import { DeliveryCalendar, StandingDemand, type ClosureCreate, type HolidayPolicy } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiGet } from '@/lib/api-client';
import { standingKeys } from './standing-keys';
import { standingPaths } from './standing-paths';

/** GET /api/suppliers/{id}/standing-demand: what the venues' standing orders will place, per delivery day (a forecast). */
export const standingDemandQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: standingKeys.demand(supplierId),
    queryFn: ({ signal }) => apiGet(standingPaths.demand(supplierId), import.meta.env.DEV ? StandingDemand : false, { signal }),
    staleTime: 30_000,
    refetchOnWindowFocus: true,
  });

/** GET /api/suppliers/{id}/delivery-calendar: the holiday policy, the closures ahead and the public holidays. */
export const deliveryCalendarQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: standingKeys.calendar(supplierId),
    queryFn: ({ signal }) => apiGet(standingPaths.calendar(supplierId), import.meta.env.DEV ? DeliveryCalendar : false, { signal }),
  });

/**
 * The calendar's changes (owner or admin): the holiday policy, a closure added (one day or a run of days), one removed.
 * Each moves or skips deliveries, so the demand refetches with the calendar.
 */
export function useDeliveryCalendarChange(supplierId: string) {
  const queryClient = useQueryClient();
  const onSettled = () => queryClient.invalidateQueries({ queryKey: standingKeys.all(supplierId) });
  const policy = useMutation({
    mutationFn: (holidayPolicy: HolidayPolicy) => apiCommand('PATCH', standingPaths.calendar(supplierId), { body: { holidayPolicy } }),
    onSettled,
  });
  const addClosure = useMutation({
    mutationFn: (input: ClosureCreate) => apiCommand('POST', standingPaths.closures(supplierId), { body: input }),
    onSettled,
  });
  const removeClosure = useMutation({
    mutationFn: (closureId: string) => apiCommand('DELETE', standingPaths.closure(supplierId, closureId)),
    onSettled,
  });
  return { policy, addClosure, removeClosure };
}
