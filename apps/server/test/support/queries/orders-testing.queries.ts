import { asc, eq, like } from 'drizzle-orm';
import { outboxMessages, skus, type Database } from '@tapline/db';

/** A SKU's stock, and the mail about one supplier order (its link names it), for tests of order steps. */
export async function orderTestingSnapshot(db: Database, skuId: string, supplierOrderOrOrderId: string | null) {
  const [sku] = await db.select({ stockOnHand: skus.stockOnHand }).from(skus).where(eq(skus.id, skuId));
  const mail =
    supplierOrderOrOrderId === null
      ? []
      : await db
          .select({ to: outboxMessages.to, template: outboxMessages.template, body: outboxMessages.body })
          .from(outboxMessages)
          .where(like(outboxMessages.body, `%${supplierOrderOrOrderId}%`))
          .orderBy(asc(outboxMessages.createdAt));
  return { stockOnHand: sku!.stockOnHand, mail: mail.filter((row) => row.template !== 'order_new') };
}
