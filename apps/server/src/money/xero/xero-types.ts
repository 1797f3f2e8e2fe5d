import type { XeroRateLimits } from './xero-errors';

/** One grant's tokens. Persist both before using the new access token (docs/protocols/xero.md, Refresh and rotation). */
export interface XeroTokenSet {
  accessToken: string;
  refreshToken: string;
  expiresAt: Date;
  scope: string;
  /** the consent that produced the token (`authentication_event_id`): filters `/connections` to it */
  authEventId: string | undefined;
}

/** What the authorize step hands back: redirect the browser to `url`, keep `state` and `codeVerifier`. */
export interface XeroAuthorizationRequest {
  url: string;
  state: string;
  codeVerifier: string;
}

export interface XeroConnection {
  /** the connection id: what DELETE /connections/{id} takes */
  id: string;
  /** the organisation id: what `xero-tenant-id` takes */
  tenantId: string;
  tenantType: string;
  tenantName: string;
  authEventId: string;
  createdDateUtc: string;
  updatedDateUtc: string;
}

/** One organisation, reached with one grant's access token. */
export interface XeroTenantContext {
  accessToken: string;
  tenantId: string;
}

/** An answer with the quota Xero says is left. */
export interface XeroResult<T> {
  data: T;
  limits: XeroRateLimits;
}

export interface XeroContact {
  ContactID: string;
  Name: string;
  ContactStatus: 'ACTIVE' | 'ARCHIVED' | 'GDPRREQUEST';
  EmailAddress?: string;
  ContactNumber?: string;
  AccountNumber?: string;
  TaxNumber?: string;
  UpdatedDateUTC?: string;
}

export interface NewXeroContact {
  Name: string;
  EmailAddress?: string;
  ContactNumber?: string;
  TaxNumber?: string;
}

export type XeroInvoiceType = 'ACCREC' | 'ACCPAY';
type XeroInvoiceStatus = 'DRAFT' | 'SUBMITTED' | 'AUTHORISED' | 'PAID' | 'VOIDED' | 'DELETED';

export interface NewXeroLineItem {
  Description: string;
  Quantity: number;
  UnitAmount: number;
  AccountCode?: string;
  TaxType?: string;
  ItemCode?: string;
  /** the GST Tapline computed for the line: Xero keeps it instead of its own rounding */
  TaxAmount?: number;
}

interface XeroLineItem extends NewXeroLineItem {
  LineItemID: string;
  TaxAmount: number;
  LineAmount: number;
}

export interface NewXeroInvoice {
  Type: XeroInvoiceType;
  /** only the id: other fields here would update (or create) the contact (docs/protocols/xero.md, Contacts) */
  Contact: { ContactID: string };
  LineItems: NewXeroLineItem[];
  /** YYYY-MM-DD */
  Date?: string;
  DueDate?: string;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  InvoiceNumber?: string;
  /** ACCREC only */
  Reference?: string;
  Url?: string;
  Status?: 'DRAFT' | 'SUBMITTED' | 'AUTHORISED';
  CurrencyCode?: string;
}

export interface XeroInvoice {
  InvoiceID: string;
  Type: XeroInvoiceType;
  InvoiceNumber: string;
  Reference?: string;
  Status: XeroInvoiceStatus;
  Contact: { ContactID: string; Name?: string };
  LineAmountTypes: 'Exclusive' | 'Inclusive' | 'NoTax';
  LineItems: XeroLineItem[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  AmountDue: number;
  AmountPaid: number;
  /** credit notes (and over- or prepayments) applied to it */
  AmountCredited?: number;
  /** the payments against it, each with Xero's PaymentID */
  Payments?: XeroPayment[];
  CurrencyCode?: string;
  /** `/Date(ms+0000)/`: parse with parseXeroDate */
  Date?: string;
  DueDate?: string;
  FullyPaidOnDate?: string;
  UpdatedDateUTC?: string;
  Url?: string;
}

/** A payment as an invoice lists it. */
interface XeroPayment {
  PaymentID: string;
  /** `/Date(ms+0000)/` */
  Date: string;
  Amount: number;
  Reference?: string;
  Status?: 'AUTHORISED' | 'DELETED';
}

export type XeroCreditNoteType = 'ACCRECCREDIT' | 'ACCPAYCREDIT';

export interface NewXeroCreditNote {
  Type: XeroCreditNoteType;
  Contact: { ContactID: string };
  LineItems: NewXeroLineItem[];
  Date?: string;
  LineAmountTypes?: 'Exclusive' | 'Inclusive' | 'NoTax';
  /** ACCRECCREDIT: unique in the organisation; ACCPAYCREDIT: the supplier's number */
  CreditNoteNumber?: string;
  /** ACCRECCREDIT only */
  Reference?: string;
  Status?: 'DRAFT' | 'SUBMITTED' | 'AUTHORISED';
  CurrencyCode?: string;
}

/** One credit applied to an invoice (OAS `Allocation`). */
export interface XeroAllocation {
  AllocationID?: string;
  Amount: number;
  /** `/Date(ms+0000)/` in answers, YYYY-MM-DD in requests */
  Date: string;
  Invoice: { InvoiceID: string; InvoiceNumber?: string };
  IsDeleted?: boolean;
}

export interface XeroCreditNote {
  CreditNoteID: string;
  CreditNoteNumber: string;
  Type: XeroCreditNoteType;
  Status: XeroInvoiceStatus;
  Contact: { ContactID: string; Name?: string };
  LineItems: XeroLineItem[];
  SubTotal: number;
  TotalTax: number;
  Total: number;
  RemainingCredit: number;
  Allocations?: XeroAllocation[];
  Reference?: string;
  UpdatedDateUTC?: string;
}

export interface XeroAccount {
  AccountID: string;
  Code?: string;
  Name: string;
  Type: string;
  Class: 'ASSET' | 'EQUITY' | 'EXPENSE' | 'LIABILITY' | 'REVENUE';
  Status: 'ACTIVE' | 'ARCHIVED' | 'DELETED';
  TaxType?: string;
  SystemAccount?: string;
}

export interface XeroTaxRate {
  Name: string;
  TaxType: string;
  Status: 'ACTIVE' | 'DELETED' | 'ARCHIVED' | 'PENDING';
  EffectiveRate: number;
  DisplayTaxRate: number;
  CanApplyToRevenue: boolean;
  CanApplyToExpenses: boolean;
  CanApplyToAssets: boolean;
  CanApplyToEquity: boolean;
  CanApplyToLiabilities: boolean;
}

/** `/Date(1552262400000+0000)/` → a Date (docs/protocols/xero.md, Envelope, dates and numbers). */
export function parseXeroDate(value: string | undefined): Date | undefined {
  const match = value ? /^\/Date\((-?\d+)([+-]\d{4})?\)\/$/.exec(value) : null;
  return match ? new Date(Number(match[1])) : undefined;
}
