import type { Notification } from '@tapline/contracts';
import { useNavigate } from '@tanstack/react-router';
import { BellOff, CheckCheck } from 'lucide-react';
import type { KeyboardEvent, MouseEvent } from 'react';
import { DialogPanel, PanelCloseButton, PanelTitle } from '@/components/ui/dialog-panel';
import type { PanelProps } from '@/components/ui/panel-button';
import { LoadingRows } from '@/components/ui/skeleton';
import { useEntity } from '@/features/session';
import { formatRelative } from '@/lib/format-time';
import { useNotifications } from '../api/get-notifications';
import { useMarkNotificationsRead } from '../api/mark-notifications-read';

const ITEM_SELECTOR = '[data-notification-item]';

/** ↓/↑ (and Home/End) move between the notifications, as in a menu; Tab still walks every control. */
function moveFocus(event: KeyboardEvent<HTMLUListElement>) {
  const items = [...event.currentTarget.querySelectorAll<HTMLElement>(ITEM_SELECTOR)];
  const index = items.indexOf(document.activeElement as HTMLElement);
  const next =
    event.key === 'ArrowDown'
      ? index + 1
      : event.key === 'ArrowUp'
        ? index - 1
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? items.length - 1
            : null;
  if (next === null || items.length === 0) return;
  event.preventDefault();
  items[Math.max(0, Math.min(items.length - 1, next))]?.focus();
}

/**
 * The bell's panel: a Radix dialog (focus kept inside, Escape closes, the focus goes back to the bell) under the
 * bell on wide screens and across the top on phones. A notification is a link to its page; following it marks it
 * read and makes its organisation the active one (a team page follows the active entity).
 */
export function NotificationPanel({ userId, open, onOpenChange, trigger }: PanelProps & { userId: string }) {
  const notifications = useNotifications(userId);
  const markRead = useMarkNotificationsRead(userId);
  const navigate = useNavigate();
  const { choose } = useEntity();
  const unread = notifications.data?.unreadCount ?? 0;

  const follow = (event: MouseEvent<HTMLAnchorElement>, notification: Notification) => {
    if (notification.readAt === null) markRead.mutate({ ids: [notification.id] });
    // a new tab or window opens the page by itself; this one is left as it is
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    choose(notification.organisation);
    onOpenChange(false);
    void navigate({ href: notification.link });
  };

  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={() => trigger.current}
      overlayClassName="bg-stone-900/20 sm:bg-transparent"
      className="inset-x-2 top-[4.25rem] flex max-h-[calc(100dvh-5rem)] flex-col overflow-hidden rounded-xl border border-line sm:left-auto sm:right-4 sm:w-[26rem] lg:right-[max(1rem,calc((100vw-72rem)/2+1rem))]"
    >
      <div className="flex items-center gap-2 border-b border-line py-2 pl-4 pr-2">
        <PanelTitle className="text-base font-semibold text-ink">Notifications</PanelTitle>
        {/* the bell says it already; on a phone the row keeps its room for the buttons */}
        {unread > 0 ? <span className="hidden text-sm text-ink-soft tabular-nums sm:inline">{unread} unread</span> : null}
        <div className="ml-auto flex items-center gap-1">
          {unread > 0 ? (
            <button
              type="button"
              className="inline-flex h-9 items-center gap-1.5 whitespace-nowrap rounded-lg px-2.5 text-sm font-semibold text-malt-700 hover:bg-malt-50"
              onClick={() => markRead.mutate({ all: true })}
            >
              <CheckCheck aria-hidden="true" className="h-4 w-4" />
              Mark all read
            </button>
          ) : null}
          <PanelCloseButton label="Close notifications" size="h-9 w-9" />
        </div>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {notifications.isPending ? (
          <LoadingRows className="space-y-4 p-4" rowClassName="space-y-2" lines={['h-4 w-3/4', 'h-3 w-1/2']} />
        ) : notifications.isError ? (
          <div role="alert" className="p-6 text-center">
            <p className="font-semibold text-ink">Your notifications didn’t load</p>
            <p className="mt-1 text-sm text-ink-soft">Check your connection, then try again.</p>
            <button
              type="button"
              className="mt-3 inline-flex h-9 items-center rounded-lg bg-malt-700 px-3 text-sm font-semibold text-white hover:bg-malt-800"
              onClick={() => void notifications.refetch()}
            >
              Retry
            </button>
          </div>
        ) : notifications.data.items.length === 0 ? (
          <div className="flex flex-col items-center p-8 text-center">
            <BellOff aria-hidden="true" className="h-8 w-8 text-ink-soft" />
            <p className="mt-2 font-semibold text-ink">No notifications yet</p>
            <p className="mt-1 text-sm text-ink-soft">New orders, changes to orders and people joining your team show up here.</p>
          </div>
        ) : (
          <ul aria-label="Latest notifications" className="divide-y divide-line" onKeyDown={moveFocus}>
            {notifications.data.items.map((notification) => (
              <li key={notification.id}>
                <NotificationItem notification={notification} onFollow={follow} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </DialogPanel>
  );
}

function NotificationItem({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: (event: MouseEvent<HTMLAnchorElement>, notification: Notification) => void;
}) {
  const unread = notification.readAt === null;
  return (
    <a
      href={notification.link}
      data-notification-item=""
      onClick={(event) => onFollow(event, notification)}
      onAuxClick={(event) => onFollow(event, notification)}
      className={`flex gap-3 px-4 py-3 hover:bg-malt-50 focus-visible:bg-malt-50 ${unread ? 'bg-malt-50/60' : ''}`}
    >
      <span aria-hidden="true" className={`mt-1.5 h-2.5 w-2.5 shrink-0 rounded-full ${unread ? 'bg-malt-600' : 'bg-transparent'}`} />
      <span className="min-w-0 flex-1">
        <span className={`block break-words text-sm ${unread ? 'font-semibold text-ink' : 'font-medium text-ink-soft'}`}>
          {unread ? <span className="sr-only">Unread: </span> : null}
          {notification.title}
        </span>
        {notification.body ? (
          <span className="mt-0.5 line-clamp-2 block whitespace-pre-line break-words text-sm text-ink-soft">{notification.body}</span>
        ) : null}
        <span className="mt-1 block text-xs text-ink-soft">
          {notification.organisation.name} · <time dateTime={notification.createdAt}>{formatRelative(notification.createdAt)}</time>
        </span>
      </span>
    </a>
  );
}
