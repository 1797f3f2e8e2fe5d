import { Bell } from 'lucide-react';
import { lazy } from 'react';
import { PanelButton } from '@/components/ui/panel-button';
import { useNotifications } from '../api/get-notifications';
import { bellLabel, formatUnreadBadge } from '../unread-badge';

// the panel (Radix dialog, the list) is for those who open it: fetched when the pointer or focus reaches the bell
const loadPanel = () => import('./notification-panel');
const NotificationPanel = lazy(() => loadPanel().then((module) => ({ default: module.NotificationPanel })));

/** The header's bell: the unread count as a badge, opening the latest notifications. */
export function NotificationBell({ userId }: { userId: string }) {
  const notifications = useNotifications(userId);
  const unread = notifications.data?.unreadCount ?? 0;
  const badge = formatUnreadBadge(unread);
  return (
    <PanelButton
      label={bellLabel(unread)}
      className="relative"
      preload={loadPanel}
      panel={(props) => <NotificationPanel userId={userId} {...props} />}
    >
      <Bell aria-hidden="true" className="h-5 w-5" />
      {badge ? (
        <span
          aria-hidden="true"
          data-testid="notification-badge"
          className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-malt-700 px-1 text-center text-xs font-bold leading-5 text-white tabular-nums"
        >
          {badge}
        </span>
      ) : null}
    </PanelButton>
  );
}
