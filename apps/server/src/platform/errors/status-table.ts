import type { ErrorCode } from '@tapline/contracts';

/** Exhaustive: adding a code to the contract without a status fails the typecheck. */
export const statusForCode: Record<ErrorCode, number> = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  mfa_required: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  checkout_refused: 422,
  idempotency_key_reused: 422,
  invalid_abn: 422,
  invoice_refused: 422,
  standing_order_refused: 422,
  trade_refused: 422,
  keg_refused: 422,
  rate_limited: 429,
  internal: 500,
  service_unavailable: 503,
};

/** codes that share their status with another, which is the one a bare status stands for */
const SECOND_CODES = new Set<string>([
  'validation_failed',
  'mfa_required',
  'idempotency_key_reused',
  'invalid_abn',
  'invoice_refused',
  'standing_order_refused',
  'trade_refused',
  'keg_refused',
]);
const codeForStatus = new Map<number, ErrorCode>(
  Object.entries(statusForCode)
    .filter(([code]) => !SECOND_CODES.has(code))
    .map(([code, status]) => [status, code as ErrorCode]),
);

export function codeFromStatus(status: number): ErrorCode {
  return codeForStatus.get(status) ?? (status >= 500 ? 'internal' : 'bad_request');
}
