import type { TaxDocumentLineRow } from './schema/invoicing';
import { kegTypes } from './schema/keg-types';
import { orderLines } from './schema/ordering';

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
  /** the keg each unit comes in (issue 37); absent or null = not a keg */
  keg?: SkuKeg | null;
}

/** A SKU's keg as checkout reads it: its keg type, how many kegs a unit is, and the type's deposit (issue 37). */
export interface SkuKeg {
  kegTypeId: string;
  /** the SKU's units per pack: kegs per unit ordered */
  kegsPerUnit: number;
  ownerKind: 'supplier' | 'pool';
  /** ex GST, per keg */
  depositCents: number;
  depositTaxable: boolean;
}

/**
 * An order line's keg snapshot and its keg type's name, as a select's columns (the query left-joins keg_types on the
 * line's keg_type_id): what its deposit line and its invoice's deposit line are made of.
 */
export const orderLineKegColumns = {
  kegTypeId: orderLines.kegTypeId,
  kegsPerUnit: orderLines.kegsPerUnit,
  depositCents: orderLines.depositCents,
  depositTaxRateBasisPoints: orderLines.depositTaxRateBasisPoints,
  kegTypeName: kegTypes.name,
};

/** What an order line snapshots of its keg at checkout (order_lines' keg columns); zeros and null when not a keg. */
export interface KegSnapshot {
  kegTypeId: string | null;
  kegsPerUnit: number;
  /** per keg, ex GST; 0 for a pool keg (its pool owns it: never a deposit) */
  depositCents: number;
  depositTaxRateBasisPoints: number;
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

/** GST's standard rate in basis points (10 %): what a delivery fee is taxed at (decision 0172). */
export const STANDARD_GST_BASIS_POINTS = 1000;

/** The keg a line snapshots: a pool keg is counted but never carries a deposit; GST at the standard rate when taxable. */
export function kegSnapshotOf(keg: SkuKeg | null | undefined): KegSnapshot {
  if (!keg) return { kegTypeId: null, kegsPerUnit: 0, depositCents: 0, depositTaxRateBasisPoints: 0 };
  return {
    kegTypeId: keg.kegTypeId,
    kegsPerUnit: keg.kegsPerUnit,
    depositCents: keg.ownerKind === 'supplier' ? keg.depositCents : 0,
    depositTaxRateBasisPoints: keg.depositTaxable ? STANDARD_GST_BASIS_POINTS : 0,
  };
}

/** A line of `qty` of a SKU, priced and named as the SKU is now, with its keg's deposit as it is now. */
export function orderLineOf(sku: LineSku, productName: string, qty: number) {
  return {
    ...kegSnapshotOf(sku.keg),
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

/** One keg type's deposit on an order: the kegs its lines send, at the deposit per keg, GST on the whole line. */
export interface DepositLine {
  kegTypeId: string;
  kegs: number;
  /** per keg, ex GST */
  depositCents: number;
  taxRateBasisPoints: number;
  lineTotalCents: number;
  gstCents: number;
}

/** A line's qty and what it snapshot of its keg: what its deposit follows. */
export type KeggedLine = KegSnapshot & { qty: number };

/**
 * The deposit lines of an order's lines (issue 37): one per keg type (and deposit and rate, which one order's lines
 * share), in the order the types first appear, over the kegs of the qty sent; GST per deposit line by taxOf, as any
 * line's. A pool keg (no deposit) and a type none of whose kegs are sent make no line.
 */
export function depositLinesOf(lines: readonly KeggedLine[]): DepositLine[] {
  const deposits = new Map<string, Omit<DepositLine, 'lineTotalCents' | 'gstCents'>>();
  for (const line of lines) {
    if (line.kegTypeId === null || line.depositCents <= 0 || line.qty * line.kegsPerUnit <= 0) continue;
    const key = `${line.kegTypeId}:${line.depositCents}:${line.depositTaxRateBasisPoints}`;
    const deposit = deposits.get(key);
    if (deposit) deposit.kegs += line.qty * line.kegsPerUnit;
    else
      deposits.set(key, {
        kegTypeId: line.kegTypeId,
        kegs: line.qty * line.kegsPerUnit,
        depositCents: line.depositCents,
        taxRateBasisPoints: line.depositTaxRateBasisPoints,
      });
  }
  return [...deposits.values()].map((deposit) => {
    const lineTotalCents = deposit.kegs * deposit.depositCents;
    return { ...deposit, lineTotalCents, gstCents: taxOf(lineTotalCents, deposit.taxRateBasisPoints) };
  });
}

/**
 * A supplier order's subtotal (ex tax) and tax, summed over its lines, their keg deposits (a line per keg type:
 * issue 37) and its delivery fee (ex GST, taxed at the standard rate as a line of its own: decision 0172).
 */
export function totalsOf(lines: readonly (KeggedLine & { lineTotalCents: number; taxRateBasisPoints: number })[], deliveryFeeCents = 0) {
  const deposits = depositLinesOf(lines);
  return {
    subtotalCents: lines.reduce((sum, line) => sum + line.lineTotalCents, deliveryFeeCents + sumOf(deposits, 'lineTotalCents')),
    taxCents: lines.reduce(
      (sum, line) => sum + taxOf(line.lineTotalCents, line.taxRateBasisPoints),
      taxOf(deliveryFeeCents, STANDARD_GST_BASIS_POINTS) + sumOf(deposits, 'gstCents'),
    ),
  };
}

function sumOf<K extends string>(rows: readonly Record<K, number>[], key: K): number {
  return rows.reduce((sum, row) => sum + row[key], 0);
}

/** An order line as a tax invoice prints it, with its keg (the keg type's name names its deposit line). */
export interface InvoicedOrderLine extends KegSnapshot {
  id: string;
  kegTypeName: string | null;
  productName: string;
  skuName: string;
  skuCode: string;
  unitPriceCents: number;
  taxRateBasisPoints: number;
  qty: number;
  /** what the venue ordered, when an accepted change put another SKU on the line (decision 0181) */
  orderedProductName?: string | null;
  orderedSkuName?: string | null;
  orderedSkuCode?: string | null;
}

/** The words a supplied line prints: its SKU, and the SKU it stands in for when it is a substitute (decision 0181). */
function suppliedDescription(line: InvoicedOrderLine): string {
  const supplied = `${line.productName} (${line.skuName})`;
  if (!line.orderedProductName || !line.orderedSkuCode || line.orderedSkuCode === line.skuCode) return supplied;
  return `${supplied}, substitute for ${line.orderedProductName} (${line.orderedSkuName})`;
}

/**
 * A tax invoice's lines (decision 0160), shared by the server's issuing and the demo data: the lines as supplied (a
 * line sent short prints what is sent; one sent as none is left off), GST per line by taxOf; then the order's
 * delivery fee, when it has one, as a line of its own at the standard rate, naming no order line (decision 0172);
 * then a deposit line per keg type, "Keg deposit: 50 L keg", its qty the kegs sent, naming its keg type (issue 37).
 */
export function invoiceLinesOf(lines: readonly InvoicedOrderLine[], deliveryFeeCents = 0): TaxDocumentLineRow[] {
  const fee: TaxDocumentLineRow[] =
    deliveryFeeCents > 0
      ? [
          {
            description: 'Delivery fee',
            skuCode: '',
            qty: 1,
            unitPriceCents: deliveryFeeCents,
            taxRateBasisPoints: STANDARD_GST_BASIS_POINTS,
            lineTotalCents: deliveryFeeCents,
            gstCents: taxOf(deliveryFeeCents, STANDARD_GST_BASIS_POINTS),
          },
        ]
      : [];
  const supplied = lines
    .filter((line) => line.qty > 0)
    .map((line) => {
      const lineTotalCents = line.unitPriceCents * line.qty;
      return {
        description: suppliedDescription(line),
        skuCode: line.skuCode,
        qty: line.qty,
        unitPriceCents: line.unitPriceCents,
        taxRateBasisPoints: line.taxRateBasisPoints,
        lineTotalCents,
        gstCents: taxOf(lineTotalCents, line.taxRateBasisPoints),
        orderLineId: line.id,
      };
    });
  const names = new Map(lines.map((line) => [line.kegTypeId, line.kegTypeName]));
  const deposits = depositLinesOf(lines).map((deposit): TaxDocumentLineRow => ({
    description: `Keg deposit: ${names.get(deposit.kegTypeId) ?? 'keg'}`,
    skuCode: '',
    qty: deposit.kegs,
    unitPriceCents: deposit.depositCents,
    taxRateBasisPoints: deposit.taxRateBasisPoints,
    lineTotalCents: deposit.lineTotalCents,
    gstCents: deposit.gstCents,
    kegTypeId: deposit.kegTypeId,
  }));
  return [...supplied, ...fee, ...deposits];
}
