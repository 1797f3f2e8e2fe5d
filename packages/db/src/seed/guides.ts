import type { Database } from '../client';
import { orderGuideItems, orderGuides } from '../schema';

interface GuideSku {
  id: string;
  supplierId: string;
  name: string;
  unitsPerPack: number;
}

/**
 * The demo venue's order guide (docs/domain.md, Order guides): "Cold room", across suppliers, its kegs under Taps and
 * its cans and bottles under Fridge, so a fresh `npm start` shows a guide to count. Par: two kegs, two packs.
 */
export async function seedDemoGuide(
  tx: Database,
  input: { venueId: string; createdBy: string; supplierIds: readonly string[]; skus: readonly GuideSku[] },
): Promise<void> {
  const [first, second] = input.supplierIds;
  const ofSupplier = (supplierId: string | undefined, packs: RegExp, count: number) =>
    input.skus.filter((sku) => sku.supplierId === supplierId && packs.test(sku.name)).slice(0, count);
  const taps = ofSupplier(first, /keg/i, 3);
  const fridge = [...ofSupplier(first, /can|bottle/i, 2), ...ofSupplier(second, /can|bottle/i, 2)];
  const [guide] = await tx
    .insert(orderGuides)
    .values({ venueId: input.venueId, name: 'Cold room', createdBy: input.createdBy })
    .returning({ id: orderGuides.id });
  const items = [
    ...taps.map((sku) => ({ sku, section: 'Taps', parQty: 2 })),
    ...fridge.map((sku) => ({ sku, section: 'Fridge', parQty: 2 * sku.unitsPerPack })),
  ];
  if (items.length === 0) return;
  await tx
    .insert(orderGuideItems)
    .values(
      items.map((item, position) => ({ guideId: guide!.id, skuId: item.sku.id, section: item.section, position, parQty: item.parQty })),
    );
}
