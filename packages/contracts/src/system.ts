import { z } from 'zod';

export { FUNCTIONS_KEY_HEADER } from './wire';

export const Health = z.object({ status: z.literal('ok') });

/** GET /api/health/ready: whether this instance should get traffic, and each check's state (names only, no details). */
export const Readiness = z.object({
  status: z.enum(['ready', 'not_ready']),
  checks: z.record(z.string(), z.enum(['ok', 'failing'])),
  /** true once the instance began shutting down (SIGTERM): it finishes what it has and takes nothing new */
  shuttingDown: z.boolean(),
});
export type Readiness = z.infer<typeof Readiness>;

/** GET /config.json: the web app's runtime settings, so one build runs anywhere. */
export const RuntimeConfig = z.object({
  functionsKey: z.string(),
  supabaseUrl: z.string(),
  supabaseAnonKey: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
