import type { XeroDeps } from './xero-access';
import type { LimitsSeen } from './xero-call';
import {
  type findNoteSyncWork,
  insertAllocationSync,
  listClaimedAllocationIds,
  listUnsentAllocations,
  type NoteSyncPatch,
  updateNoteSync,
} from './xero-credit-notes.queries';
import { lineTaxTypesFor, xeroLinesOf } from './xero-document-lines';
import { counterpartOf } from './xero-sync-invoices';
import { findInvoiceOrder } from './xero-sync.queries';
import type { XeroAllocation, XeroCreditNote, XeroCreditNoteType, XeroTenantContext } from './xero-types';

// What a credit note job does in Xero (decision 0162): make the adjustment note as a credit note (never twice), then
// apply its credit to the invoices its allocations name (never one twice); and the outcome it records.

export type NoteWork = NonNullable<Awaited<ReturnType<typeof findNoteSyncWork>>>;

/** What a job decided: the sync's new fields, a notice for the owners when a person must act, or a wait. */
export interface NoteOutcome {
  patch: NoteSyncPatch;
  notice?: { title: string; body: string };
  /** allocations wait for their invoice to reach this Xero: the same work again after this many seconds */
  retryAfterSeconds?: number;
}

/** how long a credit waits for its invoice's own sync before looking again */
const INVOICE_WAIT_SECONDS = 30;

const creditTypeOf = (side: 'supplier' | 'venue'): XeroCreditNoteType => (side === 'supplier' ? 'ACCRECCREDIT' : 'ACCPAYCREDIT');
const cents = (amount: number) => Math.round(amount * 100);

export function noteFailure(work: NoteWork, reason: string): NoteOutcome {
  return {
    patch: { state: 'failed', lastError: reason },
    notice: { title: `Adjustment note ${work.note.number} didn’t reach Xero`, body: reason },
  };
}

/** The credit note of this sync in Xero: the one it made, one with its number (an answer never stored), or a new one. */
async function creditNoteOf(xero: XeroDeps, work: NoteWork, jobId: string, context: XeroTenantContext, limits: LimitsSeen) {
  const { sync, note } = work;
  if (sync.xeroCreditNoteId) return limits.take(await xero.client.getCreditNote(context, sync.xeroCreditNoteId));
  const parties = await findInvoiceOrder(xero.db, note.supplierOrderId);
  if (!parties) throw new Error(`adjustment note ${note.number} has no order`);
  const type = creditTypeOf(sync.side);
  const contact = limits.take(await xero.client.findOrCreateContact(context, counterpartOf(sync.side, parties)));
  const found = limits.take(
    await xero.client.findCreditNotes(context, { creditNoteNumber: note.number, type, contactId: contact.ContactID }),
  );
  const existing = found.find((candidate) => candidate.Status !== 'DELETED' && candidate.Status !== 'VOIDED');
  const taxTypes = existing ? undefined : await lineTaxTypesFor(xero, context, limits, sync.side, work.integration!.taxType, note.lines);
  const creditNote =
    existing ??
    limits.take(
      await xero.client.createCreditNote(
        context,
        {
          Type: type,
          Contact: { ContactID: contact.ContactID },
          LineAmountTypes: 'Exclusive',
          LineItems: xeroLinesOf(note.lines, work.integration!, taxTypes!),
          Date: note.issueDate,
          // one number per note, on both sides, as the invoices
          CreditNoteNumber: note.number,
          Status: work.integration!.invoiceStatus === 'AUTHORISED' ? 'AUTHORISED' : 'DRAFT',
          CurrencyCode: note.currency,
          ...(type === 'ACCRECCREDIT' && work.invoiceNumber ? { Reference: `Adjusts ${work.invoiceNumber}` } : {}),
        },
        // one key per job: a retry of this job within Xero's 6 minutes gets the first answer; the look-up above covers later ones
        { idempotencyKey: `tapline-${sync.id}-${jobId}` },
      ),
    );
  // kept at once: allocations that fail later never make the note again
  await updateNoteSync(xero.db, sync.id, { xeroCreditNoteId: creditNote.CreditNoteID, xeroStatus: creditNote.Status });
  return creditNote;
}

/** Xero's allocation on the note for this invoice and amount that no row of ours holds: one whose answer was lost. */
function unclaimed(creditNote: XeroCreditNote, claimed: Set<string>, xeroInvoiceId: string, amountCents: number) {
  return (creditNote.Allocations ?? []).find(
    (allocation): allocation is XeroAllocation & { AllocationID: string } =>
      !allocation.IsDeleted &&
      allocation.AllocationID !== undefined &&
      !claimed.has(allocation.AllocationID) &&
      allocation.Invoice.InvoiceID === xeroInvoiceId &&
      cents(allocation.Amount) === amountCents,
  );
}

/**
 * The sync's work in Xero: the credit note, then each allocation not yet sent. Before a PUT the note is read again
 * (its Allocations and RemainingCredit): an allocation Xero made but whose answer never came back is found there and
 * kept, not sent twice. An allocation whose invoice is still on its way to this Xero waits; one whose invoice will
 * never be there fails, saying so.
 */
export async function syncCreditNote(
  xero: XeroDeps,
  work: NoteWork,
  jobId: string,
  context: XeroTenantContext,
  limits: LimitsSeen,
): Promise<NoteOutcome> {
  const { sync, note } = work;
  let creditNote = await creditNoteOf(xero, work, jobId, context, limits);
  const unsent = await listUnsentAllocations(xero.db, note.id, sync.organisationId);
  const ready = unsent.filter((allocation) => allocation.xeroInvoiceId !== null);
  if (ready.length > 0 && sync.xeroCreditNoteId === null) {
    // a note just made or found: its allocations as Xero has them now
    creditNote = limits.take(await xero.client.getCreditNote(context, creditNote.CreditNoteID));
  }
  const claimed = await listClaimedAllocationIds(xero.db, note.id, sync.organisationId);
  for (const allocation of ready) {
    const xeroInvoiceId = allocation.xeroInvoiceId!;
    let allocationId = unclaimed(creditNote, claimed, xeroInvoiceId, allocation.amountCents)?.AllocationID;
    if (!allocationId) {
      const made = limits.take(
        await xero.client.allocateCreditNote(
          context,
          creditNote.CreditNoteID,
          { invoiceId: xeroInvoiceId, amount: allocation.amountCents / 100, date: allocation.allocatedOn },
          { idempotencyKey: `tapline-${allocation.id}-${sync.organisationId}-${jobId}` },
        ),
      );
      creditNote = limits.take(await xero.client.getCreditNote(context, creditNote.CreditNoteID));
      // Xero's answer may leave the id out: the note read back has it
      allocationId = made.AllocationID ?? unclaimed(creditNote, claimed, xeroInvoiceId, allocation.amountCents)?.AllocationID;
      if (!allocationId) throw new Error(`Xero made no allocation of ${note.number} to ${allocation.invoiceNumber}`);
    }
    claimed.add(allocationId);
    await insertAllocationSync(xero.db, {
      allocationId: allocation.id,
      organisationId: sync.organisationId,
      xeroAllocationId: allocationId,
    });
  }
  const done = { xeroCreditNoteId: creditNote.CreditNoteID, xeroStatus: creditNote.Status };
  const lost = unsent.find((allocation) => allocation.xeroInvoiceId === null && allocation.invoiceSyncState !== 'pending');
  if (lost) {
    const reason = `${note.number}’s credit couldn’t be applied to ${lost.invoiceNumber} in Xero: that invoice isn’t in this Xero organisation. Apply it there.`;
    return noteFailure(work, reason);
  }
  if (unsent.some((allocation) => allocation.xeroInvoiceId === null))
    return { patch: { ...done, lastError: `Waiting for the invoice to reach Xero` }, retryAfterSeconds: INVOICE_WAIT_SECONDS };
  return { patch: { ...done, state: 'synced', syncedAt: xero.clock(), lastError: null } };
}
