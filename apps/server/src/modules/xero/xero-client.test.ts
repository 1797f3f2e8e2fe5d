import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type FakeXero, startFakeXero, xeroSettingsOf } from '../../../test/support/fake-xero';
import { XeroClient } from './xero-client';
import {
  XeroNotFoundError,
  XeroOAuthError,
  XeroRateLimitedError,
  XeroServerError,
  XeroUnauthorizedError,
  XeroValidationError,
} from './xero-errors';
import { XERO_SCOPES, type XeroSettings } from './xero-settings';
import { decryptToken, encryptToken, TokenDecryptionError } from './xero-token-encryption';
import type { NewXeroInvoice, XeroTenantContext } from './xero-types';
import { isValidXeroWebhookSignature, xeroWebhookSignature } from './xero-webhook-signature';

let fake: FakeXero;
let settings: XeroSettings;
let client: XeroClient;

beforeAll(async () => {
  fake = await startFakeXero({ minuteLimit: 1000 });
  settings = xeroSettingsOf(fake);
});

beforeEach(async () => {
  await control('reset');
  client = new XeroClient(settings);
});

afterAll(() => fake.close());

async function control(path: string, body: unknown = {}): Promise<void> {
  const response = await fetch(`${fake.url}/__fake/${path}`, {
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
  const request = await client.authorizationRequest();
  const tokens = await client.exchangeCode(await consent(request.url), request);
  const connections = await client.listConnections(tokens.accessToken, tokens.authEventId);
  return { tokens, connections: connections.data };
}

async function supplierContext(): Promise<XeroTenantContext> {
  const { tokens, connections } = await connect();
  const supplier = connections.find((connection) => connection.tenantName === 'Hop Valley Brewing');
  return { accessToken: tokens.accessToken, tenantId: supplier?.tenantId ?? '' };
}

function tokenRequests(grantType: string) {
  return fake
    .requests()
    .filter((request) => request.path === '/connect/token' && new URLSearchParams(request.body).get('grant_type') === grantType);
}

async function salesInvoice(context: XeroTenantContext, overrides: Partial<NewXeroInvoice> = {}): Promise<NewXeroInvoice> {
  const venue = await client.findOrCreateContact(context, {
    Name: 'The Corner Bistro Pty Ltd',
    EmailAddress: 'accounts@cornerbistro.test',
  });
  return {
    Type: 'ACCREC',
    Contact: { ContactID: venue.data.ContactID },
    Date: '2026-07-20',
    DueDate: '2026-08-19',
    InvoiceNumber: 'TL-000123-S1',
    Reference: 'Order TL-000123',
    Status: 'AUTHORISED',
    LineItems: [
      { Description: 'Pale Ale 50 L keg', Quantity: 2, UnitAmount: 285, AccountCode: '200', TaxType: 'OUTPUT' },
      { Description: 'Keg deposit', Quantity: 2, UnitAmount: 50, AccountCode: '200', TaxType: 'EXEMPTOUTPUT' },
    ],
    ...overrides,
  };
}

describe('connecting (OAuth 2.0 authorization code with PKCE and state)', () => {
  it('builds the authorize URL, exchanges the code with Basic auth and the verifier, and lists the consented tenants', async () => {
    const request = await client.authorizationRequest();
    const authorize = new URL(request.url);
    expect(`${authorize.origin}${authorize.pathname}`).toBe(`${fake.url}/identity/connect/authorize`);
    expect(Object.fromEntries(authorize.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: fake.clientId,
      redirect_uri: fake.redirectUri,
      scope: 'offline_access accounting.invoices accounting.contacts accounting.settings.read',
      state: request.state,
      code_challenge_method: 'S256',
    });
    expect(authorize.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);

    const callback = await consent(request.url);
    expect(callback.searchParams.get('state')).toBe(request.state);
    const tokens = await client.exchangeCode(callback, request);
    expect(tokens).toMatchObject({ scope: XERO_SCOPES, authEventId: expect.any(String) });
    expect(tokens.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 60_000);

    const [exchange] = tokenRequests('authorization_code');
    expect(exchange?.headers.authorization).toBe(`Basic ${Buffer.from(`${fake.clientId}:${fake.clientSecret}`).toString('base64')}`);
    expect(new URLSearchParams(exchange?.body).get('code_verifier')).toBe(request.codeVerifier);

    const connections = await client.listConnections(tokens.accessToken, tokens.authEventId);
    expect(connections.data.map((connection) => connection.tenantName).sort()).toEqual(['Hop Valley Brewing', 'The Corner Bistro']);
    expect(connections.data[0]).toMatchObject({ tenantType: 'ORGANISATION', authEventId: tokens.authEventId, id: expect.any(String) });
    const listed = fake.requests().find((recorded) => recorded.path.startsWith('/connections'));
    expect(listed?.path).toBe(`/connections?authEventId=${tokens.authEventId}`);
    expect(listed?.headers['xero-tenant-id']).toBeUndefined();
  });

  it('refuses a callback whose state is not the one it sent, and a refusal at the consent page', async () => {
    const request = await client.authorizationRequest();
    const callback = await consent(request.url);
    await expect(client.exchangeCode(callback, { ...request, state: 'someone-elses' })).rejects.toMatchObject({ error: 'invalid_state' });

    await control('authorize-as', { deny: true });
    const denied = await client.authorizationRequest();
    const error = await client.exchangeCode(await consent(denied.url), denied).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroOAuthError);
    expect(error).toMatchObject({ error: 'access_denied' });
  });

  it('refuses a code exchanged with the wrong PKCE verifier', async () => {
    const request = await client.authorizationRequest();
    const callback = await consent(request.url);
    await expect(client.exchangeCode(callback, { ...request, codeVerifier: 'x'.repeat(43) })).rejects.toMatchObject({
      error: 'invalid_grant',
      reconnectNeeded: true,
    });
  });

  it('disconnects one organisation, and revoking the grant ends every connection', async () => {
    const { tokens, connections } = await connect();
    await client.deleteConnection(tokens.accessToken, connections[0]?.id ?? '');
    expect((await client.listConnections(tokens.accessToken)).data).toHaveLength(1);
    await expect(client.deleteConnection(tokens.accessToken, connections[0]?.id ?? '')).rejects.toBeInstanceOf(XeroNotFoundError);

    await client.revoke(tokens.refreshToken);
    await expect(client.listConnections(tokens.accessToken)).rejects.toBeInstanceOf(XeroUnauthorizedError);
    await expect(client.refresh('grant-1', tokens.refreshToken)).rejects.toMatchObject({ error: 'invalid_grant', reconnectNeeded: true });
  });
});

describe('refreshing', () => {
  it('rotates the refresh token; the old one is honoured for the grace period only', async () => {
    const { tokens } = await connect();
    const first = await client.refresh('grant-1', tokens.refreshToken);
    expect(first.refreshToken).not.toBe(tokens.refreshToken);
    expect(first.accessToken).not.toBe(tokens.accessToken);
    expect((await client.listConnections(first.accessToken)).data).toHaveLength(2);

    // a lost answer: the old token again, inside 30 minutes, gets the same new pair
    const again = await client.refresh('grant-1', tokens.refreshToken);
    expect(again.refreshToken).toBe(first.refreshToken);

    await control('clock', { advanceSeconds: 31 * 60 });
    await expect(client.refresh('grant-1', tokens.refreshToken)).rejects.toMatchObject({ error: 'invalid_grant' });
    const second = await client.refresh('grant-1', first.refreshToken);
    expect(second.refreshToken).not.toBe(first.refreshToken);
  });

  it('sends one token request for concurrent refreshes of one grant', async () => {
    const { tokens } = await connect();
    const [a, b, c] = await Promise.all([
      client.refresh('grant-1', tokens.refreshToken),
      client.refresh('grant-1', tokens.refreshToken),
      client.refresh('grant-1', tokens.refreshToken),
    ]);
    expect(b).toBe(a);
    expect(c).toBe(a);
    expect(tokenRequests('refresh_token')).toHaveLength(1);
    // settled: the next refresh is a new request
    await client.refresh('grant-1', a.refreshToken);
    expect(tokenRequests('refresh_token')).toHaveLength(2);
  });

  it('turns an expired refresh token into a typed "reconnect needed" error', async () => {
    const { tokens } = await connect();
    await control('expire-refresh-token');
    const error = await client.refresh('grant-1', tokens.refreshToken).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroOAuthError);
    expect(error).toMatchObject({ error: 'invalid_grant', reconnectNeeded: true, status: 400 });
  });

  it('says when the access token has expired, so the caller refreshes and retries', async () => {
    const context = await supplierContext();
    await control('expire-access-token');
    const error = await client.listAccounts(context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroUnauthorizedError);
    expect(error).toMatchObject({
      status: 401,
      tokenExpired: true,
      detail: expect.stringMatching(/^TokenExpired: token expired at \d\d\/\d\d\/\d{4} /),
    });
  });
});

describe('accounting', () => {
  it('sends the tenant header, reads the remaining-limit headers, and lists active accounts and tax rates', async () => {
    const context = await supplierContext();
    const accounts = await client.listAccounts(context);
    expect(accounts.data.map((account) => account.Code)).toEqual(['090', '200', '310', '400', '610', '630', '800']);
    expect(accounts.limits).toEqual({ minuteRemaining: 999, dayRemaining: 4999, appMinuteRemaining: 9999 });
    const taxRates = await client.listTaxRates(context);
    expect(taxRates.data.find((rate) => rate.TaxType === 'OUTPUT')).toMatchObject({ EffectiveRate: 10, CanApplyToRevenue: true });
    const call = fake.requests().find((recorded) => recorded.path.startsWith('/api.xro/2.0/Accounts'));
    expect(call?.headers['xero-tenant-id']).toBe(context.tenantId);
    expect(call?.headers.authorization).toBe(`Bearer ${context.accessToken}`);
  });

  it('finds a contact by name or email, and creates it only when there is none', async () => {
    const context = await supplierContext();
    const created = await client.findOrCreateContact(context, { Name: 'The Corner "Bistro"', EmailAddress: 'accounts@cornerbistro.test' });
    expect(created.data).toMatchObject({ Name: 'The Corner "Bistro"', ContactStatus: 'ACTIVE', ContactID: expect.any(String) });
    const found = await client.findOrCreateContact(context, { Name: 'The Corner "Bistro"' });
    expect(found.data.ContactID).toBe(created.data.ContactID);
    expect((await client.findContacts(context, { email: 'accounts@cornerbistro.test' })).data.map((contact) => contact.ContactID)).toEqual([
      created.data.ContactID,
    ]);
    expect((await client.findContacts(context, { name: 'Nobody' })).data).toEqual([]);

    const duplicate = await client.createContact(context, { Name: 'The Corner "Bistro"' }).catch((caught: unknown) => caught);
    expect(duplicate).toBeInstanceOf(XeroValidationError);
    expect((duplicate as XeroValidationError).messages).toEqual([
      'The contact name The Corner "Bistro" is already assigned to another contact. The contact name must be unique across all active contacts.',
    ]);
    const puts = fake.requests().filter((recorded) => recorded.method === 'PUT');
    expect(puts.every((recorded) => typeof recorded.headers['idempotency-key'] === 'string')).toBe(true);
  });

  it('creates an invoice once for one Idempotency-Key: a retry gets the same invoice back', async () => {
    const context = await supplierContext();
    const invoice = await salesInvoice(context);
    const key = 'tapline:test:so_1:accrec:1';
    const created = await client.createInvoice(context, invoice, { idempotencyKey: key });
    expect(created.data).toMatchObject({
      Type: 'ACCREC',
      Status: 'AUTHORISED',
      InvoiceNumber: 'TL-000123-S1',
      SubTotal: 670,
      TotalTax: 57,
      Total: 727,
      AmountDue: 727,
    });
    const retried = await client.createInvoice(context, invoice, { idempotencyKey: key });
    expect(retried.data.InvoiceID).toBe(created.data.InvoiceID);
    const supplier = fake.orgs().find((org) => org.tenantId === context.tenantId);
    expect(supplier?.invoices).toHaveLength(1);
    expect(fake.requests().filter((recorded) => recorded.headers['idempotency-key'] === key)).toHaveLength(2);

    // the same key for another request is Xero's 400
    await expect(client.createInvoice(context, { ...invoice, InvoiceNumber: 'TL-2' }, { idempotencyKey: key })).rejects.toMatchObject({
      messages: [`Idempotency Key: ${key} is used with a different request`],
    });
  });

  it('finds an invoice by number or reference and reads it by id', async () => {
    const context = await supplierContext();
    const created = await client.createInvoice(context, await salesInvoice(context));
    const byNumber = await client.findInvoices(context, { invoiceNumber: 'TL-000123-S1', contactId: created.data.Contact.ContactID });
    expect(byNumber.data.map((invoice) => invoice.InvoiceID)).toEqual([created.data.InvoiceID]);
    const byReference = await client.findInvoices(context, { reference: 'Order TL-000123', type: 'ACCREC' });
    expect(byReference.data.map((invoice) => invoice.InvoiceID)).toEqual([created.data.InvoiceID]);
    expect((await client.findInvoices(context, { invoiceNumber: 'TL-999' })).data).toEqual([]);
    expect((await client.getInvoice(context, created.data.InvoiceID)).data.Total).toBe(727);
    await expect(client.getInvoice(context, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(XeroNotFoundError);
  });

  it('finds invoices by ids, only those changed since If-Modified-Since (the payment poll)', async () => {
    const context = await supplierContext();
    const first = await client.createInvoice(context, await salesInvoice(context));
    const second = await client.createInvoice(context, await salesInvoice(context, { InvoiceNumber: 'TL-000124-S1' }));
    const ids = [first.data.InvoiceID, second.data.InvoiceID];
    expect((await client.findInvoices(context, { ids })).data.map((invoice) => invoice.InvoiceID).sort()).toEqual([...ids].sort());
    await control('clock', { advanceSeconds: 120 });
    const since = new Date(Date.now() + 60_000);
    expect((await client.findInvoices(context, { ids, modifiedSince: since })).data).toEqual([]);
    await control(`invoices/${second.data.InvoiceID}/pay`);
    const changed = await client.findInvoices(context, { ids, modifiedSince: since });
    expect(changed.data.map((invoice) => [invoice.InvoiceID, invoice.Status])).toEqual([[second.data.InvoiceID, 'PAID']]);
    const poll = fake
      .requests()
      .filter((request) => request.path.startsWith('/api.xro/2.0/Invoices?'))
      .at(-1);
    expect(poll?.headers['if-modified-since']).toBe(since.toISOString());
    expect(new URL(poll!.path, fake.url).searchParams.get('IDs')).toBe(ids.join(','));
  });

  it('creates a bill (ACCPAY) in the venue organisation, without a Reference', async () => {
    const { tokens, connections } = await connect();
    const venue = {
      accessToken: tokens.accessToken,
      tenantId: connections.find((connection) => connection.tenantName === 'The Corner Bistro')?.tenantId ?? '',
    };
    const supplier = await client.findOrCreateContact(venue, { Name: 'Hop Valley Brewing' });
    const bill = await client.createInvoice(venue, {
      Type: 'ACCPAY',
      Contact: { ContactID: supplier.data.ContactID },
      InvoiceNumber: 'TL-000123-S1',
      Reference: 'ignored on bills',
      Status: 'DRAFT',
      LineItems: [{ Description: 'Pale Ale 50 L keg', Quantity: 2, UnitAmount: 285, AccountCode: '310', TaxType: 'INPUT' }],
    });
    expect(bill.data).toMatchObject({ Type: 'ACCPAY', Status: 'DRAFT', Total: 627 });
    expect(bill.data.Reference).toBeUndefined();
  });

  it('voids only an authorised, unpaid invoice and deletes only a draft', async () => {
    const context = await supplierContext();
    const authorised = await client.createInvoice(context, await salesInvoice(context));
    await expect(client.updateInvoiceStatus(context, authorised.data.InvoiceID, 'DELETED')).rejects.toBeInstanceOf(XeroValidationError);
    expect((await client.updateInvoiceStatus(context, authorised.data.InvoiceID, 'VOIDED')).data.Status).toBe('VOIDED');
    await expect(client.updateInvoiceStatus(context, authorised.data.InvoiceID, 'AUTHORISED')).rejects.toMatchObject({
      messages: ['This document cannot be edited as it has a status of VOIDED.'],
    });

    const draft = await client.createInvoice(context, await salesInvoice(context, { InvoiceNumber: 'TL-000124-S1', Status: 'DRAFT' }));
    await expect(client.updateInvoiceStatus(context, draft.data.InvoiceID, 'VOIDED')).rejects.toBeInstanceOf(XeroValidationError);
    expect((await client.updateInvoiceStatus(context, draft.data.InvoiceID, 'DELETED')).data.Status).toBe('DELETED');

    const paid = await client.createInvoice(context, await salesInvoice(context, { InvoiceNumber: 'TL-000125-S1' }));
    await control(`invoices/${paid.data.InvoiceID}/pay`);
    expect((await client.getInvoice(context, paid.data.InvoiceID)).data).toMatchObject({ Status: 'PAID', AmountDue: 0, AmountPaid: 727 });
    await expect(client.updateInvoiceStatus(context, paid.data.InvoiceID, 'VOIDED')).rejects.toBeInstanceOf(XeroValidationError);
  });

  it('parses a ValidationException into the messages to show the user', async () => {
    const context = await supplierContext();
    await client.createInvoice(context, await salesInvoice(context));
    const error = await client
      .createInvoice(
        context,
        await salesInvoice(context, { LineItems: [{ Description: 'Keg', Quantity: 1, UnitAmount: 10, AccountCode: '999' }] }),
      )
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroValidationError);
    expect(error).toMatchObject({
      status: 400,
      messages: ['Invoice # must be unique.', "Account code '999' is not a valid code for this document."],
    });
    expect((error as XeroValidationError).elements[0]).toMatchObject({ InvoiceNumber: 'TL-000123-S1', HasErrors: true });
  });

  it('says a tenant that left is no longer connected (403)', async () => {
    const context = await supplierContext();
    await control('disconnect-from-xero', { tenantId: context.tenantId });
    await expect(client.listTaxRates(context)).rejects.toMatchObject({
      status: 403,
      tokenExpired: false,
      detail: 'AuthenticationUnsuccessful',
    });
  });
});

describe('limits and outages', () => {
  it('turns a 429 into a typed error with Retry-After and the limit that was hit', async () => {
    const context = await supplierContext();
    await control('limits', { minute: 2 });
    const first = await client.listAccounts(context);
    expect(first.limits.minuteRemaining).toBe(1);
    await client.listAccounts(context);
    const error = await client.listAccounts(context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroRateLimitedError);
    expect(error).toMatchObject({ status: 429, problem: 'minute', limits: { minuteRemaining: 0 } });
    expect((error as XeroRateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as XeroRateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60);

    await control('clock', { advanceSeconds: 61 });
    expect((await client.listAccounts(context)).limits.minuteRemaining).toBe(1);
  });

  it('passes on a forced 429 and a maintenance 503', async () => {
    const context = await supplierContext();
    await control('fault', { route: '/api.xro/2.0/Invoices', status: 429, retryAfter: 7, problem: 'day' });
    await expect(client.findInvoices(context, { invoiceNumber: 'X' })).rejects.toMatchObject({ retryAfterSeconds: 7, problem: 'day' });
    await control('fault', { status: 503, body: 'The Xero API is currently offline for maintenance' });
    const error = await client.listTaxRates(context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroServerError);
    expect((error as XeroServerError).message).toContain('offline for maintenance');
  });
});

describe('webhook signature', () => {
  const key = 'webhook-key-from-the-developer-portal';
  const body = Buffer.from('{"events":[],"lastEventSequence":0,"firstEventSequence":0,"entropy":"S0m3r4Nd0mt3xt"}');

  it('accepts base64(HMAC-SHA256(raw body, key)) and nothing else', () => {
    const signature = xeroWebhookSignature(body, key);
    expect(isValidXeroWebhookSignature(body, signature, key)).toBe(true);
    expect(isValidXeroWebhookSignature(body, xeroWebhookSignature(body, 'another-key'), key)).toBe(false);
    expect(isValidXeroWebhookSignature(Buffer.from(`${body.toString()} `), signature, key)).toBe(false);
    expect(isValidXeroWebhookSignature(body, undefined, key)).toBe(false);
    expect(isValidXeroWebhookSignature(body, 'not base64!', key)).toBe(false);
    expect(isValidXeroWebhookSignature(body, signature.slice(0, -4), key)).toBe(false);
  });
});

describe('token encryption at rest', () => {
  const key = randomBytes(32);

  it('round-trips, with a fresh IV each time, in the v1 format', () => {
    const sealed = encryptToken('refresh-token-value', key);
    expect(sealed).toMatch(/^v1\.[\w-]{16}\.[\w-]{22}\.[\w-]+$/);
    expect(encryptToken('refresh-token-value', key)).not.toBe(sealed);
    expect(decryptToken(sealed, key)).toBe('refresh-token-value');
  });

  it('refuses an altered ciphertext, tag or IV, and another key', () => {
    const sealed = encryptToken('refresh-token-value', key);
    const parts = sealed.split('.');
    for (const index of [1, 2, 3]) {
      const bytes = Buffer.from(parts[index] ?? '', 'base64url');
      bytes[0] = (bytes[0] ?? 0) ^ 1;
      const tampered = parts.map((part, at) => (at === index ? bytes.toString('base64url') : part)).join('.');
      expect(() => decryptToken(tampered, key)).toThrow(TokenDecryptionError);
    }
    expect(() => decryptToken(sealed, randomBytes(32))).toThrow(TokenDecryptionError);
    expect(() => decryptToken(`v2.${parts.slice(1).join('.')}`, key)).toThrow(TokenDecryptionError);
    expect(() => encryptToken('x', randomBytes(16))).toThrow(/32 bytes/);
  });
});
