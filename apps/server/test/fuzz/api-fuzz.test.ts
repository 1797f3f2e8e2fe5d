import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody } from '@tapline/contracts';
import {
  createInvite,
  createMembership,
  createProduct,
  createSku,
  createSupplier,
  createVenue,
  makePlatformAdmin,
} from '@tapline/db/testing';
import { signedInUser } from '../support/auth-kit';
import { statusForCode } from '../../src/platform/errors/status-table';
import { insertTestOutboxMessage } from '../support/queries/mail-testing.queries';
import { createTestApp, type TestApp } from '../support/test-app';
import { classOf, describeFinding, type Finding } from './findings';
import { installChangeCounters, tableChanges, watchedTables } from './fuzz-testing.queries';
import { operationsOf, requestsFor, type FuzzRequest, type Operation, type Persona, type RealValues } from './fuzz-requests';
import { excuseFor, KNOWN_DEFECTS, type KnownDefect } from './known-defects';
import { picture } from '../support/pictures';

/**
 * The API fuzz test (decision 0055): every operation of /api/openapi.json is sent generated requests,
 * as an anonymous caller, a member, an owner and a platform admin, with real ids and garbage. It fails on any 5xx,
 * on any non-2xx answer outside `{error:{code,message,details?}}` (or whose code doesn't go with its status), and
 * on any change to the database after a refused (4xx) write. Seeded: the same requests every run.
 *
 * Reproduce a failure with the line it prints, e.g.
 *   FUZZ_OPERATION='PATCH /api/venues/{id}' FUZZ_SEED=123 FUZZ_PATH='7:0' npx vitest run apps/server/test/fuzz/api-fuzz.test.ts
 * FUZZ_RUNS changes the number of requests per operation; FUZZ_SURVEY=1 lists every distinct failure (and the
 * statuses each operation answered) instead of stopping each operation at its first; FUZZ_VERBOSE=1 times each.
 */

const BASE_SEED = 20_261_123;
const RUNS_PER_OPERATION = Number(process.env.FUZZ_RUNS ?? 60);
const ONLY_OPERATION = process.env.FUZZ_OPERATION;
const SURVEY = process.env.FUZZ_SURVEY === '1';
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

let t: TestApp;
let tables: string[];
let operations: Operation[];
const real: RealValues = {};
const timing = { counters: 0, requests: 0, judging: 0 };
const statuses = new Map<string, number>();
const tokens = {} as Record<Exclude<Persona, 'anonymous'>, string>;

/** a stable seed per operation: adding an operation doesn't change the requests sent to the others */
function seedOf(operation: string): number {
  let hash = BASE_SEED;
  for (const char of operation) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619);
  return hash | 0;
}

function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return tables.filter((name) => before[name] !== after[name]);
}

/** sends a request and answers what is wrong with its answer */
async function exercise(request: FuzzRequest): Promise<Finding[]> {
  const write = WRITES.has(request.method);
  let clock = Date.now();
  const before = write ? await tableChanges(t.database.db) : undefined;
  timing.counters += Date.now() - clock;
  clock = Date.now();
  const headers: Record<string, string> = {};
  if (request.persona !== 'anonymous') headers.authorization = `Bearer ${tokens[request.persona]}`;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  const response = await t.api({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  timing.requests += Date.now() - clock;
  const status = response.statusCode;
  const counted = `${request.operation} ${status}${SURVEY && status === 400 && WRITES.has(request.method) ? ` ${response.body.slice(0, 160)}` : ''}`;
  statuses.set(counted, (statuses.get(counted) ?? 0) + 1);
  const findings: Finding[] = [];
  const finding = (kind: Finding['kind'], code: string | undefined, more: Partial<Finding> = {}) =>
    findings.push({ kind, request, status, code, answer: response.body.slice(0, 500), ...more });

  let body: unknown;
  try {
    body = response.json();
  } catch {
    body = undefined;
  }
  const parsed = ErrorBody.safeParse(body);
  const code = parsed.success
    ? parsed.data.error.code
    : typeof (body as { code?: unknown })?.code === 'string'
      ? (body as { code: string }).code
      : undefined;
  if (status >= 500) finding('5xx', code);
  if (status < 200 || status >= 300) {
    const json = String(response.headers['content-type'] ?? '').startsWith('application/json');
    if (!json || !parsed.success || statusForCode[parsed.data.error.code] !== status) finding('error-model', code);
  }
  if (before && status >= 400 && status < 500) {
    clock = Date.now();
    const changed = changedTables(before, await tableChanges(t.database.db));
    timing.counters += Date.now() - clock;
    if (changed.length) finding('db-changed', code, { changedTables: changed });
  }
  return findings;
}

beforeAll(async () => {
  const PNG = await picture('png', 16, 16);
  // the /api rate limit would answer 429 long before a few thousand requests
  t = await createTestApp({ listen: true, auth: { rateLimitApiPerMinute: 1_000_000 } });
  const db = t.database.db;
  const venue = await createVenue(db);
  const supplier = await createSupplier(db);
  const product = await createProduct(db, { supplierId: supplier.id, name: 'Fuzz Pale Ale', tags: ['pale', '100%_hops'] });
  const sku = await createSku(db, { productId: product.id, supplierId: supplier.id });

  const person = async (organisationRole: 'member' | 'owner' | null) => {
    const signedIn = await signedInUser(t);
    await t.api({ url: '/api/me', headers: { authorization: `Bearer ${signedIn.session.access_token}` } });
    if (organisationRole) {
      for (const organisation of [venue, supplier])
        await createMembership(db, { organisationId: organisation.id, userId: signedIn.userId, organisationRole });
    }
    return signedIn;
  };
  const member = await person('member');
  const owner = await person('owner');
  const admin = await person(null);
  await makePlatformAdmin(db, admin.userId);
  Object.assign(tokens, {
    member: member.session.access_token,
    owner: owner.session.access_token,
    platformAdmin: admin.session.access_token,
  });

  const form = new FormData();
  form.append('logo', new Blob([PNG], { type: 'image/png' }), 'logo.png');
  const logo = await t.api({
    method: 'PUT',
    url: `/api/venues/${venue.slug}/logo`,
    payload: form as never,
    headers: { authorization: `Bearer ${tokens.owner}` },
  });
  const uploadId = /\/api\/uploads\/([\w.-]+)/.exec(logo.body)?.[1];
  expect(uploadId, `the owner's logo upload answered ${logo.statusCode} ${logo.body}`).toBeDefined();
  const invites = [await createInvite(db, { organisationId: venue.id }), await createInvite(db, { organisationId: supplier.id })];
  const outboxId = await insertTestOutboxMessage(db, { to: 'fuzz@example.test', state: 'failed' });

  Object.assign(real, {
    id: [venue.slug, venue.id, supplier.slug, supplier.id, product.id, product.slug, uploadId!, outboxId],
    'venues.id': [venue.slug, venue.id],
    'suppliers.id': [supplier.slug, supplier.id],
    'products.id': [product.id, product.slug],
    productId: [product.id, product.slug],
    skuId: [sku.id],
    venueId: [venue.slug, venue.id],
    'uploads.id': [uploadId!],
    'outbox.id': [outboxId],
    userId: [member.userId, owner.userId, admin.userId],
    inviteId: invites.map((invite) => invite.id),
    token: invites.map((invite) => invite.token),
  });
  tables = await watchedTables(db);
  await installChangeCounters(db, tables);
  operations = operationsOf((await t.app.inject('/api/openapi.json')).json());
});
afterAll(async () => {
  await t?.close();
});

describe('API fuzz', () => {
  const excused = new Map<KnownDefect, Finding>();

  it('walks every operation of /api/openapi.json, and its change counters see a change to any row', async () => {
    expect(operations.length).toBeGreaterThan(40);
    expect(tables).toEqual(expect.arrayContaining(['organisations', 'memberships', 'invites', 'profiles', 'outbox_messages', 'uploads']));
    const before = await tableChanges(t.database.db);
    const response = await t.api({
      method: 'PATCH',
      url: `/api/venues/${real['venues.id']![1]}`,
      payload: { description: 'Checked by the fuzz test' },
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(changedTables(before, await tableChanges(t.database.db))).toEqual(['organisations']);
  });

  it('answers every operation without a 5xx, outside the error model, or a change after a refused write', async () => {
    const failures: string[] = [];
    const survey = new Map<string, Finding>();
    let sent = 0;
    const startedAt = Date.now();
    for (const operation of operations) {
      if (ONLY_OPERATION && operation.key !== ONLY_OPERATION) continue;
      const seed = ONLY_OPERATION && process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : seedOf(operation.key);
      let last: Finding[] = [];
      const details = await fc.check(
        fc.asyncProperty(requestsFor(operation, real), async (request) => {
          sent += 1;
          last = await exercise(request);
          const judgedAt = Date.now();
          const unexcused = last.filter((finding) => {
            const known = excuseFor(finding);
            if (known) excused.set(known, finding);
            if (!survey.has(classOf(finding))) survey.set(classOf(finding), finding);
            return !known;
          });
          timing.judging += Date.now() - judgedAt;
          return SURVEY || unexcused.length === 0;
        }),
        {
          seed,
          numRuns: RUNS_PER_OPERATION,
          endOnFailure: true,
          ...(ONLY_OPERATION && process.env.FUZZ_PATH ? { path: process.env.FUZZ_PATH } : {}),
        },
      );
      if (process.env.FUZZ_VERBOSE) console.log(`${operation.key}: ${details.numRuns} runs, ${Date.now() - startedAt} ms so far`);
      if (details.failed) {
        const shown = last.filter((finding) => !excuseFor(finding)).map(describeFinding);
        failures.push(
          [
            `${operation.key} (seed ${details.seed}, path ${details.counterexamplePath})`,
            ...(shown.length ? shown : [String(details.errorInstance)]),
            `  reproduce: FUZZ_OPERATION='${operation.key}' FUZZ_SEED=${details.seed} FUZZ_PATH='${details.counterexamplePath}' npx vitest run apps/server/test/fuzz/api-fuzz.test.ts`,
          ].join('\n'),
        );
      }
    }
    if (SURVEY) {
      const kinds = new Map<string, number>();
      for (const name of survey.keys()) {
        const kind = name.split(' · ').slice(1).join(' · ');
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      console.log([...statuses].map(([key, n]) => `${key}: ${n}`).join('\n'));
      console.log(`classes across operations:\n${[...kinds].map(([kind, n]) => `${n} × ${kind}`).join('\n')}`);
      console.log(
        `${sent} requests in ${Date.now() - startedAt} ms (${JSON.stringify(timing)}); ${survey.size} distinct findings:\n${[...survey].map(([name, finding]) => `${name}\n${describeFinding(finding)}`).join('\n')}`,
      );
    }
    expect(sent).toBeGreaterThan(0);
    expect(failures, `${failures.length} operations failed:\n${failures.join('\n\n')}`).toEqual([]);
    // 60 requests per operation (every operation, the catalogue's and images' included) took 50 s on the 2-core
    // machine beside other work (load 9, 2026-11-30); the limit leaves room for a busier one
  }, 420_000);

  it('still meets every known defect it excuses (an entry nothing matched is stale: remove it)', () => {
    if (ONLY_OPERATION) return;
    const stale = KNOWN_DEFECTS.filter((known) => !excused.has(known)).map((known) => `defect ${known.defect}: ${known.excuses}`);
    expect(stale, 'known defects the fuzz test no longer meets').toEqual([]);
  });
});
