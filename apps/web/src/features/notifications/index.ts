// The notification centre's public surface: other features and routes import these, never its files.
export { notificationKeys } from './api/notification-keys';
export { notificationsQueryOptions, useNotifications } from './api/get-notifications';
export { notificationPreferencesQueryOptions } from './api/notification-preferences';
export { NotificationBell } from './components/notification-bell';
export { NotificationPreferences } from './components/notification-preferences';
