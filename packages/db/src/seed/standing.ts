import type { Database } from '../client';
import { standingOrderLines, standingOrders, supplierClosures } from '../schema';
import type { SeedSku } from './orders';
import { DEMO_PEOPLE } from './people';

// The demo venue's standing order (decision 0166): Thursday deliveries from its brewery, two of the kegs it pays the
// trade price for and a case of cans, from today; and the brewery's break after Christmas (decision 0167). Dated from
// today, not the demo's fixed date, so a fresh start always shows occurrences ahead: the server makes them (the
// standing orders' tick at start-up), as it does for any standing order, from its rule.

/** The calendar date where the demo is (Sydney) at `at`. */
function sydneyDate(at: Date): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Australia/Sydney', year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

export async function seedStandingOrder(
  tx: Database,
  demo: { venueId: string; supplierId: string; skus: readonly SeedSku[]; today: Date; priceOf: (sku: SeedSku) => number },
): Promise<void> {
  const kegs = demo.skus.find((sku) => sku.supplierId === demo.supplierId && sku.name.includes('keg'));
  const cans = demo.skus.find((sku) => sku.supplierId === demo.supplierId && sku.name.includes('cans'));
  const startsOn = sydneyDate(demo.today);
  const [standing] = await tx
    .insert(standingOrders)
    .values({
      venueId: demo.venueId,
      supplierId: demo.supplierId,
      ownerId: DEMO_PEOPLE.venueOwner.id,
      deliveryWeekdays: [4],
      startsOn,
      note: 'Cool room door at the back, please',
    })
    .returning({ id: standingOrders.id });
  await tx.insert(standingOrderLines).values(
    [
      { sku: kegs, qty: 2 },
      { sku: cans, qty: 1 },
    ].flatMap(({ sku, qty }) =>
      sku ? [{ standingOrderId: standing!.id, skuId: sku.id, qty, lastUnitPriceCents: demo.priceOf(sku) }] : [],
    ),
  );
  // 29 to 31 December of the coming Christmas
  const year = Number(startsOn.slice(0, 4)) + (startsOn.slice(5) > '12-28' ? 1 : 0);
  const breakDays = [29, 30, 31].map((day) => `${year}-12-${day}`);
  await tx.insert(supplierClosures).values(breakDays.map((date) => ({ supplierId: demo.supplierId, date, reason: 'Christmas break' })));
}
