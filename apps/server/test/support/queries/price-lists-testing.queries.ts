import { asc, eq, inArray } from 'drizzle-orm';
import { priceListItems, priceLists, tradeAccounts, type Database } from '@tapline/db';

// Test helpers for price lists: a list and a trade account that names it, made straight in the database (the
// accounts' own API approves and changes them), and what a refused write must leave as it was.

export async function insertPriceListTesting(
  db: Database,
  list: {
    supplierId: string;
    name: string;
    kind: 'percent_off' | 'fixed';
    percentOffBasisPoints?: number | null;
    items?: { skuId: string; minQty: number; unitPriceCents: number }[];
  },
) {
  const [row] = await db
    .insert(priceLists)
    .values({ supplierId: list.supplierId, name: list.name, kind: list.kind, percentOffBasisPoints: list.percentOffBasisPoints ?? null })
    .returning({ id: priceLists.id });
  const items = list.items ?? [];
  if (items.length > 0) await db.insert(priceListItems).values(items.map((item) => ({ priceListId: row!.id, ...item })));
  return row!;
}

/** An account of the venue with the supplier, active, naming `priceListId`. */
export async function insertTradeAccountTesting(
  db: Database,
  account: { supplierId: string; venueId: string; priceListId: string | null },
) {
  const [row] = await db.insert(tradeAccounts).values(account).returning({ id: tradeAccounts.id });
  return row!;
}

/** Renames a percent-off list and changes its percentage. */
export async function changePriceListTesting(db: Database, id: string, values: { name: string; percentOffBasisPoints: number }) {
  await db.update(priceLists).set(values).where(eq(priceLists.id, id));
}

export async function setTradeAccountStatusTesting(db: Database, id: string, status: 'active' | 'on_hold' | 'closed') {
  await db
    .update(tradeAccounts)
    .set({ status, holdReason: status === 'on_hold' ? 'Overdue invoices' : null })
    .where(eq(tradeAccounts.id, id));
}

/** The supplier's lists and their items, as a refused write must leave them. */
export async function priceListsSnapshot(db: Database, supplierId: string) {
  const lists = await db.select().from(priceLists).where(eq(priceLists.supplierId, supplierId)).orderBy(asc(priceLists.id));
  const ids = lists.map((list) => list.id);
  const items =
    ids.length === 0
      ? []
      : await db
          .select()
          .from(priceListItems)
          .where(inArray(priceListItems.priceListId, ids))
          .orderBy(asc(priceListItems.priceListId), asc(priceListItems.skuId), asc(priceListItems.minQty));
  return { lists, items };
}
