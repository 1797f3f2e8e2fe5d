import { describe, expect, it } from 'vitest';
import { createOrder, createSku } from '@tapline/db/testing';
import { VenueMenu } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { backdateSupplierOrder } from '../../../test/support/queries/on-tap-testing.queries';
import { onTapTestKit, pint, schooner, type Venue } from '../../../test/support/on-tap-kit';

// "Put on tap" from a delivered order: the offers, the source remembered, and the serving prices (decision 0144).

const DAY = 86_400_000;
const { kit, call, freshVenue, beer, add, list } = onTapTestKit();

describe('Put on tap from a delivered order', () => {
  it('offers the keg products of orders delivered in the last 30 days not on the list, and remembers the source', async () => {
    const venue = await freshVenue();
    const db = kit.t.database.db;
    const ipa = await beer('Delivered IPA');
    const lager = await beer('Delivered Lager');
    const canned = await beer('Canned Only');
    const poured = await beer('Already Pouring');
    const ipaKeg = await createSku(db, { productId: ipa.id, supplierId: kit.harbourId, name: '50 L keg', volumeMl: 50000 });
    const lagerKeg = await createSku(db, { productId: lager.id, supplierId: kit.harbourId, name: '30 L keg', volumeMl: 30000 });
    const cans = await createSku(db, { productId: canned.id, supplierId: kit.harbourId, name: '24 × 375 mL cans', volumeMl: 375 });
    const pouredKeg = await createSku(db, { productId: poured.id, supplierId: kit.harbourId, name: '20 L keg', volumeMl: 20000 });
    await add(venue, { productId: poured.id });
    const recent = await createOrder(db, {
      venueId: venue.id,
      number: 'TL-ONTAP-1',
      supplierOrders: [
        {
          supplierId: kit.harbourId,
          status: 'delivered',
          lines: [
            { sku: ipaKeg, productName: ipa.name, qty: 1 },
            { sku: cans, productName: canned.name, qty: 2 },
            { sku: pouredKeg, productName: poured.name, qty: 1 },
          ],
        },
      ],
    });
    const old = await createOrder(db, {
      venueId: venue.id,
      supplierOrders: [{ supplierId: kit.harbourId, status: 'delivered', lines: [{ sku: lagerKeg, productName: lager.name, qty: 1 }] }],
    });
    await backdateSupplierOrder(db, old.supplierOrders[0]!.id, new Date(Date.now() - 40 * DAY));
    await createOrder(db, {
      venueId: venue.id,
      supplierOrders: [{ supplierId: kit.harbourId, status: 'dispatched', lines: [{ sku: lagerKeg, productName: lager.name, qty: 1 }] }],
    });

    const { offers } = await list(venue);
    expect(offers).toEqual([
      {
        supplierOrderId: recent.supplierOrders[0]!.id,
        orderId: recent.id,
        orderNumber: 'TL-ONTAP-1',
        deliveredAt: expect.any(String),
        productId: ipa.id,
        productName: 'Delivered IPA',
        supplierName: 'Harbour Brewing',
        skuId: ipaKeg.id,
        skuName: '50 L keg',
        volumeMl: 50000,
        servingSizes: [],
      },
    ]);

    // the offer as it is with the prices asked for (never poured here), the tap number left to the server
    const offer = offers[0]!;
    const entry = await add(venue, {
      productId: offer.productId,
      skuId: offer.skuId,
      supplierOrderId: offer.supplierOrderId,
      servingSizes: [pint(1300)],
    });
    expect(entry).toMatchObject({
      tapNumber: 2,
      sku: { id: ipaKeg.id, name: '50 L keg', volumeMl: 50000, orderable: true },
      source: { supplierOrderId: recent.supplierOrders[0]!.id, orderId: recent.id, orderNumber: 'TL-ONTAP-1' },
    });
    expect((await list(venue)).offers).toEqual([]);
    // kicked, the history still says which order it came from, and that delivery is not offered again (its keg is
    // empty)
    await call(kit.member, 'DELETE', venue.at(`/${entry.id}`));
    const { history, offers: again } = await list(venue);
    expect(history[0]!.source?.orderNumber).toBe('TL-ONTAP-1');
    expect(again).toEqual([]);
  });
});

describe('serving prices of a keg put on from a delivery', () => {
  /** A keg of `name` this venue had delivered (an offer to put on), and the same beer's keg SKU. */
  async function delivered(venue: Venue, name: string) {
    const db = kit.t.database.db;
    const product = await beer(name);
    const keg = await createSku(db, { productId: product.id, supplierId: kit.harbourId, name: '50 L keg', volumeMl: 50000 });
    const order = await createOrder(db, {
      venueId: venue.id,
      supplierOrders: [{ supplierId: kit.harbourId, status: 'delivered', lines: [{ sku: keg, productName: name, qty: 1 }] }],
    });
    return { product, keg, supplierOrderId: order.supplierOrders[0]!.id };
  }

  it('takes the sizes and prices the beer last had on this venue’s taps (not another venue’s)', async () => {
    const venue = await freshVenue();
    const elsewhere = await freshVenue();
    const { product, keg, supplierOrderId } = await delivered(venue, 'Repeat Red');
    // poured here before: first at one price, then changed, then kicked; another venue pours it dearer
    const before = await add(venue, { productId: product.id, servingSizes: [pint(1100)] });
    await call(kit.member, 'PATCH', venue.at(`/${before.id}`), { servingSizes: [schooner(900), pint(1200)] });
    await call(kit.member, 'DELETE', venue.at(`/${before.id}`));
    await add(elsewhere, { productId: product.id, servingSizes: [pint(1500)] });

    const [offer] = (await list(venue)).offers;
    expect(offer).toMatchObject({ productId: product.id, supplierOrderId, servingSizes: [schooner(900), pint(1200)] });
    const entry = await add(venue, { productId: product.id, skuId: keg.id, supplierOrderId });
    expect(entry.servingSizes).toEqual([schooner(900), pint(1200)]);
    const menu = parseAnswer(await kit.t.api(`/api/venues/${venue.id}/menu`), 200, VenueMenu);
    expect(menu.items.find((item) => item.id === entry.id)?.servingSizes).toEqual([schooner(900), pint(1200)]);
  });

  it('asks for them when the beer was never poured here: a post without them is refused, changing nothing', async () => {
    const venue = await freshVenue();
    const { product, keg, supplierOrderId } = await delivered(venue, 'First Time Pale');
    const before = await list(venue);
    expect(before.offers.map((offer) => [offer.productName, offer.servingSizes])).toEqual([['First Time Pale', []]]);
    const missing = parseError(await call(kit.member, 'POST', venue.at(), { productId: product.id, skuId: keg.id, supplierOrderId }), 400);
    expect(missing.details).toEqual([
      { field: 'servingSizes', message: 'give servingSizes: First Time Pale has not been on tap here before, so it has no prices to take' },
    ]);
    const empty = parseError(
      await call(kit.member, 'POST', venue.at(), { productId: product.id, skuId: keg.id, supplierOrderId, servingSizes: [] }),
      400,
    );
    expect(empty.details).toEqual([
      { field: 'servingSizes', message: 'a keg put on from a delivery needs at least one serving size with its price' },
    ]);
    expect(await list(venue)).toEqual(before);
    const entry = await add(venue, { productId: product.id, skuId: keg.id, supplierOrderId, servingSizes: [pint(1250)] });
    expect(entry).toMatchObject({ tapNumber: 1, servingSizes: [pint(1250)], source: { supplierOrderId } });
  });

  it('gives a beer added again from the catalogue its last prices here too, unless sizes are given', async () => {
    const venue = await freshVenue();
    const product = await beer('Back Again');
    const first = await add(venue, { productId: product.id, servingSizes: [pint(1000)] });
    await call(kit.member, 'DELETE', venue.at(`/${first.id}`));
    const again = await add(venue, { productId: product.id, status: 'next' });
    expect(again.servingSizes).toEqual([pint(1000)]);
    await call(kit.member, 'DELETE', venue.at(`/${again.id}`));
    expect((await add(venue, { productId: product.id, servingSizes: [] })).servingSizes).toEqual([]);
    expect((await add(venue, { guest: { name: 'No History', brewery: 'Guest Co' } })).servingSizes).toEqual([]);
  });
});
