import type { TaxDocumentLineRow } from './schema/invoicing';

/**
 * Order lines as checkout makes them, shared by the demo data and the test factories so both build orders the
 * way checkout will: a line snapshots its SKU (a later price or name change never rewrites an order), tax is
 * rounded to the cent per line, and a supplier order's totals are the sums over its lines.
 */

export interface LineSku {
  id: string;
  productId: string;
  code: string;
  name: string;
  unitPriceCents: number;
  /** 1000 = 10 % GST */
  taxRateBasisPoints: number;
}

/**
 * The tax on a line total, rounded to the cent (half up). The total is split at 10,000 cents so no product passes
 * 2^53: the largest line (10^12 cents) times a rate near 100 % would, and as one float it came out a cent off.
 */
export function taxOf(lineTotalCents: number, basisPoints: number): number {
  const tenThousands = Math.floor(lineTotalCents / 10_000);
  const rest = lineTotalCents - tenThousands * 10_000;
  return tenThousands * basisPoints + Math.round((rest * basisPoints) / 10_000);
}

/** A line of `qty` of a SKU, priced and named as the SKU is now. */
export function orderLineOf(sku: LineSku, productName: string, qty: number) {
  return {
    skuId: sku.id,
    productId: sku.productId,
    productName,
    skuName: sku.name,
    skuCode: sku.code,
    unitPriceCents: sku.unitPriceCents,
    taxRateBasisPoints: sku.taxRateBasisPoints,
    qty,
    orderedQty: qty,
    lineTotalCents: sku.unitPriceCents * qty,
  };
}

/** A supplier order's subtotal (ex tax) and tax, summed over its lines. */
export function totalsOf(lines: readonly { lineTotalCents: number; taxRateBasisPoints: number }[]) {
  return {
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, 0),
    taxCents: lines.reduce((sum, line) => sum + taxOf(line.lineTotalCents, line.taxRateBasisPoints), 0),
  };
}

/** An order line as a tax invoice prints it. */
export interface InvoicedOrderLine {
  id: string;
  productName: string;
  skuName: string;
  skuCode: string;
  unitPriceCents: number;
  taxRateBasisPoints: number;
  qty: number;
}

/**
 * A tax invoice's lines (decision 0160), shared by the server's issuing and the demo data: the lines as supplied (a
 * line sent short prints what is sent; one sent as none is left off), GST per line by taxOf.
 */
export function invoiceLinesOf(lines: readonly InvoicedOrderLine[]): TaxDocumentLineRow[] {
  return lines
    .filter((line) => line.qty > 0)
    .map((line) => {
      const lineTotalCents = line.unitPriceCents * line.qty;
      return {
        description: `${line.productName} (${line.skuName})`,
        skuCode: line.skuCode,
        qty: line.qty,
        unitPriceCents: line.unitPriceCents,
        taxRateBasisPoints: line.taxRateBasisPoints,
        lineTotalCents,
        gstCents: taxOf(lineTotalCents, line.taxRateBasisPoints),
        orderLineId: line.id,
      };
    });
}
