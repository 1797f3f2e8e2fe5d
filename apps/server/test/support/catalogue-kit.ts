import { afterAll, beforeAll, expect } from 'vitest';
import type { InjectOptions } from 'fastify';
import { CatalogueProduct, CatalogueSku } from '@tapline/contracts';
import { createMembership, createSupplier } from '@tapline/db/testing';
import { callAs, signedInUser } from './auth-kit';
import { parseAnswer, parseError } from './parse-answer';
import { catalogueRowCounts, catalogueSnapshot } from './queries/catalogue-testing.queries';
import { createTestApp, type TestApp } from './test-app';

// The catalogue test files' common ground: an app on a database of its own per file, a supplier with a member and an
// owner, and a rival supplier's owner.

type Person = Awaited<ReturnType<typeof signedInUser>>;

interface Kit {
  t: TestApp;
  member: Person;
  owner: Person;
  rival: Person;
  supplier: Awaited<ReturnType<typeof createSupplier>>;
  rivalSupplier: Awaited<ReturnType<typeof createSupplier>>;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function catalogueTestKit() {
  const kit = {} as Kit;

  const call = (person: Person | null, method: InjectOptions['method'], url: string, payload?: unknown) =>
    callAs(kit.t, person, method, url, payload);

  const mine = (path = '') => `/api/suppliers/${kit.supplier.slug}${path}`;

  async function newProduct(person: Person, body: Record<string, unknown>) {
    return parseAnswer(await call(person, 'POST', mine('/products'), body), 201, CatalogueProduct);
  }

  async function newSku(person: Person, productId: string, body: Record<string, unknown>) {
    return parseAnswer(await call(person, 'POST', `/api/products/${productId}/skus`, body), 201, CatalogueSku);
  }

  /** a refused change: the answer names the field, and nothing of the supplier's catalogue changed */
  async function expectRefused(send: () => Promise<{ statusCode: number; body: string }>, status: number, field: string) {
    const before = await catalogueSnapshot(kit.t.database.db, kit.supplier.id);
    const counts = await catalogueRowCounts(kit.t.database.db);
    const response = await send();
    const error = parseError(response as never, status);
    expect(error.details, error.message).toEqual(expect.arrayContaining([expect.objectContaining({ field })]));
    expect(await catalogueSnapshot(kit.t.database.db, kit.supplier.id)).toEqual(before);
    expect(await catalogueRowCounts(kit.t.database.db)).toEqual(counts);
    return error;
  }

  beforeAll(async () => {
    const t = await createTestApp({ listen: true });
    kit.t = t;
    const db = t.database.db;
    const supplier = await createSupplier(db, { name: 'Harbour Brewing', slug: 'harbour-brewing' });
    const rivalSupplier = await createSupplier(db, { name: 'Rival Brewing', slug: 'rival-brewing' });
    const [member, owner, rival] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
    for (const person of [member, owner, rival]) await call(person, 'GET', '/api/me');
    await createMembership(db, { organisationId: supplier.id, userId: member.userId, organisationRole: 'member' });
    await createMembership(db, { organisationId: supplier.id, userId: owner.userId, organisationRole: 'owner' });
    await createMembership(db, { organisationId: rivalSupplier.id, userId: rival.userId, organisationRole: 'owner' });
    Object.assign(kit, { supplier, rivalSupplier, member, owner, rival });
  });
  afterAll(async () => {
    await kit.t?.close();
  });

  return { kit, call, mine, newProduct, newSku, expectRefused };
}
