import type { Ageing, AgeingBucket, StatementLine, StatementOpenItem } from '@tapline/contracts';
import { daysBetween, type StatementPeriod } from './statement-period';

// A statement's figures from the documents and payments of a supplier–venue pair (decision 0163), as pure arithmetic:
// the queries give each document what was paid and allocated against it before the month and by its end.
//
// An invoice's balance at a date is its total less its payments and the credit allocated to it by then; a note's is
// its unallocated credit, negative. The balance of the pair is the sum of those, so allocations cancel out in it:
// opening + the month's invoices − its notes − its payments = closing = the sum of the open items = the ageing total.

export interface LedgerDocument {
  id: string;
  kind: 'invoice' | 'adjustment_note';
  number: string;
  /** a note: the number of the invoice it adjusts */
  relatesToNumber: string | null;
  issueDate: string;
  dueDate: string;
  totalCents: number;
  /** payments and allocations dated before the month's first day */
  paidBeforeCents: number;
  allocatedBeforeCents: number;
  /** … and by its last day */
  paidByEndCents: number;
  allocatedByEndCents: number;
}

export interface LedgerPayment {
  invoiceId: string;
  invoiceNumber: string;
  /** the day it counts from: the day paid, or the invoice's issue date when that was later */
  date: string;
  amountCents: number;
  reference: string | null;
}

const sign = (document: LedgerDocument) => (document.kind === 'invoice' ? 1 : -1);

function balanceBefore(document: LedgerDocument): number {
  return sign(document) * (document.totalCents - document.paidBeforeCents - document.allocatedBeforeCents);
}

function balanceAtEnd(document: LedgerDocument): number {
  return sign(document) * (document.totalCents - document.paidByEndCents - document.allocatedByEndCents);
}

export function bucketOf(daysPastDue: number): AgeingBucket {
  if (daysPastDue <= 0) return 'current';
  if (daysPastDue <= 30) return 'days1To30';
  if (daysPastDue <= 60) return 'days31To60';
  if (daysPastDue <= 90) return 'days61To90';
  return 'over90';
}

/** The documents with a balance at the statement date, the oldest first; a note's credit is never past due. */
function openItemsOf(period: StatementPeriod, documents: readonly LedgerDocument[]): StatementOpenItem[] {
  return documents
    .map((document) => ({ document, balanceCents: balanceAtEnd(document) }))
    .filter(({ balanceCents }) => balanceCents !== 0)
    .map(({ document, balanceCents }) => {
      const daysPastDue = document.kind === 'invoice' ? daysBetween(document.dueDate, period.asOf) : 0;
      return {
        documentId: document.id,
        kind: document.kind,
        number: document.number,
        issueDate: document.issueDate,
        dueDate: document.dueDate,
        daysPastDue,
        bucket: bucketOf(daysPastDue),
        balanceCents,
      };
    })
    .sort((a, b) => a.issueDate.localeCompare(b.issueDate) || a.number.localeCompare(b.number));
}

function ageingOf(openItems: readonly StatementOpenItem[]): Ageing {
  const ageing: Ageing = { current: 0, days1To30: 0, days31To60: 0, days61To90: 0, over90: 0, total: 0 };
  for (const item of openItems) {
    ageing[item.bucket] += item.balanceCents;
    ageing.total += item.balanceCents;
  }
  return ageing;
}

function openingOf(period: StatementPeriod, documents: readonly LedgerDocument[]): number {
  return documents.filter((document) => document.issueDate < period.from).reduce((sum, document) => sum + balanceBefore(document), 0);
}

const LINE_ORDER = { invoice: 0, adjustment_note: 1, payment: 2 } as const;

/** The month's invoices (+), notes (−) and payments (−) in date order, each with the balance after it. */
function linesOf(
  period: StatementPeriod,
  openingCents: number,
  documents: readonly LedgerDocument[],
  payments: readonly LedgerPayment[],
): StatementLine[] {
  const unbalanced: Omit<StatementLine, 'balanceCents'>[] = [
    ...documents
      .filter((document) => document.issueDate >= period.from)
      .map((document) => ({
        date: document.issueDate,
        kind: document.kind,
        documentId: document.id,
        reference: document.number,
        description: document.kind === 'invoice' ? 'Tax invoice' : `Adjustment note to ${document.relatesToNumber ?? 'an invoice'}`,
        amountCents: sign(document) * document.totalCents,
      })),
    ...payments.map((payment) => ({
      date: payment.date,
      kind: 'payment' as const,
      documentId: payment.invoiceId,
      reference: payment.reference ?? payment.invoiceNumber,
      description: `Payment of ${payment.invoiceNumber}`,
      amountCents: -payment.amountCents,
    })),
  ].sort((a, b) => a.date.localeCompare(b.date) || LINE_ORDER[a.kind] - LINE_ORDER[b.kind] || a.reference.localeCompare(b.reference));
  let balanceCents = openingCents;
  return unbalanced.map((line) => {
    balanceCents += line.amountCents;
    return { ...line, balanceCents };
  });
}

/** Everything a statement of the pair says about money. */
export function ledgerOf(period: StatementPeriod, documents: readonly LedgerDocument[], payments: readonly LedgerPayment[]) {
  const openingCents = openingOf(period, documents);
  const lines = linesOf(period, openingCents, documents, payments);
  const openItems = openItemsOf(period, documents);
  return { openingCents, lines, closingCents: lines.at(-1)?.balanceCents ?? openingCents, openItems, ageing: ageingOf(openItems) };
}

/** A pair's month in short: its balances, what is overdue, and whether anything was issued or paid in it. */
export function summaryOf(period: StatementPeriod, documents: readonly LedgerDocument[], paymentsInMonth: number) {
  const openItems = openItemsOf(period, documents);
  return {
    openingCents: openingOf(period, documents),
    closingCents: openItems.reduce((sum, item) => sum + item.balanceCents, 0),
    overdueCents: openItems.filter((item) => item.daysPastDue > 0).reduce((sum, item) => sum + item.balanceCents, 0),
    active: paymentsInMonth > 0 || documents.some((document) => document.issueDate >= period.from),
  };
}
