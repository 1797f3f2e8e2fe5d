import { z } from 'zod';
import { IdOrSlug, text, Uuid } from './common';
import { TaxDocumentKind } from './invoices';

// Statements of account between a supplier and a venue, by calendar month of the supplier (docs/domain.md, Statements;
// decision 0163): what was owed at the start, the month's documents and payments, what is owed at the end, and how
// old the open items are.

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** `?month=2026-11`: a month of the supplier's calendar, not after its current one; absent, the current one. */
export const StatementQuery = z.object({ month: text().regex(MONTH, 'month must be a month as YYYY-MM, e.g. 2026-11').optional() });
export type StatementQuery = z.infer<typeof StatementQuery>;

export const SupplierStatementParams = z.object({ id: IdOrSlug, venueId: Uuid });
export const VenueStatementParams = z.object({ id: IdOrSlug, supplierId: Uuid });

const party = z.object({ id: Uuid, name: z.string(), abn: z.string().nullable() });

/** A statement's line: an invoice (+), an adjustment note (−) or a payment (−), and the balance after it. */
export const StatementLine = z.object({
  date: z.iso.date(),
  kind: z.enum(['invoice', 'adjustment_note', 'payment']),
  /** the tax document: the invoice itself, the note, or the invoice a payment paid */
  documentId: Uuid,
  /** the document's number; a payment's reference, else the number of the invoice it paid */
  reference: z.string(),
  description: z.string(),
  /** signed: what the line adds to the balance (a note or a payment takes away) */
  amountCents: z.number().int(),
  balanceCents: z.number().int(),
});
export type StatementLine = z.infer<typeof StatementLine>;

export const ageingBuckets = ['current', 'days1To30', 'days31To60', 'days61To90', 'over90'] as const;
export type AgeingBucket = (typeof ageingBuckets)[number];

/** What is owed by how long past its due date it is, at the statement's date; the total is the closing balance. */
export const Ageing = z.object({
  current: z.number().int(),
  days1To30: z.number().int(),
  days31To60: z.number().int(),
  days61To90: z.number().int(),
  over90: z.number().int(),
  total: z.number().int(),
});
export type Ageing = z.infer<typeof Ageing>;

/** An invoice with a balance left, or a note's credit not yet allocated (a negative amount, always current). */
export const StatementOpenItem = z.object({
  documentId: Uuid,
  kind: TaxDocumentKind,
  number: z.string(),
  issueDate: z.iso.date(),
  dueDate: z.iso.date(),
  /** days past due at the statement's date (0 or less: not yet due) */
  daysPastDue: z.number().int(),
  bucket: z.enum(ageingBuckets),
  balanceCents: z.number().int(),
});
export type StatementOpenItem = z.infer<typeof StatementOpenItem>;

/** GET /api/suppliers/{id}/statements/{venueId}, GET /api/venues/{id}/statements/{supplierId}. */
export const Statement = z.object({
  month: z.string(),
  /** the month's first and last day */
  from: z.iso.date(),
  to: z.iso.date(),
  /** the day the ages are counted at: the month's last, or today (the supplier's) while it is under way */
  asOf: z.iso.date(),
  supplier: party,
  venue: party,
  currency: z.string(),
  openingCents: z.number().int(),
  lines: z.array(StatementLine),
  closingCents: z.number().int(),
  openItems: z.array(StatementOpenItem),
  ageing: Ageing,
});
export type Statement = z.infer<typeof Statement>;

/** One counterparty's month: the venue's (on the supplier's list) or the supplier's (on the venue's). */
export const StatementSummary = z.object({
  counterparty: z.object({ id: Uuid, name: z.string() }),
  /** the day the ages are counted at, in the supplier's calendar */
  asOf: z.iso.date(),
  openingCents: z.number().int(),
  closingCents: z.number().int(),
  /** the part of the closing balance past its due date at the statement's date */
  overdueCents: z.number().int(),
});
export type StatementSummary = z.infer<typeof StatementSummary>;

/** GET /api/suppliers/{id}/statements, GET /api/venues/{id}/statements: one row per counterparty with a balance or activity. */
export const StatementList = z.object({
  month: z.string(),
  from: z.iso.date(),
  to: z.iso.date(),
  items: z.array(StatementSummary),
});
export type StatementList = z.infer<typeof StatementList>;
