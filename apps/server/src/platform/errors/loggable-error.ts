/** What a database error may tell a log: the SQLSTATE and where it arose, never a value. */
const DATABASE_FIELDS = [
  'code',
  'severity',
  'routine',
  'schema_name',
  'table_name',
  'column_name',
  'constraint_name',
  'schema',
  'table',
  'column',
  'constraint',
  'dataType',
];
const MAX_CAUSES = 4;

function isDatabaseError(error: Error): boolean {
  const fields = error as unknown as Record<string, unknown>;
  return (
    'query' in fields ||
    'params' in fields ||
    'parameters' in fields ||
    (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code) && 'severity' in fields)
  );
}

/** the stack's frames, without the message lines above them */
function framesOf(error: Error): string {
  return (error.stack ?? '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line))
    .join('\n');
}

/**
 * An error as the log keeps it. A failed statement carries its SQL and parameters (drizzle's DrizzleQueryError
 * puts both in its message; postgres.js and PGlite errors have `query` and `parameters`/`params`), and
 * PostgreSQL's own messages and details quote values ("invalid input syntax for type uuid: …", "Key (slug)=(…)"):
 * of a database error only its SQLSTATE, where it arose and the stack frames are kept. Decision 0048.
 */
export function loggableError(error: unknown, depth = 0): Error {
  if (!(error instanceof Error)) return new Error(`non-error thrown: ${typeof error}`);
  const database = isDatabaseError(error);
  const fields = error as unknown as Record<string, unknown>;
  const message = database
    ? `database error${typeof fields.code === 'string' ? ` ${fields.code}` : ''} (statement and values not logged)`
    : error.message;
  const logged = new Error(message);
  logged.name = error.name;
  logged.stack = `${error.name}: ${message}\n${framesOf(error)}`;
  if (database) {
    for (const field of DATABASE_FIELDS) {
      if (typeof fields[field] === 'string') (logged as unknown as Record<string, unknown>)[field] = fields[field];
    }
  } else if (typeof fields.code === 'string') {
    (logged as unknown as Record<string, unknown>).code = fields.code;
  }
  if (error.cause !== undefined && depth < MAX_CAUSES) logged.cause = loggableError(error.cause, depth + 1);
  return logged;
}
