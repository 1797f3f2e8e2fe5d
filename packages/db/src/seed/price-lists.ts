import type { Database } from '../client';
import { priceListItems, priceLists } from '../schema';

interface PriceListSku {
  id: string;
  supplierId: string;
  name: string;
  unitPriceCents: number;
}

/**
 * The demo brewery's price lists (docs/domain.md, Price lists): "Trade 10 %", ten per cent off list, and
 * "Keg partners", fixed prices on its 50 L kegs (5 % off) with a break from five kegs (10 % off). No account names
 * them here: an account gets its list when the brewery approves it (the trade accounts' demo data).
 */
export async function seedPriceLists(tx: Database, demo: { supplierId: string; skus: readonly PriceListSku[] }) {
  const [trade, partners] = await tx
    .insert(priceLists)
    .values([
      { supplierId: demo.supplierId, name: 'Trade 10 %', kind: 'percent_off' as const, percentOffBasisPoints: 1000 },
      { supplierId: demo.supplierId, name: 'Keg partners', kind: 'fixed' as const },
    ])
    .returning({ id: priceLists.id });
  const kegs = demo.skus.filter((sku) => sku.supplierId === demo.supplierId && sku.name === '50 L keg');
  const share = (sku: PriceListSku, percent: number) => Math.round((sku.unitPriceCents * percent) / 1000) * 10;
  if (kegs.length > 0) {
    await tx.insert(priceListItems).values(
      kegs.flatMap((sku) => [
        { priceListId: partners!.id, skuId: sku.id, minQty: 1, unitPriceCents: share(sku, 95) },
        { priceListId: partners!.id, skuId: sku.id, minQty: 5, unitPriceCents: share(sku, 90) },
      ]),
    );
  }
  return { tradeListId: trade!.id, kegPartnersListId: partners!.id };
}
