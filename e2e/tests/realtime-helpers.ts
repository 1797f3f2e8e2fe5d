import type { Page } from '@playwright/test';

/** Resolves once the page's realtime socket has been told it is subscribed (so nothing sent after it is missed). */
export function subscribed(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/realtime')) return;
      socket.on('framereceived', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"subscribed"')) resolve();
      });
    });
  });
}
