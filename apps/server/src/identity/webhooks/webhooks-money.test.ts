import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { TaxInvoice, WebhookCatalogue, WebhookEndpointCreated, type WebhookEventType } from '@tapline/contracts';
import { createMembership, createVenue } from '@tapline/db/testing';
import { signedInUser } from '../../../test/support/auth-kit';
import { invoicingWorld } from '../../../test/support/invoices-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { webhookEventsTesting } from '../../../test/support/queries/webhooks-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';
import type { JobQueue } from '../../platform/jobs/job-queue';
import { Outbox } from '../../platform/mail/outbox';
import { WebhookOutbox } from '../../platform/webhooks/webhook-outbox';
import { moneyOrderStepFollower } from '../../money';

// Invoice and payment events (decision 0197, amended) from real money writes to a loopback receiver, verified with the
// standardwebhooks package: each to the supplier that issued the document and the venue billed, never another venue.

let t: TestApp;
let receiver: WebhookReceiver;
let world: Awaited<ReturnType<typeof invoicingWorld>>;
let otherVenue: Awaited<ReturnType<typeof createVenue>>;
const secrets = new Map<string, string>();
const TYPES: WebhookEventType[] = ['invoice.issued', 'adjustment_note.issued', 'payment.recorded'];
const today = () => new Date().toLocaleDateString('en-CA', { timeZone: 'Australia/Sydney' });

interface Payload {
  type: string;
  sequence: number;
  data: Record<string, unknown> & { links?: { api: string; pdf: string } };
}
/** What reached `path`, each verified by the oracle with that endpoint's secret. */
const received = (path: string): Payload[] =>
  receiver.received
    .filter((request) => request.path === path)
    .map((request) => new Webhook(secrets.get(path)!).verify(request.body, request.headers as Record<string, string>) as Payload);

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  t = await createTestApp({ listen: true, webhooks: { allowLoopback: true } });
  world = await invoicingWorld(t);
  otherVenue = await createVenue(t.database.db, { name: 'Across the Road' });
  const otherOwner = await signedInUser(t);
  await world.call(otherOwner, 'GET', '/api/me');
  await createMembership(t.database.db, { organisationId: otherVenue.id, userId: otherOwner.userId, organisationRole: 'owner' });
  for (const [path, person, endpoints] of [
    ['/supplier', world.owner, `/api/suppliers/${world.supplier.id}/webhooks/endpoints`],
    ['/venue', world.staff, `/api/venues/${world.venue.id}/webhooks/endpoints`],
    ['/other', otherOwner, `/api/venues/${otherVenue.id}/webhooks/endpoints`],
  ] as const) {
    const created = parseAnswer(
      await world.call(person, 'POST', endpoints, { url: receiver.url(path), eventTypes: TYPES }),
      201,
      WebhookEndpointCreated,
    );
    secrets.set(path, created.secret);
  }
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('invoice and payment webhooks', () => {
  it('an invoice issued by accepting reaches the supplier’s and the venue’s endpoints, each with its own links, and not another venue’s', async () => {
    const { invoice } = await world.invoiced(2);
    await expect.poll(() => received('/supplier').length + received('/venue').length, { timeout: 15_000 }).toBe(2);
    const snapshot = {
      id: invoice.id,
      kind: 'invoice',
      number: invoice.number,
      subtotalCents: 60_000,
      gstCents: 6_000,
      totalCents: 66_000,
      dueDate: invoice.dueDate,
      balanceCents: 66_000,
      state: 'open',
      seller: { id: world.supplier.id },
      buyer: { id: world.venue.id },
    };
    expect(received('/supplier')).toEqual([
      expect.objectContaining({
        type: 'invoice.issued',
        data: expect.objectContaining({
          ...snapshot,
          seller: expect.objectContaining(snapshot.seller),
          buyer: expect.objectContaining(snapshot.buyer),
          links: {
            api: `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}`,
            pdf: `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}/pdf`,
          },
        }),
      }),
    ]);
    expect(received('/venue')).toEqual([
      expect.objectContaining({
        type: 'invoice.issued',
        data: expect.objectContaining({
          number: invoice.number,
          totalCents: 66_000,
          links: { api: `/api/venues/${world.venue.id}/bills/${invoice.id}`, pdf: `/api/venues/${world.venue.id}/bills/${invoice.id}/pdf` },
        }),
      }),
    ]);
    // the venue's links answer the venue: the same document as its own bill
    const bill = parseAnswer(await world.call(world.staff, 'GET', received('/venue')[0]!.data.links!.api), 200, TaxInvoice);
    expect(bill.number).toBe(invoice.number);
    // another venue's endpoint wanted the type: nothing was even written for it
    expect(receiver.received.filter((request) => request.path === '/other')).toHaveLength(0);
    expect(await webhookEventsTesting(t.database.db, otherVenue.id)).toEqual([]);
  });

  it('a payment recorded reaches both parties with the invoice as it now stands, and not another venue', async () => {
    receiver.received.length = 0;
    const { invoice } = await world.invoiced(1);
    await expect.poll(() => received('/venue').length, { timeout: 15_000 }).toBe(1);
    const paid = await world.call(world.owner, 'POST', `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}/payments`, {
      paidOn: today(),
      amountCents: 13_000,
      reference: 'EFT 77',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const payments = (path: string) => received(path).filter((payload) => payload.type === 'payment.recorded');
    await expect.poll(() => payments('/supplier').length + payments('/venue').length, { timeout: 15_000 }).toBe(2);
    for (const path of ['/supplier', '/venue'])
      expect(payments(path)[0]!.data).toMatchObject({
        payment: { amountCents: 13_000, paidOn: today(), reference: 'EFT 77', source: 'manual' },
        invoice: {
          id: invoice.id,
          number: invoice.number,
          totalCents: 33_000,
          paidCents: 13_000,
          balanceCents: 20_000,
          state: 'part_paid',
        },
      });
    // the venue's view is the venue's (its own links), the supplier's the supplier's
    expect(payments('/venue')[0]!.data).toMatchObject({ invoice: { links: { api: `/api/venues/${world.venue.id}/bills/${invoice.id}` } } });
    expect(payments('/supplier')[0]!.data).toMatchObject({
      invoice: { links: { api: `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}` } },
    });
    // a later event of the supplier's carries a higher sequence than the invoice's
    const supplierEvents = received('/supplier');
    expect(supplierEvents.at(-1)!.sequence).toBeGreaterThan(supplierEvents[0]!.sequence);
    expect(await webhookEventsTesting(t.database.db, otherVenue.id)).toEqual([]);
  });

  it('an adjustment note made by hand reaches both parties as adjustment_note.issued', async () => {
    receiver.received.length = 0;
    const { invoice } = await world.invoiced(1);
    const note = await world.call(world.owner, 'POST', `/api/suppliers/${world.supplier.id}/invoices/${invoice.id}/adjustment-notes`, {
      reason: 'One keg arrived damaged',
      amountCents: 1_000,
      lineIndex: 0,
    });
    expect(note.statusCode, note.body).toBe(201);
    const noteId = (note.json() as { id: string }).id;
    const notes = (path: string) => received(path).filter((payload) => payload.type === 'adjustment_note.issued');
    await expect.poll(() => notes('/supplier').length + notes('/venue').length, { timeout: 15_000 }).toBe(2);
    for (const path of ['/supplier', '/venue'])
      expect(notes(path)[0]!.data).toMatchObject({ id: noteId, kind: 'adjustment_note', relatesToId: invoice.id, totalCents: 1_100 });
  });

  it('an invoice write that rolls back emits nothing (the step follower, in a transaction that fails)', async () => {
    const supplierOrderId = await world.submitted(1);
    const queue = { enqueue: async () => undefined, enqueueMany: async () => undefined, wake: () => undefined } as unknown as JobQueue;
    const clock = () => new Date();
    const follower = moneyOrderStepFollower(
      queue,
      new Outbox(t.database.db, queue, undefined, 0),
      undefined,
      clock,
      new WebhookOutbox(queue, clock),
    );
    const step = {
      action: 'accept' as const,
      supplierOrderId,
      supplierId: world.supplier.id,
      venueId: world.venue.id,
      note: undefined,
      shortLines: [],
    };
    const aboutIt = async (organisationId: string) =>
      (await webhookEventsTesting(t.database.db, organisationId)).filter((event) => event.type === 'invoice.issued');
    const before = { supplier: (await aboutIt(world.supplier.id)).length, venue: (await aboutIt(world.venue.id)).length };
    let writtenInside = 0;
    await expect(
      t.database.db.transaction(async (tx) => {
        await follower.followStep(tx, { ...step, tell: () => undefined });
        writtenInside = (await webhookEventsTesting(tx, world.supplier.id)).filter((event) => event.type === 'invoice.issued').length;
        throw new Error('the step fails after issuing');
      }),
    ).rejects.toThrow('the step fails after issuing');
    // inside the transaction the events were there; after the rollback, none, and no invoice
    expect(writtenInside).toBe(before.supplier + 1);
    expect((await aboutIt(world.supplier.id)).length).toBe(before.supplier);
    expect((await aboutIt(world.venue.id)).length).toBe(before.venue);
    expect(await world.invoiceOf(supplierOrderId)).toBeUndefined();
  });

  it('lists the new types in the catalogue and in the OpenAPI webhooks section', async () => {
    const catalogue = parseAnswer(await t.api('/api/webhooks/event-types'), 200, WebhookCatalogue);
    expect(catalogue.items.map((item) => item.type)).toEqual(expect.arrayContaining(TYPES));
    const document = (await t.api('/api/openapi.json')).json() as { webhooks: Record<string, unknown> };
    for (const type of TYPES) expect(JSON.stringify(document.webhooks[type])).toContain('balanceCents');
  });
});
