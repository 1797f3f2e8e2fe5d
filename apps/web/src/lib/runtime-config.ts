import type { RuntimeConfig } from '@tapline/contracts';
import { HTTP_TIMEOUT_MS } from '@/app/constants';

/** The element the server writes into index.html's head: `<script id="tapline-config" type="application/json">`. */
export const EMBEDDED_CONFIG_ID = 'tapline-config';

let current: RuntimeConfig | undefined;

/**
 * The `RuntimeConfig` contract (three strings), checked by hand: every page reads it, and a zod schema here would
 * put zod into every page's scripts (docs/decisions/0087).
 */
function parseRuntimeConfig(value: unknown): RuntimeConfig {
  const config = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const { functionsKey, supabaseUrl, supabaseAnonKey } = config;
  if (typeof functionsKey !== 'string' || typeof supabaseUrl !== 'string' || typeof supabaseAnonKey !== 'string') {
    throw new Error('The runtime config needs functionsKey, supabaseUrl and supabaseAnonKey as text');
  }
  return { functionsKey, supabaseUrl, supabaseAnonKey };
}
let loading: Promise<RuntimeConfig> | undefined;

/** The config the server embedded in the page, if it did (it doesn't under `vite dev`). */
export function readEmbeddedConfig(doc: Pick<Document, 'getElementById'> | undefined = globalThis.document): RuntimeConfig | undefined {
  const text = doc?.getElementById(EMBEDDED_CONFIG_ID)?.textContent;
  if (!text) return undefined;
  return parseRuntimeConfig(JSON.parse(text));
}

async function fetchConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache', signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  return parseRuntimeConfig(await response.json());
}

/**
 * The deployment's settings, so the same build runs against any deployment: read from the page when the server
 * embedded them, else fetched once from /config.json. Nothing waits for it before the first paint; the API
 * client and the auth client wait for it.
 */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (current) return Promise.resolve(current);
  loading ??= Promise.resolve()
    .then(() => readEmbeddedConfig() ?? fetchConfig())
    .then((config) => (current = config))
    .catch((error: unknown) => {
      // a later call tries again (the network may be back)
      loading = undefined;
      throw error;
    });
  return loading;
}

/** The server's first-paint render (decision 0104) gives the config it writes into the page. */
export function setRuntimeConfig(config: RuntimeConfig) {
  current = config;
}

/** The config once loaded (boot starts loading it before anything renders). */
export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is not loaded yet');
  return current;
}
