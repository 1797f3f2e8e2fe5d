import { describe, expect, it } from 'vitest';
import { createCartItem, createOrder } from '@tapline/db/testing';
import { Cart, GuideCartResult, GuideCountResult, OrderGuide, OrderGuideCreated, OrderGuideList } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { setOrganisationStatus, setSkuFields } from '../../../test/support/queries/cart-testing.queries';
import { setProductStatus } from '../../../test/support/queries/on-tap-testing.queries';
import { guidesTestKit } from '../../../test/support/guides-kit';

const { kit, call, freshVenue, pack, makeGuide, putItems } = guidesTestKit();

const item = (skuId: string, section: string, position: number, parQty: number) => ({ skuId, section, position, parQty });

describe('keeping guides', () => {
  it('makes a guide across suppliers, keeps its items in sections in the order given, and lists it', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale', { name: '50 L keg', unitsPerPack: 1 });
    const lager = await pack('Dock Lager');
    const cider = await pack('Ridge Dry', { supplierId: kit.ridgeId });
    const guide = await makeGuide(venue.id, { name: 'Weekly' });
    expect(guide).toMatchObject({ name: 'Weekly', supplier: null, itemCount: 0, items: [], version: 1, canEdit: true, leftOut: [] });
    expect(guide.createdBy).toEqual({ id: kit.owner.userId, name: 'Olive Owner' });

    const saved = await putItems(guide, {
      version: 1,
      items: [item(pale.sku.id, 'Taps', 0, 2), item(cider.sku.id, 'Fridge', 1, 48), item(lager.sku.id, 'Taps', 2, 24)],
    });
    // the second Taps item joins its section: sections are blocks, in the place of their first item
    expect(saved.items.map((line) => [line.product.name, line.section, line.position, line.parQty])).toEqual([
      ['Harbour Pale', 'Taps', 0, 2],
      ['Dock Lager', 'Taps', 1, 24],
      ['Ridge Dry', 'Fridge', 2, 48],
    ]);
    expect(saved).toMatchObject({ version: 2, itemCount: 3, sections: ['Taps', 'Fridge'] });
    expect(saved.items[2]).toMatchObject({
      supplier: { id: kit.ridgeId, name: 'Ridge Cider' },
      unitsPerPack: 24,
      problem: null,
      lastOnHand: null,
    });

    const list = parseAnswer(await call(kit.member, 'GET', `/api/venues/${venue.slug}/order-guides`), 200, OrderGuideList);
    expect(list.items.map((entry) => [entry.name, entry.itemCount, entry.sections])).toEqual([['Weekly', 3, ['Taps', 'Fridge']]]);
  });

  it('refuses packs of another supplier on a supplier’s guide, packs that can’t be ordered, and each SKU twice, naming the field', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale');
    const cider = await pack('Ridge Dry', { supplierId: kit.ridgeId });
    const archived = await pack('Old Stout');
    await setSkuFields(kit.t.database.db, archived.sku.id, { status: 'archived' });
    const guide = await makeGuide(venue.id, { name: 'Harbour', supplierId: kit.harbourId });
    expect(guide.supplier).toMatchObject({ id: kit.harbourId, name: 'Harbour Brewing' });

    const refused = parseError(
      await call(kit.owner, 'PUT', `/api/order-guides/${guide.id}/items`, {
        items: [item(pale.sku.id, '', 0, 1), item(cider.sku.id, '', 1, 1), item(archived.sku.id, '', 2, 1)],
      }),
      400,
    );
    expect(refused.details).toEqual([
      { field: 'items.1.skuId', message: 'Ridge Dry (24 × 375 mL cans) is not this guide’s supplier’s' },
      { field: 'items.2.skuId', message: 'Old Stout (24 × 375 mL cans) can’t be ordered: this pack is no longer sold' },
    ]);
    const twice = parseError(
      await call(kit.owner, 'PUT', `/api/order-guides/${guide.id}/items`, {
        items: [item(pale.sku.id, '', 0, 1), item(pale.sku.id, '', 1, 2)],
      }),
      400,
    );
    expect(twice.details).toEqual([expect.objectContaining({ field: 'items.1.skuId' })]);
    const negative = parseError(
      await call(kit.owner, 'PUT', `/api/order-guides/${guide.id}/items`, { items: [item(pale.sku.id, '', 0, -1)] }),
      400,
    );
    expect(negative.details).toEqual([expect.objectContaining({ field: 'items.0.parQty', message: 'parQty can’t be negative' })]);
    expect(parseError(await call(kit.owner, 'POST', `/api/venues/${venue.id}/order-guides`, { name: '  ' }), 400).details).toEqual([
      expect.objectContaining({ field: 'name' }),
    ]);
    const noSupplier = parseError(
      await call(kit.owner, 'POST', `/api/venues/${venue.id}/order-guides`, { name: 'X', supplierId: venue.id }),
      400,
    );
    expect(noSupplier.details).toEqual([{ field: 'supplierId', message: 'no such supplier taking orders' }]);
    // nothing changed
    expect(parseAnswer(await call(kit.owner, 'GET', `/api/order-guides/${guide.id}`), 200, OrderGuide)).toMatchObject({
      items: [],
      version: 1,
    });
  });

  it('keeps a pack already on the guide when it can no longer be ordered, showing why', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale');
    const lager = await pack('Dock Lager');
    const guide = await makeGuide(venue.id, { name: 'Weekly' });
    await putItems(guide, { items: [item(pale.sku.id, '', 0, 24), item(lager.sku.id, '', 1, 24)] });
    await setProductStatus(kit.t.database.db, pale.product.id, 'archived');
    const reordered = await putItems(guide, { items: [item(lager.sku.id, '', 0, 24), item(pale.sku.id, '', 1, 24)] });
    expect(reordered.items.map((line) => [line.product.name, line.problem?.code ?? null])).toEqual([
      ['Dock Lager', null],
      ['Harbour Pale', 'product_unavailable'],
    ]);
  });

  it('answers 409 to a rename or a list saved at a version since changed, and changes nothing', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale');
    const guide = await makeGuide(venue.id, { name: 'Weekly' });
    const renamed = parseAnswer(
      await call(kit.admin, 'PATCH', `/api/order-guides/${guide.id}`, { version: 1, name: 'Friday' }),
      200,
      OrderGuide,
    );
    expect(renamed).toMatchObject({ name: 'Friday', version: 2 });
    const stale = parseError(await call(kit.owner, 'PATCH', `/api/order-guides/${guide.id}`, { version: 1, name: 'Saturday' }), 409);
    expect(stale).toMatchObject({ code: 'conflict', details: { version: 2 } });
    expect(stale.message).toMatch(/you edited version 1, it is now version 2/);
    parseError(
      await call(kit.owner, 'PUT', `/api/order-guides/${guide.id}/items`, { version: 1, items: [item(pale.sku.id, '', 0, 1)] }),
      409,
    );
    expect(parseAnswer(await call(kit.owner, 'GET', `/api/order-guides/${guide.id}`), 200, OrderGuide)).toMatchObject({
      name: 'Friday',
      version: 2,
      items: [],
    });
  });

  it('lets members read, count and add to the cart but not make, change or delete guides; another venue’s guide is 404', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale');
    const guide = await makeGuide(venue.id, { name: 'Weekly' });
    await putItems(guide, { items: [item(pale.sku.id, '', 0, 24)] });
    const member = parseAnswer(await call(kit.member, 'GET', `/api/order-guides/${guide.id}`), 200, OrderGuide);
    expect(member.canEdit).toBe(false);
    expect(parseError(await call(kit.member, 'POST', `/api/venues/${venue.id}/order-guides`, { name: 'Mine' }), 403).code).toBe(
      'forbidden',
    );
    parseError(await call(kit.member, 'PATCH', `/api/order-guides/${guide.id}`, { version: 1, name: 'Mine' }), 403);
    parseError(await call(kit.member, 'PUT', `/api/order-guides/${guide.id}/items`, { items: [] }), 403);
    parseError(await call(kit.member, 'DELETE', `/api/order-guides/${guide.id}`), 403);
    parseAnswer(
      await call(kit.member, 'POST', `/api/order-guides/${guide.id}/counts`, { lines: [{ skuId: pale.sku.id, onHand: 3 }] }),
      201,
      GuideCountResult,
    );
    parseAnswer(
      await call(kit.member, 'POST', `/api/order-guides/${guide.id}/add-to-cart`, { lines: [{ skuId: pale.sku.id, qty: 1 }] }),
      200,
      GuideCartResult,
    );

    for (const [method, url, payload] of [
      ['GET', `/api/order-guides/${guide.id}`, undefined],
      ['PATCH', `/api/order-guides/${guide.id}`, { version: 2, name: 'Mine' }],
      ['DELETE', `/api/order-guides/${guide.id}`, undefined],
      ['POST', `/api/order-guides/${guide.id}/counts`, { lines: [{ skuId: pale.sku.id, onHand: 1 }] }],
      ['POST', `/api/order-guides/${guide.id}/add-to-cart`, { lines: [{ skuId: pale.sku.id, qty: 1 }] }],
      ['GET', `/api/venues/${venue.id}/order-guides`, undefined],
      ['GET', `/api/venues/${venue.id}/usual`, undefined],
    ] as const) {
      for (const outsider of [kit.stranger, kit.brewer]) {
        expect(parseError(await call(outsider, method, url, payload), 404).code, `${method} ${url}`).toBe('not_found');
      }
    }
    // a platform admin who is not a member reads it and changes nothing (decision 0119)
    parseAnswer(await call(kit.platformAdmin, 'GET', `/api/order-guides/${guide.id}`), 200, OrderGuide);
    parseError(
      await call(kit.platformAdmin, 'POST', `/api/order-guides/${guide.id}/counts`, { lines: [{ skuId: pale.sku.id, onHand: 1 }] }),
      403,
    );

    expect((await call(kit.admin, 'DELETE', `/api/order-guides/${guide.id}`)).statusCode).toBe(204);
    parseError(await call(kit.owner, 'GET', `/api/order-guides/${guide.id}`), 404);
  });
});

describe('counting', () => {
  it('suggests par − on hand rounded up to whole packs, never negative, keeps the count and shows it on the guide', async () => {
    const venue = await freshVenue();
    const cans = await pack('Harbour Pale', { unitsPerPack: 24 });
    const keg = await pack('Dock Lager', { name: '50 L keg', unitsPerPack: 1 });
    const bottles = await pack('Ridge Dry', { supplierId: kit.ridgeId, name: '12 × 330 mL bottles', unitsPerPack: 12 });
    const guide = await makeGuide(venue.id, { name: 'Cold room' });
    await putItems(guide, {
      items: [item(cans.sku.id, 'Fridge', 0, 48), item(keg.sku.id, 'Taps', 1, 3), item(bottles.sku.id, 'Fridge', 2, 24)],
    });

    const count = parseAnswer(
      await call(kit.member, 'POST', `/api/order-guides/${guide.id}/counts`, {
        lines: [
          { skuId: cans.sku.id, onHand: 10 },
          { skuId: keg.sku.id, onHand: 3 },
          { skuId: bottles.sku.id, onHand: 30 },
        ],
      }),
      201,
      GuideCountResult,
    );
    expect(count.lines.map((line) => [line.onHand, line.parQty, line.unitsPerPack, line.suggestedPacks])).toEqual([
      [10, 48, 24, 2], // 38 cans short: 2 slabs
      [3, 3, 1, 0], // at par
      [30, 24, 12, 0], // over par: nothing, never negative
    ]);
    expect(count.countedBy).toEqual({ id: kit.member.userId, name: 'Max Member' });

    const shown = parseAnswer(await call(kit.owner, 'GET', `/api/order-guides/${guide.id}`), 200, OrderGuide);
    expect(shown.lastCount).toMatchObject({ id: count.id, countedBy: { name: 'Max Member' } });
    expect(shown.items.map((line) => [line.product.name, line.lastOnHand])).toEqual([
      ['Harbour Pale', 10],
      ['Ridge Dry', 30],
      ['Dock Lager', 3],
    ]);

    const notOnGuide = await pack('Stranger Stout');
    const refused = parseError(
      await call(kit.member, 'POST', `/api/order-guides/${guide.id}/counts`, { lines: [{ skuId: notOnGuide.sku.id, onHand: 1 }] }),
      400,
    );
    expect(refused.details).toEqual([{ field: 'lines.0.skuId', message: 'is not on this guide' }]);
    const negative = parseError(
      await call(kit.member, 'POST', `/api/order-guides/${guide.id}/counts`, { lines: [{ skuId: cans.sku.id, onHand: -2 }] }),
      400,
    );
    expect(negative.details).toEqual([expect.objectContaining({ field: 'lines.0.onHand' })]);
  });
});

describe('adding to the cart', () => {
  it('adds what it can and lists each line it could not, with why: archived, unavailable, out of stock, short, supplier suspended', async () => {
    const venue = await freshVenue();
    const db = kit.t.database.db;
    const good = await pack('Harbour Pale', { stockOnHand: 50 });
    const archived = await pack('Old Stout');
    const gone = await pack('Seasonal Sour');
    const empty = await pack('Dock Lager', { stockOnHand: 5 });
    const short = await pack('Bay Bitter', { stockOnHand: 4 });
    const cider = await pack('Ridge Dry', { supplierId: kit.ridgeId });
    const guide = await makeGuide(venue.id, { name: 'Everything' });
    const skus = [good, archived, gone, empty, short, cider].map((entry) => entry.sku.id);
    await putItems(guide, { items: skus.map((skuId, position) => item(skuId, '', position, 24)) });
    await setSkuFields(db, archived.sku.id, { status: 'archived' });
    await setProductStatus(db, gone.product.id, 'archived');
    await setSkuFields(db, empty.sku.id, { stockOnHand: 0 });
    await createCartItem(db, { userId: kit.member.userId, venueId: venue.id, skuId: short.sku.id, qty: 2 });
    await setOrganisationStatus(db, kit.ridgeId, 'suspended');
    try {
      const result = parseAnswer(
        await call(kit.member, 'POST', `/api/order-guides/${guide.id}/add-to-cart`, { lines: skus.map((skuId) => ({ skuId, qty: 3 })) }),
        200,
        GuideCartResult,
      );
      expect(result.added).toEqual([{ skuId: good.sku.id, productName: 'Harbour Pale', skuName: '24 × 375 mL cans', qty: 3 }]);
      expect(result.skipped.map((line) => [line.productName, line.code, line.reason])).toEqual([
        ['Old Stout', 'sku_archived', 'This pack is no longer sold'],
        ['Seasonal Sour', 'product_unavailable', 'The product is no longer available'],
        ['Dock Lager', 'out_of_stock', 'Out of stock'],
        ['Bay Bitter', 'not_enough_stock', 'Only 4 on hand, and your cart has 2 already'],
        ['Ridge Dry', 'supplier_suspended', 'Ridge Cider isn’t taking orders'],
      ]);
      const cart = parseAnswer(await call(kit.member, 'GET', `/api/users/${kit.member.userId}/cart?venueId=${venue.id}`), 200, Cart);
      expect(cart.groups.flatMap((group) => group.lines.map((line) => [line.product.name, line.qty]))).toEqual([
        ['Bay Bitter', 2],
        ['Harbour Pale', 3],
      ]);
    } finally {
      await setOrganisationStatus(db, kit.ridgeId, 'active');
    }
    const notOnGuide = await pack('Stranger Stout');
    const refused = parseError(
      await call(kit.member, 'POST', `/api/order-guides/${guide.id}/add-to-cart`, { lines: [{ skuId: notOnGuide.sku.id, qty: 1 }] }),
      400,
    );
    expect(refused.details).toEqual([{ field: 'lines.0.skuId', message: 'is not on this guide' }]);
    expect(
      parseError(
        await call(kit.member, 'POST', `/api/order-guides/${guide.id}/add-to-cart`, { lines: [{ skuId: good.sku.id, qty: 0 }] }),
        400,
      ).details,
    ).toEqual([expect.objectContaining({ field: 'lines.0.qty' })]);
  });
});

describe('saving an order as a guide', () => {
  it('takes the order’s lines, par = quantity × units per pack, sections by style, the order’s supplier; lists lines it can’t take', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale', { style: 'Pale Ale', unitsPerPack: 24 });
    const keg = await pack('Dock Lager', { style: 'Lager', name: '50 L keg', unitsPerPack: 1 });
    const old = await pack('Old Stout', { style: 'Stout' });
    const order = await createOrder(kit.t.database.db, {
      venueId: venue.id,
      supplierOrders: [
        {
          supplierId: kit.harbourId,
          status: 'delivered',
          lines: [
            { sku: pale.sku, productName: 'Harbour Pale', qty: 2 },
            { sku: keg.sku, productName: 'Dock Lager', qty: 3 },
            { sku: old.sku, productName: 'Old Stout', qty: 1 },
          ],
        },
      ],
    });
    await setSkuFields(kit.t.database.db, old.sku.id, { status: 'archived' });
    const guide = await makeGuide(venue.id, { name: 'From last week', fromOrderId: order.id }, kit.admin);
    expect(guide.supplier).toMatchObject({ id: kit.harbourId });
    expect(guide.items.map((line) => [line.product.name, line.section, line.parQty])).toEqual([
      ['Dock Lager', 'Lager', 3],
      ['Harbour Pale', 'Pale Ale', 48],
    ]);
    expect(guide.leftOut).toEqual([{ productName: 'Old Stout', skuName: '24 × 375 mL cans', reason: 'This pack is no longer sold' }]);
  });

  it('makes a guide across suppliers, a section per supplier, from an order to two', async () => {
    const venue = await freshVenue();
    const pale = await pack('Harbour Pale');
    const cider = await pack('Ridge Dry', { supplierId: kit.ridgeId, unitsPerPack: 12 });
    const order = await createOrder(kit.t.database.db, {
      venueId: venue.id,
      supplierOrders: [
        { supplierId: kit.harbourId, lines: [{ sku: pale.sku, productName: 'Harbour Pale', qty: 1 }] },
        { supplierId: kit.ridgeId, lines: [{ sku: cider.sku, productName: 'Ridge Dry', qty: 2 }] },
      ],
    });
    const guide = parseAnswer(
      await call(kit.owner, 'POST', `/api/venues/${venue.id}/order-guides`, { name: 'Both', fromOrderId: order.id }),
      201,
      OrderGuideCreated,
    );
    expect(guide.supplier).toBeNull();
    expect(guide.sections).toEqual(['Harbour Brewing', 'Ridge Cider']);
    expect(guide.items.map((line) => line.parQty)).toEqual([24, 24]);
  });

  it('refuses another venue’s order (404) and a supplier given with the order (400)', async () => {
    const venue = await freshVenue();
    const other = await freshVenue('Elsewhere');
    const pale = await pack('Harbour Pale');
    const order = await createOrder(kit.t.database.db, {
      venueId: other.id,
      supplierOrders: [{ supplierId: kit.harbourId, lines: [{ sku: pale.sku, productName: 'Harbour Pale', qty: 1 }] }],
    });
    expect(
      parseError(await call(kit.owner, 'POST', `/api/venues/${venue.id}/order-guides`, { name: 'X', fromOrderId: order.id }), 404).message,
    ).toMatch(/Order not found/);
    const both = parseError(
      await call(kit.owner, 'POST', `/api/venues/${other.id}/order-guides`, {
        name: 'X',
        fromOrderId: order.id,
        supplierId: kit.harbourId,
      }),
      400,
    );
    expect(both.details).toEqual([expect.objectContaining({ field: 'supplierId' })]);
  });
});
