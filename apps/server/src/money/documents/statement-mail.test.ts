import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierInvoiceSettings } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { pdfText } from '../../../test/support/pdf-text';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-test-sink';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { enqueueDigestTickTesting, jobStateTesting, scheduleOfTesting } from '../../../test/support/queries/notifications-testing.queries';
import {
  insertTestPayment,
  insertTestTaxDocument,
  listTestMails,
  listTestStatementMailings,
} from '../../../test/support/queries/statements-testing.queries';
import { STATEMENT_TICK_CRON, STATEMENT_TICK_QUEUE } from './statement-mail.service';

// The monthly statements (decision 0163): on the first of the month in the supplier's calendar, last month's
// statement to the owners of each venue that owes the supplier or had activity, with its PDF, once.

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Org = Awaited<ReturnType<typeof createSupplier>>;
let t: TestApp;
let sink: SmtpSink;
let brewery: Org;
let quiet: Org;
/** the app's clock: real time until the month's turn is played */
let fixedNow: Date | null = null;
const owners: Record<'owing' | 'active' | 'settled' | 'quietOwing', Person> = {} as never;
const venues: Record<keyof typeof owners, Org> = {} as never;

const call = apiCaller(() => t);

/** Runs one tick through the queue, as the schedule does, and waits for it to finish. */
async function tick(): Promise<void> {
  const id = await enqueueDigestTickTesting(t.database.db, STATEMENT_TICK_QUEUE);
  await expect.poll(() => jobStateTesting(t.database.db, id), { timeout: 15_000 }).toBe('completed');
}

async function invoiceOf(supplier: Org, venue: Org, issueDate: string, subtotalCents: number) {
  const product = await createProduct(t.database.db, { supplierId: supplier.id, status: 'active' });
  const sku = await createSku(t.database.db, { productId: product.id, supplierId: supplier.id });
  const order = await createOrder(t.database.db, {
    venueId: venue.id,
    supplierOrders: [{ supplierId: supplier.id, status: 'delivered', lines: [{ sku, productName: product.name, qty: 1 }] }],
  });
  const supplierOrderId = order.supplierOrders[0]!.id;
  return insertTestTaxDocument(t.database.db, {
    supplierId: supplier.id,
    venueId: venue.id,
    supplierOrderId,
    issueDate,
    dueDate: issueDate,
    subtotalCents,
  });
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    listen: true,
    clock: () => fixedNow ?? new Date(),
    mail: { smtpUrl: sink.url, retryLimit: 2, retryDelaySeconds: 1 },
  });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing', timeZone: 'Australia/Perth' });
  quiet = await createSupplier(db, { name: 'Quiet Distilling', timeZone: 'Australia/Perth' });
  for (const key of ['owing', 'active', 'settled', 'quietOwing'] as const) {
    venues[key] = await createVenue(db, { name: `The ${key} Arms` });
    owners[key] = await signedInUser(t);
    await call(owners[key], 'GET', '/api/me');
    await createMembership(db, { organisationId: venues[key].id, userId: owners[key].userId, organisationRole: 'owner' });
  }
  // owes from May; paid in June what June invoiced; paid everything in May; owes a supplier that mails no statements
  await invoiceOf(brewery, venues.owing, '2026-05-20', 10_000);
  const june = await invoiceOf(brewery, venues.active, '2026-06-03', 5_000);
  await insertTestPayment(db, {
    invoiceId: june.id,
    supplierId: brewery.id,
    venueId: venues.active.id,
    amountCents: june.totalCents,
    paidOn: '2026-06-20',
  });
  const may = await invoiceOf(brewery, venues.settled, '2026-05-02', 5_000);
  await insertTestPayment(db, {
    invoiceId: may.id,
    supplierId: brewery.id,
    venueId: venues.settled.id,
    amountCents: may.totalCents,
    paidOn: '2026-05-09',
  });
  await invoiceOf(quiet, venues.quietOwing, '2026-06-10', 7_000);
  const quietOwner = await signedInUser(t);
  await call(quietOwner, 'GET', '/api/me');
  await createMembership(db, { organisationId: quiet.id, userId: quietOwner.userId, organisationRole: 'owner' });
  const patched = await call(quietOwner, 'PATCH', `/api/suppliers/${quiet.id}/invoice-settings`, { mailStatements: false });
  expect(parseAnswer(patched, 200, SupplierInvoiceSettings).mailStatements).toBe(false);
  const read = await call(quietOwner, 'GET', `/api/suppliers/${quiet.id}/invoice-settings`);
  expect(parseAnswer(read, 200, SupplierInvoiceSettings).mailStatements).toBe(false);
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('the monthly statements', () => {
  it("are on the job queue's schedule", async () => {
    expect(await scheduleOfTesting(t.database.db, STATEMENT_TICK_QUEUE)).toBe(STATEMENT_TICK_CRON);
  });

  it('wait for the month to turn in the supplier’s calendar', async () => {
    // 23:30 on 30 June in Perth (15:30 UTC): June is not over there
    fixedNow = new Date('2026-06-30T15:30:00Z');
    await tick();
    expect(await listTestStatementMailings(t.database.db, brewery.id)).toEqual([]);
  });

  it('go on the first to the owners of each venue owing or active last month, with the PDF, once however often the tick runs', async () => {
    // 08:00 on 1 July in Perth
    fixedNow = new Date('2026-07-01T00:00:00Z');
    await tick();
    await tick();
    const mailed = await listTestStatementMailings(t.database.db, brewery.id);
    expect(mailed.map((row) => row.venueId).sort()).toEqual([venues.owing.id, venues.active.id].sort());
    expect(mailed.every((row) => row.month === '2026-06-01')).toBe(true);
    for (const key of ['owing', 'active'] as const) {
      const mails = await listTestMails(t.database.db, 'statement', owners[key].email);
      expect(mails).toEqual([
        expect.objectContaining({
          subject: 'Statement June 2026 from Harbour Brewing',
          attachment: { kind: 'statement', supplierId: brewery.id, venueId: venues[key].id, month: '2026-06' },
        }),
      ]);
    }
    expect(await listTestMails(t.database.db, 'statement', owners.settled.email)).toEqual([]);
    expect(await listTestMails(t.database.db, 'statement', owners.quietOwing.email)).toEqual([]);
    expect(await listTestStatementMailings(t.database.db, quiet.id)).toEqual([]);
    const [owingMail] = await listTestMails(t.database.db, 'statement', owners.owing.email);
    expect(owingMail!.body).toContain('$110.00 owing at the end of the month, of which $110.00 is overdue');

    await expect.poll(() => sink.messages.filter((mail) => mail.subject.startsWith('Statement')).length, { timeout: 20_000 }).toBe(2);
    const received = sink.messages.find((mail) => mail.to.includes(owners.owing.email) && mail.subject.startsWith('Statement'))!;
    expect(received.attachments).toEqual([
      expect.objectContaining({ filename: 'statement-2026-06-The-owing-Arms.pdf', contentType: 'application/pdf' }),
    ]);
    const text = pdfText(received.attachments[0]!.content);
    expect(text).toContain('Closing balance');
    expect(text).toContain('$110.00');
  });
});
