import { useSyncExternalStore } from 'react';

const nothingToFollow = () => () => {};

/**
 * True while a render must match the server's first paint (decision 0151): on the server, and in the browser while
 * React hydrates the painted page; false ever after, and from the start on a page the server did not paint. React
 * renders the component again, with false, once it has hydrated it. What only the browser knows (a stored
 * session, its time zone) goes behind it, so hydration finds the painted elements as the server wrote them.
 */
export function useFirstPaint(): boolean {
  return useSyncExternalStore(
    nothingToFollow,
    () => false,
    () => true,
  );
}
