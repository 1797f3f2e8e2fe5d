// The notification centre's public surface: other features and routes import these, never its files.
export { notificationKeys } from './api/notification-keys';
export { NotificationPreferences } from './components/notification-preferences';
