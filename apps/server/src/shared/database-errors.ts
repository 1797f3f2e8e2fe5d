/** The PostgreSQL error behind `error` (either driver; drizzle wraps it as the cause), when there is one. */
function databaseErrorOf(error: unknown): { code: string; constraint?: unknown; constraint_name?: unknown } | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    if ('code' in current && typeof current.code === 'string' && /^[0-9A-Z]{5}$/.test(current.code)) return current as { code: string };
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** PostgreSQL's unique_violation (23505), from either driver, also when wrapped by drizzle as the cause. */
export function isUniqueViolation(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '23505';
}

/** The unique constraint a unique_violation broke (postgres.js names it `constraint_name`, PGlite `constraint`). */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  const databaseError = databaseErrorOf(error);
  if (databaseError?.code !== '23505') return undefined;
  const name = databaseError.constraint_name ?? databaseError.constraint;
  return typeof name === 'string' ? name : undefined;
}

/** deadlock_detected (40P01) and serialization_failure (40001): the transaction lost a race and may run again */
const RETRYABLE_CODES = new Set(['40P01', '40001']);

/** A transaction PostgreSQL aborted to resolve a race (deadlock, serialization failure): safe to run again. */
export function isRetryableTransactionFailure(error: unknown): boolean {
  const code = databaseErrorOf(error)?.code;
  return code !== undefined && RETRYABLE_CODES.has(code);
}

/** query_canceled (57014): a read cancelled because its client left or its time ran out (decision 0103) */
export function isCancelledQuery(error: unknown): boolean {
  return databaseErrorOf(error)?.code === '57014';
}
