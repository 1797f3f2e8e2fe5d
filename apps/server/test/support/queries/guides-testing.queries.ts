import { orderGuideItems, orderGuides, type Database } from '@tapline/db';

// Test set-up for the order guides: a guide of a venue, with items, made without the API.

export async function createGuideTesting(
  db: Database,
  values: { venueId: string; name?: string; supplierId?: string | null; items?: { skuId: string; section?: string; parQty: number }[] },
) {
  const [guide] = await db
    .insert(orderGuides)
    .values({ venueId: values.venueId, name: values.name ?? 'Test guide', supplierId: values.supplierId ?? null })
    .returning({ id: orderGuides.id, version: orderGuides.version });
  const items = values.items ?? [];
  if (items.length > 0) {
    await db.insert(orderGuideItems).values(
      items.map((item, position) => ({
        guideId: guide!.id,
        skuId: item.skuId,
        section: item.section ?? '',
        position,
        parQty: item.parQty,
      })),
    );
  }
  return guide!;
}
