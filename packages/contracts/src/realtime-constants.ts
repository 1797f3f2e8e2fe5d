// The realtime channel's constants, apart from its schemas: the browser's client imports these without zod
// (a public page's visitor socket must not pull the schemas into its chunk).

/** The realtime heartbeat (docs/domain.md, Constants). The client pings this often; the server pings too and drops a silent socket. */
export const REALTIME_HEARTBEAT_MS = 30_000;
/** a socket that has not signed in this long after it opened is closed */
export const REALTIME_AUTH_TIMEOUT_MS = 10_000;

/** Close codes of our own (4000–4999 are the application's). */
export const realtimeCloseCodes = {
  /** no valid token in time, a token that expired without a new one, or a session that ended */
  unauthorized: 4401,
  /** a message that is not one of ours, or too many of them */
  badMessage: 4400,
  /** the server is shutting down: reconnect (to another instance) */
  goingAway: 1001,
} as const;
