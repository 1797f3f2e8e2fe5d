import type { QueryClient } from '@tanstack/react-query';
import { venueMenuQueryOptions } from '@/features/venues';
import { RealtimeConnection } from '@/lib/realtime-connection';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import { WatchCounts, type RealtimeWatched } from './realtime-context';
import { realtimeUrl } from './realtime-url';

// A visitor's live pages (decision 0109): a public product page, a venue's page, its tap board. Outside the
// signed-in dashboard a tab opens a socket without a token, only while something is watched, and refetches what
// it shows when the server says it changed. Loaded on first use, so pages that watch nothing carry none of it.

/** how long an unwatched socket stays open, so moving from one page to the next keeps it */
const IDLE_CLOSE_MS = 5_000;

let connection: RealtimeConnection | null = null;
let idleTimer: ReturnType<typeof setTimeout> | undefined;
const counts = new WatchCounts();

export function watchAsVisitor(queryClient: QueryClient, watched: RealtimeWatched): () => void {
  counts.add(watched);
  clearTimeout(idleTimer);
  connection ??= new RealtimeConnection({
    url: realtimeUrl(),
    functionsKey: async () => (await loadRuntimeConfig()).functionsKey,
    onEvent: (event) => {
      if (event.type === 'on-tap.changed') void queryClient.invalidateQueries({ queryKey: venueMenuQueryOptions(event.venueId).queryKey });
      // a product's name or packs show on its page, in lists and on the tap lists that pour it
      if (event.type === 'catalogue.changed')
        void queryClient.invalidateQueries({ predicate: ({ queryKey }) => queryKey[0] === 'products' || queryKey[0] === 'venues' });
    },
    onResync: () => void queryClient.invalidateQueries(),
  });
  connection.watch(counts.productIds, counts.venueIds);
  return () => {
    counts.remove(watched);
    connection?.watch(counts.productIds, counts.venueIds);
    if (!counts.empty) return;
    idleTimer = setTimeout(() => {
      if (!counts.empty) return;
      connection?.close();
      connection = null;
    }, IDLE_CLOSE_MS);
  };
}
