import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { taxOf, type TaxDocumentLineRow } from '@tapline/db';
import { fakeControl } from '../../../test/support/xero-sync-kit';
import { type FakeXero, startFakeXero, xeroSettingsOf } from '../../../test/support/fake-xero';
import { XeroClient } from './xero-client';
import { xeroLinesOf } from './xero-document-lines';
import type { XeroTenantContext } from './xero-types';

// One GST rule (decision 0162): 1,000 random baskets, taxable and GST-free lines mixed, posted as Tapline's tax invoice
// lines are; the fake Xero adds what was posted (TotalTax = Σ TaxAmount), and its totals are the tax document's.

let fake: FakeXero;
let client: XeroClient;
let context: XeroTenantContext;
let contactId: string;

/** A deterministic generator (mulberry32), so a failing basket can be found again. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A basket's lines as issuing writes them: price × qty, GST per line by taxOf. */
function basket(next: () => number): TaxDocumentLineRow[] {
  return Array.from({ length: 1 + Math.floor(next() * 12) }, (_, index) => {
    const unitPriceCents = 1 + Math.floor(next() * 150_000);
    const qty = 1 + Math.floor(next() * 40);
    const taxRateBasisPoints = next() < 0.3 ? 0 : 1000;
    const lineTotalCents = unitPriceCents * qty;
    return {
      description: `Line ${index + 1}`,
      skuCode: `SKU-${index + 1}`,
      qty,
      unitPriceCents,
      taxRateBasisPoints,
      lineTotalCents,
      gstCents: taxOf(lineTotalCents, taxRateBasisPoints),
    };
  });
}

beforeAll(async () => {
  fake = await startFakeXero({ minuteLimit: 100_000, dayLimit: 100_000 });
  const settings = xeroSettingsOf(fake);
  client = new XeroClient(settings);
  const tenant = fake.orgs()[0]!;
  await fakeControl(fake, 'authorize-as', { tenantIds: [tenant.tenantId] });
  const request = await client.authorizationRequest();
  const consent = await fetch(request.url, { redirect: 'manual' });
  const tokens = await client.exchangeCode(new URL(consent.headers.get('location') ?? ''), request);
  context = { accessToken: tokens.accessToken, tenantId: tenant.tenantId };
  contactId = (await client.findOrCreateContact(context, { Name: 'The Local Tavern' })).data.ContactID;
});
afterAll(async () => {
  await fake?.close();
});

describe('GST in Tapline and in Xero', () => {
  it('is the same to the cent for 1,000 random baskets', { timeout: 120_000 }, async () => {
    const next = random(34);
    for (let index = 0; index < 1000; index += 1) {
      const lines = basket(next);
      const gstCents = lines.reduce((sum, line) => sum + line.gstCents, 0);
      const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
      const { data: stored } = await client.createInvoice(context, {
        Type: 'ACCREC',
        Contact: { ContactID: contactId },
        LineAmountTypes: 'Exclusive',
        LineItems: xeroLinesOf(lines, { accountCode: '200', depositAccountCode: null }, { taxable: 'OUTPUT', gstFree: 'EXEMPTOUTPUT' }),
        InvoiceNumber: `INV-${String(index + 1).padStart(6, '0')}`,
        Date: '2026-11-30',
        DueDate: '2026-12-14',
        Status: 'AUTHORISED',
      });
      const at = `basket ${index + 1}`;
      expect(Math.round(stored.TotalTax * 100), at).toBe(gstCents);
      expect(Math.round(stored.SubTotal * 100), at).toBe(subtotalCents);
      expect(Math.round(stored.Total * 100), at).toBe(subtotalCents + gstCents);
      expect(
        stored.LineItems.map((line) => Math.round(line.TaxAmount * 100)),
        at,
      ).toEqual(lines.map((line) => line.gstCents));
    }
    expect(fake.orgs()[0]!.invoices).toHaveLength(1000);
  });
});
