/**
 * The fake Xero's two pages a browser sees: its consent page (`consentPage` option: `npm run dev` with XERO_FAKE=1 and
 * the journeys), and its stand-in for Xero's invoice screen (`GET /__fake/invoices/{id}/view`), where the product's
 * "Open in Xero" link goes when it talks to the fake. The invoice page's "Record payment" button pays the invoice
 * in full, as a bookkeeper would in Xero, which fires the INVOICE UPDATE webhook.
 */
import type { FakeOrg, FakeRecord } from './fake-xero-books';

const escapeHtml = (value: unknown) =>
  String(value ?? '').replace(
    /[&<>"']/g,
    (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character] ?? character,
  );

const money = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : '');

/** `/Date(ms+0000)/` → 2026-07-20 */
const day = (value: unknown) => {
  const ms = /\/Date\((-?\d+)/.exec(String(value ?? ''))?.[1];
  return ms ? new Date(Number(ms)).toISOString().slice(0, 10) : '';
};

const STATUS_NAMES: Record<string, string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Awaiting approval',
  AUTHORISED: 'Awaiting payment',
  PAID: 'Paid',
  VOIDED: 'Voided',
  DELETED: 'Deleted',
};

const STYLE = `
  body { font-family: system-ui, sans-serif; margin: 2rem auto; max-width: 48rem; padding: 0 1rem; color: #1e293b; }
  .banner { background: #fef3c7; border: 1px solid #f59e0b; padding: .5rem .75rem; border-radius: .375rem; }
  table { border-collapse: collapse; width: 100%; margin: 1rem 0; }
  th, td { text-align: left; padding: .375rem .5rem; border-bottom: 1px solid #e2e8f0; }
  td.number, th.number { text-align: right; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: .25rem 1rem; }
  dt { font-weight: 600; }
  fieldset { border: 1px solid #e2e8f0; border-radius: .375rem; margin: 1rem 0; }
  label { display: block; padding: .25rem 0; }
  button { font: inherit; padding: .5rem 1rem; border-radius: .375rem; border: 0; background: #0f766e; color: white; cursor: pointer; }
  button.secondary { background: #e2e8f0; color: #1e293b; }
  .error { color: #b91c1c; font-weight: 600; }
`;

const BANNER = '<p class="banner">Fake Xero for local development and tests: nothing here is a real Xero organisation.</p>';

/**
 * Xero's consent screen, simplified: which of the signed-in person's organisations the app may use (all ticked to
 * start with), Allow access or Cancel. `hidden` carries the authorize request's parameters through the form.
 */
export function consentPage(options: {
  hidden: Record<string, string>;
  orgs: { tenantId: string; name: string; checked: boolean; connected: boolean }[];
  scopes: string[];
  error?: string;
}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Allow access · Fake Xero</title>
<style>${STYLE}</style>
</head>
<body>
${BANNER}
<h1>Tapline wants to access your Xero organisations</h1>
<p>It asks to: ${options.scopes.map((scope) => escapeHtml(scope)).join(', ')}.</p>
<form method="post" action="/identity/connect/authorize">
${Object.entries(options.hidden)
  .map(([name, value]) => `  <input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
  .join('\n')}
  <fieldset>
    <legend>Organisations to connect</legend>
${options.orgs
  .map(
    (org) =>
      `    <label><input type="checkbox" name="tenantId" value="${escapeHtml(org.tenantId)}"${org.checked ? ' checked' : ''}> ${escapeHtml(org.name)}${org.connected ? ' (already connected to Tapline)' : ''}</label>`,
  )
  .join('\n')}
  </fieldset>
  ${options.error ? `<p class="error" role="alert">${escapeHtml(options.error)}</p>` : ''}
  <button type="submit" name="decision" value="allow">Allow access</button>
  <button type="submit" name="decision" value="deny" class="secondary">Cancel</button>
</form>
</body>
</html>
`;
}

export function invoicePage(org: FakeOrg, invoice: FakeRecord): string {
  const bill = invoice.Type === 'ACCPAY';
  const kind = bill ? 'Bill' : 'Invoice';
  const status = String(invoice.Status ?? '');
  const contact = (invoice.Contact as FakeRecord | undefined)?.Name;
  const lines = (invoice.LineItems as FakeRecord[] | undefined) ?? [];
  const payable = status === 'DRAFT' || status === 'SUBMITTED' || status === 'AUTHORISED';
  const title = `${kind} ${String(invoice.InvoiceNumber || '(no number)')}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Fake Xero</title>
<style>${STYLE}</style>
</head>
<body>
${BANNER}
<p>${escapeHtml(org.name)}</p>
<h1>${escapeHtml(title)}</h1>
<dl>
  <dt>${bill ? 'From' : 'To'}</dt><dd>${escapeHtml(contact)}</dd>
  <dt>Status</dt><dd data-status="${escapeHtml(status)}">${escapeHtml(STATUS_NAMES[status] ?? status)}</dd>
  ${invoice.Reference ? `<dt>Reference</dt><dd>${escapeHtml(invoice.Reference)}</dd>` : ''}
  <dt>Date</dt><dd>${escapeHtml(day(invoice.Date))}</dd>
  <dt>Due date</dt><dd>${escapeHtml(day(invoice.DueDate))}</dd>
</dl>
<table>
  <thead><tr><th>Description</th><th class="number">Quantity</th><th class="number">Unit price</th><th>Account</th><th>Tax rate</th><th class="number">Amount ${escapeHtml(invoice.CurrencyCode ?? 'AUD')}</th></tr></thead>
  <tbody>
${lines
  .map(
    (line) =>
      `    <tr><td>${escapeHtml(line.Description)}</td><td class="number">${escapeHtml(line.Quantity)}</td><td class="number">${money(line.UnitAmount)}</td><td>${escapeHtml(line.AccountCode)}</td><td>${escapeHtml(line.TaxType)}</td><td class="number">${money(line.LineAmount)}</td></tr>`,
  )
  .join('\n')}
  </tbody>
  <tfoot>
    <tr><td colspan="5">Subtotal</td><td class="number">${money(invoice.SubTotal)}</td></tr>
    <tr><td colspan="5">Total tax</td><td class="number">${money(invoice.TotalTax)}</td></tr>
    <tr><th colspan="5">Total</th><th class="number">${money(invoice.Total)}</th></tr>
    <tr><td colspan="5">Amount paid</td><td class="number">${money(invoice.AmountPaid)}</td></tr>
    <tr><th colspan="5">Amount due</th><th class="number">${money(invoice.AmountDue)}</th></tr>
  </tfoot>
</table>
${
  payable
    ? `<form method="post" action="/__fake/invoices/${encodeURIComponent(String(invoice.InvoiceID))}/pay"><button type="submit">Record payment of ${money(invoice.AmountDue)}</button></form>`
    : ''
}
</body>
</html>
`;
}

export function notFoundPage(what: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Not found · Fake Xero</title></head>
<body><h1>Not found</h1><p>${escapeHtml(what)}</p></body></html>
`;
}
