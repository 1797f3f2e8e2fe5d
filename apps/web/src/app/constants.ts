// Constants from the original product (docs/domain.md, Constants). Change them here, nowhere else.
const MINUTE = 60_000;

/** TanStack Query defaults: 3 retries, exponential back-off capped at 30 s, unused data dropped after 5 min. */
export const QUERY_DEFAULTS = {
  retry: 3,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * MINUTE,
} as const;

/** TanStack Router defaults. */
export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultPreloadStaleTime: 30_000,
  defaultGcTime: 5 * MINUTE,
} as const;

/** Toasts: top-right, 4 s (success 2 s, loading until dismissed), at most 20 on screen, 8 px apart. */
export const TOAST_DEFAULTS = {
  position: 'top-right',
  gutter: 8,
  duration: 4000,
  successDuration: 2000,
  loadingDuration: Infinity,
  maxVisible: 20,
} as const;

/** The product's own HTTP client times out (the original had none: a hung request froze the screen). */
export const HTTP_TIMEOUT_MS = 15_000;

/** localStorage key of the organisation the user acts for (docs/domain.md, Organisations and the active entity). */
export const ACTIVE_ENTITY_KEY = 'activeEntity';
