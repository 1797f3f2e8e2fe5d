import { RuntimeConfig } from '@tapline/contracts';
import { HTTP_TIMEOUT_MS } from '@/app/constants';

let current: RuntimeConfig | undefined;

/** Fetched once at boot, before anything renders, so the same build runs against any deployment. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  const response = await fetch('/config.json', { cache: 'no-cache', signal: AbortSignal.timeout(HTTP_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  current = RuntimeConfig.parse(await response.json());
  return current;
}

export function runtimeConfig(): RuntimeConfig {
  if (!current) throw new Error('The runtime config is not loaded yet');
  return current;
}
