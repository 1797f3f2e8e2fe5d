import { NotificationList } from '@tapline/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** The bell's panel shows this many, the newest. */
const PANEL_SIZE = 20;
/** Until the realtime socket invalidates `notificationKeys.all`, the bell asks again every minute. */
const POLL_INTERVAL_MS = 60_000;

/** GET /api/notifications: the newest of the signed-in person's, with their unread count. */
export const notificationsQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ signal }) =>
      apiGet('/api/notifications', import.meta.env.DEV ? NotificationList : false, { query: { limit: PANEL_SIZE }, signal }),
    staleTime: 15_000,
    refetchInterval: POLL_INTERVAL_MS,
    refetchOnWindowFocus: true,
  });

/** The bell's list and count, while someone is signed in. */
export function useNotifications(userId: string | undefined) {
  return useQuery({ ...notificationsQueryOptions(userId ?? ''), enabled: Boolean(userId) });
}
