import fc from 'fast-check';
import { brokenFor, Entries, hostileJson, hostileString, type Schema, toJson, validFor } from './fuzz-values';

/**
 * Requests for the API fuzz test, made from an operation of /api/openapi.json: mostly well-formed, with hostile
 * values where a field, a parameter, the body or its content type would be (wrong types, oversized strings, NUL and
 * lone surrogates, LIKE and SQL metacharacters, `__proto__` keys, deep nesting, malformed JSON and percent-encoding).
 * The values themselves come from fuzz-values.ts.
 */

export type Persona = 'anonymous' | 'member' | 'owner' | 'platformAdmin';

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  /** e.g. `PATCH /api/venues/{id}` */
  key: string;
  method: string;
  path: string;
  parameters: Parameter[];
  /** the JSON body's schema, when the operation takes one */
  body?: Schema;
}

export interface FuzzRequest {
  operation: string;
  persona: Persona;
  method: string;
  /** path and query, percent-encoded as sent (malformed on purpose at times) */
  url: string;
  contentType?: string;
  /** the payload as sent */
  body?: string | Buffer;
}

/**
 * Real values for path parameters (ids, slugs, tokens made in the test's setup), by parameter name, or by the
 * path's first segment and the name (`venues.id`) for values that only fit there.
 */
export type RealValues = Record<string, string[]>;

// ---- percent-encoding, including what a URL must not hold ----

/** percent-encodes text as UTF-8, and a lone surrogate as the 3 bytes WTF-8 gives it (what a careless client sends) */
function percentEncode(text: string): string {
  let out = '';
  for (let index = 0; index < text.length; index += 1) {
    const unit = text.charCodeAt(index);
    const next = text.charCodeAt(index + 1);
    if (unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
      out += encodeURIComponent(text.slice(index, index + 2));
      index += 1;
    } else if (unit >= 0xd800 && unit <= 0xdfff) {
      out += [0xe0 | (unit >> 12), 0x80 | ((unit >> 6) & 0x3f), 0x80 | (unit & 0x3f)]
        .map((byte) => `%${byte.toString(16).toUpperCase()}`)
        .join('');
    } else {
      out += encodeURIComponent(text[index]!);
    }
  }
  return out;
}

const MALFORMED_PERCENT = ['%', '%FF', '%E0%A4', '%zz', '%C0%AF', 'a%2', '%2F', '..', '%2e%2e'];

/** a well-formed value for a parameter: a real one when the test made some, else one its schema accepts */
function wellFormed(schema: Schema | undefined, real: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: real.length ? 3 : 0, arbitrary: real.length ? fc.constantFrom(...real).map(percentEncode) : fc.constant('x') },
    { weight: 1, arbitrary: validFor(schema).map((value) => percentEncode(String(value))) },
  );
}

/** a hostile value for a parameter, percent-encoded (or malformed on purpose) */
const hostileParameter: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.filter((text) => text.length > 0 && text.length < 3000).map(percentEncode) },
  { weight: 1, arbitrary: fc.constantFrom(...MALFORMED_PERCENT) },
);

/** Where a request is broken: nowhere, or in one place (one fault at a time gets past the other checks). */
const FAULTS = ['none', 'path', 'query', 'body-field', 'body', 'content-type', 'everywhere'] as const;
type Fault = (typeof FAULTS)[number];

function pathFor(operation: Operation, real: RealValues, fault: Fault): fc.Arbitrary<string> {
  const names = [...operation.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const schemas = new Map(
    operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => [parameter.name, parameter.schema]),
  );
  // real values of the operation's kind first (a venue's slug for /api/venues/{id}), then any of that name
  const scope = operation.path
    .split('/')
    .slice(2)
    .find((segment) => !segment.startsWith('{') && segment !== 'admin');
  const realFor = (name: string) => real[`${scope}.${name}`] ?? real[name] ?? [];
  const withBroken = (brokenIndex: number) =>
    fc
      .tuple(
        ...names.map((name, index) =>
          index === brokenIndex || fault === 'everywhere' ? hostileParameter : wellFormed(schemas.get(name), realFor(name)),
        ),
      )
      .map((values) => names.reduce((path, name, index) => path.replace(`{${name}}`, values[index] || 'x'), operation.path));
  return fault === 'path' && names.length ? fc.oneof(...names.map((_, index) => withBroken(index))) : withBroken(-1);
}

function queryFor(operation: Operation, fault: Fault): fc.Arbitrary<string> {
  const declared = operation.parameters.filter((parameter) => parameter.in === 'query');
  const withBroken = (brokenIndex: number) => {
    const pairs = declared.map((parameter, index) => {
      if (index === brokenIndex || fault === 'everywhere') {
        return fc.tuple(hostileParameter, fc.nat(4)).map(([value, twice]) =>
          // a parameter given twice arrives as an array
          twice === 0 ? `${parameter.name}=${value}&${parameter.name}=${value}` : `${parameter.name}=${value}`,
        );
      }
      return fc.option(
        wellFormed(parameter.schema, []).map((value) => `${parameter.name}=${value}`),
        { nil: null },
      );
    });
    const extra =
      brokenIndex === declared.length || fault === 'everywhere'
        ? fc.constantFrom('__proto__=1', 'constructor[prototype]=1', 'q[]=a', 'unknown=1', '=', '&&', '%FF=1', 'a=%00')
        : fc.constant(null);
    return fc.tuple(extra, ...pairs).map(([more, ...given]) => {
      const parts = [...given, more].filter((part): part is string => part !== null);
      return parts.length ? `?${parts.join('&')}` : '';
    });
  };
  return fault === 'query' ? fc.oneof(...[...declared.keys(), declared.length].map(withBroken)) : withBroken(-1);
}

// ---- bodies and their content types ----

const JSON_TYPES = ['application/json', 'application/json; charset=utf-8'];
const OTHER_TYPES = [
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/xml',
  'multipart/form-data',
  'multipart/form-data; boundary=fuzz',
  'application/json; charset=utf-16le',
  'application/octet-stream',
  '*/*',
  'application/json, text/plain',
];
const MALFORMED_JSON = ['', '{', '{"a":', '[1,]', "{'a':1}", 'null', '"text"', '\u0000', '{"a":1}{"b":2}', '\uFEFF{}', 'NaN', '1e999999'];

/** a real 1 × 1 PNG: uploads are decoded (decision 0072) */
const TINY_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

function multipart(fileName: string, content: string | Buffer, truncated: boolean): Buffer {
  const whole = Buffer.concat([
    Buffer.from(`--fuzz\r\nContent-Disposition: form-data; name="logo"; filename="${fileName}"\r\nContent-Type: image/png\r\n\r\n`),
    Buffer.from(content),
    Buffer.from('\r\n--fuzz--\r\n'),
  ]);
  return truncated ? whole.subarray(0, Math.floor(whole.length / 2)) : whole;
}

interface Body {
  contentType?: string;
  body?: string | Buffer;
}

/** over the 1 MB body limit */
const OVER_BODY_LIMIT = JSON.stringify({ name: 'x'.repeat(1_100_000) });

const EXTRA_KEYS: [string, unknown][] = [
  ['__proto__', { isPlatformAdmin: true }],
  ['constructor', { prototype: { isPlatformAdmin: true } }],
  ['__proto__', 'x'],
  ['unknownField', 1],
];

function bodyFor(operation: Operation, fault: Fault): fc.Arbitrary<Body> {
  const valid = operation.body ? validFor(operation.body).map(toJson) : undefined;
  const withExtraKey = fc
    .tuple(operation.body ? validFor(operation.body) : fc.constant({}), fc.constantFrom(...EXTRA_KEYS))
    .map(([value, extra]) => toJson(new Entries([extra, ...Object.entries(value as object)])));
  const wholeBody = fc.oneof(hostileJson.map(toJson), fc.constantFrom(...MALFORMED_JSON), withExtraKey, fc.constant(OVER_BODY_LIMIT));
  const takesUpload = operation.method === 'PUT' && operation.path.endsWith('/logo');
  const form = (broken: boolean) =>
    fc
      .tuple(
        broken
          ? fc.oneof(
              fc.constant('logo.png'),
              hostileString.filter((text) => text.length < 300),
            )
          : fc.constant('logo.png'),
        broken ? fc.oneof(fc.constant<string | Buffer>('\x89PNG\r\n\x1a\n'), hostileString) : fc.constant<string | Buffer>(TINY_PNG),
        broken ? fc.boolean() : fc.constant(false),
      )
      .map(([name, content, truncated]): Body => ({
        contentType: 'multipart/form-data; boundary=fuzz',
        body: multipart(name, content, truncated),
      }));
  const json = (body: fc.Arbitrary<string>) => fc.record({ contentType: fc.constantFrom(...JSON_TYPES), body });
  const fine: fc.Arbitrary<Body> = valid ? json(valid) : takesUpload ? form(false) : fc.constant({});
  switch (fault) {
    case 'none':
    case 'path':
    case 'query':
      return fine;
    case 'body-field':
      return operation.body ? json(brokenFor(operation.body).map(toJson)) : takesUpload ? form(true) : json(wholeBody);
    case 'body':
      return json(wholeBody);
    case 'content-type':
      return fc.oneof(
        fc.record({ contentType: fc.option(fc.constantFrom(...OTHER_TYPES), { nil: undefined }), body: valid ?? wholeBody }),
        form(true),
      );
    case 'everywhere':
      return fc.oneof(
        json(wholeBody),
        form(true),
        fc.record({ contentType: fc.option(fc.constantFrom(...OTHER_TYPES), { nil: undefined }), body: wholeBody }),
      );
  }
}

/** Every request this operation may be sent, as any persona, broken in one place or none. */
export function requestsFor(operation: Operation, real: RealValues): fc.Arbitrary<FuzzRequest> {
  // a GET seldom has a body: its faults are mostly in the path and the query
  const faults = fc.constantFrom<Fault>(
    ...FAULTS,
    'path',
    'query',
    ...(operation.method === 'GET' ? (['path', 'query'] as const) : (['body-field', 'body-field'] as const)),
  );
  // the owner and the platform admin get furthest into a write: they are sent more of them
  const personas = fc.oneof(
    fc.constantFrom<Persona>('anonymous', 'member'),
    fc.constant<Persona>('owner'),
    fc.constant<Persona>('platformAdmin'),
  );
  // each fault's arbitrary is made once (making them per request costs more than sending it)
  const byFault = new Map(
    FAULTS.map((fault) => [
      fault,
      fc
        .record({
          persona: personas,
          path: pathFor(operation, real, fault),
          query: queryFor(operation, fault),
          body: bodyFor(operation, fault),
        })
        .map(({ persona, path, query, body }): FuzzRequest => ({
          operation: operation.key,
          persona,
          method: operation.method,
          url: `${path}${query}`,
          ...body,
        })),
    ]),
  );
  return faults.chain((fault) => byFault.get(fault)!);
}

/** The operations of an OpenAPI document (its paths' methods), with their parameters and JSON body schema. */
export function operationsOf(document: {
  paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>>;
}): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({
      key: `${method.toUpperCase()} ${path}`,
      method: method.toUpperCase(),
      path,
      parameters: operation.parameters ?? [],
      body: operation.requestBody?.content?.['application/json']?.schema,
    })),
  );
}
