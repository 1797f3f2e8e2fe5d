// Constants from the original product (spec §9, PRODUCT.md §5).
const MINUTE = 60_000;

export const QUERY_DEFAULTS = {
  retry: 3,
  /** exponential back-off capped at 30 s */
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000),
  gcTime: 5 * MINUTE,
} as const;

export const ROUTER_DEFAULTS = {
  defaultPreload: 'intent',
  defaultPreloadDelay: 50,
  defaultPendingMs: 1000,
  defaultPendingMinMs: 500,
  defaultGcTime: 5 * MINUTE,
  defaultPreloadStaleTime: 30_000,
} as const;

export const TOAST_DEFAULTS = {
  position: 'top-right',
  gutter: 8,
  duration: 4000,
  successDuration: 2000,
  maxVisible: 20,
} as const;

/** The product's own HTTP client times out (the original had none: a hung request froze the screen). */
export const HTTP_TIMEOUT_MS = 15_000;

export const ACTIVE_ENTITY_KEY = 'activeEntity';
