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

export const TIMEOUT_MESSAGE = 'The request timed out. Check your connection and try again.';
const NETWORK_MESSAGE = 'Could not reach Tapline. Check your connection and try again.';

type QueryValue = string | number | string[] | undefined;
export type Query = Record<string, QueryValue>;

/** `{q: 'ipa', tags: ['hazy','hoppy'], page: 2}` → `?q=ipa&tags=hazy%2Choppy&page=2`; empty values are left out. */
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

export interface RequestOptions {
  query?: Query;
  /** TanStack Query's signal: aborted when nobody needs the answer any more */
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * GET an API path and parse the answer with its contract. Adds the app key; gives up after
 * HTTP_TIMEOUT_MS (the original client had no timeout, and a hung request froze the screen).
 */
export async function apiGet<T extends z.ZodType>(path: string, schema: T, options: RequestOptions = {}): Promise<z.infer<T>> {
  const { query = {}, signal, timeoutMs = HTTP_TIMEOUT_MS } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  // a caller's own abort passes through untouched, so TanStack Query can tell a cancel from a failure
  const fail = (error: unknown, fallback: () => ApiError): never => {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
    throw fallback();
  };

  const headers = { accept: 'application/json', [FUNCTIONS_KEY_HEADER]: runtimeConfig().functionsKey };
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${path}${toSearchParams(query)}`, { headers, signal: combined });
    text = await response.text();
  } catch (error) {
    return fail(error, () => new ApiError(0, 'network', NETWORK_MESSAGE));
  }
  const body = parseJson(text);

  if (!response.ok) {
    const parsed = ErrorBody.safeParse(body);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      throw new ApiError(response.status, code, message, details);
    }
    throw new ApiError(response.status, 'http_error', `The server answered ${response.status}.`);
  }

  const parsed = body === undefined ? undefined : schema.safeParse(body);
  if (!parsed?.success) {
    // the server and this build disagree on a contract: say so plainly, keep the issues for Show Error
    throw new ApiError(response.status, 'invalid_response', `The answer from ${path} did not match what Tapline expects.`, parsed?.error.issues);
  }
  return parsed.data as z.infer<T>;
}

function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
