import type { Database } from '../client';
import { deliveryZoneLocalities, deliveryZones } from '../schema';

// The demo distributor's delivery zones (decision 0172). Pacific Beverage Distributors delivers from Alexandria: the
// inner suburbs every weekday as before, free; the rest of Sydney on Tuesdays and Thursdays for a fee; Canberra
// (both sides of the border) and inner Melbourne once a week. Its venues in Brisbane, Perth and Adelaide are outside
// its area, so the demo shows a cart that says so. No journey orders from it: the journeys' own venues have no address
// (and the demo brewery, which they order from, keeps delivering anywhere).

export const DEMO_ZONED_SUPPLIER_SLUG = 'pacific-beverage-distributors';

interface DemoZone {
  name: string;
  deliveryWeekdays: number[];
  orderCutoffTime?: string;
  leadDays?: number;
  minimumOrderCents?: number;
  deliveryFeeCents: number;
  /** a postcode, or postcode and suburb (lower case) */
  localities: [postcode: string, suburb?: string][];
}

const range = (from: number, to: number): [string][] => Array.from({ length: to - from + 1 }, (_, index) => [String(from + index)]);

const INNER_SYDNEY = [
  '2000',
  '2007',
  '2008',
  '2009',
  '2010',
  '2011',
  '2015',
  '2016',
  '2017',
  '2037',
  '2038',
  '2040',
  '2042',
  '2043',
  '2044',
  '2050',
  '2204',
];

const zones: DemoZone[] = [
  // the demo venues in Newtown, Surry Hills and Marrickville: Monday to Friday, as the distributor delivered before
  { name: 'Inner Sydney', deliveryWeekdays: [1, 2, 3, 4, 5], deliveryFeeCents: 0, localities: INNER_SYDNEY.map((postcode) => [postcode]) },
  {
    name: 'Greater Sydney',
    deliveryWeekdays: [2, 4],
    minimumOrderCents: 60_000,
    deliveryFeeCents: 2_500,
    localities: range(2018, 2234).filter(([postcode]) => !INNER_SYDNEY.includes(postcode)),
  },
  // 2620 is both the ACT's Oaks Estate and NSW's Queanbeyan: each venue keeps its own state's holidays
  {
    name: 'Canberra',
    deliveryWeekdays: [3],
    orderCutoffTime: '12:00',
    leadDays: 2,
    deliveryFeeCents: 4_500,
    localities: [...range(2600, 2617), ['2620'], ...range(2900, 2914)],
  },
  {
    name: 'Inner Melbourne',
    deliveryWeekdays: [3],
    orderCutoffTime: '12:00',
    leadDays: 2,
    minimumOrderCents: 80_000,
    deliveryFeeCents: 6_000,
    localities: [['3000'], ['3053'], ['3054'], ['3056'], ['3065'], ['3066'], ['3068'], ['3121', 'richmond']],
  },
];

export async function seedDeliveryZones(tx: Database, supplierId: string): Promise<void> {
  const rows = await tx
    .insert(deliveryZones)
    .values(
      zones.map((zone) => ({
        supplierId,
        name: zone.name,
        deliveryWeekdays: zone.deliveryWeekdays,
        orderCutoffTime: zone.orderCutoffTime ?? null,
        leadDays: zone.leadDays ?? null,
        minimumOrderCents: zone.minimumOrderCents ?? null,
        deliveryFeeCents: zone.deliveryFeeCents,
      })),
    )
    .returning({ id: deliveryZones.id });
  await tx
    .insert(deliveryZoneLocalities)
    .values(
      zones.flatMap((zone, index) =>
        zone.localities.map(([postcode, suburb]) => ({ zoneId: rows[index]!.id, supplierId, postcode, suburb: suburb ?? '' })),
      ),
    );
}
