import { randomUUID } from 'node:crypto';
import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client';
import { invoiceLinesOf, orderLineKegColumns, taxOf } from '../order-lines';
import {
  creditAllocations,
  invoicePayments,
  kegTypes,
  orderLines,
  supplierOrders,
  taxDocumentCounters,
  taxDocuments,
  type TaxDocumentLineRow,
} from '../schema';
import type { PlannedOrder } from './orders';

// The demo's money trail (issue 34): the tax invoices Tapline would have issued for the delivered demo orders, as
// issueInvoiceOnStep writes them (at the delivery, dated in the supplier's calendar, the default net 14 days,
// INV-000001… per supplier), payments recorded by hand, and one adjustment note, so that the Invoices, Bills and
// Statements screens show every state: paid, part paid, overdue, open, credited. Insert only: issued documents are
// never updated (a trigger refuses it).

const DAY_MS = 86_400_000;
const ABN_WEIGHTS = [3, 5, 7, 9, 11, 13, 15, 17, 19];

/**
 * A valid ABN for a demo organisation, the same on every run: nine digits from a hash of its slug, then the two
 * leading digits that make the ATO's check pass ((first − 1) × 10 + second takes every value from 0 to 88).
 */
export function demoAbn(slug: string): string {
  let hash = 2_166_136_261;
  for (const char of slug) hash = Math.imul(hash ^ char.charCodeAt(0), 16_777_619) >>> 0;
  const rest = String(hash % 1_000_000_000).padStart(9, '0');
  const sum = [...rest].reduce((total, digit, index) => total + Number(digit) * ABN_WEIGHTS[index]!, 0);
  const lead = (89 - (sum % 89)) % 89;
  return `${Math.floor(lead / 10) + 1}${lead % 10}${rest}`;
}

/** An organisation as a tax document copies it in. */
export interface DemoParty {
  id: string;
  name: string;
  abn: string | null;
  timeZone: string;
}

/** A delivered supplier order: what its invoice is issued for. */
export interface DemoDelivery {
  orderNumber: string;
  supplierOrderId: string;
  supplierId: string;
  venueId: string;
  currency: string;
  deliveredAt: Date;
}

/** The delivered supplier orders of the planned orders, by the ids their rows were given. */
export function deliveriesOf(
  planned: readonly PlannedOrder[],
  orderRows: readonly { currency: string }[],
  supplierOrderIds: readonly string[],
): DemoDelivery[] {
  const placed = planned.flatMap((order, index) =>
    order.supplierOrders.map((supplierOrder) => ({ order: order.order, currency: orderRows[index]!.currency, supplierOrder })),
  );
  return placed.flatMap(({ order, currency, supplierOrder }, index) => {
    const delivered = supplierOrder.events.find((event) => event.toStatus === 'delivered');
    if (!delivered?.at) return [];
    return [
      {
        orderNumber: order.number,
        supplierOrderId: supplierOrderIds[index]!,
        supplierId: supplierOrder.row.supplierId,
        venueId: order.venueId,
        currency,
        deliveredAt: delivered.at,
      },
    ];
  });
}

/** The calendar date at `at` where the organisation is (YYYY-MM-DD), as the server's localDate says it. */
function dateIn(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

const numbered = (prefix: string, sequence: number) => `${prefix}${String(sequence).padStart(6, '0')}`;

type DocumentRow = typeof taxDocuments.$inferInsert & { id: string; issuedAt: Date; issueDate: string; totalCents: number };
type OrderLine = Awaited<ReturnType<typeof linesOf>>[number];

/** The delivered orders' lines in the order the server reads them for an invoice. */
function linesOf(tx: Database, supplierOrderIds: string[]) {
  return (
    tx
      .select({
        id: orderLines.id,
        supplierOrderId: orderLines.supplierOrderId,
        productName: orderLines.productName,
        skuName: orderLines.skuName,
        skuCode: orderLines.skuCode,
        unitPriceCents: orderLines.unitPriceCents,
        taxRateBasisPoints: orderLines.taxRateBasisPoints,
        qty: orderLines.qty,
        ...orderLineKegColumns,
      })
      .from(orderLines)
      // the keg type's name names the invoice's deposit line (issue 37)
      .leftJoin(kegTypes, eq(orderLines.kegTypeId, kegTypes.id))
      .where(inArray(orderLines.supplierOrderId, supplierOrderIds))
      .orderBy(asc(orderLines.productName), asc(orderLines.skuName), asc(orderLines.id))
  );
}

function totalsOf(lines: TaxDocumentLineRow[]) {
  const subtotalCents = lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const gstCents = lines.reduce((sum, line) => sum + line.gstCents, 0);
  return { subtotalCents, gstCents, totalCents: subtotalCents + gstCents };
}

/** Each delivery's invoice, numbered per supplier in the order they were issued. */
function issueInvoices(deliveries: DemoDelivery[], lines: OrderLine[], parties: Map<string, DemoParty>): DocumentRow[] {
  const lastNumber = new Map<string, number>();
  return [...deliveries]
    .sort((a, b) => a.deliveredAt.getTime() - b.deliveredAt.getTime())
    .map((delivery) => {
      const seller = parties.get(delivery.supplierId)!;
      const buyer = parties.get(delivery.venueId)!;
      const sequence = (lastNumber.get(seller.id) ?? 0) + 1;
      lastNumber.set(seller.id, sequence);
      const invoiceLines = invoiceLinesOf(lines.filter((line) => line.supplierOrderId === delivery.supplierOrderId));
      const issueDate = dateIn(delivery.deliveredAt, seller.timeZone);
      return {
        id: randomUUID(),
        supplierId: seller.id,
        venueId: buyer.id,
        kind: 'invoice' as const,
        sequence,
        number: numbered('INV-', sequence),
        supplierOrderId: delivery.supplierOrderId,
        issuedAt: delivery.deliveredAt,
        issueDate,
        dueDate: addDays(issueDate, 14),
        termsKind: 'net_days' as const,
        termsDays: 14,
        currency: delivery.currency,
        sellerName: seller.name,
        sellerAbn: seller.abn,
        buyerName: buyer.name,
        buyerAbn: buyer.abn,
        lines: invoiceLines,
        ...totalsOf(invoiceLines),
        createdAt: delivery.deliveredAt,
      };
    });
}

/** A payment the supplier recorded by hand `days` after the invoice was issued. */
function paymentOf(invoice: DocumentRow, timeZone: string, days: number, amountCents: number, reference: string) {
  const recordedAt = new Date(invoice.issuedAt.getTime() + days * DAY_MS);
  return {
    id: randomUUID(),
    invoiceId: invoice.id,
    supplierId: invoice.supplierId,
    venueId: invoice.venueId,
    amountCents,
    paidOn: dateIn(recordedAt, timeZone),
    reference,
    source: 'manual' as const,
    createdAt: recordedAt,
  };
}

/**
 * The adjustment note correcting the invoice's first line to the venue's trade price, a day after the invoice: an
 * amount off the line's price, as the server writes one (one unit of the difference), its credit allocated to the
 * invoice it adjusts (which owes more than it).
 */
function priceCorrection(invoice: DocumentRow, timeZone: string, tradePriceCents: number) {
  const line = invoice.lines[0]!;
  const amountCents = line.qty * (line.unitPriceCents - tradePriceCents);
  const issuedAt = new Date(invoice.issuedAt.getTime() + DAY_MS);
  const issueDate = dateIn(issuedAt, timeZone);
  const lineTotalCents = amountCents;
  const lines: TaxDocumentLineRow[] = [
    {
      description: `Price correction: ${line.description}`,
      skuCode: line.skuCode,
      qty: 1,
      unitPriceCents: amountCents,
      taxRateBasisPoints: line.taxRateBasisPoints,
      lineTotalCents,
      gstCents: taxOf(lineTotalCents, line.taxRateBasisPoints),
      invoiceLineIndex: 0,
    },
  ];
  const note: DocumentRow = {
    ...invoice,
    id: randomUUID(),
    kind: 'adjustment_note',
    sequence: 1,
    number: numbered('CN-', 1),
    relatesToId: invoice.id,
    issuedAt,
    issueDate,
    dueDate: issueDate,
    reason: `Price correction: ${line.qty} kegs invoiced at the list price, not your trade price`,
    lines,
    ...totalsOf(lines),
    createdAt: issuedAt,
  };
  const allocation = {
    noteId: note.id,
    invoiceId: invoice.id,
    supplierId: invoice.supplierId,
    venueId: invoice.venueId,
    amountCents: note.totalCents,
    allocatedOn: issueDate,
    createdAt: issuedAt,
  };
  return { note, allocation };
}

/**
 * Issues the deliveries' invoices and settles them as the demo tells it: each supplier's invoices were paid in full a
 * few days after issue, but for its latest (left unpaid: overdue by now); of the demo pair's two recent deliveries,
 * `partPaid`'s invoice is half paid and `corrected`'s is open, with an adjustment note to the venue's trade price.
 * The supplier orders of paid invoices are marked paid (part paid) as recording the payment marks them.
 */
export async function seedMoneyTrail(
  tx: Database,
  input: {
    random: () => number;
    deliveries: DemoDelivery[];
    parties: Map<string, DemoParty>;
    partPaid: string;
    corrected: { orderNumber: string; tradePriceCents: number };
  },
): Promise<number> {
  const { random, deliveries, parties } = input;
  const lines = await linesOf(
    tx,
    deliveries.map((delivery) => delivery.supplierOrderId),
  );
  const invoices = issueInvoices(deliveries, lines, parties);
  const invoiceOf = (orderNumber: string) =>
    invoices.find((invoice) => deliveries.find((d) => d.supplierOrderId === invoice.supplierOrderId)!.orderNumber === orderNumber)!;
  const partPaid = invoiceOf(input.partPaid);
  const corrected = invoiceOf(input.corrected.orderNumber);
  const reference = () => `EFT ${10_000 + Math.floor(random() * 90_000)}`;
  const timeZoneOf = (invoice: DocumentRow) => parties.get(invoice.supplierId)!.timeZone;

  const earlier = invoices.filter((invoice) => invoice !== partPaid && invoice !== corrected);
  const paidInFull = earlier.filter((invoice) =>
    earlier.some((later) => later.supplierId === invoice.supplierId && later.issuedAt > invoice.issuedAt),
  );
  const payments = [
    ...paidInFull.map((invoice) => paymentOf(invoice, timeZoneOf(invoice), 3 + Math.floor(random() * 6), invoice.totalCents, reference())),
    paymentOf(partPaid, timeZoneOf(partPaid), 3, Math.floor(partPaid.totalCents / 200) * 100, reference()),
  ];
  const { note, allocation } = priceCorrection(corrected, timeZoneOf(corrected), input.corrected.tradePriceCents);

  await tx.insert(taxDocuments).values([...invoices, note]);
  const counters = new Map(invoices.map((invoice) => [invoice.supplierId, invoice.sequence]));
  await tx
    .insert(taxDocumentCounters)
    .values([
      ...[...counters].map(([supplierId, lastNumber]) => ({ supplierId, kind: 'invoice' as const, lastNumber })),
      { supplierId: note.supplierId, kind: 'adjustment_note' as const, lastNumber: note.sequence },
    ]);
  await tx.insert(invoicePayments).values(payments);
  await tx.insert(creditAllocations).values(allocation);
  // the orders' own payment marks, at the time each payment was recorded
  for (const [index, payment] of payments.entries()) {
    const at = payment.createdAt;
    await tx
      .update(supplierOrders)
      .set(index < paidInFull.length ? { paidAt: at, updatedAt: at } : { partPaidAt: at, updatedAt: at })
      .where(eq(supplierOrders.id, invoices.find((invoice) => invoice.id === payment.invoiceId)!.supplierOrderId));
  }
  return invoices.length + 1;
}
