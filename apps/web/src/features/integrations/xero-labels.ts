import type { AccountingSyncRecord, OrganisationType, XeroIntegration } from '@tapline/contracts';

export type LabelTone = 'neutral' | 'success' | 'danger' | 'accent';

export interface Label {
  label: string;
  tone: LabelTone;
}

/** The connection's badge: "Connected to Harbour Books", "Needs reconnecting", "Not connected". */
export function connectionLabel(integration: Pick<XeroIntegration, 'available' | 'status' | 'tenantName'>): Label {
  if (!integration.available) return { label: 'Not set up on this server', tone: 'neutral' };
  switch (integration.status) {
    case 'connected':
      return { label: integration.tenantName ? `Connected to ${integration.tenantName}` : 'Connected', tone: 'success' };
    case 'needs_reconnecting':
      return { label: 'Needs reconnecting', tone: 'danger' };
    case 'disconnected':
      return { label: 'Not connected', tone: 'neutral' };
  }
}

/** What Xero does for this side, in one line (the integrations page's card). */
export function xeroPurpose(type: OrganisationType): string {
  return type === 'supplier' ? 'Accepted orders become sales invoices in your Xero.' : 'Your accepted orders become bills in your Xero.';
}

/** Xero's words for an invoice's status as people who set it chose it: DRAFT is Draft, AUTHORISED is Approved. */
function xeroStatusWord(xeroStatus: string | null): string | null {
  switch (xeroStatus) {
    case 'DRAFT':
      return 'Draft';
    case 'SUBMITTED':
      return 'Awaiting approval';
    case 'AUTHORISED':
      return 'Approved';
    default:
      return null;
  }
}

/** A sync record's state as a badge: Pending, In Xero (Draft), In Xero (Approved), Paid, Failed, Voided, Deleted, Skipped. */
export function syncStateLabel(record: Pick<AccountingSyncRecord, 'state' | 'xeroStatus'>): Label {
  switch (record.state) {
    case 'pending':
      return { label: 'Pending', tone: 'accent' };
    case 'synced': {
      const word = xeroStatusWord(record.xeroStatus);
      return { label: word ? `In Xero (${word})` : 'In Xero', tone: 'success' };
    }
    case 'paid':
      return { label: 'Paid', tone: 'success' };
    case 'failed':
      return { label: 'Failed', tone: 'danger' };
    case 'voided':
      return { label: 'Voided', tone: 'neutral' };
    case 'deleted':
      return { label: 'Deleted', tone: 'neutral' };
    case 'skipped':
      return { label: 'Skipped', tone: 'neutral' };
  }
}

/** "Invoice" for a supplier's sales invoice, "Bill" for a venue's. */
export function documentWord(record: Pick<AccountingSyncRecord, 'invoiceType'>): 'Invoice' | 'Bill' {
  return record.invoiceType === 'ACCREC' ? 'Invoice' : 'Bill';
}

/**
 * The order page's one line about its invoice or bill, without the link: "Invoice INV-0004 · Draft",
 * "Bill TL-0012 · Paid", "Sending to Xero…", "Not sent to Xero: <reason>".
 */
export function orderAccountingLine(
  record: Pick<AccountingSyncRecord, 'state' | 'xeroStatus' | 'invoiceType' | 'xeroInvoiceNumber' | 'lastError'>,
): string {
  const word = documentWord(record);
  const named = record.xeroInvoiceNumber ? `${word} ${record.xeroInvoiceNumber}` : word;
  switch (record.state) {
    case 'pending':
      return 'Sending to Xero…';
    case 'synced': {
      const status = xeroStatusWord(record.xeroStatus);
      return status ? `${named} · ${status}` : `${named} · in Xero`;
    }
    case 'paid':
      return `${named} · Paid`;
    case 'voided':
      return `${named} · Voided in Xero`;
    case 'deleted':
      return `${named} · Deleted from Xero (it was a draft)`;
    case 'skipped':
      return `Not sent to Xero${record.lastError ? `: ${record.lastError}` : ''}`;
    case 'failed':
      return `Couldn’t send the ${word.toLowerCase()} to Xero${record.lastError ? `: ${record.lastError}` : ''}`;
  }
}

/** "200 · Sales": how an account reads in the select and on the read-only page. */
export function accountOptionLabel(account: { code: string; name: string }): string {
  return `${account.code} · ${account.name}`;
}

/** "GST on Income (10%)"; Xero's rates can have decimals ("Reduced rate (12.5%)"). */
export function taxRateOptionLabel(rate: { name: string; ratePercent: number }): string {
  const percent = Number.isInteger(rate.ratePercent) ? String(rate.ratePercent) : String(Number(rate.ratePercent.toFixed(4)));
  return `${rate.name} (${percent}%)`;
}
