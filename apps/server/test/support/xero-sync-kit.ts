import { randomBytes } from 'node:crypto';
import type { Database } from '@tapline/db';
import { type FakeXero, xeroSettingsOf } from './fake-xero';
import { sealTokens } from '../../src/modules/xero/xero-access';
import { XeroClient } from '../../src/modules/xero/xero-client';
import type { XeroSettings } from '../../src/modules/xero/xero-settings';
import { insertIntegrationTesting } from './queries/xero-sync-testing.queries';

// A connected integration for the sync tests, made by the real OAuth round trip against the fake Xero (the
// connect routes have their own tests): consent, code exchange, connections, and the row with sealed tokens.

/** The server's Xero settings pointing at the fake, with a fresh token key (and a webhook key when given). */
export function fakeXeroSettings(fake: FakeXero, webhookKey?: string): XeroSettings & { tokenEncryptionKey: Buffer } {
  return xeroSettingsOf(fake, { tokenEncryptionKey: randomBytes(32), ...(webhookKey ? { webhookKey } : {}) });
}

export async function fakeControl(fake: FakeXero, path: string, body: unknown = {}): Promise<unknown> {
  const response = await fetch(`${fake.url}/__fake/${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`fake Xero ${path}: ${response.status}`);
  const text = await response.text();
  return text ? (JSON.parse(text) as unknown) : undefined;
}

export interface ConnectOptions {
  organisationId: string;
  /** the fake's organisation to connect to (one grant per tenant, as two Tapline organisations would have) */
  tenantName: string;
  accountCode: string | null;
  taxType: string | null;
  invoiceStatus?: 'DRAFT' | 'AUTHORISED';
  syncOn?: 'accept' | 'deliver';
}

/** Connects the organisation to one of the fake's tenants and stores the integration as connecting does. */
export async function connectXeroTesting(db: Database, fake: FakeXero, settings: XeroSettings & { tokenEncryptionKey: Buffer }, options: ConnectOptions) {
  const tenant = fake.orgs().find((org) => org.name === options.tenantName);
  if (!tenant) throw new Error(`the fake has no ${options.tenantName}`);
  const client = new XeroClient(settings);
  // consent to this tenant only: a later consent for the other one must not move this grant's connection
  await fakeControl(fake, 'authorize-as', { tenantIds: [tenant.tenantId] });
  const request = await client.authorizationRequest();
  const consent = await fetch(request.url, { redirect: 'manual' });
  const tokens = await client.exchangeCode(new URL(consent.headers.get('location') ?? ''), request);
  const { data: connections } = await client.listConnections(tokens.accessToken, tokens.authEventId);
  const connection = connections.find((candidate) => candidate.tenantId === tenant.tenantId);
  if (!connection) throw new Error(`no connection to ${options.tenantName}`);
  await fakeControl(fake, 'authorize-as', {});
  const row = await insertIntegrationTesting(db, {
    organisationId: options.organisationId,
    provider: 'xero',
    status: 'connected',
    tenantId: tenant.tenantId,
    tenantName: tenant.name,
    connectionId: connection.id,
    connectedAt: new Date(),
    accountCode: options.accountCode,
    taxType: options.taxType,
    invoiceStatus: options.invoiceStatus ?? 'DRAFT',
    syncOn: options.syncOn ?? 'accept',
    ...sealTokens({ settings }, tokens),
  });
  return { integrationId: row.id, tenantId: tenant.tenantId };
}
