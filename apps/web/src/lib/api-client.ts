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

export interface MutationOptions extends RequestOptions {
  /** sent as JSON, or as is when it is FormData (uploads) */
  body?: unknown;
  /** e.g. Idempotency-Key */
  headers?: Record<string, string>;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Where the bearer token comes from: the auth provider registers the supabase client's current session. */
let accessTokenSource: () => Promise<string | null> = async () => null;
let onMfaRequired: () => void = () => {};

export function setAccessTokenSource(source: () => Promise<string | null>) {
  accessTokenSource = source;
}

/** Called when a private call answers 401 `mfa_required` (PRODUCT.md §3): the app shows the MFA prompt. */
export function setMfaRequiredHandler(handler: () => void) {
  onMfaRequired = handler;
}

/** GET an API path and parse the answer with its contract. */
export function apiGet<T extends z.ZodType>(path: string, schema: T, options: RequestOptions = {}): Promise<z.infer<T>> {
  return apiRequest('GET', path, schema, options);
}

/** A call whose answer has no body (204), such as a DELETE. */
export async function apiCommand(method: Method, path: string, options: MutationOptions = {}): Promise<void> {
  await apiRequest(method, path, undefined, options);
}

/**
 * Call the API and parse the answer with its contract (`NoContent` for a 204). Adds the app key and, when
 * signed in, the bearer token; gives up after HTTP_TIMEOUT_MS (the original client had no timeout, and a hung
 * request froze the screen).
 */
export async function apiRequest<T extends z.ZodType>(method: Method, path: string, schema: T, options?: MutationOptions): Promise<z.infer<T>>;
export async function apiRequest(method: Method, path: string, schema: undefined, options?: MutationOptions): Promise<undefined>;
export async function apiRequest(method: Method, path: string, schema: z.ZodType | undefined, options: MutationOptions = {}): Promise<unknown> {
  const { query = {}, signal, timeoutMs = HTTP_TIMEOUT_MS, body, headers: extraHeaders = {} } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  // a caller's own abort passes through untouched, so TanStack Query can tell a cancel from a failure
  const fail = (error: unknown, fallback: () => ApiError): never => {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
    throw fallback();
  };

  const headers: Record<string, string> = { accept: 'application/json', [FUNCTIONS_KEY_HEADER]: runtimeConfig().functionsKey, ...extraHeaders };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    const token = await accessTokenSource();
    if (token) headers.authorization = `Bearer ${token}`;
    combined.throwIfAborted();
    const init: RequestInit = { method, headers, signal: combined };
    if (body !== undefined) init.body = isForm ? (body as FormData) : JSON.stringify(body);
    response = await fetch(`${path}${toSearchParams(query)}`, init);
    text = await response.text();
  } catch (error) {
    return fail(error, () => new ApiError(0, 'network', NETWORK_MESSAGE));
  }
  return answerOf(response.status, text, path, schema);
}

/** An answer's body as the contract's value, or the ApiError it stands for. */
function answerOf(status: number, text: string, path: string, schema: z.ZodType | undefined): unknown {
  const parsedBody = parseJson(text);
  if (status < 200 || status >= 300) {
    const parsed = ErrorBody.safeParse(parsedBody);
    if (parsed.success) {
      const { code, message, details } = parsed.data.error;
      if (status === 401 && code === 'mfa_required') onMfaRequired();
      throw new ApiError(status, code, message, details);
    }
    throw new ApiError(status, 'http_error', `The server answered ${status}.`);
  }

  if (schema === undefined) return undefined;
  const parsed = parsedBody === undefined ? undefined : schema.safeParse(parsedBody);
  if (!parsed?.success) {
    // the server and this build disagree on a contract: say so plainly, keep the issues for Show Error
    throw new ApiError(status, 'invalid_response', `The answer from ${path} did not match what Tapline expects.`, parsed?.error.issues);
  }
  return parsed.data;
}

export interface UploadOptions {
  method?: 'PUT' | 'POST';
  /** 0–1 as the body goes up */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  timeoutMs?: number;
}

/**
 * Sends a multipart form (a logo, an import) and parses the answer with its contract. fetch can't report how
 * much of a body has gone up, so this one call uses XMLHttpRequest; headers, errors and timeouts are the same.
 */
export async function apiUpload<T extends z.ZodType>(path: string, form: FormData, schema: T, options: UploadOptions = {}): Promise<z.infer<T>> {
  const { method = 'PUT', onProgress, signal, timeoutMs = HTTP_TIMEOUT_MS * 4 } = options;
  const token = await accessTokenSource();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.timeout = timeoutMs;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(FUNCTIONS_KEY_HEADER, runtimeConfig().functionsKey);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new ApiError(0, 'network', NETWORK_MESSAGE));
    request.ontimeout = () => reject(new ApiError(0, 'timeout', TIMEOUT_MESSAGE));
    request.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form);
  });
  return answerOf(status, text, path, schema) as z.infer<T>;
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

/** The field errors of a 400 (`details: [{field, message}]`), for showing on the form's own fields. */
export function fieldErrors(error: unknown): { field: string; message: string }[] {
  if (!(error instanceof ApiError) || !Array.isArray(error.details)) return [];
  return error.details.filter(
    (detail): detail is { field: string; message: string } =>
      typeof detail === 'object' && detail !== null && typeof (detail as { field?: unknown }).field === 'string' && typeof (detail as { message?: unknown }).message === 'string',
  );
}
