import type { Database } from '@tapline/db';
import { insertAllocations, lockNotesHoldingCredit } from './adjustment-notes.queries';
import { findInvoiceSums } from './invoice-balances.queries';

// Where an adjustment note's credit goes (decision 0161): first to its own invoice, up to what that invoice still
// owes; the rest is held for the venue's next invoice from the supplier, which takes it when it is issued (oldest
// note first). An invoice's balance never goes below 0: paid money a note credits is held, not owed back.

interface Pair {
  supplierId: string;
  venueId: string;
}

/** A new note's credit, to its own invoice up to its balance (read under the invoice's lock); answers the amount allocated. */
export async function allocateToOwnInvoice(
  tx: Database,
  note: { id: string; totalCents: number; issueDate: string },
  invoice: Pair & { id: string; totalCents: number },
): Promise<number> {
  const sums = await findInvoiceSums(tx, invoice.id);
  const balance = invoice.totalCents - sums.paidCents - sums.allocatedCents;
  const amountCents = Math.min(note.totalCents, Math.max(balance, 0));
  if (amountCents > 0)
    await insertAllocations(tx, [
      {
        noteId: note.id,
        invoiceId: invoice.id,
        supplierId: invoice.supplierId,
        venueId: invoice.venueId,
        amountCents,
        allocatedOn: note.issueDate,
      },
    ]);
  return amountCents;
}

/**
 * A new invoice takes the credit the venue's earlier notes from the supplier hold, oldest note first, up to its total.
 * Answers the notes it took credit from (their new allocations go to Xero).
 */
export async function applyHeldCredit(
  tx: Database,
  invoice: Pair & { id: string; totalCents: number; issueDate: string },
): Promise<string[]> {
  const notes = await lockNotesHoldingCredit(tx, invoice.supplierId, invoice.venueId);
  let owed = invoice.totalCents;
  const rows = [];
  for (const note of notes) {
    if (owed <= 0) break;
    const amountCents = Math.min(note.heldCents, owed);
    owed -= amountCents;
    rows.push({
      noteId: note.id,
      invoiceId: invoice.id,
      supplierId: invoice.supplierId,
      venueId: invoice.venueId,
      amountCents,
      allocatedOn: invoice.issueDate,
    });
  }
  await insertAllocations(tx, rows);
  return rows.map((row) => row.noteId);
}
