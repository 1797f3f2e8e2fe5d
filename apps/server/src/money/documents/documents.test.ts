import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, Statement, SupplierOrder } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { pdfText } from '../../../test/support/pdf-text';
import { picture } from '../../../test/support/pictures';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-test-sink';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { listTestTaxDocuments } from '../../../test/support/queries/invoices-testing.queries';
import { insertTestPayment, insertTestTaxDocument, listTestMails } from '../../../test/support/queries/statements-testing.queries';

// Tax invoices, adjustment notes and statements as PDFs (decision 0163): downloaded by either side, and attached to
// the invoice's mail to the venue's owners, made by the sender from the outbox row's reference.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let sink: SmtpSink;
let supplier: Awaited<ReturnType<typeof createSupplier>>;
let venue: Awaited<ReturnType<typeof createVenue>>;
let rep: Person;
let venueOwner: Person;
let venueMember: Person;
let otherSupplierOwner: Person;
let otherVenueOwner: Person;
let invoice: { id: string; number: string; supplierOrderId: string };

const call = apiCaller(() => t);
/** the app's clock: 11:00 on 18 November 2026 in Perth, the supplier's zone */
const NOW = new Date('2026-11-18T03:00:00Z');
const SUPPLIER_ABN = '51824753556';
const VENUE_ABN = '53004085616';

/** the invoice's mail as the SMTP sink got it, to `email` */
const invoiceMailTo = (email: string) => sink.messages.filter((mail) => mail.to.includes(email) && mail.subject.startsWith('Tax invoice'));

function pdfOf(response: Awaited<ReturnType<typeof call>>, filename: string): string {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  expect(response.headers['content-type']).toBe('application/pdf');
  expect(response.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
  expect(response.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return pdfText(response.rawPayload);
}

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ listen: true, clock: () => NOW, mail: { smtpUrl: sink.url, retryLimit: 2, retryDelaySeconds: 1 } });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing', abn: SUPPLIER_ABN, timeZone: 'Australia/Perth' });
  venue = await createVenue(db, { name: 'The Local', abn: VENUE_ABN });
  const otherSupplier = await createSupplier(db, { name: 'Faraway Cider' });
  const otherVenue = await createVenue(db, { name: 'The Other Place' });
  [rep, venueOwner, venueMember, otherSupplierOwner, otherVenueOwner] = [
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
  ];
  for (const person of [rep, venueOwner, venueMember, otherSupplierOwner, otherVenueOwner]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: rep.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venue.id, userId: venueMember.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: otherSupplier.id, userId: otherSupplierOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: otherVenue.id, userId: otherVenueOwner.userId, organisationRole: 'owner' });

  const form = new FormData();
  form.append('logo', new Blob([await picture('png', 240, 120)], { type: 'image/png' }), 'logo.png');
  const logo = await call(rep, 'PUT', `/api/suppliers/${supplier.id}/logo`, form);
  expect(logo.statusCode, logo.body).toBe(200);

  // four kegs at $300: $1,200 and $120 GST, delivered, so invoiced (the default step)
  const product = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  const keg = await createSku(db, {
    productId: product.id,
    supplierId: supplier.id,
    code: 'HH-K50',
    name: '50 L keg',
    unitPriceCents: 30_000,
  });
  const order = await createOrder(db, {
    venueId: venue.id,
    supplierOrders: [{ supplierId: supplier.id, lines: [{ sku: keg, productName: 'Harbour Haze', qty: 4 }] }],
  });
  const supplierOrderId = order.supplierOrders[0]!.id;
  for (const action of ['accept', 'dispatch', 'deliver'])
    parseAnswer(await call(rep, 'POST', `/api/supplier-orders/${supplierOrderId}/${action}`, {}), 200, SupplierOrder);
  const [issued] = await listTestTaxDocuments(db, supplier.id);
  invoice = { id: issued!.id, number: issued!.number, supplierOrderId };
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

describe('a tax invoice as a PDF', () => {
  it('is mailed to the venue’s owners when issued, with the PDF attached', async () => {
    await expect.poll(() => invoiceMailTo(venueOwner.email).length, { timeout: 20_000 }).toBe(1);
    const [mail] = invoiceMailTo(venueOwner.email) as [SmtpSink['messages'][number]];
    expect(mail.subject).toBe(`Tax invoice ${invoice.number} from Harbour Brewing`);
    expect(mail.text).toContain('$1,320.00');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    expect(attachment!.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(pdfText(attachment!.content)).toContain(invoice.number);
    // to the owners only, and the outbox keeps the reference, never the file
    expect(invoiceMailTo(venueMember.email)).toEqual([]);
    const [row] = await listTestMails(t.database.db, 'invoice', venueOwner.email);
    expect(row!.attachment).toEqual({ kind: 'tax_document', documentId: invoice.id });
  });

  it('says "Tax invoice", its number, both parties with their ABNs, the lines, GST, total, terms and due date; both sides get the same bytes', async () => {
    const response = await call(rep, 'GET', `/api/suppliers/${supplier.id}/invoices/${invoice.id}/pdf`);
    const text = pdfOf(response, `${invoice.number}.pdf`);
    for (const words of [
      'Tax invoice',
      invoice.number,
      'Harbour Brewing',
      'ABN 51 824 753 556',
      'The Local',
      'ABN 53 004 085 616',
      'Harbour Haze (50 L keg)',
      '$300.00',
      '$1,200.00',
      '$120.00',
      '$1,320.00',
      'Net 14 days',
      'Due date',
    ])
      expect(text, words).toContain(words);
    // the supplier's logo is drawn at the top
    expect(response.rawPayload.toString('latin1')).toContain('/Subtype /Image');
    const venueSide = await call(venueMember, 'GET', `/api/venues/${venue.id}/bills/${invoice.id}/pdf`);
    expect(venueSide.rawPayload.equals(response.rawPayload)).toBe(true);
    // the mailed one is the same file
    const mailed = invoiceMailTo(venueOwner.email)[0]!.attachments[0]!;
    expect(mailed.content.equals(response.rawPayload)).toBe(true);
  });

  it('for an adjustment note says so, names the invoice it adjusts and why', async () => {
    const note = await insertTestTaxDocument(t.database.db, {
      supplierId: supplier.id,
      venueId: venue.id,
      supplierOrderId: invoice.supplierOrderId,
      kind: 'adjustment_note',
      relatesToId: invoice.id,
      issueDate: '2026-11-20',
      subtotalCents: 30_000,
      number: 'CN-000001',
      sellerName: 'Harbour Brewing',
      sellerAbn: SUPPLIER_ABN,
      buyerName: 'The Local',
      buyerAbn: VENUE_ABN,
      reason: 'One keg short',
    });
    const text = pdfOf(await call(venueOwner, 'GET', `/api/venues/${venue.id}/bills/${note.id}/pdf`), 'CN-000001.pdf');
    for (const words of [
      'Adjustment note',
      'CN-000001',
      invoice.number,
      'One keg short',
      'ABN 51 824 753 556',
      'ABN 53 004 085 616',
      '$330.00',
    ])
      expect(text, words).toContain(words);
    expect(text).not.toContain('Tax invoice\n');
  });

  it('is 404 to another tenant, under its own organisation or the document’s', async () => {
    const url = `/api/suppliers/${supplier.id}/invoices/${invoice.id}/pdf`;
    expect((await call(otherSupplierOwner, 'GET', url)).statusCode).toBe(404);
    expect((await call(otherVenueOwner, 'GET', `/api/venues/${venue.id}/bills/${invoice.id}/pdf`)).statusCode).toBe(404);
    const theirs = await call(otherSupplierOwner, 'GET', `/api/suppliers/${supplier.id}/statements/${venue.id}/pdf`);
    expect(theirs.statusCode).toBe(404);
    expect((await call(otherVenueOwner, 'GET', `/api/venues/${venue.id}/statements/${supplier.id}/pdf`)).statusCode).toBe(404);
  });
});

describe('a statement as a PDF', () => {
  it('prints the month’s lines, the closing balance and the ageing, as the statement says them', async () => {
    await insertTestPayment(t.database.db, {
      invoiceId: invoice.id,
      supplierId: supplier.id,
      venueId: venue.id,
      amountCents: 20_000,
      paidOn: '2026-11-25',
      reference: 'EFT 4471',
    });
    const month = '2026-11';
    const response = await call(rep, 'GET', `/api/suppliers/${supplier.id}/statements/${venue.id}/pdf?month=${month}`);
    const text = pdfOf(response, `statement-${month}-The-Local.pdf`);
    const statement = parseAnswer(
      await call(rep, 'GET', `/api/suppliers/${supplier.id}/statements/${venue.id}?month=${month}`),
      200,
      Statement,
    );
    expect(text).toContain('Statement');
    expect(text).toContain('Closing balance');
    expect(text).toContain(invoice.number);
    expect(text).toContain('EFT 4471');
    expect(statement.closingCents).toBe(132_000 - 33_000 - 20_000);
    expect(text).toContain(formatMoney(statement.closingCents));
    const venueSide = await call(venueMember, 'GET', `/api/venues/${venue.id}/statements/${supplier.id}/pdf?month=${month}`);
    expect(venueSide.rawPayload.equals(response.rawPayload)).toBe(true);
  });
});
