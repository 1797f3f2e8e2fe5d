/**
 * The fake Xero's test-control API (docs/protocols/xero.md, The fake Xero), under `/__fake/...`: reset, what the next consent
 * grants, expiring tokens, disconnecting, injected faults, the clock, rate limits, paying and viewing an invoice,
 * webhooks, and what it has seen. Test infrastructure only; fake-xero.ts serves it.
 */
import { type FakeRecord, type Outcome, payInvoice, seedOrg } from './fake-xero-books';
import type { FakeXeroContext, Fault } from './fake-xero-context';
import { invoicePage, notFoundPage } from './fake-xero-pages';

export function control(
  ctx: FakeXeroContext,
  method: string,
  url: URL,
  body: FakeRecord,
  fromForm: boolean,
): (Outcome & { location?: string; html?: boolean }) | Promise<Outcome> {
  const path = url.pathname.slice('/__fake'.length);
  if (method === 'POST' && path === '/reset') {
    const orgs = ctx.state.orgs;
    ctx.state = ctx.fresh();
    ctx.webhooks.reset();
    // keep the tenant ids the test already knows, with empty books
    ctx.state.orgs = orgs.map((org) => seedOrg(org.name, org.tenantId));
    return { status: 204, body: '' };
  }
  if (method === 'POST' && path === '/authorize-as') {
    ctx.state.authorizeAs = { tenantIds: body.tenantIds as string[] | undefined, deny: body.deny === true };
    return { status: 204, body: '' };
  }
  if (method === 'POST' && path === '/expire-access-token') {
    for (const entry of ctx.state.accessTokens.values()) entry.expiresAt = ctx.now() - 1000;
    return { status: 204, body: '' };
  }
  if (method === 'POST' && path === '/expire-refresh-token') {
    for (const grant of ctx.state.grants.values()) grant.refreshExpiresAt = ctx.now() - 1000;
    return { status: 204, body: '' };
  }
  if (method === 'POST' && path === '/disconnect-from-xero') {
    ctx.state.connections = ctx.state.connections.filter((connection) => connection.tenantId !== body.tenantId);
    return { status: 204, body: '' };
  }
  if (method === 'POST' && path === '/fault') {
    ctx.state.faults.push(body as unknown as Fault);
    return { status: 204, body: '' };
  }
  if (method === 'POST' && path === '/clock') {
    ctx.state.clockOffsetMs += Number(body.advanceSeconds ?? 0) * 1000;
    return { status: 204, body: '' };
  }
  if (method === 'POST' && path === '/limits') {
    ctx.state.limits = { minute: Number(body.minute ?? ctx.state.limits.minute), day: Number(body.day ?? ctx.state.limits.day) };
    return { status: 204, body: '' };
  }
  const pay = /^\/invoices\/([^/]+)\/pay$/.exec(path);
  if (method === 'POST' && pay) {
    const org = ctx.state.orgs.find((candidate) => candidate.invoices.some((invoice) => invoice.InvoiceID === pay[1]));
    const invoice = org?.invoices.find((candidate) => candidate.InvoiceID === pay[1]);
    if (!org || !invoice) return { status: 404, body: '' };
    const paid = payInvoice(invoice, body.amount === undefined || fromForm ? undefined : Number(body.amount), ctx.now());
    ctx.webhooks.invoiceChanged(org.tenantId, invoice.InvoiceID as string, 'UPDATE');
    // the view page's button: back to the page, as a browser form expects
    return fromForm
      ? { status: 303, body: '', location: `/__fake/invoices/${encodeURIComponent(pay[1] ?? '')}/view` }
      : { status: 200, body: paid };
  }
  const view = /^\/invoices\/([^/]+)\/view$/.exec(path);
  if (method === 'GET' && view) {
    const org = ctx.state.orgs.find((candidate) => candidate.invoices.some((invoice) => invoice.InvoiceID === view[1]));
    const invoice = org?.invoices.find((candidate) => candidate.InvoiceID === view[1]);
    return org && invoice
      ? { status: 200, body: invoicePage(org, invoice), html: true }
      : {
          status: 404,
          body: notFoundPage(`No invoice ${view[1] ?? ''} in this fake Xero (its books live in memory and are gone after a restart).`),
          html: true,
        };
  }
  if (method === 'POST' && path === '/webhooks/intent') {
    if (!ctx.webhooks.configured()) return { status: 409, body: { error: 'no webhook URL configured for this fake Xero' } };
    return ctx.webhooks.intentToReceive().then((result) => ({ status: 200, body: result }));
  }
  if (method === 'GET' && path === '/webhooks/deliveries') return { status: 200, body: ctx.webhooks.deliveries() };
  if (method === 'GET' && path === '/requests') return { status: 200, body: ctx.state.requests };
  if (method === 'GET' && path === '/state') {
    return {
      status: 200,
      body: {
        orgs: ctx.state.orgs,
        connections: ctx.state.connections,
        grants: [...ctx.state.grants.values()].map(({ id, authEventId, scope, refreshToken }) => ({
          id,
          authEventId,
          scope,
          refreshToken,
        })),
      },
    };
  }
  return { status: 404, body: '' };
}
