import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { type FakeXero, startFakeXero, xeroSettingsOf } from './fake-xero';
import { XeroClient } from '../../src/money/xero/xero-client';
import type { XeroSettings } from '../../src/money/xero/xero-settings';
import type { XeroTenantContext } from '../../src/money/xero/xero-types';

// The Xero client test files' common ground: the fake Xero, reset before each test, and a fresh client on it.

interface Kit {
  fake: FakeXero;
  client: XeroClient;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function xeroClientTestKit() {
  const kit = {} as Kit;
  let settings: XeroSettings;

  beforeAll(async () => {
    kit.fake = await startFakeXero({ minuteLimit: 1000 });
    settings = xeroSettingsOf(kit.fake);
  });

  beforeEach(async () => {
    await control('reset');
    kit.client = new XeroClient(settings);
  });

  afterAll(() => kit.fake.close());

  async function control(path: string, body: unknown = {}): Promise<void> {
    const response = await fetch(`${kit.fake.url}/__fake/${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(response.ok).toBe(true);
  }

  /** The browser's part: follow the consent page's redirect back to the callback. */
  async function consent(authorizeUrl: string): Promise<URL> {
    const response = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(response.status).toBe(302);
    return new URL(response.headers.get('location') ?? '');
  }

  async function connect() {
    const request = await kit.client.authorizationRequest();
    const tokens = await kit.client.exchangeCode(await consent(request.url), request);
    const connections = await kit.client.listConnections(tokens.accessToken, tokens.authEventId);
    return { tokens, connections: connections.data };
  }

  async function supplierContext(): Promise<XeroTenantContext> {
    const { tokens, connections } = await connect();
    const supplier = connections.find((connection) => connection.tenantName === 'Hop Valley Brewing');
    return { accessToken: tokens.accessToken, tenantId: supplier?.tenantId ?? '' };
  }

  return { kit, control, consent, connect, supplierContext };
}
