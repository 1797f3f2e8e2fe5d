import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../client';
import { kegEmpties, kegLedger, kegTypes, orderEvents, orderLines, orders, skus, supplierOrders } from '../schema';
import { DEMO_PEOPLE } from './people';

// The demo pair's keg ledger (docs/domain.md, Kegs; decision 0176): the Harbour Hotel's kegs of Saltwater Brewing's,
// so both sides' Kegs pages, the pair's statement and "Needs attention" have something to show on `npm start`.

/** The demo brewery's keg types by name (seedKegTypes made them before its packs). */
export async function findKegTypeIds(tx: Database, supplierId: string): Promise<Map<string, string>> {
  const rows = await tx
    .select({ id: kegTypes.id, name: kegTypes.name })
    .from(kegTypes)
    .where(and(eq(kegTypes.supplierId, supplierId), isNull(kegTypes.archivedAt)));
  return new Map(rows.map((row) => [row.name, row.id]));
}

/** The kegs each delivered order of the pair brought, per keg type, when it was delivered (its event's moment). */
async function deliveredKegs(tx: Database, supplierId: string, venueId: string) {
  const deliveredAt = tx
    .select({ supplierOrderId: orderEvents.supplierOrderId, at: sql<Date>`max(${orderEvents.at})`.as('delivered_at') })
    .from(orderEvents)
    .where(eq(orderEvents.toStatus, 'delivered'))
    .groupBy(orderEvents.supplierOrderId)
    .as('delivered');
  const kegTypeId = sql<string>`coalesce(${orderLines.kegTypeId}, ${skus.kegTypeId})`;
  return tx
    .select({
      supplierOrderId: supplierOrders.id,
      at: sql<Date>`${deliveredAt.at}`.mapWith(orderEvents.at),
      kegTypeId,
      // as the delivered step counts them: the line's snapshot, else its SKU's keg type, a keg per unit of its pack
      kegs: sql<number>`sum(${orderLines.qty} * case when ${orderLines.kegTypeId} is not null then ${orderLines.kegsPerUnit} else ${skus.unitsPerPack} end)::int`,
    })
    .from(supplierOrders)
    .innerJoin(orders, eq(orders.id, supplierOrders.orderId))
    .innerJoin(deliveredAt, eq(deliveredAt.supplierOrderId, supplierOrders.id))
    .innerJoin(orderLines, eq(orderLines.supplierOrderId, supplierOrders.id))
    .innerJoin(skus, eq(skus.id, orderLines.skuId))
    .where(
      and(
        eq(supplierOrders.supplierId, supplierId),
        eq(orders.venueId, venueId),
        eq(supplierOrders.status, 'delivered'),
        sql`${kegTypeId} is not null`,
      ),
    )
    .groupBy(supplierOrders.id, deliveredAt.at, kegTypeId);
}

/**
 * The pair's ledger: an opening count when the venue joined (one of those kegs still out past 60 days), every delivered
 * order's kegs, a return and a write-off; and empties waiting, two of them past the 7-day collection promise.
 */
export async function seedDemoKegLedger(
  tx: Database,
  pair: { supplierId: string; venueId: string },
  kegTypeIds: Map<string, string>,
  at: { daysAgo: (days: number) => Date; recently: (days: number) => Date },
): Promise<number> {
  const fifty = kegTypeIds.get('50 L keg')!;
  const supplierOwner = DEMO_PEOPLE.supplierOwner.id;
  const entries: (typeof kegLedger.$inferInsert)[] = [
    {
      ...pair,
      kegTypeId: fifty,
      delta: 5,
      reason: 'adjusted',
      note: 'Opening count: kegs at the Harbour Hotel when it joined Tapline',
      actorId: supplierOwner,
      at: at.daysAgo(75),
    },
    ...(await deliveredKegs(tx, pair.supplierId, pair.venueId)).map((row) => ({
      ...pair,
      kegTypeId: row.kegTypeId,
      delta: row.kegs,
      reason: 'delivered' as const,
      supplierOrderId: row.supplierOrderId,
      actorId: supplierOwner,
      at: row.at,
    })),
    { ...pair, kegTypeId: fifty, delta: -3, reason: 'returned', actorId: supplierOwner, at: at.daysAgo(35) },
    {
      ...pair,
      kegTypeId: fifty,
      delta: -1,
      reason: 'written_off',
      note: 'Dented beyond repair in the lane: written off with the venue’s agreement',
      actorId: supplierOwner,
      at: at.daysAgo(20),
    },
  ];
  await tx.insert(kegLedger).values(entries);
  const balanceOf = (kegTypeId: string) =>
    entries.filter((entry) => entry.kegTypeId === kegTypeId).reduce((sum, entry) => sum + entry.delta, 0);
  // empties declared by the venue: never more than it holds of the type
  const empties = [
    ...Array.from({ length: Math.min(2, balanceOf(fifty)) }, () => ({ kegTypeId: fifty, emptiedAt: at.recently(10) })),
    ...Array.from({ length: Math.min(1, balanceOf(kegTypeIds.get('30 L keg')!)) }, () => ({
      kegTypeId: kegTypeIds.get('30 L keg')!,
      emptiedAt: at.recently(3),
    })),
  ];
  if (empties.length > 0) await tx.insert(kegEmpties).values(empties.map((empty) => ({ ...pair, ...empty })));
  return entries.length;
}
