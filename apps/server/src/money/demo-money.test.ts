import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillList, Statement, StatementList, TaxInvoice, TaxInvoiceList, type TaxInvoiceSummary } from '@tapline/contracts';
import { DEMO_PEOPLE, DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG, seedDemoData } from '@tapline/db';
import { seedDemoAccounts } from '../identity';
import { apiCaller, projectKeys } from '../../test/support/auth-kit';
import { parseAnswer } from '../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { localDate } from '../shared/calendar';
import { monthBefore } from './statements/statement-period';

// The demo's money trail, read through the API as the demo accounts read it: the supplier's Invoices and the venue's
// Bills show every state, every balance is its invoice's total less its payments and allocated credit, and last
// month's statements close at the sum of their open items.

const PASSWORD = 'demo-money-password';
let t: TestApp;
let supplier: string;
let venue: string;
const call = apiCaller(() => t);

async function signIn(email: string): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { apikey: (await projectKeys(t)).anon },
    payload: { email, password: PASSWORD },
  });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { access_token: string }).access_token;
}

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoData(t.database.db);
  await seedDemoAccounts(t.database.db, PASSWORD);
  [supplier, venue] = await Promise.all([signIn(DEMO_PEOPLE.supplierOwner.email), signIn(DEMO_PEOPLE.venueOwner.email)]);
});
afterAll(async () => {
  await t.close();
});

/** Each invoice read whole: its balance is its total less its payments and the credit allocated to it. */
async function expectBalancesAddUp(base: string, token: string, items: TaxInvoiceSummary[]) {
  for (const item of items) {
    const invoice = parseAnswer(await call(token, 'GET', `${base}/${item.id}`), 200, TaxInvoice);
    const paid = invoice.payments.reduce((sum, payment) => sum + payment.amountCents, 0);
    const allocated = invoice.allocations.reduce((sum, allocation) => sum + allocation.amountCents, 0);
    expect(invoice.balanceCents, invoice.number).toBe(invoice.totalCents - paid - allocated);
    expect(invoice.paidCents, invoice.number).toBe(paid);
    expect(invoice.subtotalCents + invoice.gstCents).toBe(invoice.totalCents);
    expect(invoice.lines.reduce((sum, line) => sum + line.gstCents, 0)).toBe(invoice.gstCents);
  }
}

describe('the demo money trail', () => {
  it("shows the demo supplier's invoices paid, part paid, overdue and open, each balance adding up", async () => {
    const list = parseAnswer(
      await call(supplier, 'GET', `/api/suppliers/${DEMO_SUPPLIER_SLUG}/invoices?pageSize=100`),
      200,
      TaxInvoiceList,
    );
    expect(new Set(list.items.map((item) => item.state))).toEqual(new Set(['paid', 'part_paid', 'overdue', 'open']));
    expect(list.items.map((item) => item.number).sort()).toEqual(list.items.map((_, index) => `INV-${String(index + 1).padStart(6, '0')}`));
    for (const item of list.items) {
      expect(item.seller.abn).toMatch(/^\d{11}$/);
      expect(item.paymentTermsLabel).toMatch(/14 days/);
    }
    await expectBalancesAddUp(`/api/suppliers/${DEMO_SUPPLIER_SLUG}/invoices`, supplier, list.items);
  });

  it("shows the demo venue's bills in every state, and what it owes each supplier", async () => {
    const bills = parseAnswer(await call(venue, 'GET', `/api/venues/${DEMO_VENUE_SLUG}/bills?pageSize=100`), 200, BillList);
    expect(new Set(bills.items.map((item) => item.state))).toEqual(new Set(['paid', 'part_paid', 'overdue', 'open']));
    for (const owed of bills.owed) {
      const own = bills.items.filter((item) => item.seller.id === owed.supplierId);
      expect(owed.balanceCents).toBe(own.reduce((sum, item) => sum + item.balanceCents, 0));
      expect(owed.overdueCents).toBe(own.filter((item) => item.state === 'overdue').reduce((sum, item) => sum + item.balanceCents, 0));
    }
    await expectBalancesAddUp(`/api/venues/${DEMO_VENUE_SLUG}/bills`, venue, bills.items);
  });

  it('has a price correction allocated to the open invoice it adjusts', async () => {
    const open = parseAnswer(
      await call(supplier, 'GET', `/api/suppliers/${DEMO_SUPPLIER_SLUG}/invoices?state=open&pageSize=100`),
      200,
      TaxInvoiceList,
    );
    const corrected = open.items.find((item) => item.creditedCents > 0)!;
    const invoice = parseAnswer(
      await call(supplier, 'GET', `/api/suppliers/${DEMO_SUPPLIER_SLUG}/invoices/${corrected.id}`),
      200,
      TaxInvoice,
    );
    expect(invoice.adjustmentNotes).toHaveLength(1);
    const note = parseAnswer(
      await call(supplier, 'GET', `/api/suppliers/${DEMO_SUPPLIER_SLUG}/invoices/${invoice.adjustmentNotes[0]!.id}`),
      200,
      TaxInvoice,
    );
    expect(note).toMatchObject({
      kind: 'adjustment_note',
      number: 'CN-000001',
      relatesToNumber: invoice.number,
      state: 'credited',
      balanceCents: 0,
    });
    expect(note.reason).toMatch(/^Price correction: 2 kegs/);
    expect(invoice.allocations).toEqual([expect.objectContaining({ noteId: note.id, amountCents: note.totalCents })]);
  });

  it("closes last month's statements, each side's, at the sum of their open items", async () => {
    const month = monthBefore(localDate(new Date(), 'Australia/Sydney'));
    const sides = [
      { token: supplier, base: `/api/suppliers/${DEMO_SUPPLIER_SLUG}/statements` },
      { token: venue, base: `/api/venues/${DEMO_VENUE_SLUG}/statements` },
    ];
    for (const { token, base } of sides) {
      const list = parseAnswer(await call(token, 'GET', `${base}?month=${month}`), 200, StatementList);
      expect(list.items.length).toBeGreaterThanOrEqual(1);
      for (const item of list.items) {
        const statement = parseAnswer(await call(token, 'GET', `${base}/${item.counterparty.id}?month=${month}`), 200, Statement);
        const openItems = statement.openItems.reduce((sum, openItem) => sum + openItem.balanceCents, 0);
        const moved = statement.lines.reduce((sum, line) => sum + line.amountCents, 0);
        expect(statement.closingCents).toBe(openItems);
        expect(statement.closingCents).toBe(statement.openingCents + moved);
        expect(statement.ageing.total).toBe(statement.closingCents);
        expect(item).toMatchObject({ openingCents: statement.openingCents, closingCents: statement.closingCents });
      }
    }
  });
});
