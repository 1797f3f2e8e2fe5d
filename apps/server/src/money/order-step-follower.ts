import type { Clock } from '../identity';
import type { JobQueue } from '../platform';
import type { OrderStepFollower } from '../trade';
import { invoiceStepFollower } from './invoices/invoice-issuing.service';
import { noteOnStep } from './invoices/invoice-step-notes.service';
import type { XeroSettings } from './xero/xero-settings';
import { xeroOrderStepFollower } from './xero/xero-order-step.service';

/**
 * What follows an order step for the money context, in the step's transaction: the adjustment note a short delivery
 * or a cancellation makes against an invoice issued earlier (decision 0161), the tax invoice when it is the supplier's
 * step to issue it (decision 0160), then Xero's records and jobs when the server has a Xero app. The documents come
 * first, so a sync job finds them; the note before the invoice, so an invoice issued by this step needs none.
 */
export function moneyOrderStepFollower(queue: JobQueue, xeroSettings: XeroSettings | undefined, clock: Clock): OrderStepFollower {
  const xero = xeroOrderStepFollower(queue, xeroSettings);
  const issueInvoice = invoiceStepFollower(clock);
  return {
    async followStep(tx, step) {
      await noteOnStep(tx, step, clock());
      await issueInvoice(tx, step);
      return (await xero?.followStep(tx, step)) ?? false;
    },
    wake: () => xero?.wake(),
  };
}
