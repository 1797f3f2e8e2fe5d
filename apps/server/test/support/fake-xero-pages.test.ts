import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XeroClient } from '../../src/money/xero/xero-client';
import { XeroOAuthError } from '../../src/money/xero/xero-errors';
import { type FakeXero, startFakeXero, xeroSettingsOf } from './fake-xero';

// The fake Xero's pages for a person in a browser (XERO_FAKE=1, the journeys): the consent page, as a browser's form
// posts it, and the invoice page of an invoice it doesn't have. (The invoice page of a real invoice and its Record
// payment button are in fake-xero-webhooks.test.ts, with the webhook they fire.)

let fake: FakeXero;
let client: XeroClient;

beforeAll(async () => {
  fake = await startFakeXero({ consentPage: true, orgNames: ['Demo Brewery Books', 'Demo Venue Books'] });
  client = new XeroClient(xeroSettingsOf(fake));
});

beforeEach(async () => {
  await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
});

afterAll(() => fake.close());

/** The consent page's form fields as a browser would post them: its hidden inputs, the ticked boxes, the button. */
function formOf(html: string, tenantIds: string[], decision: 'allow' | 'deny'): URLSearchParams {
  const form = new URLSearchParams();
  for (const [, name, value] of html.matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    form.append(
      name ?? '',
      (value ?? '')
        .replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>'),
    );
  }
  for (const tenantId of tenantIds) form.append('tenantId', tenantId);
  form.append('decision', decision);
  return form;
}

async function post(form: URLSearchParams): Promise<Response> {
  return fetch(`${fake.url}/identity/connect/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

describe("the fake Xero's consent page", () => {
  it('offers every organisation, ticked, and connects only the ones left ticked', async () => {
    const request = await client.authorizationRequest();
    const page = await fetch(request.url, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    const [brewery, venue] = fake.orgs();
    expect(html).toContain(`<input type="checkbox" name="tenantId" value="${brewery?.tenantId}" checked> Demo Brewery Books`);
    expect(html).toContain(`<input type="checkbox" name="tenantId" value="${venue?.tenantId}" checked> Demo Venue Books`);
    expect(html).toContain('accounting.invoices');

    const allowed = await post(formOf(html, [venue?.tenantId ?? ''], 'allow'));
    expect(allowed.status).toBe(302);
    const callback = new URL(allowed.headers.get('location') ?? '');
    expect(`${callback.origin}${callback.pathname}`).toBe(fake.redirectUri);
    expect(callback.searchParams.get('state')).toBe(request.state);
    const tokens = await client.exchangeCode(callback, request);
    const connections = await client.listConnections(tokens.accessToken, tokens.authEventId);
    expect(connections.data.map((connection) => connection.tenantName)).toEqual(['Demo Venue Books']);
  });

  it('marks the organisations already connected and leaves them unticked, so a second connect takes only a new one', async () => {
    const [brewery, venue] = fake.orgs();
    const first = await client.authorizationRequest();
    const firstPage = await (await fetch(first.url)).text();
    await client.exchangeCode(
      new URL((await post(formOf(firstPage, [brewery?.tenantId ?? ''], 'allow'))).headers.get('location') ?? ''),
      first,
    );

    const second = await client.authorizationRequest();
    const html = await (await fetch(second.url)).text();
    expect(html).toContain(
      `<input type="checkbox" name="tenantId" value="${brewery?.tenantId}"> Demo Brewery Books (already connected to Tapline)`,
    );
    expect(html).toContain(`<input type="checkbox" name="tenantId" value="${venue?.tenantId}" checked> Demo Venue Books</label>`);
  });

  it('sends the person back with access_denied on Cancel', async () => {
    const request = await client.authorizationRequest();
    const html = await (await fetch(request.url)).text();
    const cancelled = await post(formOf(html, [], 'deny'));
    expect(cancelled.status).toBe(302);
    const callback = new URL(cancelled.headers.get('location') ?? '');
    expect(callback.searchParams.get('error')).toBe('access_denied');
    await expect(client.exchangeCode(callback, request)).rejects.toBeInstanceOf(XeroOAuthError);
  });

  it('asks again when no organisation was ticked', async () => {
    const request = await client.authorizationRequest();
    const html = await (await fetch(request.url)).text();
    const none = await post(formOf(html, [], 'allow'));
    expect(none.status).toBe(400);
    const again = await none.text();
    expect(again).toContain('Choose at least one organisation to connect.');
    expect(again).not.toContain(' checked>');
  });

  it('still refuses an unknown redirect URI without redirecting', async () => {
    const request = await client.authorizationRequest();
    const html = await (await fetch(request.url)).text();
    const form = formOf(html, [fake.orgs()[0]?.tenantId ?? ''], 'allow');
    form.set('redirect_uri', 'https://attacker.example/callback');
    const refused = await post(form);
    expect(refused.status).toBe(400);
    expect(refused.headers.get('location')).toBeNull();
  });
});

describe("the fake Xero's invoice page", () => {
  it('says so for an invoice it does not have', async () => {
    const page = await fetch(`${fake.url}/__fake/invoices/00000000-0000-0000-0000-000000000000/view`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('No invoice 00000000-0000-0000-0000-000000000000');
  });
});
