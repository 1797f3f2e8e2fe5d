import { NotificationPreference, NotificationPreferenceList, type NotificationPreferenceInput } from '@tapline/contracts';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest } from '@/lib/api-client';
import { notificationKeys } from './notification-keys';

/** GET /api/notifications/preferences: the person's mail choices, one per organisation they belong to. */
export const notificationPreferencesQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: notificationKeys.preferences(userId),
    queryFn: ({ signal }) => apiGet('/api/notifications/preferences', import.meta.env.DEV ? NotificationPreferenceList : false, { signal }),
  });

/** PUT /api/notifications/preferences/{organisationId}; the answer replaces that organisation's row. */
export function useSetNotificationPreferences(userId: string) {
  const queryClient = useQueryClient();
  const { queryKey } = notificationPreferencesQueryOptions(userId);
  return useMutation({
    mutationFn: ({ organisationId, ...input }: NotificationPreferenceInput & { organisationId: string }) =>
      apiRequest(
        'PUT',
        `/api/notifications/preferences/${encodeURIComponent(organisationId)}`,
        import.meta.env.DEV ? NotificationPreference : false,
        { body: input },
      ),
    // the box shows the choice at once; a refusal puts it back
    onMutate: async ({ organisationId, ...input }) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(
        queryKey,
        (list) => list && { items: list.items.map((item) => (item.organisation.id === organisationId ? { ...item, ...input } : item)) },
      );
      return { before };
    },
    onError: (_error, _input, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
