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
import { demoProducts, demoSuppliers, demoVenues, type DemoProduct } from './catalogue-data';
import { buildDeliveredOrder, buildOrders, type SeedSku } from './orders';
import { DEMO_PEOPLE } from './people';
import { mulberry32, slugify } from './random';

export { DEMO_PEOPLE, DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG } from './people';

export type SeedSummary = Record<
  'suppliers' | 'venues' | 'products' | 'skus' | 'onTapEntries' | 'orders' | 'supplierOrders' | 'orderLines' | 'people',
  number
>;

/** Fixed, so the demo reads the same on every machine and every run. */
const DEMO_BASE_DATE = new Date('2026-11-20T00:00:00Z');
const DAY_MS = 86_400_000;

export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: organisations.id }).from(organisations).limit(1);
  return rows.length === 0;
}

interface DemoPack {
  code: string;
  name: string;
  unitPriceCents: number;
  unitsPerPack: number;
  volumeMl: number;
  /** units on hand when the supplier counts this pack; absent = not tracked */
  stockOnHand?: number;
}

/**
 * The packs a product is sold in, as its maker would sell it: draught beers in 50/30/20 L kegs, hazies and
 * sessions also in cans (4 × 440 mL, 16 or 24 × 375 mL), dark and farmhouse beers in 330 mL bottles with a
 * 750 mL single for the aged ones, cider in kegs and cans or bottles, seltzers and non-alcoholic ranges in cans.
 * Prices rise with strength and fall per litre with the size of the pack.
 */
function packsFor(product: DemoProduct, index: number, code: string): DemoPack[] {
  const slug = slugify(product.name);
  const premium = Math.round(product.abv * 10) * 40; // stronger beer costs more per litre
  const round = (cents: number) => Math.round(cents / 100) * 100;
  const keg = (litres: 50 | 30 | 20, stock?: number): DemoPack => ({
    code: `${code}-K${litres}`,
    name: `${litres} L keg`,
    unitPriceCents: round({ 50: 26000, 30: 17500, 20: 12500 }[litres] + (premium * litres) / 25),
    unitsPerPack: 1,
    volumeMl: litres * 1000,
    ...(stock === undefined ? {} : { stockOnHand: stock }),
  });
  const cans = (units: 4 | 16 | 24, ml: 375 | 440, stock?: number): DemoPack => ({
    code: `${code}-C${units}`,
    name: `${units} × ${ml} mL cans`,
    unitPriceCents: round({ 4: 1900, 16: 6200, 24: 6900 }[units] + (premium * units) / 60),
    unitsPerPack: units,
    volumeMl: ml,
    ...(stock === undefined ? {} : { stockOnHand: stock }),
  });
  const bottles = (units: 12 | 1, stock?: number): DemoPack =>
    units === 12
      ? { code: `${code}-B12`, name: '12 × 330 mL bottles', unitPriceCents: round(4200 + premium / 4), unitsPerPack: 12, volumeMl: 330, ...(stock === undefined ? {} : { stockOnHand: stock }) }
      : { code: `${code}-B750`, name: '750 mL bottle', unitPriceCents: round(1400 + premium / 6), unitsPerPack: 1, volumeMl: 750, ...(stock === undefined ? {} : { stockOnHand: stock }) };
  const style = product.style.toLowerCase();
  const counted = 24 + ((index * 7) % 60); // a believable count of what is in the cool room

  if (product.packs === 'cans-only') {
    return /non-alc/.test(style) ? [cans(24, 375), cans(4, 440, counted)] : [cans(24, 375), cans(16, 375)];
  }
  if (product.packs === 'cider') {
    if (/aged|oak|reserve/i.test(`${product.name} ${product.description}`)) return [bottles(1, 0), bottles(12, counted)]; // sold out of the 750s
    if (/pear|fruit|perry/.test(style)) return [keg(30), cans(16, 375)];
    return [keg(50), keg(30), cans(24, 375)];
  }
  if (/stout|porter|strong|saison|brown/.test(style)) {
    const aged = /strong|saison/.test(style) || /smoke|oak|barrel/i.test(product.description);
    return [keg(30), bottles(12, counted), ...(aged ? [bottles(1, 12 + (index % 5) * 6)] : [])];
  }
  if (/lager|pilsner|wheat|golden|amber|red|summer/.test(style)) {
    return index % 3 === 0 ? [keg(50), keg(30), keg(20), cans(24, 375)] : [keg(50), keg(20), cans(24, 375)];
  }
  if (/hazy|double|triple/.test(style) || slug.includes('hazy')) {
    return [keg(50), keg(20), cans(4, 440, index % 4 === 0 ? counted : undefined), ...(product.abv < 7 ? [cans(16, 375)] : [])];
  }
  return [keg(50), keg(30), cans(24, 375), ...(index % 2 === 0 ? [cans(16, 375)] : [])];
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
      .returning({ id: organisations.id, slug: organisations.slug, status: organisations.status });
    const venueRows = await tx
      .insert(organisations)
      .values(
        demoVenues.map((venue) => ({
          ...organisationValues('venue', venue),
          venueKind: venue.venueKind,
          openingHours: Object.fromEntries(
            Object.entries(venue.hours).map(([day, [opens, closes]]) => [day, { opens, closes, ...(closes <= opens ? { closesNextDay: true } : {}) }]),
          ),
          createdAt: daysAgo(300),
        })),
      )
      .returning({ id: organisations.id, slug: organisations.slug });
    const supplierId = new Map(supplierRows.map((row) => [row.slug, row.id]));
    const venueId = new Map(venueRows.map((row) => [row.slug, row.id]));

    await tx.insert(addresses).values([
      ...demoSuppliers.map((supplier) => ({ organisationId: supplierId.get(supplier.slug)!, kind: 'physical' as const, ...supplier.address })),
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
            origin: demoSuppliers.find((s) => s.slug === product.supplier)!.address.suburb + ', ' +
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
        status: skus.status,
      });

    const activeSupplierIds = new Set(supplierRows.filter((s) => s.status === 'active').map((s) => s.id));
    const publicProducts = productRows.filter((row) => row.status === 'active' && activeSupplierIds.has(row.supplierId));

    // The keg the demo venue had delivered and hasn't put on yet: its On Tap page offers "Put on tap" for it.
    const firstSupplierId = supplierRows[0]!.id;
    const offeredKeg = skuRows.find(
      (sku) => sku.supplierId === firstSupplierId && sku.status === 'active' && sku.name.endsWith(' keg') && publicProducts.some((product) => product.id === sku.productId),
    )!;

    const servingSizesFor = (product: { slug: string }) => {
      const demo = demoProducts.find((d) => slugify(d.name) === product.slug)!;
      const base = 900 + Math.round(demo.abv * 60);
      return demo.abv >= 7
        ? [{ label: 'Tulip', volumeMl: 300, priceCents: Math.round((base + 200) / 10) * 10 }]
        : [
            { label: 'Schooner', volumeMl: 425, priceCents: Math.round(base / 10) * 10 },
            { label: 'Pint', volumeMl: 570, priceCents: Math.round((base * 1.3) / 10) * 10 },
          ];
    };

    // On Tap lists: each venue pours a deterministic pick of public products. The demo venue (the first) also has
    // a guest beer on its last tap, one beer announced as next on, and a kicked keg in its history (decision 0110).
    const onTapValues: (typeof onTapEntries.$inferInsert)[] = demoVenues.flatMap((venue, venueIndex) => {
      const isDemoVenue = venueIndex === 0;
      const picks = [...publicProducts]
        .map((product) => ({ product, key: random() }))
        .filter(({ product }) => !isDemoVenue || product.id !== offeredKeg.productId)
        .sort((a, b) => a.key - b.key)
        .slice(0, venue.taps + (isDemoVenue ? 1 : 0))
        .map(({ product }) => product);
      const pouring = isDemoVenue ? picks.slice(0, venue.taps - 1) : picks;
      const rows: (typeof onTapEntries.$inferInsert)[] = pouring.map((product, tapIndex) => ({
        venueId: venueId.get(venue.slug)!,
        productId: product.id,
        tapNumber: tapIndex + 1,
        position: tapIndex,
        servingSizes: servingSizesFor(product),
        note: tapIndex === 0 ? 'New this week' : null,
        since: daysAgo(2 + ((venueIndex * 7 + tapIndex * 3) % 40)),
      }));
      if (!isDemoVenue || venue.taps < 3) return rows;
      const demoVenueId = venueId.get(venue.slug)!;
      const [announced, kicked] = [picks[venue.taps - 1]!, picks[venue.taps]!];
      return [
        ...rows,
        {
          venueId: demoVenueId,
          guestName: 'Saltbush Gose',
          guestBrewery: 'Little Bay Brewing (guest keg)',
          guestStyle: 'Gose',
          guestAbv: 4.4,
          tapNumber: venue.taps,
          position: rows.length,
          servingSizes: [{ label: 'Schooner', volumeMl: 425, priceCents: 1100 }],
          note: 'Guest tap',
          since: daysAgo(3),
        },
        { venueId: demoVenueId, productId: announced.id, status: 'next' as const, tapNumber: null, position: 0, servingSizes: servingSizesFor(announced), since: daysAgo(1) },
        {
          venueId: demoVenueId,
          productId: kicked.id,
          tapNumber: 3,
          position: 2,
          servingSizes: servingSizesFor(kicked),
          since: daysAgo(30),
          kickedAt: daysAgo(6),
          updatedAt: daysAgo(6),
        },
      ];
    });
    await tx.insert(onTapEntries).values(onTapValues);

    await tx.insert(profiles).values([
      { ...DEMO_PEOPLE.admin, isPlatformAdmin: true },
      DEMO_PEOPLE.venueOwner,
      DEMO_PEOPLE.supplierOwner,
      DEMO_PEOPLE.venueStaff,
    ]);
    const firstVenueId = venueRows[0]!.id;
    await tx.insert(memberships).values([
      { organisationId: firstVenueId, userId: DEMO_PEOPLE.venueOwner.id, organisationRole: 'owner' },
      { organisationId: firstVenueId, userId: DEMO_PEOPLE.venueStaff.id, organisationRole: 'member' },
      { organisationId: firstSupplierId, userId: DEMO_PEOPLE.supplierOwner.id, organisationRole: 'owner' },
    ]);

    const sellable: SeedSku[] = skuRows
      .filter((sku) => sku.status === 'active' && activeSupplierIds.has(sku.supplierId))
      .filter((sku) => publicProducts.some((product) => product.id === sku.productId))
      .map((sku) => ({ ...sku, productName: productRows.find((product) => product.id === sku.productId)!.name }));

    // The first supplier gives the first venue its trade price on kegs.
    // Ironbark gives the Fitzroy Alehouse, its biggest Melbourne account, a better price on its 50 L kegs.
    const discounted = (venue: string, supplier: string, pack: string, share: number) =>
      sellable
        .filter((sku) => sku.supplierId === supplierId.get(supplier) && sku.name === pack)
        .map((sku) => ({ venueId: venueId.get(venue)!, skuId: sku.id, unitPriceCents: Math.round((sku.unitPriceCents * share) / 100) * 100 }));
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
    // dated from today, not the demo's fixed date: "Put on tap" offers only kegs delivered in the last 30 days
    const deliveredRecently = new Date(Math.max(DEMO_BASE_DATE.getTime(), Date.now()) - 2 * DAY_MS);
    planned.push(
      buildDeliveredOrder({
        number: `TL-${String(1000 + planned.length).padStart(6, '0')}`,
        venueId: firstVenueId,
        supplierId: firstSupplierId,
        sku: sellable.find((sku) => sku.id === offeredKeg.id)!,
        qty: 2,
        deliveredAt: deliveredRecently,
      }),
    );
    const orderRows = await tx.insert(orders).values(planned.map((order) => order.order)).returning({ id: orders.id });
    const supplierOrderValues = planned.flatMap((order, index) =>
      order.supplierOrders.map((supplierOrder) => ({ ...supplierOrder.row, orderId: orderRows[index]!.id })),
    );
    const supplierOrderRows = await tx
      .insert(supplierOrders)
      .values(supplierOrderValues)
      .returning({ id: supplierOrders.id });
    const plannedSupplierOrders = planned.flatMap((order) => order.supplierOrders);
    await tx.insert(orderLines).values(
      plannedSupplierOrders.flatMap((supplierOrder, index) =>
        supplierOrder.lines.map((line) => ({ ...line, supplierOrderId: supplierOrderRows[index]!.id })),
      ),
    );
    await tx.insert(orderEvents).values(
      plannedSupplierOrders.flatMap((supplierOrder, index) =>
        supplierOrder.events.map((event) => ({ ...event, supplierOrderId: supplierOrderRows[index]!.id })),
      ),
    );
    await tx.execute(sql`select setval('order_number_seq', ${999 + planned.length})`);

    const cartSkus = sellable.filter((sku) => sku.supplierId === firstSupplierId).slice(0, 2);
    await tx.insert(cartItems).values(
      cartSkus.map((sku, index) => ({ userId: DEMO_PEOPLE.venueOwner.id, venueId: firstVenueId, skuId: sku.id, qty: index + 1 })),
    );
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
      people: 4,
    };
  });
}
