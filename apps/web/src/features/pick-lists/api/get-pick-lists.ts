import { PickList, PickListDays } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { pickListKeys } from './pick-list-keys';

/** `/api/suppliers/{id}/pick-lists[/{date}]` */
export const pickListPath = (supplierId: string, date?: string) =>
  `/api/suppliers/${encodeURIComponent(supplierId)}/pick-lists${date ? `/${encodeURIComponent(date)}` : ''}`;

// orders are accepted all day: a list read a minute ago may be short of one
const moving = { staleTime: 30_000, refetchOnWindowFocus: true } as const;

/** The next days with accepted orders to pick. */
export const pickListDaysQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: pickListKeys.days(supplierId),
    queryFn: ({ signal }) => apiGet(pickListPath(supplierId), import.meta.env.DEV ? PickListDays : false, { signal }),
    ...moving,
  });

/** One day's pick list. */
export const pickListQueryOptions = (supplierId: string, date: string) =>
  queryOptions({
    queryKey: pickListKeys.day(supplierId, date),
    queryFn: ({ signal }) => apiGet(pickListPath(supplierId, date), import.meta.env.DEV ? PickList : false, { signal }),
    ...moving,
  });
