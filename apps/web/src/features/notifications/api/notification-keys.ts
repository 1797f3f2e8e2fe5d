/**
 * One key factory for notifications (docs/conventions.md, Query keys and identity). Everything sits under `all`: an invalidation of
 * `notificationKeys.all` (a realtime event, a step taken) reaches the bell, its panel and the preferences.
 */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: (userId: string) => [...notificationKeys.all, 'list', userId] as const,
  preferences: (userId: string) => [...notificationKeys.all, 'preferences', userId] as const,
};
