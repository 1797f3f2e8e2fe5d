import { eq } from 'drizzle-orm';
import { orderChangeProposals, orderLines, skus, type Database, type ProposedLine } from '@tapline/db';

// What the order changes' tests read and set directly: a pack's stock, an order's line, a proposal.

export async function setStockTesting(db: Database, skuId: string, stockOnHand: number | null) {
  await db.update(skus).set({ stockOnHand }).where(eq(skus.id, skuId));
}

export async function stockOfTesting(db: Database, skuId: string) {
  const [row] = await db.select({ stockOnHand: skus.stockOnHand }).from(skus).where(eq(skus.id, skuId));
  return row?.stockOnHand ?? null;
}

/** The supplier order's first line. */
export async function firstLineIdTesting(db: Database, supplierOrderId: string) {
  const [line] = await db.select({ id: orderLines.id }).from(orderLines).where(eq(orderLines.supplierOrderId, supplierOrderId)).limit(1);
  return line!.id;
}

/** An open proposal of one more unit of the supplier order's first line, made at its version 0, open for a day. */
export async function insertProposalTesting(db: Database, supplierOrderId: string) {
  const [line] = await db.select().from(orderLines).where(eq(orderLines.supplierOrderId, supplierOrderId)).limit(1);
  const { skuId, productId, productName, skuName, skuCode, qty, unitPriceCents, taxRateBasisPoints, priceSource, priceLabel } = line!;
  const keg = { kegTypeId: line!.kegTypeId, kegsPerUnit: line!.kegsPerUnit, depositCents: line!.depositCents };
  const before: ProposedLine = {
    ...{ skuId, productId, productName, skuName, skuCode, qty, unitPriceCents, taxRateBasisPoints, priceSource, priceLabel },
    ...keg,
    depositTaxRateBasisPoints: line!.depositTaxRateBasisPoints,
  };
  const [row] = await db
    .insert(orderChangeProposals)
    .values({
      supplierOrderId,
      kind: 'quantity',
      orderLineId: line!.id,
      skuId: line!.skuId,
      qty: line!.qty + 1,
      unitPriceCents: line!.unitPriceCents,
      beforeLine: before,
      afterLine: { ...before, qty: line!.qty + 1 },
      baseVersion: 0,
      expiresAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: orderChangeProposals.id });
  return row!.id;
}
