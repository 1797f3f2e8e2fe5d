import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { Database } from '@tapline/db';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import type { ApiClient } from './scale-client';
import { repoRoot } from './scale-stack';

// What the load works on: venues and suppliers made in the database with the test factories, and people made
// through the Admin API of the built-in auth service (as an operator would), signed in through the proxy.

export interface Person {
  email: string;
  password: string;
  userId: string;
  token: string;
  refreshToken: string;
}

interface LoadSupplier {
  id: string;
  skuIds: string[];
  /** the member who takes its orders through their steps */
  rep: Person;
}

export interface Fixtures {
  anonKey: string;
  venueId: string;
  suppliers: LoadSupplier[];
  /** people who fill a cart and check out, one worker each */
  buyers: Person[];
  /** people who only edit their cart, one worker each */
  cartEditors: Person[];
  /** people whose checkouts are sent to an instance as it is killed */
  cutOffBuyers: Person[];
  /** products of the first supplier that take the uploaded images (six each at most) */
  imageProductIds: string[];
  /** words the searches use */
  searchWords: string[];
  /** the realtime subscribers' supplier, its member, and a venue's buyer whose orders they hear */
  realtime: { supplierId: string; skuId: string; listener: Person; venueId: string; buyer: Person };
  /** an account for the shared wrong-password budget, never signed in by the load */
  lockout: { email: string; password: string };
}

const BEERS = ['Harbour Haze', 'Saltwater Pale', 'Lighthouse Lager', 'Tidal Stout', 'Reef Red', 'Breakwater IPA'];

/** the service_role key, as an operator gets it: the signing-keys command with the instances' settings */
export async function serviceRoleKey(settings: Record<string, string>): Promise<string> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/auth-keys-cli.ts'), 'keys'], {
    cwd: repoRoot,
    env: { ...process.env, ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = output.split('\n');
  const key = lines[lines.findIndex((line) => line.startsWith('service_role')) + 1]?.trim();
  if (code !== 0 || !key) throw new Error(`auth-keys-cli keys failed (exit ${code}):\n${output}`);
  return key;
}

export async function passwordGrant(client: ApiClient, anonKey: string, email: string, password: string, expect = [200]) {
  return client.call<{ access_token: string; refresh_token: string; user: { id: string } }>(
    'sign-in',
    'POST',
    '/auth/v1/token?grant_type=password',
    { functionsKey: false, headers: { apikey: anonKey }, json: { email, password }, expect },
  );
}

/** Signs the person in (a password grant) and answers their session; throws when that fails. */
export async function signIn(client: ApiClient, anonKey: string, email: string, password: string): Promise<Person> {
  const answer = await passwordGrant(client, anonKey, email, password);
  if (!answer.ok) throw new Error(`sign-in of ${email} failed: ${answer.status} ${JSON.stringify(answer.body)}`);
  return { email, password, userId: answer.body.user.id, token: answer.body.access_token, refreshToken: answer.body.refresh_token };
}

/** A confirmed account made through the Admin API, signed in, with its profile made by its first /api call. */
async function newPerson(client: ApiClient, keys: { anon: string; serviceRole: string }, role: string, runId: string): Promise<Person> {
  const email = `scale-${role}-${runId}@example.test`;
  const password = `scale-${randomBytes(9).toString('base64url')}`;
  const created = await client.call('admin-create-user', 'POST', '/auth/v1/admin/users', {
    functionsKey: false,
    headers: { apikey: keys.serviceRole, authorization: `Bearer ${keys.serviceRole}` },
    json: { email, password, email_confirm: true, user_metadata: { name: `Scale ${role}` } },
    expect: [200],
  });
  if (!created.ok) throw new Error(`creating ${email} failed: ${created.status} ${JSON.stringify(created.body)}`);
  const person = await signIn(client, keys.anon, email, password);
  const me = await client.call('me', 'GET', '/api/me', { token: person.token, expect: [200] });
  if (!me.ok) throw new Error(`GET /api/me for ${email} failed: ${me.status}`);
  return person;
}

async function supplierWithSkus(db: Database, name: string, beers: string[]) {
  const supplier = await createSupplier(db, { name });
  const skuIds: string[] = [];
  for (const beer of beers) {
    const product = await createProduct(db, { supplierId: supplier.id, name: `${beer} by ${name}` });
    skuIds.push((await createSku(db, { productId: product.id, supplierId: supplier.id, unitPriceCents: 25_000 })).id);
  }
  return { id: supplier.id, skuIds };
}

export async function makeFixtures(
  db: Database,
  client: ApiClient,
  serviceRole: string,
  counts: { buyers: number; cartEditors: number; cutOffBuyers: number; imageProducts: number },
): Promise<Fixtures> {
  const runId = randomBytes(4).toString('hex');
  const config = await client.call<{ supabaseAnonKey: string }>('config', 'GET', '/config.json', { functionsKey: false, expect: [200] });
  if (!config.ok) throw new Error(`GET /config.json failed: ${config.status}`);
  const keys = { anon: config.body.supabaseAnonKey, serviceRole };
  const person = (role: string) => newPerson(client, keys, role, runId);

  const venue = await createVenue(db, { name: 'Scale Test Bar' });
  const suppliers: LoadSupplier[] = [];
  for (const [index, name] of ['Scale Brewing', 'Load Test Cellars'].entries()) {
    const { id, skuIds } = await supplierWithSkus(db, name, BEERS.slice(index * 3, index * 3 + 3));
    const rep = await person(`rep${index + 1}`);
    await createMembership(db, { organisationId: id, userId: rep.userId, organisationRole: 'member' });
    suppliers.push({ id, skuIds, rep });
  }
  const imageProductIds: string[] = [];
  for (let index = 0; index < counts.imageProducts; index += 1) {
    imageProductIds.push((await createProduct(db, { supplierId: suppliers[0]!.id, name: `Pictured Ale ${index + 1}` })).id);
  }
  const venueMember = async (role: string, venueId: string) => {
    const member = await person(role);
    await createMembership(db, { organisationId: venueId, userId: member.userId, organisationRole: 'member' });
    return member;
  };
  const buyers: Person[] = [];
  for (let index = 0; index < counts.buyers; index += 1) buyers.push(await venueMember(`buyer${index + 1}`, venue.id));
  const cartEditors: Person[] = [];
  for (let index = 0; index < counts.cartEditors; index += 1) cartEditors.push(await venueMember(`cart${index + 1}`, venue.id));
  const cutOffBuyers: Person[] = [];
  for (let index = 0; index < counts.cutOffBuyers; index += 1) cutOffBuyers.push(await venueMember(`cut-off${index + 1}`, venue.id));

  const live = await supplierWithSkus(db, 'Realtime Brewing', ['Signal Saison']);
  const listener = await person('listener');
  await createMembership(db, { organisationId: live.id, userId: listener.userId, organisationRole: 'member' });
  const liveVenue = await createVenue(db, { name: 'Realtime Bar' });
  const liveBuyer = await venueMember('live-buyer', liveVenue.id);

  const lockout = await person('lockout');
  return {
    anonKey: keys.anon,
    venueId: venue.id,
    suppliers,
    buyers,
    cartEditors,
    cutOffBuyers,
    imageProductIds,
    searchWords: ['haze', 'pale', 'lager', 'stout', 'ipa', 'saison', 'ale', 'harbour'],
    realtime: { supplierId: live.id, skuId: live.skuIds[0]!, listener, venueId: liveVenue.id, buyer: liveBuyer },
    lockout: { email: lockout.email, password: lockout.password },
  };
}
