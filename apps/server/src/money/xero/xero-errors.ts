/** What Xero said about the caller's remaining quota (docs/protocols/xero.md, Rate limits); absent headers stay undefined. */
export interface XeroRateLimits {
  minuteRemaining?: number;
  dayRemaining?: number;
  appMinuteRemaining?: number;
}

function headerNumber(headers: Headers, name: string): number | undefined {
  const value = headers.get(name);
  if (value === null || value.trim() === '') return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function readRateLimits(headers: Headers): XeroRateLimits {
  return {
    minuteRemaining: headerNumber(headers, 'x-minlimit-remaining'),
    dayRemaining: headerNumber(headers, 'x-daylimit-remaining'),
    appMinuteRemaining: headerNumber(headers, 'x-appminlimit-remaining'),
  };
}

/** Every failure of a call to Xero; the subclasses say what the caller should do about it. */
export class XeroError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly limits: XeroRateLimits = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export interface XeroValidationElement {
  [field: string]: unknown;
  ValidationErrors?: { Message: string }[];
}

/** 400 ValidationException: show `messages` to the user (a certification checkpoint); never retry as is. */
export class XeroValidationError extends XeroError {
  constructor(
    readonly messages: string[],
    readonly elements: XeroValidationElement[],
    limits: XeroRateLimits,
  ) {
    super(messages.length > 0 ? messages.join(' ') : 'Xero refused the request', 400, limits);
  }
}

/**
 * 401 or 403 (problem JSON). `tokenExpired`: refresh once and retry. 401 otherwise: refresh, then "needs
 * reconnecting"; `AuthorizationUnsuccessful`: a scope is missing; 403: the tenant is no longer connected.
 */
export class XeroUnauthorizedError extends XeroError {
  readonly tokenExpired: boolean;
  constructor(
    status: 401 | 403,
    readonly detail: string,
    limits: XeroRateLimits,
  ) {
    super(`Xero answered ${status}: ${detail || (status === 401 ? 'Unauthorized' : 'Forbidden')}`, status, limits);
    this.tokenExpired = detail.startsWith('TokenExpired');
  }
}

/** 429: pause this tenant for `retryAfterSeconds` when Xero gave it (minute and day limits), else back off. */
export class XeroRateLimitedError extends XeroError {
  constructor(
    readonly retryAfterSeconds: number | undefined,
    readonly problem: string | undefined,
    limits: XeroRateLimits,
  ) {
    super(
      `Xero's ${problem ?? 'rate'} limit was reached${retryAfterSeconds === undefined ? '' : `; retry after ${retryAfterSeconds} s`}`,
      429,
      limits,
    );
  }
}

export class XeroNotFoundError extends XeroError {
  constructor(what: string, limits: XeroRateLimits) {
    super(`Xero has no ${what}`, 404, limits);
  }
}

/** 5xx (maintenance, "Organisation offline", an internal error): retry later. */
export class XeroServerError extends XeroError {
  constructor(status: number, body: string, limits: XeroRateLimits) {
    super(`Xero answered ${status}${body ? `: ${body.slice(0, 200)}` : ''}`, status, limits);
  }
}

/**
 * The identity server refused a token request (RFC 6749 §5.2). `invalid_grant` on a refresh means the grant is
 * gone (revoked, expired, or superseded after the grace period): the integration needs reconnecting.
 */
export class XeroOAuthError extends XeroError {
  constructor(
    readonly error: string,
    readonly description: string | undefined,
    status: number,
  ) {
    super(`Xero refused the token request: ${error}${description ? ` (${description})` : ''}`, status);
  }

  get reconnectNeeded(): boolean {
    return this.error === 'invalid_grant';
  }
}

function collectValidationMessages(body: unknown): { messages: string[]; elements: XeroValidationElement[] } {
  const parsed = (body ?? {}) as { Message?: string; Elements?: XeroValidationElement[] };
  const elements = Array.isArray(parsed.Elements) ? parsed.Elements : [];
  const messages = elements.flatMap((element) => (element.ValidationErrors ?? []).map((error) => error.Message));
  if (messages.length === 0 && parsed.Message) messages.push(parsed.Message);
  return { messages, elements };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The typed error for a non-2xx answer from `/connections` or the Accounting API. */
export async function xeroErrorFrom(response: Response, what: string): Promise<XeroError> {
  const limits = readRateLimits(response.headers);
  const text = await response.text().catch(() => '');
  const body = parseJson(text);
  const status = response.status;
  if (status === 400) {
    const { messages, elements } = collectValidationMessages(body);
    return new XeroValidationError(messages, elements, limits);
  }
  if (status === 401 || status === 403) {
    const detail = (body as { Detail?: unknown } | undefined)?.Detail;
    return new XeroUnauthorizedError(status, typeof detail === 'string' ? detail : '', limits);
  }
  if (status === 404) return new XeroNotFoundError(what, limits);
  if (status === 429) {
    const retryAfter = response.headers.get('retry-after');
    const seconds = retryAfter === null ? undefined : Number(retryAfter);
    return new XeroRateLimitedError(
      seconds !== undefined && Number.isFinite(seconds) ? seconds : undefined,
      response.headers.get('x-rate-limit-problem') ?? undefined,
      limits,
    );
  }
  if (status >= 500) return new XeroServerError(status, text, limits);
  return new XeroError(`Xero answered ${status} for ${what}`, status, limits);
}
