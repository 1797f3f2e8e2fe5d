import { ErrorBody, FUNCTIONS_KEY_HEADER } from '@tapline/contracts';
import type { z } from 'zod';
import { HTTP_TIMEOUT_MS } from '@/app/constants';
import { runtimeConfig } from './runtime-config';

/** Every failed call reaches the screen as this, whatever went wrong underneath. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

type Query = Record<string, string | number | string[] | undefined>;

export function toSearchParams(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length > 0) params.set(key, value.join(','));
    } else {
      params.set(key, String(value));
    }
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** GET an API path and parse the answer with its contract. */
export async function apiGet<T extends z.ZodType>(path: string, schema: T, query: Query = {}, signal?: AbortSignal) {
  const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${path}${toSearchParams(query)}`, {
      headers: { accept: 'application/json', [FUNCTIONS_KEY_HEADER]: runtimeConfig().functionsKey },
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiError(0, 'timeout', 'The request timed out. Check your connection and try again.');
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network', 'Could not reach Tapline. Check your connection and try again.');
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const parsed = ErrorBody.safeParse(body);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'http_error', `The server answered ${response.status}`);
  }
  return schema.parse(body) as z.infer<T>;
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
