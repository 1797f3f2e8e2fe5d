// The order messages feature's public surface: routes and other features import these, never its files (docs/conventions.md, Boundaries).
export { orderMessageKeys } from './api/order-message-keys';
export { OrderMessages } from './components/order-messages';
export { UnreadMessagesBadge } from './components/unread-messages-badge';
