import type { Clock } from '../identity';
import type { JobQueue, Outbox, WebhookOutbox } from '../platform';
import type { OrderStepFollower } from '../trade';
import { mailTaxDocument } from './documents/tax-document-mail.service';
import type { IssuedDocumentFollower } from './invoices/adjustment-notes.service';
import { invoiceStepFollower } from './invoices/invoice-issuing.service';
import { emitTaxDocumentsIssued } from './invoices/invoice-webhooks';
import { noteOnStep } from './invoices/invoice-step-notes.service';
import type { XeroSettings } from './xero/xero-settings';
import { xeroOrderStepFollower } from './xero/xero-order-step.service';
import { xeroDocumentQueue } from './xero/xero-tax-documents';

/**
 * What follows an order step for the money context, in the step's transaction: the adjustment note a short delivery
 * or a cancellation makes against an invoice issued earlier (decision 0161), the tax invoice when it is the supplier's
 * step to issue it (decision 0160), each mailed to the venue's owners with its PDF (decision 0163), then Xero's records
 * and jobs when the server has a Xero app. The documents come first, so a sync job finds them; the note before the
 * invoice, so an invoice issued by this step needs none. Each document's webhook events (decision 0197) go with its mail.
 */
export function moneyOrderStepFollower(
  queue: JobQueue,
  outbox: Outbox,
  xeroSettings: XeroSettings | undefined,
  clock: Clock,
  webhooks?: WebhookOutbox,
): OrderStepFollower {
  const xero = xeroOrderStepFollower(queue, xeroSettings);
  const documents = xeroDocumentQueue(queue, xeroSettings);
  const issueInvoice = invoiceStepFollower(clock);
  return {
    async followStep(tx, step) {
      const noteId = await noteOnStep(tx, step, clock());
      const invoice = await issueInvoice(tx, step);
      const issued = [noteId, invoice?.id].filter((id) => id !== undefined && id !== null);
      for (const id of issued) await mailTaxDocument(tx, outbox, id);
      await emitTaxDocumentsIssued(tx, webhooks, issued, clock());
      if (!xero || !documents) return false;
      // the invoice first (the step's own Xero part), then the notes whose credit this step made or moved
      const invoiceQueued = await xero.followStep(tx, step);
      const notes = [...(noteId ? [noteId] : []), ...(invoice?.creditedBy ?? [])];
      return (await documents.add(tx, notes)) || invoiceQueued;
    },
    // the step's own code wakes the webhook sender after its commit
    wake: () => xero?.wake(),
  };
}

/**
 * What follows a tax document issued outside an order step (a note made by hand, a keg collection's refund): its mail
 * with its PDF, its webhook events, then Xero.
 */
export function moneyIssuedDocumentFollower(
  queue: JobQueue,
  outbox: Outbox,
  xeroSettings: XeroSettings | undefined,
  clock: Clock,
  webhooks?: WebhookOutbox,
): IssuedDocumentFollower {
  const documents = xeroDocumentQueue(queue, xeroSettings);
  return {
    async follow(tx, documentIds) {
      for (const id of documentIds) await mailTaxDocument(tx, outbox, id);
      await emitTaxDocumentsIssued(tx, webhooks, documentIds, clock());
      return (await documents?.add(tx, documentIds)) ?? false;
    },
    wake() {
      outbox.wake();
      webhooks?.wake();
      documents?.wake();
    },
  };
}
