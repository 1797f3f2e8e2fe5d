import { z } from 'zod';

export { FUNCTIONS_KEY_HEADER } from './wire';

export const Health = z.object({ status: z.literal('ok') });

/** GET /config.json: the web app's runtime settings, so one build runs anywhere. */
export const RuntimeConfig = z.object({
  functionsKey: z.string(),
  supabaseUrl: z.string(),
  supabaseAnonKey: z.string(),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfig>;
