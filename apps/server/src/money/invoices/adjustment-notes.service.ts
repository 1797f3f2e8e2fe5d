import type { AdjustmentNoteInput, TaxInvoice } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type ApiUser, requireOrganisationAccess } from '../../identity';
import { AppError } from '../../platform';
import { localDate } from '../../shared/calendar';
import { formatMoney } from '@tapline/contracts';
import { withRetryingTransaction } from '../../shared/transactions';
import { amountCredit, type CreditedInvoice, linesLeft, quantityCredit, remainderCredit, totalsOf } from './adjustment-note-lines';
import { listNotesAgainst, lockTaxDocument } from './adjustment-notes.queries';
import { allocateToOwnInvoice } from './credit-allocation.service';
import { documentNumber } from './invoice-issuing.service';
import { insertTaxDocument, takeNextNumber } from './invoice-issuing.queries';
import { readTaxDocument } from './invoice-reads.service';
import { invoiceRefusal } from './invoice-refusal';
import { invoiceSettingsOf, MANAGERS } from './invoice-settings.service';

// Adjustment notes (decision 0161): after issue nothing edits a tax invoice; a short delivery, a cancellation or a
// price correction is a note against it, numbered from the supplier's own gapless counter (CN-000045), its credit
// allocated to its invoice while that owes, the rest held for the venue's next invoice.

/** What a note credits: units of the invoice's lines, an amount off one line's price, or all the invoice still has. */
export type NoteCredit = Pick<AdjustmentNoteInput, 'lines' | 'amountCents' | 'lineIndex'> | { remainder: true };

export interface IssuedNote {
  id: string;
  number: string;
  invoiceNumber: string;
  currency: string;
  totalCents: number;
  /** what went to its own invoice; the rest is held as credit */
  allocatedCents: number;
}

function creditedLines(invoice: CreditedInvoice, left: ReturnType<typeof linesLeft>, credit: NoteCredit) {
  if ('remainder' in credit) return remainderCredit(invoice.lines, left);
  const credited = credit.lines
    ? quantityCredit(invoice, left, credit.lines)
    : amountCredit(invoice, left, credit.amountCents ?? 0, credit.lineIndex);
  if (credited.issues.length > 0) throw invoiceRefusal(credited.issues);
  return credited.lines;
}

/**
 * Issues an adjustment note against the invoice, in `tx` (a request's, or an order step's). The invoice's row lock
 * makes two notes for one invoice queue: the second sees the first, and neither takes more than the invoice still
 * has after earlier notes (422 naming the amount). `supplierId`, when given, must be the invoice's (else 404). A
 * remainder credit of an invoice with nothing left makes no note (undefined).
 */
export async function issueAdjustmentNote(
  tx: Database,
  input: { invoiceId: string; reason: string; credit: NoteCredit; supplierId?: string },
  now: Date,
): Promise<IssuedNote | undefined> {
  const invoice = await lockTaxDocument(tx, input.invoiceId);
  if (!invoice || invoice.kind !== 'invoice' || (input.supplierId !== undefined && invoice.supplierId !== input.supplierId))
    throw AppError.notFound('Invoice');
  const earlier = await listNotesAgainst(tx, invoice.id);
  const stillHas = invoice.totalCents - earlier.reduce((sum, note) => sum + note.totalCents, 0);
  const lines = creditedLines(
    invoice,
    linesLeft(
      invoice.lines,
      earlier.flatMap((note) => note.lines),
    ),
    input.credit,
  );
  const totals = totalsOf(lines);
  if ('remainder' in input.credit && totals.totalCents <= 0) return undefined;
  if (totals.totalCents <= 0) throw invoiceRefusal([{ field: 'lines', message: 'credit nothing: the lines named are free' }]);
  if (totals.totalCents > stillHas) {
    const field = 'amountCents' in input.credit && input.credit.amountCents !== undefined ? 'amountCents' : 'lines';
    const most = formatMoney(Math.max(stillHas, 0), invoice.currency);
    throw invoiceRefusal([
      {
        field,
        message: `the note’s total, ${formatMoney(totals.totalCents, invoice.currency)}, can be at most ${most}, what ${invoice.number} still has after earlier adjustment notes`,
      },
    ]);
  }
  const settings = await invoiceSettingsOf(tx, invoice.supplierId);
  const sequence = await takeNextNumber(tx, invoice.supplierId, 'adjustment_note');
  const issueDate = localDate(now, invoice.timeZone);
  const note = await insertTaxDocument(tx, {
    supplierId: invoice.supplierId,
    venueId: invoice.venueId,
    kind: 'adjustment_note',
    sequence,
    number: documentNumber(settings.adjustmentNotePrefix, sequence),
    supplierOrderId: invoice.supplierOrderId,
    relatesToId: invoice.id,
    issuedAt: now,
    issueDate,
    dueDate: issueDate,
    termsKind: invoice.termsKind,
    termsDays: invoice.termsDays,
    currency: invoice.currency,
    sellerName: invoice.sellerName,
    sellerAbn: invoice.sellerAbn,
    buyerName: invoice.buyerName,
    buyerAbn: invoice.buyerAbn,
    reason: input.reason,
    lines,
    ...totals,
  });
  const allocatedCents = await allocateToOwnInvoice(tx, { id: note.id, totalCents: totals.totalCents, issueDate }, invoice);
  return { ...note, invoiceNumber: invoice.number, currency: invoice.currency, totalCents: totals.totalCents, allocatedCents };
}

/**
 * What follows a tax document's issue in its transaction, given by the money context's root so that this module
 * needn't know it: its mail to the venue's owners with its PDF, and its way to Xero.
 */
export interface IssuedDocumentFollower {
  follow(tx: Database, documentIds: readonly string[]): Promise<boolean>;
  /** after the commit */
  wake(): void;
}

/** POST /api/suppliers/{id}/invoices/{invoiceId}/adjustment-notes: owners and admins; answers the note. */
export async function createAdjustmentNote(
  db: Database,
  user: ApiUser,
  supplierIdOrSlug: string,
  invoiceId: string,
  input: AdjustmentNoteInput,
  now: Date,
  follower: IssuedDocumentFollower,
): Promise<TaxInvoice> {
  const { organisation } = await AppError.notFoundAs(
    'Invoice',
    requireOrganisationAccess(db, user, 'supplier', supplierIdOrSlug, MANAGERS),
  );
  const { reason, ...credit } = input;
  const note = await withRetryingTransaction(db, async (tx) => {
    const issued = await issueAdjustmentNote(tx, { invoiceId, reason, credit, supplierId: organisation.id }, now);
    await follower.follow(tx, [issued!.id]);
    return issued;
  });
  follower.wake();
  return readTaxDocument(db, { supplierId: organisation.id }, note!.id, now);
}
