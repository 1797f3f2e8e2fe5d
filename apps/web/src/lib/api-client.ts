import { type ErrorBody, errorCodes, FUNCTIONS_KEY_HEADER } from '@tapline/contracts';
import type { z } from 'zod';
import { HTTP_TIMEOUT_MS } from '@/app/constants';
import { isServerRender, takeEmbeddedAnswer } from './embedded-answers';
import { loadRuntimeConfig } from './runtime-config';

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
  /** the browser's HTTP cache mode (default: as the answer's Cache-Control says) */
  cache?: RequestCache;
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

/** Called when a private call answers 401 `mfa_required` (docs/domain.md, Roles and permissions): the app shows the MFA prompt. */
export function setMfaRequiredHandler(handler: () => void) {
  onMfaRequired = handler;
}

/**
 * An answer's contract, or `false` where the build checks no answers: callers write
 * `import.meta.env.DEV ? Contract : false`, so development and tests (vitest) parse every answer with its contract
 * while a production build drops the contracts, and zod with them, from the scripts a page loads
 * (docs/decisions/0087). The API's own tests parse every answer with the same contracts (`parseAnswer`).
 */
export type AnswerContract<T extends z.ZodType> = T | false;

/**
 * GET an API path and parse the answer with its contract. The first GET of a URL whose answer the server wrote
 * into the page (decision 0090) takes it from there, checked by the same contract where the build checks answers.
 */
/** the GET addresses this tab has asked for (or was given in the page) */
const askedBefore = new Set<string>();

export async function apiGet<T extends z.ZodType>(
  path: string,
  schema: AnswerContract<T>,
  options: RequestOptions = {},
): Promise<z.infer<T>> {
  const address = `${path}${toSearchParams(options.query ?? {})}`;
  const embedded = takeEmbeddedAnswer(address);
  if (embedded) {
    askedBefore.add(address);
    return answerOf(200, JSON.stringify(embedded.value), path, schema) as z.infer<T>;
  }
  // the server's first-paint render reads nothing but what it embeds (its caller drops a render that missed)
  if (isServerRender()) throw new ApiError(0, 'network', NETWORK_MESSAGE);
  // A public answer may be kept by the browser for its max-age (30 s). Asked again, it is because the tab wants it
  // fresh (a realtime event, a refetch on focus or a poll): the browser then checks with the server (If-None-Match,
  // a 304 when nothing changed) instead of handing back the copy it kept.
  const again = askedBefore.has(address);
  askedBefore.add(address);
  return apiRequest('GET', path, schema, again && !options.cache ? { ...options, cache: 'no-cache' } : options);
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
export async function apiRequest<T extends z.ZodType>(
  method: Method,
  path: string,
  schema: AnswerContract<T>,
  options?: MutationOptions,
): Promise<z.infer<T>>;
export async function apiRequest(method: Method, path: string, schema: undefined, options?: MutationOptions): Promise<undefined>;
export async function apiRequest(
  method: Method,
  path: string,
  schema: AnswerContract<z.ZodType> | undefined,
  options: MutationOptions = {},
): Promise<unknown> {
  const { query = {}, signal, timeoutMs = HTTP_TIMEOUT_MS, body, headers: extraHeaders = {}, cache } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  // a caller's own abort passes through untouched, so TanStack Query can tell a cancel from a failure
  const fail = (error: unknown, fallback: () => ApiError): never => {
    if (signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'timeout', TIMEOUT_MESSAGE);
    throw fallback();
  };

  const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';
  let response: Response;
  let text: string;
  try {
    // the page paints before the config is known; the first call waits for it
    headers[FUNCTIONS_KEY_HEADER] = (await loadRuntimeConfig()).functionsKey;
    const token = await accessTokenSource();
    if (token) headers.authorization = `Bearer ${token}`;
    combined.throwIfAborted();
    const init: RequestInit = { method, headers, signal: combined, ...(cache ? { cache } : {}) };
    if (body !== undefined) init.body = isForm ? (body as FormData) : JSON.stringify(body);
    response = await fetch(`${path}${toSearchParams(query)}`, init);
    text = await response.text();
  } catch (error) {
    return fail(error, () => new ApiError(0, 'network', NETWORK_MESSAGE));
  }
  return answerOf(response.status, text, path, schema);
}

/**
 * The `ErrorBody` contract (`{ error: { code, message, details? } }`), checked by hand: error answers are read in
 * every build, and a schema here would put zod back into every page's scripts.
 */
function errorOf(body: unknown): ErrorBody['error'] | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return undefined;
  const { code, message, details } = error as Record<string, unknown>;
  const known = errorCodes.find((item) => item === code);
  return known && typeof message === 'string' ? { code: known, message, details } : undefined;
}

/** An answer's body as the contract's value, or the ApiError it stands for. */
function answerOf(status: number, text: string, path: string, schema: AnswerContract<z.ZodType> | undefined): unknown {
  const parsedBody = parseJson(text);
  if (status < 200 || status >= 300) {
    const error = errorOf(parsedBody);
    if (error) {
      const { code, message, details } = error;
      if (status === 401 && code === 'mfa_required') onMfaRequired();
      throw new ApiError(status, code, message, details);
    }
    throw new ApiError(status, 'http_error', `The server answered ${status}.`);
  }

  if (schema === undefined) return undefined;
  if (schema === false) {
    if (parsedBody === undefined)
      throw new ApiError(status, 'invalid_response', `The answer from ${path} did not match what Tapline expects.`);
    return parsedBody;
  }
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
 * Sends a multipart form (a logo) or a large JSON body (a CSV import's rows, `{ json }`) and parses the answer with
 * its contract. fetch can't report how much of a body has gone up, so this one call uses XMLHttpRequest; headers,
 * errors and timeouts are the same.
 */
export async function apiUpload<T extends z.ZodType>(
  path: string,
  form: FormData | { json: unknown },
  schema: AnswerContract<T>,
  options: UploadOptions = {},
): Promise<z.infer<T>> {
  const { method = 'PUT', onProgress, signal, timeoutMs = HTTP_TIMEOUT_MS * 4 } = options;
  const { functionsKey } = await loadRuntimeConfig();
  const token = await accessTokenSource();
  const { status, text } = await new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open(method, path);
    request.timeout = timeoutMs;
    request.setRequestHeader('accept', 'application/json');
    request.setRequestHeader(FUNCTIONS_KEY_HEADER, functionsKey);
    if (token) request.setRequestHeader('authorization', `Bearer ${token}`);
    if (!(form instanceof FormData)) request.setRequestHeader('content-type', 'application/json');
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(event.loaded / event.total);
    };
    request.onload = () => resolve({ status: request.status, text: request.responseText });
    request.onerror = () => reject(new ApiError(0, 'network', NETWORK_MESSAGE));
    request.ontimeout = () => reject(new ApiError(0, 'timeout', TIMEOUT_MESSAGE));
    request.onabort = () => reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });
    request.send(form instanceof FormData ? form : JSON.stringify(form.json));
  });
  return answerOf(status, text, path, schema) as z.infer<T>;
}

/**
 * GETs a file with the app key and bearer token: its bytes and the response. A refusal is the same ApiError as
 * elsewhere.
 */
async function fetchFile(path: string, signal?: AbortSignal): Promise<{ response: Response; blob: Blob }> {
  const headers: Record<string, string> = { [FUNCTIONS_KEY_HEADER]: (await loadRuntimeConfig()).functionsKey };
  try {
    const token = await accessTokenSource();
    if (token) headers.authorization = `Bearer ${token}`;
    const timeout = AbortSignal.timeout(HTTP_TIMEOUT_MS * 4);
    const response = await fetch(path, { headers, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    if (!response.ok) {
      answerOf(response.status, await response.text(), path, undefined);
    }
    return { response, blob: await response.blob() };
  } catch (error) {
    if (error instanceof ApiError || (error instanceof DOMException && error.name === 'AbortError' && signal?.aborted)) throw error;
    throw new ApiError(0, 'network', NETWORK_MESSAGE);
  }
}

/** GETs a private file (a proof-of-delivery photo) for showing: its bytes, as the signed-in person may read them. */
export async function apiBlob(path: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchFile(path, signal)).blob;
}

/**
 * GETs a file (a CSV export) and hands it to the browser as a download named as the server's Content-Disposition says
 * (else `fallbackName`).
 */
export async function apiDownload(path: string, fallbackName: string): Promise<void> {
  const { response, blob } = await fetchFile(path);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
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
      typeof detail === 'object' &&
      detail !== null &&
      typeof (detail as { field?: unknown }).field === 'string' &&
      typeof (detail as { message?: unknown }).message === 'string',
  );
}
