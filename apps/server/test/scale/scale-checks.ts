import { createHash } from 'node:crypto';
import type { Database } from '@tapline/db';
import { cartOf, existingProductImages, ordersOfVenue, supplierOrderStatuses } from '../support/queries/scale-testing.queries';
import type { ApiClient } from './scale-client';
import { passwordGrant, signIn, type Fixtures } from './scale-fixtures';
import type { LoadRecords } from './scale-load';

// The checks after the load: what was acknowledged is in the database, each checkout once, files and sessions
// cross between the instances, and the instances share one rate-limit budget.

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

const check = (name: string, ok: boolean, detail: string): Check => ({ name, ok, detail });
const STEP_ORDER = ['submitted', 'accepted', 'dispatched', 'delivered'];

/** Every acknowledged checkout is one order with its tag; no tag has two; every checkout was answered in the end. */
export async function checkoutChecks(db: Database, fixtures: Fixtures, records: LoadRecords) {
  const orders = await ordersOfVenue(db, fixtures.venueId);
  const byTag = new Map<string, string[]>();
  for (const order of orders) byTag.set(order.tag ?? '', [...(byTag.get(order.tag ?? '') ?? []), order.id]);
  const acknowledged = records.checkouts.filter((attempt) => attempt.orderId);
  const lost = acknowledged.filter((attempt) => {
    const found = byTag.get(attempt.tag) ?? [];
    return found.length !== 1 || found[0] !== attempt.orderId;
  });
  const duplicated = [...byTag].filter(([, ids]) => ids.length > 1);
  const unresolved = records.checkouts.filter((attempt) => !attempt.orderId);
  const retried = records.checkouts.filter((attempt) => attempt.attempts > 1);
  const cutOff = records.checkouts.filter((attempt) => attempt.tag.startsWith('scale-cut-off-'));
  return {
    placed: acknowledged.length,
    duplicated: duplicated.length,
    retried: retried.length,
    cutOff: cutOff.map((attempt) => `${attempt.attempts}${attempt.orderId ? '' : ` (${attempt.unresolved})`}`).join(', '),
    checks: [
      check(
        'every acknowledged checkout is in the database, once',
        lost.length === 0 && acknowledged.length > 0,
        lost.length === 0 ? `${acknowledged.length} orders` : `lost or changed: ${lost.map((attempt) => attempt.tag).join(', ')}`,
      ),
      check(
        'no checkout placed twice (retries included)',
        duplicated.length === 0,
        duplicated.length === 0
          ? `${retried.length} checkouts were retried with their key`
          : `duplicated tags: ${duplicated.map(([tag, ids]) => `${tag} ×${ids.length}`).join(', ')}`,
      ),
      check(
        'every checkout answered in the end',
        unresolved.length === 0,
        unresolved.length === 0
          ? `${records.checkouts.length} checkouts`
          : unresolved.map((attempt) => `${attempt.tag}: ${attempt.unresolved}`).join('; '),
      ),
    ],
  };
}

/** Each cart editor's cart is as the last acknowledged write left it; each order is at least at its acknowledged step. */
export async function writeChecks(db: Database, fixtures: Fixtures, records: LoadRecords): Promise<Check[]> {
  const differences: string[] = [];
  for (const [userId, kept] of records.carts) {
    const stored = await cartOf(db, userId, fixtures.venueId);
    const skus = new Set([...kept.keys(), ...stored.keys()]);
    for (const skuId of skus) {
      if (kept.get(skuId) !== stored.get(skuId))
        differences.push(`${userId}/${skuId}: acknowledged ${kept.get(skuId)}, stored ${stored.get(skuId)}`);
    }
  }
  const statuses = await supplierOrderStatuses(db, [...records.steps.keys()]);
  const behind = [...records.steps].filter(([id, step]) => STEP_ORDER.indexOf(statuses.get(id) ?? '') < STEP_ORDER.indexOf(step));
  return [
    check(
      'every acknowledged cart write is in the database',
      differences.length === 0,
      differences.length === 0 ? `${records.carts.size} carts` : differences.join('; '),
    ),
    check(
      'every acknowledged order step is in the database',
      behind.length === 0 && records.steps.size > 0,
      behind.length === 0
        ? `${records.steps.size} supplier orders moved`
        : behind.map(([id, step]) => `${id}: ${step} acknowledged, ${statuses.get(id)} stored`).join('; '),
    ),
  ];
}

const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Every acknowledged upload is stored, and each of its sizes is served, the same bytes, by both instances directly. */
export async function imageChecks(db: Database, records: LoadRecords, direct: Record<string, ApiClient>): Promise<Check[]> {
  const stored = await existingProductImages(
    db,
    records.images.map((upload) => upload.image.id),
  );
  const problems: string[] = [];
  for (const upload of records.images) {
    if (!stored.has(upload.image.id)) problems.push(`${upload.image.id} missing from the database`);
    for (const url of Object.values(upload.image.urls)) {
      const answers = await Promise.all(
        Object.entries(direct).map(async ([name, client]) => ({ name, ...(await client.file('image-direct', url)) })),
      );
      if (answers.some((answer) => answer.status !== 200))
        problems.push(`${url}: ${answers.map((answer) => `${answer.name} ${answer.status}`).join(', ')}`);
      else if (new Set(answers.map((answer) => sha(answer.bytes))).size !== 1) problems.push(`${url}: the instances serve different bytes`);
    }
  }
  const uploadedOn = new Set(records.images.map((upload) => upload.servedBy));
  return [
    check(
      'uploaded images are served by every instance',
      problems.length === 0 && records.images.length > 0,
      problems.length === 0
        ? `${records.images.length} uploads, ${records.images.length * 3} files fetched from each instance`
        : problems.slice(0, 5).join('; '),
    ),
    check(
      'uploads were taken by each instance',
      Object.keys(direct).every((name) => uploadedOn.has(name)),
      `uploads taken by ${[...uploadedOn].join(', ')}`,
    ),
  ];
}

/** Wrong passwords alternately on each instance: the account's budget of 10 is one, so the next try is refused on both. */
export async function rateLimitCheck(fixtures: Fixtures, a: ApiClient, b: ApiClient): Promise<Check> {
  const { email, password } = fixtures.lockout;
  const statuses: number[] = [];
  for (let round = 0; round < 5; round += 1) {
    for (const client of [a, b]) statuses.push((await passwordGrant(client, fixtures.anonKey, email, `wrong-${round}`, [400])).status);
  }
  const onA = await passwordGrant(a, fixtures.anonKey, email, password, [429]);
  const onB = await passwordGrant(b, fixtures.anonKey, email, password, [429]);
  const ok = statuses.every((status) => status === 400) && onA.status === 429 && onB.status === 429;
  return check(
    'rate limits are shared',
    ok,
    `10 wrong passwords (5 on each instance): ${statuses.join(' ')}; then the right one on a: ${onA.status}, on b: ${onB.status}`,
  );
}

/** A session begun on one instance works on the other, and its refresh on the other works back on the first. */
export async function sessionCheck(fixtures: Fixtures, a: ApiClient, b: ApiClient): Promise<Check> {
  const person = fixtures.buyers[0]!;
  const session = await signIn(a, fixtures.anonKey, person.email, person.password);
  const meOnB = await b.call('me', 'GET', '/api/me', { token: session.token, expect: [200] });
  const refreshed = await b.call<{ access_token: string }>('refresh', 'POST', '/auth/v1/token?grant_type=refresh_token', {
    functionsKey: false,
    headers: { apikey: fixtures.anonKey },
    json: { refresh_token: session.refreshToken },
    expect: [200],
  });
  const meOnA = refreshed.ok ? await a.call('me', 'GET', '/api/me', { token: refreshed.body.access_token, expect: [200] }) : refreshed;
  return check(
    'sessions are valid on both instances',
    meOnB.status === 200 && refreshed.status === 200 && meOnA.status === 200,
    `signed in on a, /api/me on b: ${meOnB.status}; refreshed on b: ${refreshed.status}, /api/me on a: ${meOnA.status}`,
  );
}
