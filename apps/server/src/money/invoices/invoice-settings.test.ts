import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierInvoiceSettings, VenuePaymentTerms, VenuePaymentTermsList } from '@tapline/contracts';
import { createMembership, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// A supplier's invoice settings (prefixes, when to issue, default terms) and a venue's own terms (decision 0160).

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let owner: Person;
let rep: Person;
let stranger: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;

const call = apiCaller(() => t);
const base = '/api/suppliers/terms-brewing';

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  [owner, rep, stranger] = [await signedInUser(t), await signedInUser(t), await signedInUser(t)];
  for (const person of [owner, rep, stranger]) await call(person, 'GET', '/api/me');
  const db = t.database.db;
  const brewery = await createSupplier(db, { slug: 'terms-brewing' });
  const other = await createSupplier(db, { slug: 'terms-other' });
  venue = await createVenue(db, { name: 'The Terms Hotel' });
  await createMembership(db, { organisationId: brewery.id, userId: owner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: other.id, userId: stranger.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('invoice settings', () => {
  it('start at INV-, CN-, issued on delivery, net 14 days, statements mailed', async () => {
    expect(parseAnswer(await call(rep, 'GET', `${base}/invoice-settings`), 200, SupplierInvoiceSettings)).toEqual({
      invoicePrefix: 'INV-',
      adjustmentNotePrefix: 'CN-',
      issueOn: 'delivered',
      paymentTerms: { kind: 'net_days', days: 14 },
      paymentTermsLabel: 'Net 14 days',
      mailStatements: true,
    });
  });

  it('an owner changes only the fields sent; a member reads them', async () => {
    parseAnswer(await call(owner, 'PATCH', `${base}/invoice-settings`, { invoicePrefix: 'HB-' }), 200, SupplierInvoiceSettings);
    const changed = parseAnswer(
      await call(owner, 'PATCH', `${base}/invoice-settings`, {
        issueOn: 'accepted',
        paymentTerms: { kind: 'days_after_month_end', days: 30 },
      }),
      200,
      SupplierInvoiceSettings,
    );
    expect(changed).toMatchObject({ invoicePrefix: 'HB-', adjustmentNotePrefix: 'CN-', issueOn: 'accepted' });
    expect(parseAnswer(await call(rep, 'GET', `${base}/invoice-settings`), 200, SupplierInvoiceSettings)).toMatchObject({
      paymentTerms: { kind: 'days_after_month_end', days: 30 },
      paymentTermsLabel: '30 days after the end of the month',
    });
  });

  it.each([
    [{ invoicePrefix: 'TOO-LONG-PREFIX' }, 'invoicePrefix'],
    [{ issueOn: 'dispatched' }, 'issueOn'],
    [{ paymentTerms: { kind: 'day_of_next_month', day: 32 } }, 'paymentTerms.day'],
    [{ paymentTerms: { kind: 'net_days', days: 400 } }, 'paymentTerms.days'],
    [{ mailStatements: 'yes' }, 'mailStatements'],
  ])('refuses %j with a 400 naming the field', async (payload, field) => {
    const error = parseError(await call(owner, 'PATCH', `${base}/invoice-settings`, payload), 400);
    expect((error.details as { field: string }[]).map((issue) => issue.field)).toContain(field);
  });

  it('a member may not change them (403); another tenant gets 404', async () => {
    expect((await call(rep, 'PATCH', `${base}/invoice-settings`, { invoicePrefix: 'X-' })).statusCode).toBe(403);
    expect((await call(stranger, 'GET', `${base}/invoice-settings`)).statusCode).toBe(404);
    expect((await call(stranger, 'PATCH', `${base}/invoice-settings`, { invoicePrefix: 'X-' })).statusCode).toBe(404);
  });
});

describe('a venue’s own payment terms', () => {
  it('are set, listed, changed and removed by the supplier', async () => {
    const url = `${base}/venues/${venue.id}/payment-terms`;
    const put = parseAnswer(
      await call(owner, 'PUT', url, { paymentTerms: { kind: 'day_of_next_month', day: 20 } }),
      200,
      VenuePaymentTerms,
    );
    expect(put).toEqual({
      venueId: venue.id,
      venueName: 'The Terms Hotel',
      paymentTerms: { kind: 'day_of_next_month', day: 20 },
      paymentTermsLabel: '20th of the following month',
    });
    parseAnswer(await call(owner, 'PUT', url, { paymentTerms: { kind: 'on_delivery' } }), 200, VenuePaymentTerms);
    expect(parseAnswer(await call(rep, 'GET', `${base}/payment-terms`), 200, VenuePaymentTermsList).items).toEqual([
      { venueId: venue.id, venueName: 'The Terms Hotel', paymentTerms: { kind: 'on_delivery' }, paymentTermsLabel: 'On delivery' },
    ]);
    expect((await call(rep, 'DELETE', url)).statusCode).toBe(403);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(204);
    expect((await call(owner, 'DELETE', url)).statusCode).toBe(404);
    expect(parseAnswer(await call(rep, 'GET', `${base}/payment-terms`), 200, VenuePaymentTermsList).items).toEqual([]);
  });

  it('a venue that isn’t one is 404; another tenant is 404', async () => {
    const notAVenue = (await createSupplier(t.database.db)).id;
    const terms = { paymentTerms: { kind: 'net_days', days: 7 } };
    expect((await call(owner, 'PUT', `${base}/venues/${notAVenue}/payment-terms`, terms)).statusCode).toBe(404);
    expect((await call(stranger, 'PUT', `${base}/venues/${venue.id}/payment-terms`, terms)).statusCode).toBe(404);
    expect((await call(stranger, 'GET', `${base}/payment-terms`)).statusCode).toBe(404);
  });
});
