import { afterAll, beforeAll } from 'vitest';
import type { RouteOptions } from 'fastify';
import { createMembership, createProduct, createSupplier, createVenue, makePlatformAdmin } from '@tapline/db/testing';
import { signedInUser } from './auth-kit';
import { castToInteger } from './failing-statement.queries';
import { createTestApp, type TestApp } from './test-app';

// NUL and lone surrogates reached PostgreSQL (500, with the statement and its values in the log).
// The unstorable-text test files' common ground: an app on a database of its own per file, whose routes and error log
// lines are kept, with a venue owner, a platform admin, The Local, Harbour Brewing and its pale, and a route whose
// statement fails.

type Person = Awaited<ReturnType<typeof signedInUser>>;
export const NUL = '\u0000';
export const LONE_SURROGATE = '\ud800';

interface Kit {
  t: TestApp;
  owner: Person;
  admin: Person;
  routes: RouteOptions[];
  logLines: string[];
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function unstorableTextKit() {
  const kit = { routes: [], logLines: [] } as unknown as Kit;
  beforeAll(async () => {
    const t = await createTestApp({
      listen: true,
      onRoute: (route) => void kit.routes.push(route),
      log: { level: 'error', stream: { write: (line: string) => void kit.logLines.push(line) } },
      routes: (app) => {
        app.get('/api/test-only/failing-statement', async (request) =>
          castToInteger(t.database.db, (request.query as { value: string }).value),
        );
      },
    });
    kit.t = t;
    const [owner, admin] = [await signedInUser(t), await signedInUser(t)];
    for (const person of [owner, admin])
      await t.api({ url: '/api/me', headers: { authorization: `Bearer ${person.session.access_token}` } });
    await makePlatformAdmin(t.database.db, admin.userId);
    const venue = await createVenue(t.database.db, { name: 'The Local', slug: 'the-local' });
    const supplier = await createSupplier(t.database.db, { slug: 'harbour-brewing' });
    await createProduct(t.database.db, { supplierId: supplier.id, slug: 'harbour-pale' });
    await createMembership(t.database.db, { organisationId: venue.id, userId: owner.userId, organisationRole: 'owner' });
    Object.assign(kit, { owner, admin });
  });
  afterAll(async () => {
    await kit.t?.close();
  });
  return { kit };
}
