import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Statement, StatementList } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { insertTestAllocation, insertTestPayment, insertTestTaxDocument } from '../../../test/support/queries/statements-testing.queries';
import { addDays } from '../../shared/calendar';

// Statements of account (decision 0163), over a money trail written straight into its tables: a generated mix of
// invoices, notes, payments and allocations across months, checked against a plain model of the same rows.

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Org = Awaited<ReturnType<typeof createSupplier>>;
let t: TestApp;
let supplier: Org;
let venue: Org;
let supplierOwner: Person;
let venueMember: Person;
let outsider: Person;
let keg: Awaited<ReturnType<typeof createSku>>;

/** the app's day: 11:00 on 15 July 2026 in Perth, the supplier's zone */
const NOW = new Date('2026-07-15T03:00:00Z');
const TODAY = '2026-07-15';
const call = apiCaller(() => t);

async function supplierOrderOf(venueId: string): Promise<string> {
  const order = await createOrder(t.database.db, {
    venueId,
    supplierOrders: [{ supplierId: supplier.id, status: 'delivered', lines: [{ sku: keg, productName: 'Harbour Haze', qty: 1 }] }],
  });
  return order.supplierOrders[0]!.id;
}

/** A small deterministic generator, so a failure can be replayed. */
function randomFrom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return { int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)), chance: (p: number) => next() < p };
}

const minDate = (a: string, b: string) => (a < b ? a : b);
const maxDate = (...dates: string[]) => dates.reduce((a, b) => (a > b ? a : b));

interface ModelDocument {
  id: string;
  kind: 'invoice' | 'adjustment_note';
  issueDate: string;
  totalCents: number;
}
const model = {
  documents: [] as ModelDocument[],
  payments: [] as { invoiceId: string; date: string; amountCents: number }[],
  allocations: [] as { noteId: string; invoiceId: string; date: string; amountCents: number }[],
};

/** Each document's balance at `end` as the rules say it (a note's credit negative), without the zero ones. */
function modelBalances(end: string): Map<string, number> {
  const balances = new Map<string, number>();
  for (const document of model.documents.filter((row) => row.issueDate <= end)) {
    const sign = document.kind === 'invoice' ? 1 : -1;
    const paid = model.payments
      .filter((row) => row.invoiceId === document.id && row.date <= end)
      .reduce((sum, row) => sum + row.amountCents, 0);
    const allocated = model.allocations
      .filter((row) => (row.invoiceId === document.id || row.noteId === document.id) && row.date <= end)
      .reduce((sum, row) => sum + row.amountCents, 0);
    const balance = sign * (document.totalCents - paid - allocated);
    if (balance !== 0) balances.set(document.id, balance);
  }
  return balances;
}

/** A mix between 1 January and today: invoices, some paid (in parts, early, late or over), notes, allocations. */
async function generateTrail(seed: number) {
  const random = randomFrom(seed);
  const db = t.database.db;
  const pair = { supplierId: supplier.id, venueId: venue.id };
  const lastDay = addDays(TODAY, -1);
  const invoices: ModelDocument[] = [];
  for (let index = 0; index < 18; index += 1) {
    const issueDate = addDays('2026-01-01', random.int(0, 190));
    const dueDate = addDays(issueDate, random.int(0, 75));
    const invoice = await insertTestTaxDocument(db, {
      ...pair,
      supplierOrderId: await supplierOrderOf(venue.id),
      issueDate,
      dueDate,
      subtotalCents: random.int(1_000, 60_000),
    });
    const row = { id: invoice.id, kind: 'invoice' as const, issueDate, totalCents: invoice.totalCents };
    model.documents.push(row);
    invoices.push(row);
    for (let count = random.int(0, 2); count > 0; count -= 1) {
      // now and then paid before the invoice's date: it counts from the invoice's
      const paidOn = minDate(addDays(issueDate, random.int(-3, 60)), lastDay);
      const amountCents = random.chance(0.1) ? invoice.totalCents + 500 : random.int(100, invoice.totalCents);
      await insertTestPayment(db, { ...pair, invoiceId: invoice.id, amountCents, paidOn });
      model.payments.push({ invoiceId: invoice.id, date: maxDate(paidOn, issueDate), amountCents });
    }
  }
  for (const invoice of invoices.filter(() => random.chance(0.5))) {
    const issueDate = minDate(addDays(invoice.issueDate, random.int(0, 40)), lastDay);
    const note = await insertTestTaxDocument(db, {
      ...pair,
      supplierOrderId: await supplierOrderOf(venue.id),
      kind: 'adjustment_note',
      relatesToId: invoice.id,
      issueDate,
      subtotalCents: random.int(100, 5_000),
    });
    model.documents.push({ id: note.id, kind: 'adjustment_note', issueDate, totalCents: note.totalCents });
    if (!random.chance(0.7)) continue;
    // to its own invoice, or now and then to another of the venue's
    const target = random.chance(0.7) ? invoice : invoices[random.int(0, invoices.length - 1)]!;
    const allocatedOn = minDate(addDays(maxDate(issueDate, target.issueDate), random.int(0, 10)), lastDay);
    const amountCents = random.int(1, note.totalCents);
    await insertTestAllocation(db, { ...pair, noteId: note.id, invoiceId: target.id, amountCents, allocatedOn });
    model.allocations.push({ noteId: note.id, invoiceId: target.id, date: maxDate(allocatedOn, issueDate, target.issueDate), amountCents });
  }
}

const statementOf = async (person: Person, url: string) => parseAnswer(await call(person, 'GET', url), 200, Statement);

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => NOW });
  const db = t.database.db;
  supplier = await createSupplier(db, { name: 'Harbour Brewing', abn: '51824753556', timeZone: 'Australia/Perth' });
  venue = await createVenue(db, { name: 'The Local', abn: '53004085616' });
  const product = await createProduct(db, { supplierId: supplier.id, name: 'Harbour Haze', status: 'active' });
  keg = await createSku(db, { productId: product.id, supplierId: supplier.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  [supplierOwner, venueMember, outsider] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [supplierOwner, venueMember, outsider]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: supplierOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: venue.id, userId: venueMember.userId, organisationRole: 'member' });
  const elsewhere = await createSupplier(db, { name: 'Faraway Cider' });
  await createMembership(db, { organisationId: elsewhere.id, userId: outsider.userId, organisationRole: 'owner' });
  await generateTrail(20_261_115);
});
afterAll(async () => {
  await t.close();
});

describe('a statement of account', () => {
  const months = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06', '2026-07'];

  it('closes at the sum of its open items and the ageing total, which the next month opens with, over a generated mix', async () => {
    let previousClosing = 0;
    for (const month of months) {
      const statement = await statementOf(supplierOwner, `/api/suppliers/${supplier.id}/statements/${venue.id}?month=${month}`);
      const expected = modelBalances(statement.to);
      const sum = [...expected.values()].reduce((a, b) => a + b, 0);
      expect(statement.openingCents, `${month} opening`).toBe(previousClosing);
      expect(statement.closingCents, `${month} closing`).toBe(sum);
      expect(statement.openItems.reduce((total, item) => total + item.balanceCents, 0)).toBe(statement.closingCents);
      expect(statement.ageing.total).toBe(statement.closingCents);
      expect(new Map(statement.openItems.map((item) => [item.documentId, item.balanceCents]))).toEqual(expected);
      // the lines run from the opening to the closing, in date order
      expect(statement.openingCents + statement.lines.reduce((total, line) => total + line.amountCents, 0)).toBe(statement.closingCents);
      expect(statement.lines.map((line) => line.date)).toEqual([...statement.lines.map((line) => line.date)].sort());
      expect(statement.lines.every((line) => line.date >= statement.from && line.date <= statement.to)).toBe(true);
      // the venue reads the same statement
      expect(await statementOf(venueMember, `/api/venues/${venue.id}/statements/${supplier.id}?month=${month}`)).toEqual(statement);
      previousClosing = statement.closingCents;
    }
    expect(previousClosing).not.toBe(0);
  });

  it('lists each venue with its month on the supplier’s side, and each supplier on the venue’s, with the same figures', async () => {
    for (const month of ['2026-03', '2026-06']) {
      const statement = await statementOf(supplierOwner, `/api/suppliers/${supplier.id}/statements/${venue.id}?month=${month}`);
      const overdue = statement.openItems.filter((item) => item.daysPastDue > 0).reduce((sum, item) => sum + item.balanceCents, 0);
      const figures = { openingCents: statement.openingCents, closingCents: statement.closingCents, overdueCents: overdue };
      const list = parseAnswer(
        await call(supplierOwner, 'GET', `/api/suppliers/${supplier.id}/statements?month=${month}`),
        200,
        StatementList,
      );
      expect(list.items.find((row) => row.counterparty.id === venue.id)).toMatchObject({ counterparty: { name: 'The Local' }, ...figures });
      const bills = parseAnswer(await call(venueMember, 'GET', `/api/venues/${venue.id}/statements?month=${month}`), 200, StatementList);
      expect(bills.items).toEqual([expect.objectContaining({ counterparty: { id: supplier.id, name: 'Harbour Brewing' }, ...figures })]);
    }
  });

  it('ages open items by days past due at the month’s end; a note’s unallocated credit is current', async () => {
    const db = t.database.db;
    const aged = await createVenue(db, { name: 'The Aged Arms' });
    const pair = { supplierId: supplier.id, venueId: aged.id };
    // due on the month's last day (0 days), then 1, 30, 31, 60, 61, 90 and 91 days before it, and one due in April
    const dues = ['2026-03-31', '2026-03-30', '2026-03-01', '2026-02-28', '2026-01-30', '2026-01-29', '2025-12-31', '2025-12-30'];
    for (const dueDate of dues) {
      await insertTestTaxDocument(db, {
        ...pair,
        supplierOrderId: await supplierOrderOf(aged.id),
        issueDate: dueDate,
        dueDate,
        subtotalCents: 1_000,
      });
    }
    await insertTestTaxDocument(db, {
      ...pair,
      supplierOrderId: await supplierOrderOf(aged.id),
      issueDate: '2026-03-20',
      dueDate: '2026-04-19',
      subtotalCents: 1_000,
    });
    const noted = await insertTestTaxDocument(db, {
      ...pair,
      supplierOrderId: await supplierOrderOf(aged.id),
      issueDate: '2026-03-05',
      subtotalCents: 2_000,
    });
    await insertTestPayment(db, { ...pair, invoiceId: noted.id, amountCents: noted.totalCents, paidOn: '2026-03-06' });
    await insertTestTaxDocument(db, {
      ...pair,
      supplierOrderId: await supplierOrderOf(aged.id),
      kind: 'adjustment_note',
      relatesToId: noted.id,
      issueDate: '2026-03-10',
      subtotalCents: 500,
    });
    const statement = await statementOf(supplierOwner, `/api/suppliers/${supplier.id}/statements/${aged.id}?month=2026-03`);
    expect(statement.asOf).toBe('2026-03-31');
    expect(statement.ageing).toEqual({
      current: 1_100 + 1_100 - 550,
      days1To30: 2_200,
      days31To60: 2_200,
      days61To90: 2_200,
      over90: 1_100,
      total: 8_800 + 1_100 - 550,
    });
    expect(statement.openItems.map((item) => [item.daysPastDue, item.bucket])).toContainEqual([91, 'over90']);
    expect(statement.closingCents).toBe(statement.ageing.total);
    // the month under way counts ages at today, in the supplier's calendar
    const current = await statementOf(supplierOwner, `/api/suppliers/${supplier.id}/statements/${aged.id}`);
    expect(current).toMatchObject({
      month: '2026-07',
      asOf: TODAY,
      openingCents: statement.closingCents,
      closingCents: statement.closingCents,
    });
    expect(current.ageing).toMatchObject({ current: -550, days61To90: 1_100, over90: 8_800 });
  });

  it('refuses a month that is not YYYY-MM or has not begun, naming it', async () => {
    for (const month of ['2026-13', '2026-7', 'july']) {
      const error = parseError(
        await call(supplierOwner, 'GET', `/api/suppliers/${supplier.id}/statements/${venue.id}?month=${month}`),
        400,
      );
      expect(error.details).toEqual([expect.objectContaining({ field: 'month' })]);
    }
    const future = parseError(await call(venueMember, 'GET', `/api/venues/${venue.id}/statements?month=2026-08`), 400);
    expect(future).toMatchObject({ code: 'validation_failed', details: [{ field: 'month', message: expect.stringContaining('2026-08') }] });
  });

  it('is 404 to another tenant, and between a supplier and a venue that never traded', async () => {
    expect((await call(outsider, 'GET', `/api/suppliers/${supplier.id}/statements/${venue.id}`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/suppliers/${supplier.id}/statements`)).statusCode).toBe(404);
    expect((await call(outsider, 'GET', `/api/venues/${venue.id}/statements/${supplier.id}`)).statusCode).toBe(404);
    const stranger = await createVenue(t.database.db, { name: 'The Stranger' });
    expect((await call(supplierOwner, 'GET', `/api/suppliers/${supplier.id}/statements/${stranger.id}`)).statusCode).toBe(404);
  });
});
