import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import {
  addresses,
  cartItems,
  memberships,
  onTapEntries,
  orderEvents,
  orderLines,
  orders,
  organisations,
  outboxMessages,
  products,
  profiles,
  skus,
  supplierOrders,
  venuePrices,
} from '../schema';
import { demoProducts, demoSuppliers, demoVenues } from './catalogue-data';
import { onTapValuesFor } from './on-tap';
import { seedDemoGuide } from './guides';
import { seedKegTypes } from './keg-types';
import { findKegTypeIds, seedDemoKegLedger } from './keg-ledger';
import { DEMO_ZONED_SUPPLIER_SLUG, seedDeliveryZones } from './delivery-zones';
import { deliveriesOf, demoAbn, seedMoneyTrail } from './money';
import { buildDeliveredOrder, buildOrders, type SeedSku } from './orders';
import { seedDemoMessages } from './messages';
import { packsFor } from './packs';
import { seedPriceLists } from './price-lists';
import { seedStandingOrder } from './standing';
import { seedTradeAccounts } from './trade-accounts';
import { DEMO_PEOPLE } from './people';
import { mulberry32, slugify } from './random';

export { DEMO_PEOPLE, DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG } from './people';

export type SeedSummary = Record<
  'suppliers' | 'venues' | 'products' | 'skus' | 'onTapEntries' | 'orders' | 'supplierOrders' | 'orderLines' | 'taxDocuments' | 'people',
  number
>;

/** What a tax document copies in of an organisation. */
const partyColumns = { id: organisations.id, name: organisations.name, abn: organisations.abn, timeZone: organisations.timeZone };

/** Fixed, so the demo reads the same on every machine and every run. */
const DEMO_BASE_DATE = new Date('2026-11-20T00:00:00Z');
const DAY_MS = 86_400_000;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: organisations.id }).from(organisations).limit(1);
  return rows.length === 0;
}

/** What every demo organisation's row holds, venue or supplier: its front desk's email and phone are public (decision 0136). */
function organisationValues(
  type: 'venue' | 'supplier',
  demo: { slug: string; name: string; description: string; email: string; phone: string; timeZone: string },
) {
  return {
    type,
    slug: demo.slug,
    name: demo.name,
    abn: demoAbn(demo.slug),
    description: demo.description,
    logoUrl: `/demo/${type}s/${demo.slug}.svg`,
    contactEmail: demo.email,
    contactPhone: demo.phone,
    publicEmail: demo.email,
    publicPhone: demo.phone,
    timeZone: demo.timeZone,
  };
}

/**
 * Loads the demo marketplace in one transaction, a multi-row insert per table.
 * Refuses a database that already has organisations (demo data is never mixed into real data).
 */
export async function seedDemoData(db: Database): Promise<SeedSummary> {
  if (!(await isDatabaseEmpty(db))) {
    throw new Error('The database already has data; demo data is only loaded into an empty database.');
  }
  const random = mulberry32(20261120);
  const daysAgo = (days: number) => new Date(DEMO_BASE_DATE.getTime() - days * DAY_MS);

  return db.transaction(async (tx) => {
    const supplierRows = await tx
      .insert(organisations)
      .values(
        demoSuppliers.map((supplier) => ({
          ...organisationValues('supplier', supplier),
          status: supplier.status ?? ('active' as const),
          minimumOrderCents: supplier.minimumOrderCents,
          deliveryWeekdays: supplier.deliveryWeekdays,
          orderCutoffTime: supplier.orderCutoffTime,
          leadDays: supplier.leadDays,
          createdAt: daysAgo(400),
        })),
      )
      .returning({ ...partyColumns, slug: organisations.slug, status: organisations.status });
    const venueRows = await tx
      .insert(organisations)
      .values(
        demoVenues.map((venue) => ({
          ...organisationValues('venue', venue),
          venueKind: venue.venueKind,
          openingHours: Object.fromEntries(
            Object.entries(venue.hours).map(([day, [opens, closes]]) => [
              day,
              { opens, closes, ...(closes <= opens ? { closesNextDay: true } : {}) },
            ]),
          ),
          createdAt: daysAgo(300),
        })),
      )
      .returning({ ...partyColumns, slug: organisations.slug });
    const supplierId = new Map(supplierRows.map((row) => [row.slug, row.id]));
    // the demo brewery's keg types, before its packs name them (issue 37)
    const demoKegs = await seedKegTypes(tx, supplierRows[0]!.id, daysAgo(400));
    const venueId = new Map(venueRows.map((row) => [row.slug, row.id]));

    await tx.insert(addresses).values([
      ...demoSuppliers.map((supplier) => ({
        organisationId: supplierId.get(supplier.slug)!,
        kind: 'physical' as const,
        ...supplier.address,
      })),
      ...demoVenues.flatMap((venue) => [
        { organisationId: venueId.get(venue.slug)!, kind: 'physical' as const, ...venue.address },
        { organisationId: venueId.get(venue.slug)!, kind: 'delivery' as const, ...venue.address, line2: 'Cellar door, rear lane' },
      ]),
    ]);

    const productRows = await tx
      .insert(products)
      .values(
        demoProducts.map((product, index) => {
          const slug = slugify(product.name);
          return {
            supplierId: supplierId.get(product.supplier)!,
            slug,
            name: product.name,
            description: product.description,
            style: product.style,
            tags: product.tags,
            abv: product.abv,
            ibu: product.ibu,
            origin:
              demoSuppliers.find((s) => s.slug === product.supplier)!.address.suburb +
              ', ' +
              demoSuppliers.find((s) => s.slug === product.supplier)!.address.state,
            imageUrl: `/demo/products/${slug}.svg`,
            status: product.status ?? ('active' as const),
            createdAt: daysAgo(200 - index * 4),
          };
        }),
      )
      .returning({ id: products.id, slug: products.slug, name: products.name, supplierId: products.supplierId, status: products.status });

    const supplierCode = new Map(demoSuppliers.map((s) => [supplierId.get(s.slug)!, s.code]));
    const skuValues = demoProducts.flatMap((product, index) => {
      const row = productRows[index]!;
      const code = `${supplierCode.get(row.supplierId)}${String(index + 1).padStart(2, '0')}`;
      return packsFor(product, index, code).map((pack, packIndex) => ({
        productId: row.id,
        supplierId: row.supplierId,
        ...pack,
        sortOrder: packIndex,
        stockOnHand: pack.stockOnHand ?? null,
        kegTypeId: demoKegs.kegTypeIdOf(row.supplierId, pack.name),
      }));
    });
    skuValues.push({
      productId: productRows[0]!.id,
      supplierId: productRows[0]!.supplierId,
      code: `${supplierCode.get(productRows[0]!.supplierId)}01-K30-OLD`,
      name: '30 L keg (discontinued)',
      unitPriceCents: 21000,
      unitsPerPack: 1,
      volumeMl: 30000,
      sortOrder: 9,
      stockOnHand: null,
      kegTypeId: demoKegs.kegTypeIdOf(productRows[0]!.supplierId, '30 L keg'),
    });
    const skuRows = await tx
      .insert(skus)
      .values(skuValues.map((sku) => ({ ...sku, status: sku.name.includes('discontinued') ? ('archived' as const) : ('active' as const) })))
      .returning({
        id: skus.id,
        productId: skus.productId,
        supplierId: skus.supplierId,
        code: skus.code,
        name: skus.name,
        unitPriceCents: skus.unitPriceCents,
        taxRateBasisPoints: skus.taxRateBasisPoints,
        unitsPerPack: skus.unitsPerPack,
        kegTypeId: skus.kegTypeId,
        status: skus.status,
      });

    const activeSupplierIds = new Set(supplierRows.filter((s) => s.status === 'active').map((s) => s.id));
    const publicProducts = productRows.filter((row) => row.status === 'active' && activeSupplierIds.has(row.supplierId));

    // The keg the demo venue had delivered and hasn't put on yet: its On Tap page offers "Put on tap" for it.
    const firstSupplierId = supplierRows[0]!.id;
    const offeredKeg = skuRows.find(
      (sku) =>
        sku.supplierId === firstSupplierId &&
        sku.status === 'active' &&
        sku.name.endsWith(' keg') &&
        publicProducts.some((product) => product.id === sku.productId),
    )!;

    const onTapValues = onTapValuesFor({ random, publicProducts, offeredKeg, venueId, daysAgo });
    await tx.insert(onTapEntries).values(onTapValues);

    await tx
      .insert(profiles)
      .values([{ ...DEMO_PEOPLE.admin, isPlatformAdmin: true }, DEMO_PEOPLE.venueOwner, DEMO_PEOPLE.supplierOwner, DEMO_PEOPLE.venueStaff]);
    const firstVenueId = venueRows[0]!.id;
    await tx.insert(memberships).values([
      { organisationId: firstVenueId, userId: DEMO_PEOPLE.venueOwner.id, organisationRole: 'owner' },
      // a buyer without limits (decision 0183): the demo's venue staff account places orders in the journeys
      { organisationId: firstVenueId, userId: DEMO_PEOPLE.venueStaff.id, organisationRole: 'buyer' },
      { organisationId: firstSupplierId, userId: DEMO_PEOPLE.supplierOwner.id, organisationRole: 'owner' },
    ]);

    const sellable: SeedSku[] = skuRows
      .filter((sku) => sku.status === 'active' && activeSupplierIds.has(sku.supplierId))
      .filter((sku) => publicProducts.some((product) => product.id === sku.productId))
      .map((sku) => ({
        ...sku,
        productName: productRows.find((product) => product.id === sku.productId)!.name,
        keg: demoKegs.kegOf(sku),
      }));

    // The first supplier gives the first venue its trade price on kegs.
    // Ironbark gives the Fitzroy Alehouse, its biggest Melbourne account, a better price on its 50 L kegs.
    const discounted = (venue: string, supplier: string, pack: string, share: number) =>
      sellable
        .filter((sku) => sku.supplierId === supplierId.get(supplier) && sku.name === pack)
        .map((sku) => ({
          venueId: venueId.get(venue)!,
          skuId: sku.id,
          unitPriceCents: Math.round((sku.unitPriceCents * share) / 100) * 100,
        }));
    const tradePrices = [
      ...sellable
        .filter((sku) => sku.supplierId === firstSupplierId && sku.name.includes('keg'))
        .map((sku) => ({ venueId: firstVenueId, skuId: sku.id, unitPriceCents: Math.round((sku.unitPriceCents * 0.92) / 100) * 100 })),
      ...discounted('the-fitzroy-alehouse', 'ironbark-ales', '50 L keg', 0.9),
    ];
    if (tradePrices.length > 0) await tx.insert(venuePrices).values(tradePrices);

    const planned = buildOrders({
      random,
      venueIds: venueRows.map((venue) => venue.id),
      supplierIds: supplierRows.filter((s) => s.status === 'active').map((s) => s.id),
      skus: sellable,
      daysAgo,
      people: { firstVenueId, firstSupplierId },
    });
    // dated from today, not the demo's fixed date: "Put on tap" offers only kegs delivered in the last 30 days; the
    // demo pair's latest invoices are still to fall due (one half paid, one open with a price correction)
    const recently = (days: number) => new Date(Math.max(DEMO_BASE_DATE.getTime(), Date.now()) - days * DAY_MS);
    const deliveredRecently = (sku: SeedSku, qty: number, days: number) =>
      buildDeliveredOrder({
        number: `TL-${String(1000 + planned.length).padStart(6, '0')}`,
        venueId: firstVenueId,
        supplierId: firstSupplierId,
        sku,
        qty,
        deliveredAt: recently(days),
      });
    const [cans] = sellable
      .filter((sku) => sku.supplierId === firstSupplierId && sku.name.includes('cans'))
      .sort((a, b) => b.unitPriceCents - a.unitPriceCents);
    const partPaid = deliveredRecently(cans!, 4, 6);
    planned.push(partPaid);
    const corrected = deliveredRecently(
      sellable.find((sku) => sku.id === offeredKeg.id)!,
      2,
      2,
    );
    planned.push(corrected);
    const orderRows = await tx
      .insert(orders)
      .values(planned.map((order) => order.order))
      .returning({ id: orders.id, currency: orders.currency });
    const supplierOrderValues = planned.flatMap((order, index) =>
      order.supplierOrders.map((supplierOrder) => ({ ...supplierOrder.row, orderId: orderRows[index]!.id })),
    );
    const supplierOrderRows = await tx.insert(supplierOrders).values(supplierOrderValues).returning({ id: supplierOrders.id });
    const plannedSupplierOrders = planned.flatMap((order) => order.supplierOrders);
    await tx
      .insert(orderLines)
      .values(
        plannedSupplierOrders.flatMap((supplierOrder, index) =>
          supplierOrder.lines.map((line) => ({ ...line, supplierOrderId: supplierOrderRows[index]!.id })),
        ),
      );
    await tx
      .insert(orderEvents)
      .values(
        plannedSupplierOrders.flatMap((supplierOrder, index) =>
          supplierOrder.events.map((event) => ({ ...event, supplierOrderId: supplierOrderRows[index]!.id })),
        ),
      );
    await tx.execute(sql`select setval('order_number_seq', ${999 + planned.length})`);
    // the part-paid order's delivery was talked over on its thread
    const partPaidEvents = partPaid.supplierOrders[0]!.events;
    await seedDemoMessages(tx, {
      supplierOrderId: supplierOrderRows[plannedSupplierOrders.indexOf(partPaid.supplierOrders[0]!)]!.id,
      acceptedAt: partPaidEvents.find((event) => event.toStatus === 'accepted')!.at!,
      deliveredAt: partPaidEvents.at(-1)!.at!,
    });

    const taxDocumentCount = await seedMoneyTrail(tx, {
      random,
      deliveries: deliveriesOf(
        planned,
        orderRows,
        supplierOrderRows.map((row) => row.id),
      ),
      parties: new Map([...supplierRows, ...venueRows].map((row) => [row.id, row])),
      partPaid: partPaid.order.number,
      corrected: {
        orderNumber: corrected.order.number,
        tradePriceCents: tradePrices.find((price) => price.venueId === firstVenueId && price.skuId === offeredKeg.id)!.unitPriceCents,
      },
    });

    await seedDemoGuide(tx, {
      venueId: firstVenueId,
      createdBy: DEMO_PEOPLE.venueOwner.id,
      supplierIds: [...activeSupplierIds],
      skus: skuRows.filter((sku) => sellable.some((candidate) => candidate.id === sku.id)),
    });

    await seedStandingOrder(tx, {
      venueId: firstVenueId,
      supplierId: firstSupplierId,
      skus: sellable,
      today: recently(0),
      priceOf: (sku) =>
        tradePrices.find((price) => price.venueId === firstVenueId && price.skuId === sku.id)?.unitPriceCents ?? sku.unitPriceCents,
    });
    await seedTradeAccounts(tx, { supplierId, venueId, daysAgo });
    await seedPriceLists(tx, { supplierId: firstSupplierId, skus: sellable });
    await seedDeliveryZones(tx, supplierId.get(DEMO_ZONED_SUPPLIER_SLUG)!);
    // kegs: the demo pair's keg ledger, of the demo brewery's keg types (seedKegTypes made them)
    const kegTypeIds = await findKegTypeIds(tx, firstSupplierId);
    await seedDemoKegLedger(tx, { supplierId: firstSupplierId, venueId: firstVenueId }, kegTypeIds, { daysAgo, recently });
    const cartSkus = sellable.filter((sku) => sku.supplierId === firstSupplierId).slice(0, 2);
    await tx
      .insert(cartItems)
      .values(cartSkus.map((sku, index) => ({ userId: DEMO_PEOPLE.venueOwner.id, venueId: firstVenueId, skuId: sku.id, qty: index + 1 })));
    await tx.insert(outboxMessages).values({
      channel: 'email',
      to: DEMO_PEOPLE.venueOwner.email,
      subject: 'Welcome to Tapline',
      body: `Hi ${DEMO_PEOPLE.venueOwner.name},\n\nThe Harbour Hotel is set up on Tapline. Discover products and send your first order from your dashboard.`,
      template: 'welcome',
      state: 'sent',
      createdAt: daysAgo(60),
      sentAt: daysAgo(60),
    });

    return {
      suppliers: supplierRows.length,
      venues: venueRows.length,
      products: productRows.length,
      skus: skuRows.length,
      onTapEntries: onTapValues.length,
      orders: orderRows.length,
      supplierOrders: supplierOrderRows.length,
      orderLines: plannedSupplierOrders.reduce((sum, so) => sum + so.lines.length, 0),
      taxDocuments: taxDocumentCount,
      people: 4,
    };
  });
}
