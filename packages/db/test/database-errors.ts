import { expect } from 'vitest';

/** What PostgreSQL said, from either driver (postgres.js: constraint_name; PGlite: constraint), under drizzle's wrapper. */
interface DatabaseErrorFacts {
  code: string;
  constraint: string | undefined;
  message: string;
}

function factsOf(error: unknown): DatabaseErrorFacts | undefined {
  for (let current: unknown = error, depth = 0; current && typeof current === 'object' && depth < 4; depth += 1) {
    const fields = current as { code?: unknown; constraint?: unknown; constraint_name?: unknown; message?: unknown };
    if (typeof fields.code === 'string' && /^[0-9A-Z]{5}$/.test(fields.code)) {
      const constraint = fields.constraint_name ?? fields.constraint;
      return { code: fields.code, constraint: typeof constraint === 'string' ? constraint : undefined, message: String(fields.message) };
    }
    current = 'cause' in current ? current.cause : undefined;
  }
  return undefined;
}

/** The write must fail on this very constraint (not on another one, nor for another reason). */
export async function expectConstraintViolation(write: Promise<unknown>, constraint: string): Promise<void> {
  const error = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error, `expected a violation of ${constraint}, but the write succeeded`).toBeDefined();
  expect(factsOf(error), `expected a violation of ${constraint}`).toMatchObject({ constraint });
}

/** The write must fail because the value is not one of the enum type's labels (22P02 names the type). */
export async function expectInvalidEnumValue(write: Promise<unknown>, enumType: string): Promise<void> {
  const error = await write.then(
    () => undefined,
    (failure: unknown) => failure,
  );
  expect(error, `expected ${enumType} to refuse the value, but the write succeeded`).toBeDefined();
  const facts = factsOf(error);
  expect(facts?.code).toBe('22P02');
  expect(facts?.message).toContain(`invalid input value for enum ${enumType}`);
}
