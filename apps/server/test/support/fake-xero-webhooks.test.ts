import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { XeroClient } from '../../src/money/xero/xero-client';
import type { NewXeroInvoice, XeroTenantContext } from '../../src/money/xero/xero-types';
import { isValidXeroWebhookSignature } from '../../src/money/xero/xero-webhook-signature';
import { type FakeXero, startFakeXero, xeroSettingsOf } from './fake-xero';
import type { IntentToReceiveResult } from './fake-xero-webhooks';

// The fake Xero's webhook emitter (docs/protocols/xero.md, Webhooks and The fake Xero), checked from the receiving end:
// a small HTTP server stands where Tapline's webhook route would, and records what arrives.

const KEY = 'fake-webhook-key-0123456789abcdef0123456789abcdef';

interface Received {
  raw: string;
  headers: IncomingHttpHeaders;
}

interface Envelope {
  events: Record<string, unknown>[];
  firstEventSequence: number;
  lastEventSequence: number;
  entropy: string;
}

/** Answers with the next queued status (then 200s); `verify` answers 401 to a bad signature, as Tapline must. */
class Receiver {
  received: Received[] = [];
  statuses: number[] = [];
  verify = false;
  private waiters: { count: number; resolve: () => void }[] = [];
  private server: Server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      this.received.push({ raw, headers: request.headers });
      const signed = isValidXeroWebhookSignature(raw, request.headers['x-xero-signature'] as string | undefined, KEY);
      response.writeHead(this.verify && !signed ? 401 : (this.statuses.shift() ?? 200)).end();
      this.waiters = this.waiters.filter((waiter) => (this.received.length >= waiter.count ? (waiter.resolve(), false) : true));
    });
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/api/integrations/xero/webhooks`;
  }

  /** resolves once `count` requests have arrived in all */
  arrived(count: number): Promise<void> {
    return this.received.length >= count ? Promise.resolve() : new Promise((resolve) => this.waiters.push({ count, resolve }));
  }

  envelopes(): Envelope[] {
    return this.received.map((request) => JSON.parse(request.raw) as Envelope);
  }

  reset() {
    this.received = [];
    this.statuses = [];
    this.verify = false;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

let fake: FakeXero;
let client: XeroClient;
let receiver: Receiver;
let webhookUrl: string;

beforeAll(async () => {
  receiver = new Receiver();
  webhookUrl = await receiver.start();
  fake = await startFakeXero({ minuteLimit: 1000, webhook: { url: webhookUrl, key: KEY, retryDelaysMs: [20, 20] } });
  client = new XeroClient(xeroSettingsOf(fake));
});

beforeEach(async () => {
  await fetch(`${fake.url}/__fake/reset`, { method: 'POST' });
  fake.setWebhook({ url: webhookUrl, key: KEY, retryDelaysMs: [20, 20] });
  receiver.reset();
});

afterEach(() => fake.webhooksSettled());

afterAll(async () => {
  await fake.close();
  await receiver.close();
});

async function supplierContext(): Promise<XeroTenantContext> {
  const request = await client.authorizationRequest();
  const consent = await fetch(request.url, { redirect: 'manual' });
  const tokens = await client.exchangeCode(new URL(consent.headers.get('location') ?? ''), request);
  const connections = await client.listConnections(tokens.accessToken, tokens.authEventId);
  const supplier = connections.data.find((connection) => connection.tenantName === 'Hop Valley Brewing');
  return { accessToken: tokens.accessToken, tenantId: supplier?.tenantId ?? '' };
}

async function draftInvoice(context: XeroTenantContext, number = 'TL-000321-S1'): Promise<NewXeroInvoice> {
  const venue = await client.findOrCreateContact(context, { Name: 'The Corner Bistro Pty Ltd' });
  return {
    Type: 'ACCREC',
    Contact: { ContactID: venue.data.ContactID },
    Date: '2026-07-20',
    DueDate: '2026-08-19',
    InvoiceNumber: number,
    Reference: 'Order TL-000321',
    Status: 'DRAFT',
    LineItems: [{ Description: 'Pale Ale 50 L keg', Quantity: 2, UnitAmount: 285, AccountCode: '200', TaxType: 'OUTPUT' }],
  };
}

async function pay(invoiceId: string) {
  const response = await fetch(`${fake.url}/__fake/invoices/${invoiceId}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  expect(response.status).toBe(200);
}

describe('the fake Xero webhook emitter', () => {
  it("posts a created invoice as Xero's signed INVOICE CREATE envelope", async () => {
    const context = await supplierContext();
    const created = await client.createInvoice(context, await draftInvoice(context));
    await receiver.arrived(1);

    const [delivery] = receiver.received;
    expect(delivery?.headers['content-type']).toBe('application/json');
    const signature = delivery?.headers['x-xero-signature'] as string;
    expect(isValidXeroWebhookSignature(delivery?.raw ?? '', signature, KEY)).toBe(true);
    expect(isValidXeroWebhookSignature(delivery?.raw ?? '', signature, 'another-key')).toBe(false);
    // the signature is over these exact bytes: one more space and it no longer matches
    expect(isValidXeroWebhookSignature(`${delivery?.raw ?? ''} `, signature, KEY)).toBe(false);

    const [envelope] = receiver.envelopes();
    expect(Object.keys(envelope ?? {}).sort()).toEqual(['entropy', 'events', 'firstEventSequence', 'lastEventSequence']);
    expect(envelope).toMatchObject({ firstEventSequence: expect.any(Number), entropy: expect.stringMatching(/^[A-Z]{20}$/) });
    expect(envelope?.lastEventSequence).toBe(envelope?.firstEventSequence);
    expect(envelope?.events).toEqual([
      {
        resourceUrl: `${fake.url}/api.xro/2.0/Invoices/${created.data.InvoiceID}`,
        resourceId: created.data.InvoiceID,
        eventDateUtc: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}$/),
        eventType: 'CREATE',
        eventCategory: 'INVOICE',
        tenantId: context.tenantId,
        tenantType: 'ORGANISATION',
      },
    ]);
  });

  it('posts an UPDATE when the invoice is paid (the test hook) or its status changes, with rising sequences', async () => {
    const context = await supplierContext();
    const draft = await client.createInvoice(context, await draftInvoice(context));
    await receiver.arrived(1);
    await client.updateInvoiceStatus(context, draft.data.InvoiceID, 'AUTHORISED');
    await receiver.arrived(2);
    await pay(draft.data.InvoiceID);
    await receiver.arrived(3);

    const envelopes = receiver.envelopes();
    // one event per batch here; the sequence runs on across batches (and across a reset, as Xero's never restarts)
    const first = envelopes[0]?.firstEventSequence ?? 0;
    expect(envelopes.map((envelope) => [envelope.firstEventSequence, envelope.lastEventSequence])).toEqual([
      [first, first],
      [first + 1, first + 1],
      [first + 2, first + 2],
    ]);
    expect(envelopes.map((envelope) => envelope.events.map((event) => [event.eventType, event.resourceId, event.tenantId]))).toEqual([
      [['CREATE', draft.data.InvoiceID, context.tenantId]],
      [['UPDATE', draft.data.InvoiceID, context.tenantId]],
      [['UPDATE', draft.data.InvoiceID, context.tenantId]],
    ]);
    // the event carries no status: the receiver reads the invoice, which is paid by then
    expect((await client.getInvoice(context, draft.data.InvoiceID)).data.Status).toBe('PAID');
  });

  it('sends nothing for a refused change or a replayed Idempotency-Key', async () => {
    const context = await supplierContext();
    const invoice = await draftInvoice(context);
    await client.createInvoice(context, invoice, { idempotencyKey: 'order-321-attempt-1' });
    await client.createInvoice(context, invoice, { idempotencyKey: 'order-321-attempt-1' });
    const voided = client.updateInvoiceStatus(context, fake.orgs()[0]?.invoices[0]?.InvoiceID as string, 'VOIDED');
    await expect(voided).rejects.toThrow();
    await fake.webhooksSettled();

    expect(receiver.envelopes().map((envelope) => envelope.events.map((event) => event.eventType))).toEqual([['CREATE']]);
  });

  it('retries a delivery the receiver failed, and records each attempt', async () => {
    receiver.statuses = [503, 500];
    const context = await supplierContext();
    const created = await client.createInvoice(context, await draftInvoice(context));
    await receiver.arrived(3);
    await fake.webhooksSettled();

    expect(receiver.received.map((request) => request.raw)).toEqual(Array(3).fill(receiver.received[0]?.raw));
    const [delivery] = fake.webhookDeliveries();
    expect(delivery).toMatchObject({ delivered: true, events: [{ resourceId: created.data.InvoiceID }] });
    expect(delivery?.attempts.map((attempt) => attempt.status)).toEqual([503, 500, 200]);
  });

  it('gives up after the last retry when the receiver cannot be reached', async () => {
    fake.setWebhook({ url: 'http://127.0.0.1:1/api/integrations/xero/webhooks', key: KEY, retryDelaysMs: [10] });
    const context = await supplierContext();
    await client.createInvoice(context, await draftInvoice(context));
    await fake.webhooksSettled();

    const [delivery] = fake.webhookDeliveries();
    expect(delivery?.delivered).toBe(false);
    expect(delivery?.attempts).toHaveLength(2);
    expect(delivery?.attempts[0]).toMatchObject({ status: undefined, error: expect.any(String) });
  });

  it('sends nothing without a webhook URL, and then has no intent to receive to send', async () => {
    fake.setWebhook(undefined);
    const context = await supplierContext();
    await client.createInvoice(context, await draftInvoice(context));
    await fake.webhooksSettled();
    expect(receiver.received).toEqual([]);
    expect(fake.webhookDeliveries()).toEqual([]);
    expect((await fetch(`${fake.url}/__fake/webhooks/intent`, { method: 'POST' })).status).toBe(409);
  });
});

describe('the intent to receive', () => {
  async function intent(): Promise<IntentToReceiveResult> {
    const response = await fetch(`${fake.url}/__fake/webhooks/intent`, { method: 'POST' });
    expect(response.status).toBe(200);
    return (await response.json()) as IntentToReceiveResult;
  }

  it('passes a receiver that answers 200 to the signed empty batch and 401 to the wrongly signed one', async () => {
    receiver.verify = true;
    const result = await intent();
    expect(result).toMatchObject({
      url: webhookUrl,
      correctlySigned: { status: 200, body: '' },
      incorrectlySigned: { status: 401 },
      passed: true,
    });
    const envelopes = receiver.envelopes();
    expect(envelopes).toHaveLength(2);
    expect(envelopes[0]).toMatchObject({ events: [], firstEventSequence: 0, lastEventSequence: 0 });
    expect(
      isValidXeroWebhookSignature(receiver.received[1]?.raw ?? '', receiver.received[1]?.headers['x-xero-signature'] as string, KEY),
    ).toBe(false);
  });

  it('fails a receiver that accepts a wrong signature', async () => {
    const result = await intent();
    expect(result).toMatchObject({ incorrectlySigned: { status: 200 }, passed: false });
  });
});

describe("the fake's invoice page", () => {
  it('shows the invoice, and its Record payment button pays it and fires the webhook', async () => {
    const context = await supplierContext();
    const created = await client.createInvoice(context, await draftInvoice(context));
    const page = await fetch(`${fake.url}/__fake/invoices/${created.data.InvoiceID}/view`);
    expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
    const html = await page.text();
    for (const text of [
      'Invoice TL-000321-S1',
      'Hop Valley Brewing',
      'The Corner Bistro Pty Ltd',
      'Draft',
      'Pale Ale 50 L keg',
      '627.00',
      'Order TL-000321',
    ]) {
      expect(html).toContain(text);
    }
    expect(html).toContain('Record payment of 627.00');

    // the button's form post, as a browser sends it: back to the page, now paid
    const paid = await fetch(`${fake.url}/__fake/invoices/${created.data.InvoiceID}/pay`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: '',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`/__fake/invoices/${created.data.InvoiceID}/view`);
    const after = await (await fetch(`${fake.url}/__fake/invoices/${created.data.InvoiceID}/view`)).text();
    expect(after).toContain('data-status="PAID"');
    expect(after).not.toContain('Record payment');
    await receiver.arrived(2);
    expect(receiver.envelopes()[1]?.events[0]).toMatchObject({ eventType: 'UPDATE', resourceId: created.data.InvoiceID });
  });
});
