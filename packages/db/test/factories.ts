import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../src/client';
import { orderLineOf, totalsOf, type LineSku } from '../src/order-lines';
import {
  addresses,
  cartItems,
  invites,
  memberships,
  onTapEntries,
  orderLines,
  orders,
  organisations,
  products,
  profiles,
  skus,
  supplierOrders,
  venuePrices,
} from '../src/schema';

let sequence = 0;
/** unique within a run and across parallel files */
function unique(prefix: string): string {
  sequence += 1;
  return `${prefix}-${sequence}-${randomUUID().slice(0, 8)}`;
}

type OrganisationInsert = typeof organisations.$inferInsert;

export async function createSupplier(db: Database, overrides: Partial<OrganisationInsert> = {}) {
  const slug = overrides.slug ?? unique('supplier');
  const [row] = await db
    .insert(organisations)
    .values({ type: 'supplier', slug, name: `Supplier ${slug}`, ...overrides })
    .returning();
  return row!;
}

export async function createVenue(db: Database, overrides: Partial<OrganisationInsert> = {}) {
  const slug = overrides.slug ?? unique('venue');
  const [row] = await db
    .insert(organisations)
    .values({ type: 'venue', slug, name: `Venue ${slug}`, venueKind: 'bar', ...overrides })
    .returning();
  return row!;
}

/** One of an organisation's addresses (physical by default: it gives the suburb and state the public lists show). */
export async function createAddress(
  db: Database,
  values: Pick<typeof addresses.$inferInsert, 'organisationId'> & Partial<typeof addresses.$inferInsert>,
) {
  const [row] = await db
    .insert(addresses)
    .values({ kind: 'physical', line1: '1 Test St', suburb: 'Newtown', state: 'NSW', postcode: '2042', ...values })
    .returning();
  return row!;
}

export async function createProduct(db: Database, values: { supplierId: string } & Partial<typeof products.$inferInsert>) {
  const slug = values.slug ?? unique('product');
  const [row] = await db
    .insert(products)
    .values({ name: `Product ${slug}`, style: 'Pale Ale', status: 'active', ...values, slug })
    .returning();
  return row!;
}

export async function createSku(db: Database, values: { productId: string; supplierId: string } & Partial<typeof skus.$inferInsert>) {
  const [row] = await db
    .insert(skus)
    .values({ code: unique('SKU').toUpperCase(), name: '50 L keg', unitPriceCents: 30000, ...values })
    .returning();
  return row!;
}

export async function createProfile(db: Database, overrides: Partial<typeof profiles.$inferInsert> = {}) {
  const [row] = await db
    .insert(profiles)
    .values({ id: randomUUID(), email: `${unique('person')}@example.test`, name: 'Test Person', ...overrides })
    .returning();
  return row!;
}

export async function createMembership(db: Database, values: typeof memberships.$inferInsert) {
  const [row] = await db.insert(memberships).values(values).returning();
  return row!;
}

export async function createOnTapEntry(db: Database, values: { venueId: string } & Partial<typeof onTapEntries.$inferInsert>) {
  // in tap order unless told otherwise
  const tapNumber = values.tapNumber === undefined ? 1 : values.tapNumber;
  const [row] = await db
    .insert(onTapEntries)
    .values({ position: Math.max(0, (tapNumber ?? 1) - 1), ...values, tapNumber })
    .returning();
  return row!;
}

export async function makePlatformAdmin(db: Database, profileId: string) {
  await db.update(profiles).set({ isPlatformAdmin: true }).where(eq(profiles.id, profileId));
}

export async function createVenuePrice(db: Database, values: typeof venuePrices.$inferInsert) {
  const [row] = await db.insert(venuePrices).values(values).returning();
  return row!;
}

export async function createCartItem(db: Database, values: typeof cartItems.$inferInsert) {
  const [row] = await db.insert(cartItems).values(values).returning();
  return row!;
}

interface OrderLineInput {
  sku: LineSku;
  productName?: string;
  qty: number;
}

/**
 * An order as checkout would leave it: one supplier order per supplier (with a status), its lines priced
 * from the SKUs, and totals that add up. `requestedDeliveryDate` is YYYY-MM-DD.
 */
export async function createOrder(
  db: Database,
  values: {
    venueId: string;
    placedBy?: string | null;
    number?: string;
    requestedDeliveryDate?: string | null;
    createdAt?: Date;
    supplierOrders: { supplierId: string; status?: (typeof supplierOrders.$inferInsert)['status']; lines: OrderLineInput[] }[];
  },
) {
  const createdAt = values.createdAt ?? new Date();
  const planned = values.supplierOrders.map((supplierOrder) => {
    const lines = supplierOrder.lines.map(({ sku, productName, qty }) => orderLineOf(sku, productName ?? sku.name, qty));
    return { supplierOrder, lines, ...totalsOf(lines) };
  });
  const subtotalCents = planned.reduce((sum, p) => sum + p.subtotalCents, 0);
  const taxCents = planned.reduce((sum, p) => sum + p.taxCents, 0);
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(orders)
      .values({
        number: values.number ?? `TL-${unique('T').slice(2, 10).toUpperCase()}`,
        venueId: values.venueId,
        placedBy: values.placedBy ?? null,
        requestedDeliveryDate: values.requestedDeliveryDate ?? null,
        subtotalCents,
        taxCents,
        totalCents: subtotalCents + taxCents,
        createdAt,
      })
      .returning();
    const created = [];
    for (const p of planned) {
      const [row] = await tx
        .insert(supplierOrders)
        .values({
          orderId: order!.id,
          supplierId: p.supplierOrder.supplierId,
          status: p.supplierOrder.status ?? 'submitted',
          requestedDeliveryDate: values.requestedDeliveryDate ?? null,
          subtotalCents: p.subtotalCents,
          taxCents: p.taxCents,
          totalCents: p.subtotalCents + p.taxCents,
          createdAt,
        })
        .returning();
      if (p.lines.length > 0) await tx.insert(orderLines).values(p.lines.map((line) => ({ ...line, supplierOrderId: row!.id })));
      created.push(row!);
    }
    return { ...order!, supplierOrders: created };
  });
}

/** An open invite; answers the row and its link token (only the token's sha256 is stored). */
export async function createInvite(
  db: Database,
  values: { organisationId: string } & Partial<Omit<typeof invites.$inferInsert, 'tokenHash'>>,
) {
  const token = randomBytes(32).toString('base64url');
  const [row] = await db
    .insert(invites)
    .values({
      email: `${unique('invitee')}@example.test`,
      organisationRole: 'member',
      expiresAt: new Date(Date.now() + 7 * 24 * 3600 * 1000),
      ...values,
      tokenHash: createHash('sha256').update(token).digest('hex'),
    })
    .returning();
  return { ...row!, token };
}
