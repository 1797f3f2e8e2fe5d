import type { orderEvents, orderLines, orders, supplierOrders } from '../schema';
import { orderLineOf, totalsOf, type SkuKeg } from '../order-lines';
import { DEMO_PEOPLE } from './people';

export interface SeedSku {
  id: string;
  productId: string;
  supplierId: string;
  code: string;
  name: string;
  productName: string;
  unitPriceCents: number;
  taxRateBasisPoints: number;
  /** the keg it comes in (issue 37): its order lines snapshot the deposit */
  keg?: SkuKeg | null;
}

type Status = (typeof supplierOrders.$inferInsert)['status'] & string;

interface PlannedSupplierOrder {
  row: Omit<typeof supplierOrders.$inferInsert, 'orderId'>;
  lines: Omit<typeof orderLines.$inferInsert, 'supplierOrderId'>[];
  events: Omit<typeof orderEvents.$inferInsert, 'supplierOrderId'>[];
}

export interface PlannedOrder {
  order: typeof orders.$inferInsert;
  supplierOrders: PlannedSupplierOrder[];
}

/** Older orders are finished; recent ones are still moving. Every status appears several times. */
const STATUS_BY_AGE: Status[][] = [
  ['delivered', 'delivered', 'rejected', 'cancelled'],
  ['delivered', 'dispatched', 'cancelled'],
  ['accepted', 'dispatched', 'rejected'],
  ['submitted', 'accepted', 'submitted'],
];

const PATHS: Record<Status, Status[]> = {
  held: ['held'],
  submitted: ['submitted'],
  accepted: ['submitted', 'accepted'],
  dispatched: ['submitted', 'accepted', 'dispatched'],
  delivered: ['submitted', 'accepted', 'dispatched', 'delivered'],
  rejected: ['submitted', 'rejected'],
  cancelled: ['submitted', 'cancelled'],
};

const REJECTION_REASONS = [
  'Out of stock on kegs until next brew',
  'Delivery area not serviced on that day',
  'Account on hold: please call us',
];
const HOUR_MS = 3_600_000;
const ORDER_COUNT = 24;

export function buildOrders(input: {
  random: () => number;
  venueIds: string[];
  supplierIds: string[];
  skus: SeedSku[];
  daysAgo: (days: number) => Date;
  people: { firstVenueId: string; firstSupplierId: string };
}): PlannedOrder[] {
  const { random, venueIds, supplierIds, skus, daysAgo, people } = input;
  const pick = <T>(items: T[]): T => items[Math.floor(random() * items.length)]!;
  const planned: PlannedOrder[] = [];

  for (let index = 0; index < ORDER_COUNT; index += 1) {
    // the demo venue and the demo supplier are in many of them, so both dashboards show orders in every state
    const venueId = index % 4 === 1 ? people.firstVenueId : venueIds[index % venueIds.length]!;
    const createdAt = daysAgo(42 - index * 1.7);
    const ageBand = STATUS_BY_AGE[Math.min(3, Math.floor((index / ORDER_COUNT) * 4))]!;
    const supplierCount = 1 + (index % 3);
    const shuffled = [...supplierIds].sort(() => random() - 0.5);
    const chosenSuppliers = (
      index % 2 === 0 ? [people.firstSupplierId, ...shuffled.filter((id) => id !== people.firstSupplierId)] : shuffled
    ).slice(0, supplierCount);
    const placedBy = venueId === people.firstVenueId ? (index % 2 === 0 ? DEMO_PEOPLE.venueOwner.id : DEMO_PEOPLE.venueStaff.id) : null;

    const plannedSupplierOrders = chosenSuppliers.map((supplierId, supplierIndex): PlannedSupplierOrder => {
      const status = ageBand[(index + supplierIndex) % ageBand.length]!;
      const supplierSkus = skus.filter((sku) => sku.supplierId === supplierId);
      const lineCount = 1 + Math.floor(random() * 4);
      const chosenSkus = [...new Set(Array.from({ length: lineCount }, () => pick(supplierSkus)))];
      const lines = chosenSkus.map((sku) => orderLineOf(sku, sku.productName, 1 + Math.floor(random() * 6)));
      const { subtotalCents, taxCents } = totalsOf(lines);
      const supplierActor = supplierId === people.firstSupplierId ? DEMO_PEOPLE.supplierOwner.id : null;
      const path = PATHS[status];
      const events = path.map((toStatus, step) => {
        const byVenue = step === 0 || (toStatus === 'cancelled' && index % 2 === 0);
        return {
          fromStatus: step === 0 ? null : path[step - 1]!,
          toStatus,
          actorId: byVenue ? placedBy : supplierActor,
          actorSide: byVenue ? ('venue' as const) : ('supplier' as const),
          note:
            toStatus === 'rejected'
              ? pick(REJECTION_REASONS)
              : toStatus === 'cancelled'
                ? byVenue
                  ? 'Ordered twice by mistake'
                  : 'Truck off the road this week'
                : null,
          at: new Date(createdAt.getTime() + step * 20 * HOUR_MS),
        };
      });
      return {
        row: {
          supplierId,
          status,
          subtotalCents,
          taxCents,
          totalCents: subtotalCents + taxCents,
          // the app keeps a supplier's reason as its note (a reject, or a cancel of its own)
          supplierNote:
            status === 'rejected' || (status === 'cancelled' && events.at(-1)!.actorSide === 'supplier') ? events.at(-1)!.note : null,
          requestedDeliveryDate: new Date(createdAt.getTime() + 2 * 24 * HOUR_MS).toISOString().slice(0, 10),
          createdAt,
          updatedAt: events.at(-1)!.at,
        },
        lines,
        events,
      };
    });

    const subtotalCents = plannedSupplierOrders.reduce((sum, so) => sum + (so.row.subtotalCents ?? 0), 0);
    const taxCents = plannedSupplierOrders.reduce((sum, so) => sum + (so.row.taxCents ?? 0), 0);
    const delivery = new Date(createdAt.getTime() + 2 * 24 * HOUR_MS);
    planned.push({
      order: {
        number: `TL-${String(1000 + index).padStart(6, '0')}`,
        venueId,
        placedBy,
        requestedDeliveryDate: delivery.toISOString().slice(0, 10),
        notes: index % 4 === 0 ? 'Deliver via the rear lane, cellar door' : '',
        subtotalCents,
        taxCents,
        totalCents: subtotalCents + taxCents,
        createdAt,
      },
      supplierOrders: plannedSupplierOrders,
    });
  }
  return planned;
}

/** One supplier order of one SKU, placed by the demo venue's owner and delivered by the demo supplier at `deliveredAt`. */
export function buildDeliveredOrder(input: {
  number: string;
  venueId: string;
  supplierId: string;
  sku: SeedSku;
  qty: number;
  deliveredAt: Date;
}): PlannedOrder {
  const lines = [orderLineOf(input.sku, input.sku.productName, input.qty)];
  const { subtotalCents, taxCents } = totalsOf(lines);
  const createdAt = new Date(input.deliveredAt.getTime() - 60 * HOUR_MS);
  const path = PATHS.delivered;
  const events = path.map((toStatus, step) => ({
    fromStatus: step === 0 ? null : path[step - 1]!,
    toStatus,
    actorId: step === 0 ? DEMO_PEOPLE.venueOwner.id : DEMO_PEOPLE.supplierOwner.id,
    actorSide: step === 0 ? ('venue' as const) : ('supplier' as const),
    note: null,
    at: new Date(createdAt.getTime() + step * 20 * HOUR_MS),
  }));
  const requestedDeliveryDate = input.deliveredAt.toISOString().slice(0, 10);
  return {
    order: {
      number: input.number,
      venueId: input.venueId,
      placedBy: DEMO_PEOPLE.venueOwner.id,
      requestedDeliveryDate,
      subtotalCents,
      taxCents,
      totalCents: subtotalCents + taxCents,
      createdAt,
    },
    supplierOrders: [
      {
        row: {
          supplierId: input.supplierId,
          status: 'delivered',
          subtotalCents,
          taxCents,
          totalCents: subtotalCents + taxCents,
          requestedDeliveryDate,
          createdAt,
          updatedAt: events.at(-1)!.at,
        },
        lines,
        events,
      },
    ],
  };
}
