import { FUNCTIONS_KEY_HEADER } from '@tapline/contracts';
import { servedByOf } from './haproxy-config';

// The scale-out test's HTTP client: every request it sends is recorded with when it started, how long it took,
// what answered it and whether it failed, so the run can be judged window by window afterwards.

export interface RequestRecord {
  /** what the request was for (search, checkout, accept…) */
  operation: string;
  method: string;
  startedAt: number;
  ms: number;
  /** 0 when no answer came (the connection failed or timed out) */
  status: number;
  /** the instance HAProxy sent it to (its x-served-by header), or the one called directly */
  servedBy: string | undefined;
  /** HAProxy had every instance down by its probes and sent it to an unprobed entry (its fail-open) */
  lastResort: boolean;
  /** why it counts as failed: no answer, a 5xx, or a status the operation never expects; undefined when it did not */
  failure: string | undefined;
}

export interface Answer<T = unknown> {
  status: number;
  body: T;
  servedBy: string | undefined;
  /** the answer was one the caller expected */
  ok: boolean;
}

export interface CallOptions {
  token?: string;
  json?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
  /** the statuses this operation may answer; anything else (and every 5xx) is a failure */
  expect: number[];
  /** the app key is sent unless false (the auth service and the health probes take none) */
  functionsKey?: boolean;
}

/** the most one request may take before it counts as failed: generous, the machine may be shared and busy */
const REQUEST_TIMEOUT_MS = 30_000;

export class Recorder {
  readonly records: RequestRecord[] = [];
  /** when the load began: times in the summary are counted from it */
  origin = Date.now();

  /** seconds since the load began, one decimal */
  at(time: number | undefined): string {
    return time === undefined ? '?' : ((time - this.origin) / 1000).toFixed(1);
  }

  failures(): RequestRecord[] {
    return this.records.filter((record) => record.failure !== undefined);
  }

  /** the requests that started within [from, to] */
  between(from: number, to: number): RequestRecord[] {
    return this.records.filter((record) => record.startedAt >= from && record.startedAt <= to);
  }
}

export function percentile(values: number[], fraction: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}

export class ApiClient {
  constructor(
    readonly baseUrl: string,
    private readonly functionsKey: string,
    private readonly recorder: Recorder,
    /** the name recorded for requests that carry no x-served-by (a direct call to one instance) */
    private readonly directName?: string,
  ) {}

  async call<T = unknown>(operation: string, method: string, pathname: string, options: CallOptions): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.functionsKey !== false) headers[FUNCTIONS_KEY_HEADER] = this.functionsKey;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let body: string | FormData | undefined = options.form;
    if (options.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(options.json);
    }
    const record = this.startRecord(operation, method);
    const { startedAt } = record;
    try {
      const response = await fetch(`${this.baseUrl}${pathname}`, {
        method,
        headers,
        body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      record.ms = Date.now() - startedAt;
      record.status = response.status;
      this.noteServer(record, response);
      const ok = options.expect.includes(response.status);
      if (!ok || response.status >= 500) record.failure = `${response.status} ${text.slice(0, 300)}`;
      return { status: response.status, body: parseJson(text) as T, servedBy: record.servedBy, ok: ok && response.status < 500 };
    } catch (error) {
      record.ms = Date.now() - startedAt;
      record.failure = `no answer: ${describe(error)}`;
      return { status: 0, body: undefined as T, servedBy: undefined, ok: false };
    }
  }

  /** a request's record, kept from its start: a request that never answers is recorded too */
  private startRecord(operation: string, method: string): RequestRecord {
    const record: RequestRecord = {
      operation,
      method,
      startedAt: Date.now(),
      ms: 0,
      status: 0,
      servedBy: this.directName,
      lastResort: false,
      failure: undefined,
    };
    this.recorder.records.push(record);
    return record;
  }

  private noteServer(record: RequestRecord, response: Response) {
    const { instance, lastResort } = servedByOf(response.headers.get('x-served-by'));
    record.servedBy = instance ?? this.directName;
    record.lastResort = lastResort;
  }

  /** GET of a file (an image): its status and bytes, recorded like any other request */
  async file(operation: string, pathname: string): Promise<{ status: number; bytes: Buffer }> {
    const record = this.startRecord(operation, 'GET');
    const { startedAt } = record;
    try {
      const response = await fetch(`${this.baseUrl}${pathname}`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
      const bytes = Buffer.from(await response.arrayBuffer());
      record.ms = Date.now() - startedAt;
      record.status = response.status;
      this.noteServer(record, response);
      if (response.status !== 200) record.failure = `${response.status}`;
      return { status: response.status, bytes };
    } catch (error) {
      record.ms = Date.now() - startedAt;
      record.failure = `no answer: ${describe(error)}`;
      return { status: 0, bytes: Buffer.alloc(0) };
    }
  }
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.message}${cause}`;
}
