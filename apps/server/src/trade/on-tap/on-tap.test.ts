import { describe, expect, it } from 'vitest';
import { createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { OnTapEntry, ProductVenue, VenueMenu } from '@tapline/contracts';
import { z } from 'zod';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { setOrganisationStatus } from '../../../test/support/queries/cart-testing.queries';
import { setProductStatus } from '../../../test/support/queries/on-tap-testing.queries';
import { names, onTapTestKit } from '../../../test/support/on-tap-kit';

const { kit, call, freshVenue, beer, add, list } = onTapTestKit();

describe('keeping the list', () => {
  it('puts products and guest beers on, numbering omitted taps from the lowest free one', async () => {
    const venue = await freshVenue();
    const pale = await beer('Harbour Pale');
    const lager = await beer('Dock Lager', { style: 'Lager' });
    const first = await add(venue, { productId: pale.id, servingSizes: [{ label: 'Schooner', volumeMl: 425, priceCents: 950 }] });
    expect(first).toMatchObject({
      status: 'pouring',
      tapNumber: 1,
      position: 0,
      name: 'Harbour Pale',
      producer: 'Harbour Brewing',
      style: 'Pale Ale',
      abv: 4.8,
      productId: pale.id,
      guest: null,
      availability: 'listed',
      product: { id: pale.id, slug: pale.slug, supplier: { id: kit.harbourId, name: 'Harbour Brewing' } },
      servingSizes: [{ label: 'Schooner', volumeMl: 425, priceCents: 950 }],
      kickedAt: null,
    });
    await add(venue, { productId: lager.id, tapNumber: 3, note: 'Crisp' });
    const guest = await add(venue, { guest: { name: 'Saltbush Gose', brewery: 'Little Bay', style: 'Gose', abv: 4.4 } });
    // the lowest free tap, and its place among the numbers (decision 0143)
    expect(guest).toMatchObject({
      tapNumber: 2,
      position: 1,
      product: null,
      productId: null,
      name: 'Saltbush Gose',
      producer: 'Little Bay',
      availability: 'listed',
    });
    const announced = await add(venue, { guest: { name: 'Winter Stout', brewery: 'Little Bay' }, status: 'next' });
    expect(announced).toMatchObject({ status: 'next', tapNumber: null, position: 0, style: null, abv: null });

    const answer = await list(venue);
    expect(names(answer.pouring)).toEqual(['Harbour Pale', 'Saltbush Gose', 'Dock Lager']);
    expect(answer.pouring.map((entry) => entry.tapNumber)).toEqual([1, 2, 3]);
    expect(names(answer.next)).toEqual(['Winter Stout']);
    expect(answer).toMatchObject({ history: [], offers: [], nextFreeTapNumber: 4 });
    expect(answer.updatedAt).not.toBeNull();
  });

  it('lets the owner keep it too; a platform admin who is not a member reads it and changes nothing (decision 0119)', async () => {
    const venue = await freshVenue();
    await add(venue, { productId: (await beer('Owner Ale')).id }, kit.owner);
    const refused = parseError(
      await call(kit.admin, 'POST', venue.at(), { productId: (await beer('Admin Ale')).id, status: 'pouring' }),
      403,
    );
    expect(refused.message).toMatch(/as a platform admin, read-only/);
    expect(names((await list(venue, kit.admin)).pouring)).toEqual(['Owner Ale']);
  });

  it('moves an entry within its list, and to the end of the other list on a status change', async () => {
    const venue = await freshVenue();
    const [a, b, c] = await Promise.all(['Ale A', 'Ale B', 'Ale C'].map((name) => beer(name)));
    const entryA = await add(venue, { productId: a!.id });
    await add(venue, { productId: b!.id });
    const entryC = await add(venue, { productId: c!.id });
    const moved = parseAnswer(await call(kit.member, 'PATCH', venue.at(`/${entryC.id}`), { position: 0 }), 200, OnTapEntry);
    expect(moved).toMatchObject({ position: 0, tapNumber: 1 });
    expect((await list(venue)).pouring.map((entry) => [entry.name, entry.tapNumber])).toEqual([
      ['Ale C', 1],
      ['Ale A', 2],
      ['Ale B', 3],
    ]);

    const benched = parseAnswer(await call(kit.member, 'PATCH', venue.at(`/${entryA.id}`), { status: 'next' }), 200, OnTapEntry);
    expect(benched).toMatchObject({ status: 'next', position: 0, tapNumber: 2 });
    let answer = await list(venue);
    expect(names(answer.pouring)).toEqual(['Ale C', 'Ale B']);
    expect(answer.pouring.map((entry) => entry.position)).toEqual([0, 1]);
    expect(answer.nextFreeTapNumber).toBe(2);

    // back on, without a number: after the numbered taps
    const back = parseAnswer(
      await call(kit.member, 'PATCH', venue.at(`/${entryA.id}`), { status: 'pouring', tapNumber: null }),
      200,
      OnTapEntry,
    );
    expect(back).toMatchObject({ status: 'pouring', position: 2, tapNumber: null });
    const numbered = parseAnswer(
      await call(kit.member, 'PATCH', venue.at(`/${entryA.id}`), {
        tapNumber: 9,
        servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: 1300 }],
        note: 'Back',
      }),
      200,
      OnTapEntry,
    );
    expect(numbered).toMatchObject({ tapNumber: 9, note: 'Back', servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: 1300 }] });
    answer = await list(venue);
    expect(names(answer.pouring)).toEqual(['Ale C', 'Ale B', 'Ale A']);
    expect(answer.next).toEqual([]);
  });

  it('gives a next entry moved to pouring the lowest free tap when it has none', async () => {
    const venue = await freshVenue();
    await add(venue, { productId: (await beer('On One')).id });
    const soon = await add(venue, { productId: (await beer('Soon')).id, status: 'next' });
    const poured = parseAnswer(await call(kit.member, 'PATCH', venue.at(`/${soon.id}`), { status: 'pouring' }), 200, OnTapEntry);
    expect(poured).toMatchObject({ status: 'pouring', tapNumber: 2, position: 1 });
    expect(Date.parse(poured.since)).toBeGreaterThanOrEqual(Date.parse(soon.since));
  });
});

describe('bad input changes nothing', () => {
  async function setUp() {
    const venue = await freshVenue();
    const pale = await beer('Pale Ale');
    const entry = await add(venue, { productId: pale.id, tapNumber: 3 });
    return { venue, pale, entry, before: await list(venue) };
  }

  it('refuses a tap number already pouring, naming the beer on it', async () => {
    const { venue, entry, before } = await setUp();
    const other = await beer('Amber');
    const error = parseError(await call(kit.member, 'POST', venue.at(), { productId: other.id, tapNumber: 3 }), 409);
    expect(error).toMatchObject({ code: 'conflict', message: 'Tap 3 is already pouring Pale Ale' });
    const second = await add(venue, { productId: other.id, tapNumber: 4 });
    expect(parseError(await call(kit.member, 'PATCH', venue.at(`/${second.id}`), { tapNumber: 3 }), 409).message).toBe(
      'Tap 3 is already pouring Pale Ale',
    );
    // a next entry may name the tap it will take
    const soon = await add(venue, { guest: { name: 'Soon', brewery: 'Guest Co' }, status: 'next', tapNumber: 3 });
    expect(parseError(await call(kit.member, 'PATCH', venue.at(`/${soon.id}`), { status: 'pouring' }), 409).message).toBe(
      'Tap 3 is already pouring Pale Ale',
    );
    const after = await list(venue);
    expect(after.pouring.find((e) => e.id === entry.id)).toEqual(before.pouring[0]);
    expect(after.pouring.find((e) => e.id === second.id)!.tapNumber).toBe(4);
    expect(after.next.map((e) => e.status)).toEqual(['next']);
  });

  it('refuses a negative price and a serving size of 0 mL, naming the field', async () => {
    const { venue, pale, entry, before } = await setUp();
    const negative = parseError(
      await call(kit.member, 'PATCH', venue.at(`/${entry.id}`), { servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: -1 }] }),
      400,
    );
    expect(negative.code).toBe('validation_failed');
    expect(negative.details).toEqual([{ field: 'servingSizes.0.priceCents', message: 'servingSizes priceCents must not be negative' }]);
    const empty = parseError(
      await call(kit.member, 'POST', venue.at(), {
        productId: (await beer('Other')).id,
        servingSizes: [{ label: 'Taster', volumeMl: 0, priceCents: 300 }],
      }),
      400,
    );
    expect(empty.details).toEqual([{ field: 'servingSizes.0.volumeMl', message: 'servingSizes volumeMl must be at least 1 mL' }]);
    expect(
      parseError(await call(kit.member, 'POST', venue.at(), { productId: pale.id, guest: { name: 'Both', brewery: 'X' } }), 400).message,
    ).toContain('productId');
    expect(await list(venue)).toEqual(before);
  });

  it('refuses an unknown product (404), a draft one, and a product already on the list (409)', async () => {
    const { venue, pale, before } = await setUp();
    const unknown = parseError(await call(kit.member, 'POST', venue.at(), { productId: '00000000-0000-4000-8000-000000000000' }), 404);
    expect(unknown.message).toBe('Product not found: productId names no product in the catalogue');
    expect(unknown.details).toEqual([{ field: 'productId', message: 'no such product' }]);
    const draft = await beer('Secret Sour', { status: 'draft' });
    expect(parseError(await call(kit.member, 'POST', venue.at(), { productId: draft.id }), 404).code).toBe('not_found');
    const twice = parseError(await call(kit.member, 'POST', venue.at(), { productId: pale.id, status: 'next' }), 409);
    expect(twice.message).toBe('Pale Ale is already on the list (pouring on tap 3): change that entry instead');
    expect(await list(venue)).toEqual(before);
  });

  it('refuses a SKU of another product and an order that is not this venue’s delivery of it', async () => {
    const { venue, before } = await setUp();
    const ipa = await beer('IPA');
    const elsewhere = await createSku(kit.t.database.db, { productId: (await beer('Elsewhere')).id, supplierId: kit.harbourId });
    expect(parseError(await call(kit.member, 'POST', venue.at(), { productId: ipa.id, skuId: elsewhere.id }), 400).details).toEqual([
      { field: 'skuId', message: 'skuId is not a SKU of this product' },
    ]);
    const keg = await createSku(kit.t.database.db, { productId: ipa.id, supplierId: kit.harbourId });
    const otherVenue = await createVenue(kit.t.database.db);
    const theirs = await createOrder(kit.t.database.db, {
      venueId: otherVenue.id,
      supplierOrders: [{ supplierId: kit.harbourId, status: 'delivered', lines: [{ sku: keg, qty: 1 }] }],
    });
    const notYet = await createOrder(kit.t.database.db, {
      venueId: venue.id,
      supplierOrders: [{ supplierId: kit.harbourId, status: 'dispatched', lines: [{ sku: keg, qty: 1 }] }],
    });
    for (const order of [theirs, notYet]) {
      const error = parseError(
        await call(kit.member, 'POST', venue.at(), { productId: ipa.id, skuId: keg.id, supplierOrderId: order.supplierOrders[0]!.id }),
        400,
      );
      expect(error.details).toEqual([
        { field: 'supplierOrderId', message: 'supplierOrderId is not a delivered order of this venue holding this product' },
      ]);
    }
    expect(
      parseError(await call(kit.member, 'POST', venue.at(), { guest: { name: 'G', brewery: 'B' }, skuId: keg.id }), 400).details,
    ).toEqual([{ field: 'skuId', message: 'a guest beer has no SKU: give skuId with a productId' }]);
    expect(await list(venue)).toEqual(before);
  });

  it('refuses guest details on a catalogue product and an unknown entry', async () => {
    const { venue, entry, before } = await setUp();
    expect(
      parseError(await call(kit.member, 'PATCH', venue.at(`/${entry.id}`), { guest: { name: 'X', brewery: 'Y' } }), 400).details,
    ).toEqual([{ field: 'guest', message: 'only a guest beer has guest details; this entry is a catalogue product' }]);
    const missing = '00000000-0000-4000-8000-000000000001';
    expect(parseError(await call(kit.member, 'PATCH', venue.at(`/${missing}`), { note: 'x' }), 404).message).toBe('On Tap entry not found');
    expect(parseError(await call(kit.member, 'DELETE', venue.at(`/${missing}`)), 404).message).toBe('On Tap entry not found');
    expect(await list(venue)).toEqual(before);
  });

  it('gives one of two posts racing for the same tap a 409', async () => {
    const venue = await freshVenue();
    const [a, b] = await Promise.all([beer('Racer A'), beer('Racer B')]);
    const answers = await Promise.all(
      [a, b].map((product) => call(kit.member, 'POST', venue.at(), { productId: product.id, tapNumber: 7 })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409)!;
    expect(parseError(lost, 409).message).toMatch(/^Tap 7 is already pouring Racer [AB]$/);
    expect((await list(venue)).pouring.map((entry) => entry.tapNumber)).toEqual([7]);
  });
});

describe('kicking', () => {
  it('moves the entry to the history, closes its gap and keeps it out of the editor', async () => {
    const venue = await freshVenue();
    const [a, b, c] = await Promise.all(['Kick A', 'Kick B', 'Kick C'].map((name) => beer(name)));
    const entryA = await add(venue, { productId: a!.id });
    await add(venue, { productId: b!.id });
    const entryC = await add(venue, { productId: c!.id });
    expect((await call(kit.member, 'DELETE', venue.at(`/${entryA.id}`))).statusCode).toBe(204);
    expect((await call(kit.member, 'DELETE', venue.at(`/${entryC.id}`))).statusCode).toBe(204);
    const answer = await list(venue);
    expect(answer.pouring.map((entry) => [entry.name, entry.position])).toEqual([['Kick B', 0]]);
    expect(names(answer.history)).toEqual(['Kick C', 'Kick A']);
    expect(answer.history[0]).toMatchObject({ tapNumber: 3, since: entryC.since });
    expect(answer.history[0]!.kickedAt).not.toBeNull();
    expect(answer.nextFreeTapNumber).toBe(1);

    const kicked = parseError(await call(kit.member, 'PATCH', venue.at(`/${entryA.id}`), { note: 'again' }), 409);
    expect(kicked.message).toMatch(/^This keg was kicked on \d{4}-\d{2}-\d{2}: the tap history can’t be changed$/);
    expect(parseError(await call(kit.member, 'DELETE', venue.at(`/${entryA.id}`)), 409).code).toBe('conflict');
    // the same beer can go on again, on the tap it had
    expect(await add(venue, { productId: a!.id, tapNumber: 1 })).toMatchObject({ tapNumber: 1, kickedAt: null });
    expect(names((await list(venue)).history)).toEqual(['Kick C', 'Kick A']);
  });
});

describe('who may keep the list', () => {
  it('answers 404 to another venue’s member and a supplier’s member, 401 signed out', async () => {
    const venue = await freshVenue();
    const entry = await add(venue, { productId: (await beer('Private Pale')).id });
    const product = await beer('Sneaky');
    const calls = [
      ['GET', venue.at(), undefined],
      ['POST', venue.at(), { productId: product.id }],
      ['PATCH', venue.at(`/${entry.id}`), { note: 'mine now' }],
      ['DELETE', venue.at(`/${entry.id}`), undefined],
      ['PUT', venue.at('/order'), { pouring: [entry.id], next: [] }],
    ] as const;
    for (const [method, url, payload] of calls) {
      expect((await call(kit.stranger, method, url, payload)).statusCode, `${method} ${url} as another venue's owner`).toBe(404);
      expect((await call(kit.brewer, method, url, payload)).statusCode, `${method} ${url} as a supplier's owner`).toBe(404);
      expect((await call(null, method, url, payload)).statusCode, `${method} ${url} signed out`).toBe(401);
    }
    // nor does naming another venue's entry under one's own venue reach it
    const theirs = await freshVenue();
    const theirEntry = await add(theirs, { productId: (await beer('Their Pale')).id });
    const mine = await freshVenue();
    expect((await call(kit.member, 'PATCH', mine.at(`/${theirEntry.id}`), { note: 'x' })).statusCode).toBe(404);
    expect((await call(kit.member, 'DELETE', mine.at(`/${theirEntry.id}`))).statusCode).toBe(404);
    expect((await call(kit.member, 'PUT', mine.at('/order'), { pouring: [theirEntry.id], next: [] })).statusCode).toBe(400);
    expect((await list(theirs)).pouring.map((e) => [e.id, e.note])).toEqual([[theirEntry.id, null]]);
    const [kept] = (await list(venue)).pouring;
    expect(kept).toMatchObject({ id: entry.id, note: null, kickedAt: null });
    expect((await list(venue)).pouring).toHaveLength(1);
  });
});

describe('the public side', () => {
  it('shows pouring and next on, guest beers and beers no longer listed by name only', async () => {
    const venue = await freshVenue();
    const pale = await beer('Public Pale');
    const old = await beer('Retired Red');
    const cellar = await createSupplier(kit.t.database.db, { name: 'Cellar Co' });
    const cellarBeer = await createProduct(kit.t.database.db, { supplierId: cellar.id, name: 'Cellar Stout', style: 'Stout' });
    await add(venue, { productId: pale.id, servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: 1200 }] });
    await add(venue, { guest: { name: 'Guest Gose', brewery: 'Little Bay', style: 'Gose', abv: 4.4 } });
    await add(venue, { productId: old.id });
    await add(venue, { productId: cellarBeer.id });
    await add(venue, { productId: (await beer('Coming Soon')).id, status: 'next' });
    const kicked = await add(venue, { productId: (await beer('Gone Gold')).id });
    await call(kit.member, 'DELETE', venue.at(`/${kicked.id}`));

    const menuBefore = parseAnswer(await kit.t.api(`/api/venues/${venue.id}/menu`), 200, VenueMenu);
    expect(menuBefore.items.map((entry) => entry.name)).toEqual(['Public Pale', 'Guest Gose', 'Retired Red', 'Cellar Stout']);
    await setProductStatus(kit.t.database.db, old.id, 'archived');
    await setOrganisationStatus(kit.t.database.db, cellar.id, 'suspended');

    // the answer cache sees the change: the catalogue version moved
    const menu = parseAnswer(await kit.t.api(`/api/venues/${venue.id}/menu`), 200, VenueMenu);
    expect(menu.items.map((entry) => [entry.tapNumber, entry.name, entry.producer, entry.product?.slug ?? null])).toEqual([
      [1, 'Public Pale', 'Harbour Brewing', pale.slug],
      [2, 'Guest Gose', 'Little Bay', null],
      [3, 'Retired Red', 'Harbour Brewing', null],
      [4, 'Cellar Stout', 'Cellar Co', null],
    ]);
    expect(menu.items[0]).toMatchObject({ status: 'pouring', servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: 1200 }] });
    expect(menu.items[1]).toMatchObject({ style: 'Gose', abv: 4.4, imageUrl: null });
    expect(menu.next.map((entry) => [entry.name, entry.status, entry.tapNumber])).toEqual([['Coming Soon', 'next', null]]);
    expect(menu.updatedAt).not.toBeNull();
    expect(Object.keys(menu.items[0]!).sort()).toEqual(Object.keys(VenueMenu.shape.items.element.shape).sort());

    const editor = await list(venue);
    expect(editor.pouring.map((entry) => entry.availability)).toEqual(['listed', 'listed', 'product_archived', 'supplier_suspended']);

    // a change shows at once on the public menu
    const [first] = editor.pouring;
    await call(kit.member, 'DELETE', venue.at(`/${first!.id}`));
    const after = parseAnswer(await kit.t.api(`/api/venues/${venue.id}/menu`), 200, VenueMenu);
    expect(after.items.map((entry) => entry.name)).toEqual(['Guest Gose', 'Retired Red', 'Cellar Stout']);
  });

  it('lists a venue under "On tap at" only while it pours the beer', async () => {
    const venue = await freshVenue();
    const pale = await beer('Where Pale');
    const pouredAt = async () =>
      parseAnswer(await kit.t.api(`/api/products/${pale.id}/venues`), 200, z.object({ items: z.array(ProductVenue) })).items;
    const soon = await add(venue, { productId: pale.id, status: 'next' });
    expect(await pouredAt()).toEqual([]);
    await call(kit.member, 'PATCH', venue.at(`/${soon.id}`), { status: 'pouring', tapNumber: 4 });
    expect((await pouredAt()).map((row) => [row.id, row.tapNumber])).toEqual([[venue.id, 4]]);
    await call(kit.member, 'DELETE', venue.at(`/${soon.id}`));
    expect(await pouredAt()).toEqual([]);
  });
});
