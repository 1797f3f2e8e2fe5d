import type { SupplierOrderAction } from '@tapline/contracts';
import { invoiceLinesOf, type Database } from '@tapline/db';
import type { Clock } from '../../identity';
import { listOrderLinesOf } from '../../trade';
import { localDate } from '../../shared/calendar';
import { applyHeldCredit } from './credit-allocation.service';
import { columnsOf, invoiceSettingsOf, paymentTermsFor } from './invoice-settings.service';
import { findIssuingFacts, hasInvoice, insertTaxDocument, takeNextNumber } from './invoice-issuing.queries';
import { dueDateOf } from './payment-terms';

// Tapline issues a supplier's tax invoice in the transaction of the order step the supplier chose (decision 0160):
// accepting, or delivering. A step that rolls back issues nothing and gives its number back.

/** INV-000123 (or CN-000045): the prefix, then the number in six digits at least. */
export function documentNumber(prefix: string, sequence: number): string {
  return `${prefix}${String(sequence).padStart(6, '0')}`;
}

/**
 * Issues the supplier order's tax invoice when this step is the supplier's chosen one. Delivering also issues one
 * that accepting didn't (the setting changed between the two), so a delivered order always has its invoice; an order
 * never has two (and a unique index says so too). The credit the venue holds with the supplier is applied to it.
 * While a proposed change waits for the venue it waits too: deciding the last one issues it (decision 0181).
 */
export async function issueInvoiceOnStep(
  tx: Database,
  step: { action: SupplierOrderAction; supplierOrderId: string; supplierId: string; venueId: string },
  now: Date,
): Promise<{ id: string; number: string; creditedBy: string[] } | undefined> {
  if (step.action !== 'accept' && step.action !== 'deliver') return undefined;
  const settings = await invoiceSettingsOf(tx, step.supplierId);
  if (step.action === 'accept' && settings.issueOn !== 'accepted') return undefined;
  // sent together, as checkout sends its reads: one round trip in the step's transaction, not four
  const [issued, facts, orderLines, terms] = await Promise.all([
    hasInvoice(tx, step.supplierOrderId),
    findIssuingFacts(tx, step.supplierOrderId),
    listOrderLinesOf(tx, [step.supplierOrderId]),
    paymentTermsFor(tx, step.supplierId, step.venueId, settings.paymentTerms),
  ]);
  if (issued || !facts || facts.changeOpen) return undefined;
  // the order's delivery fee is the last line, at the standard rate (decision 0172)
  const lines = invoiceLinesOf(orderLines, facts.deliveryFeeCents);
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const gstCents = lines.reduce((sum, line) => sum + line.gstCents, 0);
  const issueDate = localDate(now, facts.supplier.timeZone);
  const sequence = await takeNextNumber(tx, step.supplierId, 'invoice');
  const totalCents = subtotalCents + gstCents;
  const invoice = await insertTaxDocument(tx, {
    supplierId: step.supplierId,
    venueId: step.venueId,
    kind: 'invoice',
    sequence,
    number: documentNumber(settings.invoicePrefix, sequence),
    supplierOrderId: step.supplierOrderId,
    issuedAt: now,
    issueDate,
    dueDate: dueDateOf(terms, issueDate, facts.deliveryDate),
    ...columnsOf(terms),
    currency: facts.currency,
    sellerName: facts.supplier.name,
    sellerAbn: facts.supplier.abn,
    buyerName: facts.venue.name,
    // always copied, and always printed: the law asks for it from $1,000 (decision 0160)
    buyerAbn: facts.venue.abn,
    lines,
    subtotalCents,
    gstCents,
    totalCents,
  });
  const creditedBy = await applyHeldCredit(tx, {
    id: invoice.id,
    supplierId: step.supplierId,
    venueId: step.venueId,
    totalCents,
    issueDate,
  });
  return { ...invoice, creditedBy };
}

/** The step follower's part for invoices: issue in the step's transaction, at the app's clock. */
export function invoiceStepFollower(clock: Clock) {
  return (tx: Database, step: Parameters<typeof issueInvoiceOnStep>[1]) => issueInvoiceOnStep(tx, step, clock());
}
