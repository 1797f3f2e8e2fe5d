/**
 * The fake Xero's accounting API (`/api.xro/2.0/...`, docs/protocols/xero.md, Calls Tapline makes): the bearer token, tenant and
 * scope checks, rate limits (fake-xero-limits.ts), Idempotency-Key replays, and the Accounts, TaxRates, Contacts and
 * Invoices endpoints over the books in fake-xero-books.ts. Test infrastructure only; fake-xero.ts serves it.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import {
  createContact,
  createInvoices,
  type FakeOrg,
  type FakeRecord,
  type Outcome,
  updateInvoice,
  validationException,
  whereFilter,
} from './fake-xero-books';
import { type FakeXeroContext, type Grant, problem } from './fake-xero-context';
import { creditNotesApi } from './fake-xero-credit-notes';
import { countCall } from './fake-xero-limits';

const IDEMPOTENCY_MS = 6 * 60_000;

function scopeFor(path: string, method: string): string[] {
  const read = method === 'GET';
  if (path.startsWith('/Contacts')) return read ? ['accounting.contacts', 'accounting.contacts.read'] : ['accounting.contacts'];
  if (path.startsWith('/Invoices') || path.startsWith('/CreditNotes')) {
    return read
      ? ['accounting.invoices', 'accounting.invoices.read', 'accounting.transactions', 'accounting.transactions.read']
      : ['accounting.invoices', 'accounting.transactions'];
  }
  return ['accounting.settings', 'accounting.settings.read'];
}

/** The API's handler; `bearer` (fake-xero-identity.ts) says whose access token a call carries. */
export function createAccountingApi(ctx: FakeXeroContext, bearer: (request: IncomingMessage) => Grant | Outcome) {
  /** `modifiedSince`: If-Modified-Since, in ms (GET /Invoices lists only what changed since) */
  function accounting(org: FakeOrg, method: string, path: string, url: URL, body: FakeRecord, modifiedSince?: number): Outcome {
    const envelope = (outcome: Outcome): Outcome =>
      outcome.status === 200
        ? {
            status: 200,
            body: {
              Id: randomUUID(),
              Status: 'OK',
              ProviderName: 'Tapline (fake)',
              DateTimeUTC: `/Date(${ctx.now()})/`,
              ...(outcome.body as object),
            },
          }
        : outcome;
    const q = url.searchParams;
    const filter = whereFilter(q.get('where'));
    if (filter === 'invalid')
      return validationException([{ ValidationErrors: [{ Message: `Invalid where clause: ${q.get('where') ?? ''}` }] }]);
    const [, collection, id, sub] = path.split('/');
    const list = (field: string) => (q.get(field) ?? '').split(',').filter(Boolean);
    if (collection === 'Accounts' && method === 'GET') {
      const accounts = org.accounts.filter((account) => filter(account as unknown as FakeRecord));
      if (q.get('order') === 'Code ASC') accounts.sort((a, b) => a.Code.localeCompare(b.Code));
      return envelope({ status: 200, body: { Accounts: accounts } });
    }
    if (collection === 'TaxRates' && method === 'GET') {
      const rates = org.taxRates.filter((rate) => (!id || rate.TaxType === id) && filter(rate as unknown as FakeRecord));
      return id && rates.length === 0 ? { status: 404, body: '' } : envelope({ status: 200, body: { TaxRates: rates } });
    }
    if (collection === 'Contacts') {
      if (method === 'GET' && id) {
        const contact = org.contacts.find((candidate) => candidate.ContactID === id || candidate.ContactNumber === id);
        return contact ? envelope({ status: 200, body: { Contacts: [contact] } }) : { status: 404, body: '' };
      }
      if (method === 'GET') {
        const term = q.get('searchTerm')?.toLowerCase();
        const contacts = org.contacts.filter(
          (contact) =>
            (q.get('includeArchived') === 'true' || contact.ContactStatus === 'ACTIVE') &&
            filter(contact) &&
            (!term ||
              ['Name', 'FirstName', 'LastName', 'ContactNumber', 'EmailAddress'].some((field) =>
                String(contact[field] ?? '')
                  .toLowerCase()
                  .includes(term),
              )),
        );
        return envelope({ status: 200, body: { Contacts: contacts } });
      }
      if (method === 'PUT') {
        const inputs = (body.Contacts ?? []) as FakeRecord[];
        const results = inputs.map((input) => ({ input, ...createContact(org, input, ctx.now()) }));
        const failed = results.filter((result) => result.errors.length > 0);
        if (failed.length > 0)
          return validationException(
            failed.map(({ input, errors }) => ({ ...input, ValidationErrors: errors.map((Message) => ({ Message })) })),
          );
        return envelope({ status: 200, body: { Contacts: results.map((result) => result.contact) } });
      }
    }
    if (collection === 'CreditNotes') {
      const changed = (invoiceId: string) => ctx.webhooks.invoiceChanged(org.tenantId, invoiceId, 'UPDATE');
      const outcome = creditNotesApi(org, { method, id, sub, url, body, filter }, ctx.now(), changed);
      if (outcome) return envelope(outcome);
    }
    if (collection === 'Invoices') {
      if (method === 'GET' && id) {
        const invoice = org.invoices.find(
          (candidate) => candidate.InvoiceID === id || (candidate.Type === 'ACCREC' && candidate.InvoiceNumber === id),
        );
        return invoice ? envelope({ status: 200, body: { Invoices: [invoice] } }) : { status: 404, body: '' };
      }
      if (method === 'GET') {
        const [ids, numbers, contactIds, statuses] = [list('IDs'), list('InvoiceNumbers'), list('ContactIDs'), list('Statuses')];
        const invoices = org.invoices.filter(
          (invoice) =>
            filter(invoice) &&
            (ids.length === 0 || ids.includes(invoice.InvoiceID as string)) &&
            (numbers.length === 0 || numbers.includes(invoice.InvoiceNumber as string)) &&
            (contactIds.length === 0 || contactIds.includes((invoice.Contact as FakeRecord).ContactID as string)) &&
            (statuses.length === 0 || statuses.includes(invoice.Status as string)) &&
            (modifiedSince === undefined || Number(/-?\d+/.exec(String(invoice.UpdatedDateUTC))?.[0]) >= modifiedSince),
        );
        return envelope({ status: 200, body: { Invoices: invoices } });
      }
      if (method === 'PUT') {
        const outcome = createInvoices(org, (body.Invoices ?? []) as FakeRecord[], q.get('summarizeErrors') !== 'false', ctx.now());
        if (outcome.status === 200) {
          for (const invoice of (outcome.body as { Invoices: FakeRecord[] }).Invoices) {
            if (!invoice.HasErrors) ctx.webhooks.invoiceChanged(org.tenantId, invoice.InvoiceID as string, 'CREATE');
          }
        }
        return envelope(outcome);
      }
      if (method === 'POST' && id) {
        const invoice = org.invoices.find((candidate) => candidate.InvoiceID === id);
        if (!invoice) return { status: 404, body: '' };
        const outcome = updateInvoice(org, invoice, ((body.Invoices ?? []) as FakeRecord[])[0] ?? {}, ctx.now());
        if (outcome.status === 200) ctx.webhooks.invoiceChanged(org.tenantId, invoice.InvoiceID as string, 'UPDATE');
        return envelope(outcome);
      }
    }
    return { status: 404, body: '' };
  }

  function api(request: IncomingMessage, method: string, url: URL, raw: string): Outcome & { headers?: Record<string, string> } {
    const grant = bearer(request);
    if (!('id' in grant)) return grant;
    const tenantId = String(request.headers['xero-tenant-id'] ?? '');
    const connected = ctx.state.connections.some((connection) => connection.grantId === grant.id && connection.tenantId === tenantId);
    const org = ctx.state.orgs.find((candidate) => candidate.tenantId === tenantId);
    if (!connected || !org) return problem(403, 'AuthenticationUnsuccessful');
    const path = url.pathname.slice('/api.xro/2.0'.length);
    const granted = grant.scope.split(' ');
    if (!scopeFor(path, method).some((scope) => granted.includes(scope))) return problem(401, 'AuthorizationUnsuccessful');
    const { headers, limited } = countCall(ctx.state, ctx.now(), tenantId);
    if (limited) return limited;
    const key = request.headers['idempotency-key'];
    const write = method === 'PUT' || method === 'POST' || method === 'PATCH';
    if (write && typeof key === 'string') {
      if (key.length > 128)
        return {
          ...validationException([{ ValidationErrors: [{ Message: 'Idempotency-Key must be 128 characters or fewer' }] }]),
          headers,
        };
      const fingerprint = `${method} ${url.pathname}${url.search} ${createHash('sha256').update(raw).digest('hex')}`;
      const seen = ctx.state.idempotency.get(`${ctx.clientId}:${key}`);
      if (seen && seen.expiresAt > ctx.now()) {
        if (seen.fingerprint !== fingerprint)
          return {
            ...validationException([{ ValidationErrors: [{ Message: `Idempotency Key: ${key} is used with a different request` }] }]),
            headers,
          };
        return { ...seen.outcome, headers };
      }
      const outcome = accounting(org, method, path, url, raw ? (JSON.parse(raw) as FakeRecord) : {});
      ctx.state.idempotency.set(`${ctx.clientId}:${key}`, { fingerprint, outcome, expiresAt: ctx.now() + IDEMPOTENCY_MS });
      return { ...outcome, headers };
    }
    const since = Date.parse(String(request.headers['if-modified-since'] ?? ''));
    return {
      ...accounting(org, method, path, url, raw ? (JSON.parse(raw) as FakeRecord) : {}, Number.isNaN(since) ? undefined : since),
      headers,
    };
  }

  return api;
}
