import { UnreadCount, type NotificationList } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';
import { notificationsQueryOptions } from './get-notifications';

export type MarkRead = { ids: string[] } | { all: true };

/** The list as it will be once these are read: the server almost never says no, so the bell follows at once. */
export function markedRead(list: NotificationList, input: MarkRead, now = new Date().toISOString()): NotificationList {
  const hits = (id: string) => 'all' in input || input.ids.includes(id);
  const newlyRead = list.items.filter((item) => item.readAt === null && hits(item.id)).length;
  return {
    ...list,
    items: list.items.map((item) => (item.readAt === null && hits(item.id) ? { ...item, readAt: now } : item)),
    unreadCount: 'all' in input ? 0 : Math.max(0, list.unreadCount - newlyRead),
  };
}

/** POST /api/notifications/read: some by id or all; optimistic, rolled back if it fails, then refetched. */
export function useMarkNotificationsRead(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationsQueryOptions(userId);
  return useMutation({
    mutationFn: (input: MarkRead) =>
      apiRequest('POST', '/api/notifications/read', import.meta.env.DEV ? UnreadCount : false, { body: input }),
    onMutate: async (input) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      if (before) queryClient.setQueryData(queryKey, markedRead(before, input));
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}
