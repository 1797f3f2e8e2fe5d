import { depositLinesOf, type Database } from '@tapline/db';
import { type FollowedStep, listOrderLinesOf } from '../../trade';
import { formatMoney } from '@tapline/contracts';
import { ADJUSTMENT_REASON_MAX } from '@tapline/contracts';
import { issueAdjustmentNote } from './adjustment-notes.service';
import { findInvoiceIdOfOrder, lockTaxDocument } from './adjustment-notes.queries';

// The adjustment notes an order step makes, in its transaction (decision 0161): delivering short an order invoiced on
// accepting credits what was not delivered; cancelling an invoiced order credits all its invoice still has (money
// already paid is then held as credit). The venue's mail for the step says so.

const reasonOf = (text: string) => (text.length > ADJUSTMENT_REASON_MAX ? `${text.slice(0, ADJUSTMENT_REASON_MAX - 1)}…` : text);

/**
 * The invoice lines the short lines print, found by their order line (by their SKU, price and words on older
 * invoices), and the deposit lines of the kegs not delivered (issue 37), found by their keg type, deposit and rate.
 */
async function shortCredits(tx: Database, step: FollowedStep, invoiceId: string) {
  const [invoice, orderLines] = await Promise.all([lockTaxDocument(tx, invoiceId), listOrderLinesOf(tx, [step.supplierOrderId])]);
  if (!invoice) return [];
  const shorts = step.shortLines.flatMap((short) => {
    const orderLine = orderLines.find((line) => line.id === short.lineId);
    return orderLine ? [{ short, orderLine }] : [];
  });
  const goods = shorts.flatMap(({ short, orderLine }) => {
    const description = `${orderLine.productName} (${orderLine.skuName})`;
    const lineIndex = invoice.lines.findIndex(
      (line) =>
        line.orderLineId === short.lineId ||
        (line.orderLineId === undefined &&
          line.skuCode === orderLine.skuCode &&
          line.unitPriceCents === orderLine.unitPriceCents &&
          line.description === description),
    );
    if (lineIndex === -1) return [];
    return [{ lineIndex, qty: short.fromQty - short.toQty, words: `${description} ${short.toQty} of ${short.fromQty} delivered` }];
  });
  // the kegs not delivered, as deposit lines: qty = kegs, the deposit and rate each was placed with
  const notDelivered = depositLinesOf(shorts.map(({ short, orderLine }) => ({ ...orderLine, qty: short.fromQty - short.toQty })));
  const deposits = notDelivered.flatMap((deposit) => {
    const lineIndex = invoice.lines.findIndex(
      (line) =>
        line.kegTypeId === deposit.kegTypeId &&
        line.unitPriceCents === deposit.depositCents &&
        line.taxRateBasisPoints === deposit.taxRateBasisPoints,
    );
    return lineIndex === -1 ? [] : [{ lineIndex, qty: deposit.kegs, words: '' }];
  });
  return [...goods, ...deposits];
}

/**
 * Before the step's invoice is issued: an invoice issued by this very step prints what was delivered, and needs no
 * note. Answers the note's id when it made one.
 */
export async function noteOnStep(tx: Database, step: FollowedStep, now: Date): Promise<string | undefined> {
  const delivering = step.action === 'deliver' && step.shortLines.length > 0;
  if (!delivering && step.action !== 'cancel') return undefined;
  const invoiceId = await findInvoiceIdOfOrder(tx, step.supplierOrderId);
  if (!invoiceId) return undefined;
  if (delivering) {
    const credits = await shortCredits(tx, step, invoiceId);
    if (credits.length === 0) return undefined;
    const reason = reasonOf(`Short delivery: ${credits.flatMap((credit) => (credit.words ? [credit.words] : [])).join('; ')}`);
    const note = await issueAdjustmentNote(tx, { invoiceId, reason, credit: { lines: credits } }, now);
    step.tell(
      `Adjustment note ${note!.number} credits ${formatMoney(note!.totalCents, note!.currency)} on invoice ${note!.invoiceNumber} for what was not delivered.`,
    );
    return note!.id;
  }
  const reason = reasonOf(step.note ? `Order cancelled: ${step.note}` : 'Order cancelled');
  const note = await issueAdjustmentNote(tx, { invoiceId, reason, credit: { remainder: true } }, now);
  if (!note) return undefined;
  const held = note.totalCents - note.allocatedCents;
  step.tell(
    [
      `Adjustment note ${note.number} credits ${formatMoney(note.totalCents, note.currency)}, what invoice ${note.invoiceNumber} still had.`,
      held > 0 ? `${formatMoney(held, note.currency)} already paid is held as credit for the next invoice.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  );
  return note.id;
}
