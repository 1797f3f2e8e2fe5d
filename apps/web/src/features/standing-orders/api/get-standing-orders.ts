import { StandingOccurrenceList, StandingOrderDetail, StandingOrderList } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { standingKeys } from './standing-keys';
import { standingPaths } from './standing-paths';

// occurrences move on their own (placed at the cut-off, a reminder, a holiday): fresh when someone comes back to the page
const moving = { staleTime: 30_000, refetchOnWindowFocus: true } as const;

/** GET /api/venues/{id}/standing-orders: the venue's standing orders, each with its next occurrence. */
export const standingOrdersQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: standingKeys.list(venueId),
    queryFn: ({ signal }) => apiGet(standingPaths.venueList(venueId), import.meta.env.DEV ? StandingOrderList : false, { signal }),
    ...moving,
  });

/** GET /api/venues/{id}/standing-occurrences: every standing order's occurrences ahead, by delivery date (the agenda). */
export const standingAgendaQueryOptions = (venueId: string) =>
  queryOptions({
    queryKey: standingKeys.agenda(venueId),
    queryFn: ({ signal }) => apiGet(standingPaths.agenda(venueId), import.meta.env.DEV ? StandingOccurrenceList : false, { signal }),
    ...moving,
  });

/** GET /api/standing-orders/{id}: the template, and its occurrences from the last placed to 8 weeks ahead. */
export const standingOrderQueryOptions = (venueId: string, standingOrderId: string) =>
  queryOptions({
    queryKey: standingKeys.detail(venueId, standingOrderId),
    queryFn: ({ signal }) => apiGet(standingPaths.order(standingOrderId), import.meta.env.DEV ? StandingOrderDetail : false, { signal }),
    ...moving,
  });
