import fc from 'fast-check';

/**
 * Values for the API fuzz test's requests (fuzz-requests.ts puts them in paths, queries and bodies): hostile ones
 * (wrong types, oversized strings, NUL and lone surrogates, LIKE and SQL metacharacters, `__proto__` keys, deep
 * nesting), well-formed ones from a field's JSON Schema, and well-formed ones broken in one place.
 */

/** the slice of JSON Schema (as @fastify/swagger writes it from zod) the generators read */
export interface Schema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  items?: Schema;
  maxItems?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
}

// ---- JSON values a plain object can't hold (`__proto__` as an own key, raw text) ----

class RawJson {
  constructor(readonly text: string) {}
}
export class Entries {
  constructor(readonly entries: [string, unknown][]) {}
}

export function toJson(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (value instanceof Entries) return `{${value.entries.map(([key, item]) => `${JSON.stringify(key)}:${toJson(item)}`).join(',')}}`;
  if (Array.isArray(value)) return `[${value.map(toJson).join(',')}]`;
  if (value !== null && typeof value === 'object') return toJson(new Entries(Object.entries(value)));
  return JSON.stringify(value) ?? 'null';
}

// ---- hostile strings ----

const NASTY_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\uD800',
  'x\uDFFFy',
  '\uDBFF\u0000',
  '%',
  '_',
  '%_%',
  '\\',
  '\\%',
  "'",
  "''",
  '"',
  "'; drop table organisations; --",
  "' or '1'='1",
  '$1',
  '?',
  '[a-z]*',
  '(',
  '\u202E\u0301',
  '😀',
  ' ',
  '',
  'null',
  '__proto__',
  'constructor',
  '<script>alert(1)</script>',
  '../..',
  '%00',
  '%FF',
  '-1',
  '1e308',
  'NaN',
  '00000000-0000-0000-0000-000000000000',
  '2024-02-30',
];

/** any UTF-16 code units, lone surrogates included */
const codeUnits = fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit)), maxLength: 12 });

/** made once: building 100 KB strings for every request would cost more than sending them */
const OVERSIZED = [101, 121, 201, 2001, 10_001, 100_001].flatMap((length) =>
  ['x', 'é', '%', '\u0000', '\uD800'].map((last) => 'x'.repeat(length - 1) + last),
);
const oversized = fc.constantFrom(...OVERSIZED);

/** text PostgreSQL can't store: NUL, lone surrogates */
const unstorable = fc.constantFrom('\u0000', 'a\u0000b', '\uD800', 'x\uDFFFy', 'ok\uDBFF');

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 2, arbitrary: unstorable },
  { weight: 4, arbitrary: fc.constantFrom(...NASTY_STRINGS) },
  { weight: 2, arbitrary: codeUnits },
  { weight: 1, arbitrary: oversized },
);

/** arrays or objects nested this deep (made once) */
const deepNesting = fc.constantFrom(
  ...[64, 1_000, 20_000].flatMap((depth) => [
    new RawJson(`${'['.repeat(depth)}${']'.repeat(depth)}`),
    new RawJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  ]),
);

/** a value of the wrong kind where any JSON value may stand */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.constantFrom(-1, 0, 1.5, 1e300, -0, 2 ** 53 + 1)) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(true, false, null, [], {}, [null], { '': '' }) },
  { weight: 1, arbitrary: fc.array(hostileString, { maxLength: 3 }) },
  { weight: 1, arbitrary: deepNesting },
  { weight: 1, arbitrary: fc.constant(new Entries([['__proto__', { isPlatformAdmin: true, organisationRole: 'owner' }]])) },
);

// ---- well-formed values from a schema ----

function regexOf(pattern: string): RegExp | null {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
}

/** well-formed values for fields whose schema is a plain string the service checks further */
const BY_NAME: Record<string, fc.Arbitrary<unknown>> = {
  timeZone: fc.constantFrom('Australia/Melbourne', 'UTC', 'Pacific/Auckland'),
  ownerEmail: fc.nat().map((n) => `fuzz-owner-${n}@example.test`),
  email: fc.nat().map((n) => `fuzz-invitee-${n}@example.test`),
  contactEmail: fc.constantFrom('orders@example.test', null),
  contactPhone: fc.constantFrom('+61 3 9000 0000', '03 9000 0000', null),
  publicEmail: fc.constantFrom('hello@example.test', null),
  publicPhone: fc.constantFrom('+61 2 9000 0000', '02 9000 0000', null),
};

export function validFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return fc.constant(null);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => validFor(alternative, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string': {
      const max = Math.min(schema.maxLength ?? 40, 40);
      const min = schema.minLength ?? 0;
      if (schema.format === 'uuid') return fc.uuid();
      // fc.emailAddress is slow; a plain unique address is all a form needs
      if (schema.format === 'email') return fc.nat().map((n) => `fuzz-${n}@example.test`);
      const regex = schema.pattern ? regexOf(schema.pattern) : null;
      // matching the pattern, stretched or cut to the length (a generator that filtered could run forever)
      if (regex)
        return fc
          .stringMatching(regex, { size: 'xsmall' })
          .map((text) => (text.length < min ? text.padEnd(min, text || 'a') : text.slice(0, schema.maxLength)));
      return fc.string({ minLength: min, maxLength: Math.max(min, max) });
    }
    case 'integer':
      return fc.integer({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000 });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1000, max: schema.maximum ?? 100_000, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(validFor(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 1, 1) });
    case 'object': {
      const properties = schema.properties ?? {};
      const model = Object.fromEntries(
        Object.entries(properties).map(([name, property]) => [name, BY_NAME[name] ?? validFor(property, depth + 1)]),
      );
      // the required fields and a few others: each extra field is one more check a request must pass to go deeper
      const required = (schema.required ?? []).filter((name) => name in properties);
      const optional = Object.keys(properties).filter((name) => !required.includes(name));
      const record = fc
        .tuple(fc.record(model), fc.subarray(optional, { maxLength: Math.min(optional.length, 3) }))
        .map(([all, chosen]) =>
          Object.fromEntries(Object.entries(all).filter(([name]) => required.includes(name) || chosen.includes(name))),
        );
      if (typeof schema.additionalProperties === 'object') {
        const extra = fc.dictionary(fc.string({ maxLength: 10 }), validFor(schema.additionalProperties, depth + 1), { maxKeys: 3 });
        return fc.tuple(record, extra).map(([known, more]) => ({ ...more, ...known }));
      }
      return record;
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer());
  }
}

/** a value its schema accepts but for one place, anywhere inside it, that holds a hostile value */
export function brokenFor(schema: Schema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  const alternatives = schema?.anyOf ?? schema?.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((alternative) => brokenFor(alternative, depth + 1)));
  if (depth < 4 && type === 'array' && schema?.items) {
    return fc
      .tuple(brokenFor(schema.items, depth + 1), fc.array(validFor(schema.items, depth + 1), { maxLength: 2 }))
      .map(([broken, rest]) => [broken, ...rest]);
  }
  const names = Object.keys(schema?.properties ?? {});
  if (depth < 4 && type === 'object' && schema && (names.length || typeof schema.additionalProperties === 'object')) {
    const keyed = typeof schema.additionalProperties === 'object' ? [...names, ''] : names;
    const brokenField = keyed.map((name) => {
      const inner = name === '' ? (schema.additionalProperties as Schema) : schema.properties![name];
      const key = name === '' ? fc.oneof(fc.string({ maxLength: 10 }), hostileString) : fc.constant(name);
      return fc.tuple(key, fc.oneof(brokenFor(inner, depth + 1), hostileJson));
    });
    return fc
      .tuple(validFor(schema, depth), fc.oneof(...brokenField))
      .map(
        ([valid, [field, value]]) => new Entries([...Object.entries(valid as object).filter(([other]) => other !== field), [field, value]]),
      );
  }
  // a string field gets text PostgreSQL can't store more often: it passes the schema and reaches the database
  return type === 'string' ? fc.oneof(unstorable, hostileJson) : hostileJson;
}
