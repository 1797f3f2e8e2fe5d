import { describe, expect, it } from 'vitest';
import { xeroClientTestKit } from '../../../test/support/xero-client-kit';
import { XeroNotFoundError, XeroRateLimitedError, XeroServerError, XeroValidationError } from './xero-errors';
import type { NewXeroInvoice, XeroTenantContext } from './xero-types';

const { kit, control, connect, supplierContext } = xeroClientTestKit();

async function salesInvoice(context: XeroTenantContext, overrides: Partial<NewXeroInvoice> = {}): Promise<NewXeroInvoice> {
  const venue = await kit.client.findOrCreateContact(context, {
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

describe('accounting', () => {
  it('sends the tenant header, reads the remaining-limit headers, and lists active accounts and tax rates', async () => {
    const context = await supplierContext();
    const accounts = await kit.client.listAccounts(context);
    expect(accounts.data.map((account) => account.Code)).toEqual(['090', '200', '310', '400', '610', '630', '640', '800', '825']);
    expect(accounts.limits).toEqual({ minuteRemaining: 999, dayRemaining: 4999, appMinuteRemaining: 9999 });
    const taxRates = await kit.client.listTaxRates(context);
    expect(taxRates.data.find((rate) => rate.TaxType === 'OUTPUT')).toMatchObject({ EffectiveRate: 10, CanApplyToRevenue: true });
    const call = kit.fake.requests().find((recorded) => recorded.path.startsWith('/api.xro/2.0/Accounts'));
    expect(call?.headers['xero-tenant-id']).toBe(context.tenantId);
    expect(call?.headers.authorization).toBe(`Bearer ${context.accessToken}`);
  });

  it('finds a contact by name or email, and creates it only when there is none', async () => {
    const context = await supplierContext();
    const created = await kit.client.findOrCreateContact(context, {
      Name: 'The Corner "Bistro"',
      EmailAddress: 'accounts@cornerbistro.test',
    });
    expect(created.data).toMatchObject({ Name: 'The Corner "Bistro"', ContactStatus: 'ACTIVE', ContactID: expect.any(String) });
    const found = await kit.client.findOrCreateContact(context, { Name: 'The Corner "Bistro"' });
    expect(found.data.ContactID).toBe(created.data.ContactID);
    expect(
      (await kit.client.findContacts(context, { email: 'accounts@cornerbistro.test' })).data.map((contact) => contact.ContactID),
    ).toEqual([created.data.ContactID]);
    expect((await kit.client.findContacts(context, { name: 'Nobody' })).data).toEqual([]);

    const duplicate = await kit.client.createContact(context, { Name: 'The Corner "Bistro"' }).catch((caught: unknown) => caught);
    expect(duplicate).toBeInstanceOf(XeroValidationError);
    expect((duplicate as XeroValidationError).messages).toEqual([
      'The contact name The Corner "Bistro" is already assigned to another contact. The contact name must be unique across all active contacts.',
    ]);
    const puts = kit.fake.requests().filter((recorded) => recorded.method === 'PUT');
    expect(puts.every((recorded) => typeof recorded.headers['idempotency-key'] === 'string')).toBe(true);
  });

  it('creates an invoice once for one Idempotency-Key: a retry gets the same invoice back', async () => {
    const context = await supplierContext();
    const invoice = await salesInvoice(context);
    const key = 'tapline:test:so_1:accrec:1';
    const created = await kit.client.createInvoice(context, invoice, { idempotencyKey: key });
    expect(created.data).toMatchObject({
      Type: 'ACCREC',
      Status: 'AUTHORISED',
      InvoiceNumber: 'TL-000123-S1',
      SubTotal: 670,
      TotalTax: 57,
      Total: 727,
      AmountDue: 727,
    });
    const retried = await kit.client.createInvoice(context, invoice, { idempotencyKey: key });
    expect(retried.data.InvoiceID).toBe(created.data.InvoiceID);
    const supplier = kit.fake.orgs().find((org) => org.tenantId === context.tenantId);
    expect(supplier?.invoices).toHaveLength(1);
    expect(kit.fake.requests().filter((recorded) => recorded.headers['idempotency-key'] === key)).toHaveLength(2);

    // the same key for another request is Xero's 400
    await expect(kit.client.createInvoice(context, { ...invoice, InvoiceNumber: 'TL-2' }, { idempotencyKey: key })).rejects.toMatchObject({
      messages: [`Idempotency Key: ${key} is used with a different request`],
    });
  });

  it('finds an invoice by number or reference and reads it by id', async () => {
    const context = await supplierContext();
    const created = await kit.client.createInvoice(context, await salesInvoice(context));
    const byNumber = await kit.client.findInvoices(context, { invoiceNumber: 'TL-000123-S1', contactId: created.data.Contact.ContactID });
    expect(byNumber.data.map((invoice) => invoice.InvoiceID)).toEqual([created.data.InvoiceID]);
    const byReference = await kit.client.findInvoices(context, { reference: 'Order TL-000123', type: 'ACCREC' });
    expect(byReference.data.map((invoice) => invoice.InvoiceID)).toEqual([created.data.InvoiceID]);
    expect((await kit.client.findInvoices(context, { invoiceNumber: 'TL-999' })).data).toEqual([]);
    expect((await kit.client.getInvoice(context, created.data.InvoiceID)).data.Total).toBe(727);
    await expect(kit.client.getInvoice(context, '00000000-0000-4000-8000-000000000000')).rejects.toBeInstanceOf(XeroNotFoundError);
  });

  it('finds invoices by ids, only those changed since If-Modified-Since (the payment poll)', async () => {
    const context = await supplierContext();
    const first = await kit.client.createInvoice(context, await salesInvoice(context));
    const second = await kit.client.createInvoice(context, await salesInvoice(context, { InvoiceNumber: 'TL-000124-S1' }));
    const ids = [first.data.InvoiceID, second.data.InvoiceID];
    expect((await kit.client.findInvoices(context, { ids })).data.map((invoice) => invoice.InvoiceID).sort()).toEqual([...ids].sort());
    await control('clock', { advanceSeconds: 120 });
    const since = new Date(Date.now() + 60_000);
    expect((await kit.client.findInvoices(context, { ids, modifiedSince: since })).data).toEqual([]);
    await control(`invoices/${second.data.InvoiceID}/pay`);
    const changed = await kit.client.findInvoices(context, { ids, modifiedSince: since });
    expect(changed.data.map((invoice) => [invoice.InvoiceID, invoice.Status])).toEqual([[second.data.InvoiceID, 'PAID']]);
    const poll = kit.fake
      .requests()
      .filter((request) => request.path.startsWith('/api.xro/2.0/Invoices?'))
      .at(-1);
    expect(poll?.headers['if-modified-since']).toBe(since.toISOString());
    expect(new URL(poll!.path, kit.fake.url).searchParams.get('IDs')).toBe(ids.join(','));
  });

  it('creates a bill (ACCPAY) in the venue organisation, without a Reference', async () => {
    const { tokens, connections } = await connect();
    const venue = {
      accessToken: tokens.accessToken,
      tenantId: connections.find((connection) => connection.tenantName === 'The Corner Bistro')?.tenantId ?? '',
    };
    const supplier = await kit.client.findOrCreateContact(venue, { Name: 'Hop Valley Brewing' });
    const bill = await kit.client.createInvoice(venue, {
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
    const authorised = await kit.client.createInvoice(context, await salesInvoice(context));
    await expect(kit.client.updateInvoiceStatus(context, authorised.data.InvoiceID, 'DELETED')).rejects.toBeInstanceOf(XeroValidationError);
    expect((await kit.client.updateInvoiceStatus(context, authorised.data.InvoiceID, 'VOIDED')).data.Status).toBe('VOIDED');
    await expect(kit.client.updateInvoiceStatus(context, authorised.data.InvoiceID, 'AUTHORISED')).rejects.toMatchObject({
      messages: ['This document cannot be edited as it has a status of VOIDED.'],
    });

    const draft = await kit.client.createInvoice(context, await salesInvoice(context, { InvoiceNumber: 'TL-000124-S1', Status: 'DRAFT' }));
    await expect(kit.client.updateInvoiceStatus(context, draft.data.InvoiceID, 'VOIDED')).rejects.toBeInstanceOf(XeroValidationError);
    expect((await kit.client.updateInvoiceStatus(context, draft.data.InvoiceID, 'DELETED')).data.Status).toBe('DELETED');

    const paid = await kit.client.createInvoice(context, await salesInvoice(context, { InvoiceNumber: 'TL-000125-S1' }));
    await control(`invoices/${paid.data.InvoiceID}/pay`);
    expect((await kit.client.getInvoice(context, paid.data.InvoiceID)).data).toMatchObject({
      Status: 'PAID',
      AmountDue: 0,
      AmountPaid: 727,
    });
    await expect(kit.client.updateInvoiceStatus(context, paid.data.InvoiceID, 'VOIDED')).rejects.toBeInstanceOf(XeroValidationError);
  });

  it('parses a ValidationException into the messages to show the user', async () => {
    const context = await supplierContext();
    await kit.client.createInvoice(context, await salesInvoice(context));
    const error = await kit.client
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
    await expect(kit.client.listTaxRates(context)).rejects.toMatchObject({
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
    const first = await kit.client.listAccounts(context);
    expect(first.limits.minuteRemaining).toBe(1);
    await kit.client.listAccounts(context);
    const error = await kit.client.listAccounts(context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroRateLimitedError);
    expect(error).toMatchObject({ status: 429, problem: 'minute', limits: { minuteRemaining: 0 } });
    expect((error as XeroRateLimitedError).retryAfterSeconds).toBeGreaterThan(0);
    expect((error as XeroRateLimitedError).retryAfterSeconds).toBeLessThanOrEqual(60);

    await control('clock', { advanceSeconds: 61 });
    expect((await kit.client.listAccounts(context)).limits.minuteRemaining).toBe(1);
  });

  it('passes on a forced 429 and a maintenance 503', async () => {
    const context = await supplierContext();
    await control('fault', { route: '/api.xro/2.0/Invoices', status: 429, retryAfter: 7, problem: 'day' });
    await expect(kit.client.findInvoices(context, { invoiceNumber: 'X' })).rejects.toMatchObject({ retryAfterSeconds: 7, problem: 'day' });
    await control('fault', { status: 503, body: 'The Xero API is currently offline for maintenance' });
    const error = await kit.client.listTaxRates(context).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(XeroServerError);
    expect((error as XeroServerError).message).toContain('offline for maintenance');
  });
});
