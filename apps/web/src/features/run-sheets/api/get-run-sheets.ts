import { RunSheet, RunSheetDays } from '@tapline/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { runSheetKeys, runSheetPath } from './run-sheet-keys';

/** GET /api/suppliers/{id}/run-sheets: the delivery days a week back and four ahead, with their stops. */
export const runSheetDaysQueryOptions = (supplierId: string) =>
  queryOptions({
    queryKey: runSheetKeys.days(supplierId),
    queryFn: ({ signal }) =>
      apiGet(`/api/suppliers/${encodeURIComponent(supplierId)}/run-sheets`, import.meta.env.DEV ? RunSheetDays : false, { signal }),
  });

/** GET /api/suppliers/{id}/run-sheets/{date}: the day's stops in run order. */
export const runSheetQueryOptions = (supplierId: string, date: string) =>
  queryOptions({
    queryKey: runSheetKeys.sheet(supplierId, date),
    queryFn: ({ signal }) => apiGet(runSheetPath(supplierId, date), import.meta.env.DEV ? RunSheet : false, { signal }),
  });
