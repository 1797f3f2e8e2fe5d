import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { AuditEntryList, NotificationList, XeroCallbackResult, XeroConnectStart, XeroIntegration } from '@tapline/contracts';
import { callAs, signedInUser } from './auth-kit';
import { type FakeXero, startFakeXero, xeroSettingsOf } from './fake-xero';
import { parseAnswer } from './parse-answer';
import { disconnectEveryIntegration } from './queries/xero-integration-testing.queries';
import { createTestApp, type TestApp } from './test-app';
import type { XeroSettings } from '../../src/money/xero/xero-settings';

// The Xero integration test files' common ground: an app on a database of its own per file with the fake Xero behind
// it, the people of each organisation, and the browser's part of a connect (start, consent, callback).

export type Person = Awaited<ReturnType<typeof signedInUser>>;
type OrgType = 'venue' | 'supplier';

export const SUPPLIER_BOOKS = 'Hop Valley Brewing';
export const VENUE_BOOKS = 'The Corner Bistro';

interface Kit {
  fake: FakeXero;
  t: TestApp;
  settings: XeroSettings & { tokenEncryptionKey: Buffer };
  owner: Person;
  admin: Person;
  member: Person;
  stranger: Person;
}

interface FakeState {
  connections: { id: string; tenantId: string; tenantName: string }[];
  grants: { id: string; refreshToken: string }[];
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function xeroIntegrationTestKit() {
  const kit = {} as Kit;

  function call(person: Person | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
    return callAs(kit.t, person, method, url, payload);
  }

  async function control(path: string, body: unknown = {}) {
    const response = await fetch(`${kit.fake.url}/__fake/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok, `fake ${path}`).toBe(true);
  }

  async function fakeState(): Promise<FakeState> {
    return (await (await fetch(`${kit.fake.url}/__fake/state`)).json()) as FakeState;
  }

  const tenantId = (name: string) => kit.fake.orgs().find((org) => org.name === name)!.tenantId;
  const tokenRequests = (grantType: string) =>
    kit.fake
      .requests()
      .filter((request) => request.path === '/connect/token' && new URLSearchParams(request.body).get('grant_type') === grantType);

  /** An organisation of its own per test: `owner` owns it, `admin` and `member` belong to it. */
  async function freshOrganisation(type: OrgType) {
    const db = kit.t.database.db;
    const organisation =
      type === 'supplier' ? await createSupplier(db, { name: SUPPLIER_BOOKS }) : await createVenue(db, { name: VENUE_BOOKS });
    await createMembership(db, {
      organisationId: organisation.id,
      userId: kit.owner.userId,
      organisationRole: 'owner',
    });
    await createMembership(db, {
      organisationId: organisation.id,
      userId: kit.admin.userId,
      organisationRole: 'admin',
    });
    await createMembership(db, {
      organisationId: organisation.id,
      userId: kit.member.userId,
      organisationRole: 'member',
    });
    return {
      ...organisation,
      type,
      at: (path = '') => `/api/${type}s/${organisation.id}/integrations/xero${path}`,
    };
  }
  type Organisation = Awaited<ReturnType<typeof freshOrganisation>>;

  async function startConnect(organisation: Organisation, person: Person = kit.owner) {
    return parseAnswer(await call(person, 'POST', organisation.at('/connect')), 200, XeroConnectStart).authorizationUrl;
  }

  /** The browser's part: Xero's consent page redirects back to /auth/xero/callback with this query. */
  async function consent(authorizationUrl: string): Promise<string> {
    const response = await fetch(authorizationUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location')!).search;
  }

  const callback = (query: string, person: Person = kit.owner) => call(person, 'POST', '/api/integrations/xero/callback', { query });

  /** Connects the organisation to the named Xero organisations' consent (one: connected at once). */
  async function connectTo(organisation: Organisation, books: string[], person: Person = kit.owner) {
    await control('authorize-as', { tenantIds: books.map(tenantId) });
    const query = await consent(await startConnect(organisation, person));
    return parseAnswer(await callback(query, person), 200, XeroCallbackResult);
  }

  async function integration(organisation: Organisation, person: Person = kit.owner) {
    return parseAnswer(await call(person, 'GET', organisation.at()), 200, XeroIntegration);
  }

  /** The audit log's actions about the organisation, oldest first, as its owner reads them. */
  async function auditActions(organisation: Organisation) {
    const list = parseAnswer(await call(kit.owner, 'GET', `/api/${organisation.type}s/${organisation.id}/audit`), 200, AuditEntryList);
    return list.items.map((item) => item.action).reverse();
  }

  /** The kinds of the person's notifications about one organisation. */
  async function notificationKinds(person: Person, organisation: Organisation) {
    const list = parseAnswer(await call(person, 'GET', '/api/notifications'), 200, NotificationList);
    return list.items.filter((item) => item.organisation.id === organisation.id).map((item) => item.kind);
  }

  beforeAll(async () => {
    kit.fake = await startFakeXero({ minuteLimit: 1000 });
    kit.settings = xeroSettingsOf(kit.fake, { tokenEncryptionKey: randomBytes(32) });
    const t = (kit.t = await createTestApp({ listen: true, xero: kit.settings }));
    kit.owner = await signedInUser(t, { name: 'Olive Owner' });
    kit.admin = await signedInUser(t, { name: 'Ada Admin' });
    kit.member = await signedInUser(t, { name: 'Max Member' });
    kit.stranger = await signedInUser(t, { name: 'Sam Stranger' });
    for (const person of [kit.owner, kit.admin, kit.member, kit.stranger]) await call(person, 'GET', `/api/users/${person.userId}/venues`);
  });

  beforeEach(async () => {
    await control('reset');
    // the fake has one Xero user: an organisation connected by an earlier test would share its grant
    await disconnectEveryIntegration(kit.t.database.db);
  });

  afterAll(async () => {
    await kit.t?.close();
    await kit.fake?.close();
  });

  return {
    kit,
    call,
    control,
    fakeState,
    tenantId,
    tokenRequests,
    freshOrganisation,
    startConnect,
    consent,
    callback,
    connectTo,
    integration,
    auditActions,
    notificationKinds,
  };
}
