/**
 * What the fake Xero's parts share (fake-xero.ts serves them): its in-memory state, the settings it was started
 * with and its clock. Test infrastructure only.
 */
import { randomUUID } from 'node:crypto';
import type { FakeOrg, Outcome } from './fake-xero-books';
import type { WebhookEmitter } from './fake-xero-webhooks';

export interface TokenAnswer {
  access_token: string;
  refresh_token: string;
  expires_in: number;
  token_type: 'Bearer';
  scope: string;
}

export interface Grant {
  id: string;
  authEventId: string;
  userId: string;
  scope: string;
  refreshToken: string;
  refreshExpiresAt: number;
  previous?: { refreshToken: string; graceUntil: number; answer: TokenAnswer };
}

interface Connection {
  id: string;
  grantId: string;
  tenantId: string;
  tenantType: 'ORGANISATION';
  tenantName: string;
  authEventId: string;
  createdDateUtc: string;
  updatedDateUtc: string;
}

export interface Fault {
  route?: string;
  method?: string;
  /** only a call for this tenant (its `xero-tenant-id` header) */
  tenantId?: string;
  status: number;
  retryAfter?: number;
  problem?: string;
  body?: string;
  /** do the call (Xero commits it), then close the connection without an answer: the "unknown outcome" */
  dropResponseAfterCommit?: boolean;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

export interface State {
  orgs: FakeOrg[];
  codes: Map<string, { redirectUri: string; scope: string; tenantIds: string[]; challenge?: string; expiresAt: number; used: boolean }>;
  grants: Map<string, Grant>;
  accessTokens: Map<string, { grantId: string; expiresAt: number }>;
  connections: Connection[];
  idempotency: Map<string, { fingerprint: string; outcome: Outcome; expiresAt: number }>;
  counters: Map<string, { minuteStart: number; minute: number; dayStart: number; day: number }>;
  faults: Fault[];
  requests: RecordedRequest[];
  authorizeAs: { tenantIds?: string[]; deny?: boolean };
  clockOffsetMs: number;
  limits: { minute: number; day: number };
}

export type Answer = Outcome & { headers?: Record<string, string>; location?: string; html?: boolean; drop?: boolean };

export interface FakeXeroContext {
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** the `consentPage` option: a consent page for a person in a browser */
  consentPage: boolean;
  /** the current state; a reset (`POST /__fake/reset`) replaces it with `fresh()` */
  state: State;
  fresh(): State;
  /** the fake's clock: the real one moved on by `POST /__fake/clock` */
  now(): number;
  webhooks: WebhookEmitter;
}

export function problem(status: 401 | 403, detail: string): Outcome {
  return {
    status,
    body: {
      Type: null,
      Title: status === 401 ? 'Unauthorized' : 'Forbidden',
      Status: status,
      Detail: detail,
      Instance: randomUUID(),
      Extensions: {},
    },
  };
}
