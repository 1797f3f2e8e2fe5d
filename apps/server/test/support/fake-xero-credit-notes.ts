/**
 * The fake Xero's credit notes and their allocations (docs/protocols/xero.md; Xero's OpenAPI `CreditNote`,
 * `Allocation`): PUT, POST and GET /CreditNotes, GET and POST /CreditNotes/{id}, PUT /CreditNotes/{id}/Allocations,
 * in Xero's wire shapes. A credit note's totals come from its lines as posted (TotalTax = Σ TaxAmount); an allocation
 * moves its RemainingCredit and the invoice's AmountCredited and AmountDue, and pays off (PAID) whichever reaches 0.
 * Test infrastructure only; fake-xero-api.ts routes to it.
 */
import { randomUUID } from 'node:crypto';
import {
  dateFields,
  type FakeOrg,
  type FakeRecord,
  invoiceErrors,
  type Outcome,
  round2,
  validationException,
  withTotals,
  xeroDate,
} from './fake-xero-books';

/** Xero's answer for a created credit note: the invoice-like totals, RemainingCredit, no AmountDue/Paid. */
function creditNoteOf(org: FakeOrg, input: FakeRecord, contact: FakeRecord, now: number): FakeRecord {
  const type = input.Type as string;
  const {
    AmountDue: _due,
    AmountPaid: _paid,
    AmountCredited: _credited,
    ...note
  } = withTotals(org, {
    ...input,
    ...dateFields(input),
    CreditNoteID: randomUUID(),
    CreditNoteNumber: input.CreditNoteNumber ?? (type === 'ACCRECCREDIT' ? `CN-${String(org.nextInvoiceNumber++).padStart(4, '0')}` : ''),
    Reference: type === 'ACCRECCREDIT' ? input.Reference : undefined,
    Status: input.Status ?? 'DRAFT',
    Contact: { ContactID: contact.ContactID, Name: contact.Name, ContactStatus: 'ACTIVE' },
    CurrencyCode: input.CurrencyCode ?? 'AUD',
    Allocations: [],
    Payments: [],
    HasErrors: false,
    UpdatedDateUTC: xeroDate(now),
    StatusAttributeString: 'OK',
  });
  return { ...note, RemainingCredit: note.Total };
}

function creditNoteErrors(org: FakeOrg, input: FakeRecord): string[] {
  const errors = invoiceErrors(org, input, undefined, true);
  const number = input.CreditNoteNumber;
  if (
    input.Type === 'ACCRECCREDIT' &&
    typeof number === 'string' &&
    org.creditNotes.some((note) => note.Type === 'ACCRECCREDIT' && note.CreditNoteNumber === number)
  )
    errors.push('Credit Note # must be unique.');
  return errors;
}

/** PUT /CreditNotes (and POST without a CreditNoteID): all or nothing with summarizeErrors, per element without it. */
function createCreditNotes(org: FakeOrg, inputs: FakeRecord[], summarizeErrors: boolean, now: number): Outcome {
  const checked = inputs.map((input) => ({ input, errors: creditNoteErrors(org, input) }));
  const failed = (input: FakeRecord, errors: string[]) => ({
    ...input,
    HasErrors: true,
    StatusAttributeString: 'ERROR',
    ValidationErrors: errors.map((Message) => ({ Message })),
  });
  if (summarizeErrors && checked.some(({ errors }) => errors.length > 0))
    return validationException(checked.filter(({ errors }) => errors.length > 0).map(({ input, errors }) => failed(input, errors)));
  const notes = checked.map(({ input, errors }) => {
    if (errors.length > 0) return failed(input, errors);
    const contact = org.contacts.find((candidate) => candidate.ContactID === (input.Contact as FakeRecord).ContactID) as FakeRecord;
    const note = creditNoteOf(org, input, contact, now);
    org.creditNotes.push(note);
    return note;
  });
  return { status: 200, body: { CreditNotes: notes } };
}

const MOVES: Record<string, string[]> = {
  DRAFT: ['DRAFT', 'SUBMITTED', 'AUTHORISED', 'DELETED'],
  SUBMITTED: ['SUBMITTED', 'AUTHORISED', 'DELETED', 'DRAFT'],
  AUTHORISED: ['AUTHORISED', 'VOIDED'],
};

/** POST /CreditNotes/{id}: a status change (Xero's rules as for invoices; a credit note with allocations isn't voided). */
function updateCreditNote(note: FakeRecord, input: FakeRecord, now: number): Outcome {
  const from = note.Status as string;
  const to = (input.Status as string | undefined) ?? from;
  const refuse = (message: string) => validationException([{ ...input, ValidationErrors: [{ Message: message }] }]);
  if (!(MOVES[from] ?? []).includes(to)) return refuse(`This document cannot be edited as it has a status of ${from}.`);
  if (to === 'VOIDED' && (note.Allocations as FakeRecord[]).length > 0)
    return refuse('This credit note has allocations. Remove them before voiding it.');
  Object.assign(note, { Status: to, UpdatedDateUTC: xeroDate(now) });
  return { status: 200, body: { CreditNotes: [note] } };
}

/** PUT /CreditNotes/{id}/Allocations: each allocation checked against both documents, then applied. */
function allocate(org: FakeOrg, note: FakeRecord, inputs: FakeRecord[], now: number, changed: (invoiceId: string) => void): Outcome {
  const made: FakeRecord[] = [];
  for (const input of inputs) {
    const invoiceId = (input.Invoice as FakeRecord | undefined)?.InvoiceID;
    const invoice = org.invoices.find((candidate) => candidate.InvoiceID === invoiceId);
    const amount = round2(Number(input.Amount));
    const date = typeof input.Date === 'string' ? input.Date : '';
    const errors: string[] = [];
    if (note.Status !== 'AUTHORISED') errors.push('Only AUTHORISED credit notes can be allocated.');
    if (!invoice) errors.push('Invoice could not be found.');
    else {
      if (invoice.Type !== (note.Type === 'ACCRECCREDIT' ? 'ACCREC' : 'ACCPAY'))
        errors.push('The credit note and the invoice must be of the same kind (sales or purchases).');
      if ((invoice.Contact as FakeRecord).ContactID !== (note.Contact as FakeRecord).ContactID)
        errors.push('The credit note and the invoice must be for the same contact.');
      if (invoice.Status !== 'AUTHORISED') errors.push('Credit can only be allocated to an AUTHORISED invoice.');
      else if (amount > (invoice.AmountDue as number)) errors.push('The amount allocated is more than the amount due on the invoice.');
    }
    if (!(amount > 0)) errors.push('The amount allocated must be greater than zero.');
    else if (amount > (note.RemainingCredit as number)) errors.push('The amount allocated is more than the credit remaining.');
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) errors.push('A Date must be specified (YYYY-MM-DD).');
    if (errors.length > 0) return validationException([{ ...input, ValidationErrors: errors.map((Message) => ({ Message })) }]);
    const at = xeroDate(Date.parse(`${date}T00:00:00Z`));
    const allocation: FakeRecord = {
      AllocationID: randomUUID(),
      Amount: amount,
      Date: at,
      Invoice: { InvoiceID: invoice!.InvoiceID, InvoiceNumber: invoice!.InvoiceNumber },
      IsDeleted: false,
    };
    (note.Allocations as FakeRecord[]).push(allocation);
    const remaining = round2((note.RemainingCredit as number) - amount);
    Object.assign(note, { RemainingCredit: remaining, UpdatedDateUTC: xeroDate(now), ...(remaining === 0 ? { Status: 'PAID' } : {}) });
    const due = round2((invoice!.AmountDue as number) - amount);
    const credits = [
      ...((invoice!.CreditNotes as FakeRecord[] | undefined) ?? []),
      { CreditNoteID: note.CreditNoteID, CreditNoteNumber: note.CreditNoteNumber, AppliedAmount: amount, Date: at },
    ];
    Object.assign(invoice!, {
      AmountCredited: round2(((invoice!.AmountCredited as number | undefined) ?? 0) + amount),
      AmountDue: due,
      CreditNotes: credits,
      UpdatedDateUTC: xeroDate(now),
      ...(due === 0 ? { Status: 'PAID', FullyPaidOnDate: xeroDate(now) } : {}),
    });
    changed(invoice!.InvoiceID as string);
    made.push({ ...allocation, CreditNote: { CreditNoteID: note.CreditNoteID }, ValidationErrors: [] });
  }
  return { status: 200, body: { Allocations: made } };
}

/** The /CreditNotes routes of one organisation's books; undefined for a route they don't serve. */
export function creditNotesApi(
  org: FakeOrg,
  request: { method: string; id?: string; sub?: string; url: URL; body: FakeRecord; filter: (record: FakeRecord) => boolean },
  now: number,
  invoiceChanged: (invoiceId: string) => void,
): Outcome | undefined {
  const { method, id, sub, url, body, filter } = request;
  const note = id ? org.creditNotes.find((candidate) => candidate.CreditNoteID === id || candidate.CreditNoteNumber === id) : undefined;
  if (id && !note) return { status: 404, body: '' };
  const summarize = url.searchParams.get('summarizeErrors') !== 'false';
  if (method === 'GET' && !id) return { status: 200, body: { CreditNotes: org.creditNotes.filter(filter) } };
  if (method === 'GET' && note && !sub) return { status: 200, body: { CreditNotes: [note] } };
  if (method === 'PUT' && !id) return createCreditNotes(org, (body.CreditNotes ?? []) as FakeRecord[], summarize, now);
  if (method === 'POST' && !id) {
    // update or create: an element with a known CreditNoteID is an update
    const inputs = (body.CreditNotes ?? []) as FakeRecord[];
    const existing = inputs.map((input) => org.creditNotes.find((candidate) => candidate.CreditNoteID === input.CreditNoteID));
    if (inputs.length === 1 && existing[0]) return updateCreditNote(existing[0], inputs[0]!, now);
    return createCreditNotes(org, inputs, summarize, now);
  }
  if (method === 'POST' && note && !sub) return updateCreditNote(note, ((body.CreditNotes ?? []) as FakeRecord[])[0] ?? {}, now);
  if (method === 'PUT' && note && sub === 'Allocations')
    return allocate(org, note, (body.Allocations ?? []) as FakeRecord[], now, invoiceChanged);
  return undefined;
}
