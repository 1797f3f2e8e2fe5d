import { describe, expect, it } from 'vitest';
import type { NotificationList } from '@tapline/contracts';
import { markedRead } from './api/mark-notifications-read';
import { bellLabel, formatUnreadBadge } from './unread-badge';

describe('the bell', () => {
  it('shows nothing at 0, the count to 9, then 9+', () => {
    expect([0, -1, Number.NaN, 1, 9, 10, 250].map(formatUnreadBadge)).toEqual(['', '', '', '1', '9', '9+', '9+']);
  });
  it('says the whole count', () => {
    expect(bellLabel(0)).toBe('Notifications, 0 unread');
    expect(bellLabel(12)).toBe('Notifications, 12 unread');
  });
});

describe('marking read before the server answers', () => {
  const item = (id: string, readAt: string | null) => ({
    id,
    kind: 'order_placed' as const,
    organisation: { id: '00000000-0000-4000-8000-000000000001', type: 'supplier' as const, slug: 'harbour', name: 'Harbour' },
    title: 't',
    body: '',
    link: '/dash',
    createdAt: '2026-11-26T01:00:00.000Z',
    readAt,
  });
  const list: NotificationList = {
    items: [item('a', null), item('b', null), item('c', '2026-11-26T02:00:00.000Z')],
    unreadCount: 5,
    nextCursor: null,
  };

  it('marks the named unread ones and counts down by them only', () => {
    const after = markedRead(list, { ids: ['a', 'c'] }, 'now');
    expect(after.items.map((entry) => entry.readAt)).toEqual(['now', null, '2026-11-26T02:00:00.000Z']);
    expect(after.unreadCount).toBe(4);
  });
  it('marks all, and the count (older pages too) goes to 0', () => {
    const after = markedRead(list, { all: true }, 'now');
    expect(after.items.every((entry) => entry.readAt !== null)).toBe(true);
    expect(after.unreadCount).toBe(0);
  });
});
