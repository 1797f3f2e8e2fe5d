/**
 * The fake Xero's books for one organisation: accounts, tax rates, contacts and invoices with Xero's validation rules
 * and totals (docs/protocols/xero.md, Calls Tapline makes and The fake Xero). Test infrastructure only; fake-xero.ts
 * serves it.
 */
import { randomUUID } from 'node:crypto';

interface FakeAccount {
  AccountID: string;
  Code: string;
  Name: string;
  Type: string;
  Class: 'ASSET' | 'EQUITY' | 'EXPENSE' | 'LIABILITY' | 'REVENUE';
  Status: 'ACTIVE' | 'ARCHIVED';
  TaxType: string;
  SystemAccount?: string;
}

interface FakeTaxRate {
  Name: string;
  TaxType: string;
  Status: 'ACTIVE' | 'DELETED';
  ReportTaxType: string;
  DisplayTaxRate: number;
  EffectiveRate: number;
  CanApplyToRevenue: boolean;
  CanApplyToExpenses: boolean;
  CanApplyToAssets: boolean;
  CanApplyToEquity: boolean;
  CanApplyToLiabilities: boolean;
}

export type FakeRecord = Record<string, unknown>;

export interface FakeOrg {
  tenantId: string;
  name: string;
  accounts: FakeAccount[];
  taxRates: FakeTaxRate[];
  contacts: FakeRecord[];
  invoices: FakeRecord[];
  creditNotes: FakeRecord[];
  nextInvoiceNumber: number;
}

function account(
  code: string,
  name: string,
  type: string,
  accountClass: FakeAccount['Class'],
  taxType: string,
  systemAccount?: string,
): FakeAccount {
  return {
    AccountID: randomUUID(),
    Code: code,
    Name: name,
    Type: type,
    Class: accountClass,
    Status: 'ACTIVE',
    TaxType: taxType,
    SystemAccount: systemAccount,
  };
}

function taxRate(taxType: string, name: string, rate: number, revenue: boolean, expenses: boolean): FakeTaxRate {
  return {
    Name: name,
    TaxType: taxType,
    Status: 'ACTIVE',
    ReportTaxType: taxType,
    DisplayTaxRate: rate,
    EffectiveRate: rate,
    CanApplyToRevenue: revenue,
    CanApplyToExpenses: expenses,
    CanApplyToAssets: true,
    CanApplyToEquity: true,
    CanApplyToLiabilities: true,
  };
}

/** An Australian organisation with the default chart of accounts and GST rates (docs/protocols/xero.md, Accounts and tax rates). */
export function seedOrg(name: string, tenantId: string = randomUUID()): FakeOrg {
  return {
    tenantId,
    name,
    accounts: [
      account('090', 'Business Bank Account', 'BANK', 'ASSET', 'BASEXCLUDED'),
      account('200', 'Sales', 'REVENUE', 'REVENUE', 'OUTPUT'),
      account('310', 'Cost of Goods Sold', 'DIRECTCOSTS', 'EXPENSE', 'INPUT'),
      account('400', 'Advertising', 'EXPENSE', 'EXPENSE', 'INPUT'),
      account('630', 'Inventory', 'INVENTORY', 'ASSET', 'INPUT'),
      account('610', 'Accounts Receivable', 'CURRENT', 'ASSET', 'BASEXCLUDED', 'DEBTORS'),
      account('800', 'Accounts Payable', 'CURRLIAB', 'LIABILITY', 'BASEXCLUDED', 'CREDITORS'),
      // keg deposits (issue 37): held by a supplier, paid by a venue
      account('825', 'Keg deposits held', 'CURRLIAB', 'LIABILITY', 'BASEXCLUDED'),
      account('640', 'Keg deposits paid', 'CURRENT', 'ASSET', 'BASEXCLUDED'),
      { ...account('499', 'Old expenses', 'EXPENSE', 'EXPENSE', 'INPUT'), Status: 'ARCHIVED' },
    ],
    taxRates: [
      taxRate('OUTPUT', 'GST on Income', 10, true, false),
      taxRate('INPUT', 'GST on Expenses', 10, false, true),
      taxRate('EXEMPTOUTPUT', 'GST Free Income', 0, true, false),
      taxRate('EXEMPTEXPENSES', 'GST Free Expenses', 0, false, true),
      taxRate('BASEXCLUDED', 'BAS Excluded', 0, true, true),
    ],
    contacts: [],
    invoices: [],
    creditNotes: [],
    nextInvoiceNumber: 1,
  };
}

export function xeroDate(ms: number): string {
  return `/Date(${ms}+0000)/`;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * Xero's `where` filters as the client uses them: `Field=="value"` clauses joined by `&&` (dotted fields such as
 * `Contact.ContactID` included). Anything else is a 400, so an unsupported filter fails loudly in a test.
 */
export function whereFilter(where: string | null): ((record: FakeRecord) => boolean) | 'invalid' {
  if (!where) return () => true;
  const clauses = where.split('&&').map((clause) => /^\s*([A-Za-z][\w.]*)\s*==\s*"((?:[^"\\]|\\.)*)"\s*$/.exec(clause));
  if (clauses.some((clause) => clause === null)) return 'invalid';
  const tests = (clauses as RegExpExecArray[]).map(([, field, value]) => {
    const wanted = (value ?? '').replace(/\\(.)/g, '$1');
    return (record: FakeRecord) => {
      const actual = (field ?? '').split('.').reduce<unknown>((at, key) => (at as FakeRecord | undefined)?.[key], record);
      return actual === wanted;
    };
  });
  return (record) => tests.every((test) => test(record));
}

export type Outcome = { status: number; body: unknown };

export function validationException(elements: FakeRecord[]): Outcome {
  return {
    status: 400,
    body: { ErrorNumber: 10, Type: 'ValidationException', Message: 'A validation exception occurred', Elements: elements },
  };
}

export function createContact(org: FakeOrg, input: FakeRecord, now: number): { contact?: FakeRecord; errors: string[] } {
  const name = typeof input.Name === 'string' ? input.Name.trim() : '';
  const active = org.contacts.filter((contact) => contact.ContactStatus === 'ACTIVE');
  const errors: string[] = [];
  if (!name) errors.push('The contact name must be provided.');
  else if (active.some((contact) => contact.Name === name)) {
    errors.push(
      `The contact name ${name} is already assigned to another contact. The contact name must be unique across all active contacts.`,
    );
  }
  if (input.ContactNumber && active.some((contact) => contact.ContactNumber === input.ContactNumber)) {
    errors.push(`The contact number ${String(input.ContactNumber)} is already assigned to another contact.`);
  }
  if (errors.length > 0) return { errors };
  const contact: FakeRecord = {
    ...input,
    Name: name,
    ContactID: randomUUID(),
    ContactStatus: 'ACTIVE',
    UpdatedDateUTC: xeroDate(now),
    HasValidationErrors: false,
  };
  org.contacts.push(contact);
  return { contact, errors };
}

interface LineInput {
  Description?: string;
  Quantity?: number;
  UnitAmount?: number;
  AccountCode?: string;
  TaxType?: string;
  /** given: kept as is (Xero keeps an integrator's tax amount); absent: computed from the rate */
  TaxAmount?: number;
  LineItemID?: string;
}

/** An invoice's (or, `credit`, a credit note's) validation errors, as Xero words them. */
export function invoiceErrors(org: FakeOrg, input: FakeRecord, existing?: FakeRecord, credit = false): string[] {
  const errors: string[] = [];
  const type = input.Type ?? existing?.Type;
  if (credit ? type !== 'ACCRECCREDIT' && type !== 'ACCPAYCREDIT' : type !== 'ACCREC' && type !== 'ACCPAY')
    errors.push(credit ? 'Credit Note Type must be ACCRECCREDIT or ACCPAYCREDIT.' : 'Invoice Type must be ACCREC or ACCPAY.');
  const contactId = (input.Contact as FakeRecord | undefined)?.ContactID ?? (existing?.Contact as FakeRecord | undefined)?.ContactID;
  const contact = org.contacts.find((candidate) => candidate.ContactID === contactId);
  if (!contact || contact.ContactStatus !== 'ACTIVE') errors.push('A Contact must be specified with this type of transaction');
  const lines = (input.LineItems ?? existing?.LineItems ?? []) as LineInput[];
  if (lines.length === 0) errors.push('At least one line item must be specified.');
  const number = input.InvoiceNumber;
  if (
    type === 'ACCREC' &&
    typeof number === 'string' &&
    org.invoices.some((invoice) => invoice !== existing && invoice.Type === 'ACCREC' && invoice.InvoiceNumber === number)
  ) {
    errors.push('Invoice # must be unique.');
  }
  const status = input.Status ?? existing?.Status ?? 'DRAFT';
  for (const line of lines) {
    const account = org.accounts.find((candidate) => candidate.Code === line.AccountCode && candidate.Status === 'ACTIVE');
    if ((status === 'SUBMITTED' || status === 'AUTHORISED') && !account) {
      errors.push(`Account code '${line.AccountCode ?? ''}' is not a valid code for this document.`);
    }
    const taxType = line.TaxType ?? account?.TaxType;
    if (taxType) {
      const rate = org.taxRates.find((candidate) => candidate.TaxType === taxType && candidate.Status === 'ACTIVE');
      if (!rate) errors.push(`The TaxType code '${taxType}' does not exist or cannot be used with this type of transaction.`);
      else if (
        account &&
        !(account.Class === 'REVENUE' ? rate.CanApplyToRevenue : account.Class === 'EXPENSE' ? rate.CanApplyToExpenses : true)
      ) {
        errors.push(`The TaxType code '${taxType}' cannot be used with account code '${account.Code}'.`);
      }
    }
  }
  if (!credit && (status === 'SUBMITTED' || status === 'AUTHORISED') && !(input.DueDate ?? existing?.DueDate))
    errors.push('Due Date is required.');
  return errors;
}

/** The totals of an invoice or credit note from its lines: TotalTax is the sum of the lines' TaxAmount, as Xero adds them. */
export function withTotals(org: FakeOrg, invoice: FakeRecord): FakeRecord {
  const amountTypes = (invoice.LineAmountTypes as string | undefined) ?? 'Exclusive';
  const lines = (invoice.LineItems as LineInput[]).map((line) => {
    const account = org.accounts.find((candidate) => candidate.Code === line.AccountCode);
    const taxType = line.TaxType ?? account?.TaxType;
    const rate = (org.taxRates.find((candidate) => candidate.TaxType === taxType)?.EffectiveRate ?? 0) / 100;
    const lineAmount = round2((line.Quantity ?? 1) * (line.UnitAmount ?? 0));
    const computed =
      amountTypes === 'NoTax' ? 0 : amountTypes === 'Inclusive' ? round2((lineAmount * rate) / (1 + rate)) : round2(lineAmount * rate);
    const taxAmount = typeof line.TaxAmount === 'number' ? round2(line.TaxAmount) : computed;
    return {
      ...line,
      LineItemID: line.LineItemID ?? randomUUID(),
      Quantity: line.Quantity ?? 1,
      TaxType: taxType,
      LineAmount: lineAmount,
      TaxAmount: taxAmount,
      Tracking: [],
      ValidationErrors: [],
    };
  });
  const lineTotal = round2(lines.reduce((sum, line) => sum + line.LineAmount, 0));
  const totalTax = round2(lines.reduce((sum, line) => sum + line.TaxAmount, 0));
  const subTotal = amountTypes === 'Inclusive' ? round2(lineTotal - totalTax) : lineTotal;
  const total = round2(subTotal + totalTax);
  const amountPaid = (invoice.AmountPaid as number | undefined) ?? 0;
  const amountCredited = (invoice.AmountCredited as number | undefined) ?? 0;
  return {
    ...invoice,
    LineAmountTypes: amountTypes,
    LineItems: lines,
    SubTotal: subTotal,
    TotalTax: totalTax,
    Total: total,
    AmountPaid: amountPaid,
    AmountCredited: amountCredited,
    AmountDue: round2(total - amountPaid - amountCredited),
  };
}

export function dateFields(input: FakeRecord): FakeRecord {
  const out: FakeRecord = {};
  for (const field of ['Date', 'DueDate'] as const) {
    const value = input[field];
    if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
      out[field] = xeroDate(Date.parse(`${value}T00:00:00Z`));
      out[`${field}String`] = `${value}T00:00:00`;
    }
  }
  return out;
}

/** PUT /Invoices: all or nothing with summarizeErrors (the default), per element without it. */
export function createInvoices(org: FakeOrg, inputs: FakeRecord[], summarizeErrors: boolean, now: number): Outcome {
  const checked = inputs.map((input) => ({ input, errors: invoiceErrors(org, input) }));
  if (summarizeErrors && checked.some(({ errors }) => errors.length > 0)) {
    return validationException(
      checked
        .filter(({ errors }) => errors.length > 0)
        .map(({ input, errors }) => ({
          ...input,
          InvoiceID: '00000000-0000-0000-0000-000000000000',
          HasErrors: true,
          ValidationErrors: errors.map((Message) => ({ Message })),
        })),
    );
  }
  const invoices = checked.map(({ input, errors }) => {
    if (errors.length > 0)
      return { ...input, HasErrors: true, StatusAttributeString: 'ERROR', ValidationErrors: errors.map((Message) => ({ Message })) };
    const contact = org.contacts.find((candidate) => candidate.ContactID === (input.Contact as FakeRecord).ContactID) as FakeRecord;
    const invoice = withTotals(org, {
      ...input,
      ...dateFields(input),
      Payments: [],
      CreditNotes: [],
      InvoiceID: randomUUID(),
      InvoiceNumber: input.InvoiceNumber ?? (input.Type === 'ACCREC' ? `INV-${String(org.nextInvoiceNumber++).padStart(4, '0')}` : ''),
      Reference: input.Type === 'ACCREC' ? input.Reference : undefined,
      Status: input.Status ?? 'DRAFT',
      Contact: { ContactID: contact.ContactID, Name: contact.Name, ContactStatus: 'ACTIVE' },
      CurrencyCode: input.CurrencyCode ?? 'AUD',
      HasErrors: false,
      UpdatedDateUTC: xeroDate(now),
      StatusAttributeString: 'OK',
    });
    org.invoices.push(invoice);
    return invoice;
  });
  return { status: 200, body: { Invoices: invoices } };
}

const TRANSITIONS: Record<string, string[]> = {
  DRAFT: ['DRAFT', 'SUBMITTED', 'AUTHORISED', 'DELETED'],
  SUBMITTED: ['SUBMITTED', 'AUTHORISED', 'DELETED', 'DRAFT'],
  AUTHORISED: ['AUTHORISED', 'VOIDED'],
};

/** POST /Invoices/{id}: a partial update with Xero's status rules (docs/protocols/xero.md, Invoice status changes). */
export function updateInvoice(org: FakeOrg, invoice: FakeRecord, input: FakeRecord, now: number): Outcome {
  const from = invoice.Status as string;
  const to = (input.Status as string | undefined) ?? from;
  const refuse = (message: string) => validationException([{ ...input, ValidationErrors: [{ Message: message }] }]);
  if (!(TRANSITIONS[from] ?? []).includes(to)) {
    if (to === 'VOIDED') return refuse('Only AUTHORISED invoices may be voided. Draft or submitted invoices can be deleted.');
    if (to === 'DELETED') return refuse('Only DRAFT or SUBMITTED invoices may be deleted. Approved invoices can be voided.');
    return refuse(`This document cannot be edited as it has a status of ${from}.`);
  }
  if (to === 'VOIDED' && ((invoice.AmountPaid as number) > 0 || ((invoice.AmountCredited as number | undefined) ?? 0) > 0)) {
    return refuse('Invoice not of valid status for modification: it has payments allocated. Remove the payments before voiding.');
  }
  const merged = { ...invoice, ...input, ...dateFields(input), InvoiceID: invoice.InvoiceID, Status: to };
  const errors = to === 'VOIDED' || to === 'DELETED' ? [] : invoiceErrors(org, merged, invoice);
  if (errors.length > 0) return validationException([{ ...input, ValidationErrors: errors.map((Message) => ({ Message })) }]);
  const updated = withTotals(org, { ...merged, UpdatedDateUTC: xeroDate(now) });
  org.invoices[org.invoices.indexOf(invoice)] = updated;
  return { status: 200, body: { Invoices: [updated] } };
}

/** The test hook "record payment": what is due unless an amount is given; Xero's Payment with its PaymentID is listed on the invoice. */
export function payInvoice(invoice: FakeRecord, amount: number | undefined, now: number): FakeRecord {
  const due = invoice.AmountDue as number;
  const paying = round2(Math.min(due, amount ?? due));
  if (paying <= 0) return invoice;
  const paid = round2(((invoice.AmountPaid as number) ?? 0) + paying);
  const today = xeroDate(Date.UTC(new Date(now).getUTCFullYear(), new Date(now).getUTCMonth(), new Date(now).getUTCDate()));
  const payment = { PaymentID: randomUUID(), Date: today, Amount: paying, Reference: '', Status: 'AUTHORISED', HasAccount: false };
  const payments = [...((invoice.Payments as FakeRecord[] | undefined) ?? []), payment];
  Object.assign(invoice, { AmountPaid: paid, AmountDue: round2(due - paying), Payments: payments, UpdatedDateUTC: xeroDate(now) });
  if ((invoice.AmountDue as number) <= 0) Object.assign(invoice, { Status: 'PAID', FullyPaidOnDate: xeroDate(now) });
  return invoice;
}
