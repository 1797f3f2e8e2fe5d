import { describe, expect, it } from 'vitest';
import { KegCollection, KegCollectionList, KegCollectionsToDo, VenueKegCollections } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createVenue } from '@tapline/db/testing';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { TestSocket } from '../../../test/support/realtime-kit';
import { kegCollectionsTestKit } from '../../../test/support/keg-collections-kit';
import {
  bellTesting,
  collectionTesting,
  insertTestEmpties,
  insertTestKegDelivery,
} from '../../../test/support/queries/keg-collections-testing.queries';

// A venue's requests for its empties to be collected, and what each side reads (decision 0177).

const { kit, call, db, freshPair, ask, record } = kegCollectionsTestKit();

const venueView = async (venueId: string) =>
  parseAnswer(await call(kit.venueMember, 'GET', `/api/venues/${venueId}/keg-collections`), 200, VenueKegCollections);
const toDo = async (supplierId: string) =>
  parseAnswer(await call(kit.supplierMember, 'GET', `/api/suppliers/${supplierId}/keg-collections/to-do`), 200, KegCollectionsToDo);

describe('asking for a collection', () => {
  it('any member asks for at most what the venue holds; the supplier’s members are told; asking again replaces the request', async () => {
    const { venue, supplier, keg, pool, pair, deliver } = await freshPair();
    await deliver(keg, 6);
    await deliver(pool, 2);
    await insertTestEmpties(db(), { ...pair, kegTypeId: keg.id }, 3);
    const before = await venueView(venue.id);
    expect(before.suppliers).toHaveLength(1);
    expect(before.suppliers[0]).toMatchObject({ supplier: { id: supplier.id, name: 'Harbour Brewing' }, open: null });
    expect(before.suppliers[0]!.kegs.map((held) => [held.kegType.name, held.balance, held.emptiesWaiting])).toEqual([
      ['50 L keg', 6, 3],
      ['Kegstar 50 L', 2, 0],
    ]);
    const days = before.suppliers[0]!.collectionDays;
    expect(days.length).toBeGreaterThan(2);

    const over = parseError(
      await call(kit.venueMember, 'POST', `/api/venues/${venue.id}/keg-collections`, {
        supplierId: supplier.id,
        kegs: [{ kegTypeId: keg.id, qty: 7 }],
      }),
      422,
    );
    expect(over).toMatchObject({
      code: 'keg_refused',
      details: [{ field: 'kegs.0.qty', message: '50 L keg: at most 6, The Local holds 6 × 50 L keg' }],
    });

    const asked = await ask(venue.id, {
      supplierId: supplier.id,
      kegs: [{ kegTypeId: keg.id, qty: 6 }],
      requestedFor: days[1]!,
      note: 'Side door',
    });
    expect(asked).toMatchObject({
      status: 'requested',
      version: 1,
      requestedFor: days[1],
      requestedBy: { name: 'Max Member' },
      note: 'Side door',
    });
    const told = await bellTesting(db(), kit.supplierMember.userId, 'keg_collection_requested');
    expect(told).toEqual([
      {
        title: 'The Local asked you to collect 6 empty kegs',
        body: expect.stringMatching(/^6 × 50 L keg\. On \w{3} \d{1,2} \w{3}\.\nNote: Side door$/),
        link: `/dash/suppliers/${supplier.slug}/kegs/collections`,
      },
    ]);
    expect(await bellTesting(db(), kit.supplierOwner.userId, 'keg_collection_requested')).toHaveLength(1);
    expect(await bellTesting(db(), kit.venueMember.userId, 'keg_collection_requested')).toEqual([]);

    const again = await ask(venue.id, {
      supplierId: supplier.id,
      kegs: [
        { kegTypeId: keg.id, qty: 3 },
        { kegTypeId: pool.id, qty: 2 },
      ],
      swapAtDelivery: true,
    });
    expect(again).toMatchObject({ id: asked.id, version: 2, swapAtDelivery: true, requestedFor: null, note: '' });
    expect(again.requested.map((count) => [count.kegType.name, count.qty])).toEqual([
      ['50 L keg', 3],
      ['Kegstar 50 L', 2],
    ]);
    expect((await bellTesting(db(), kit.supplierAdmin.userId, 'keg_collection_requested')).map((notice) => notice.title)).toEqual([
      'The Local asked you to collect 6 empty kegs',
      'The Local changed its keg collection: 5 empty kegs',
    ]);
    expect((await venueView(venue.id)).suppliers[0]!.open).toMatchObject({ id: asked.id, version: 2 });
  });

  it('refuses a day the supplier doesn’t deliver, a day with a swap, a count of 0 and a keg type of another supplier', async () => {
    const { venue, supplier, keg, deliver } = await freshPair();
    const other = await freshPair();
    await deliver(keg, 2);
    const post = (body: unknown) => call(kit.venueMember, 'POST', `/api/venues/${venue.id}/keg-collections`, body);
    const kegs = [{ kegTypeId: keg.id, qty: 1 }];
    const past = parseError(await post({ supplierId: supplier.id, kegs, requestedFor: '2020-01-06' }), 422);
    expect(past.details).toEqual([{ field: 'requestedFor', message: expect.stringMatching(/^2020-01-06 is too soon/) }]);
    const swapDay = parseError(await post({ supplierId: supplier.id, kegs, requestedFor: '2099-01-06', swapAtDelivery: true }), 400);
    expect(swapDay.message).toContain('requestedFor: a swap at the next delivery takes no day');
    parseError(await post({ supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 0 }] }), 400);
    const foreign = parseError(await post({ supplierId: supplier.id, kegs: [{ kegTypeId: other.keg.id, qty: 1 }] }), 422);
    expect(foreign.details).toEqual([{ field: 'kegs.0.kegTypeId', message: 'is not one of Harbour Brewing’s keg types' }]);
    parseError(await call(kit.stranger, 'POST', `/api/venues/${venue.id}/keg-collections`, { supplierId: supplier.id, kegs }), 404);
    expect((await venueView(venue.id)).suppliers[0]!.open).toBeNull();
  });

  it('any member of the venue cancels an open request; then it can be neither cancelled nor recorded', async () => {
    const { venue, supplier, keg, deliver } = await freshPair();
    await deliver(keg, 2);
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 2 }] });
    parseError(await call(kit.supplierOwner, 'POST', `/api/keg-collections/${asked.id}/cancel`), 404);
    const cancelled = parseAnswer(await call(kit.venueMember, 'POST', `/api/keg-collections/${asked.id}/cancel`), 200, KegCollection);
    expect(cancelled).toMatchObject({ status: 'cancelled', cancelledAt: expect.any(String) });
    // the supplier's members are told (a driver may have it on the day's run); the venue member who cancelled isn't
    const told = await bellTesting(db(), kit.supplierMember.userId, 'keg_collection_cancelled');
    expect(told.map((notice) => [notice.title, notice.body])).toEqual([
      ['The Local cancelled its keg collection: 2 empty kegs', '2 × 50 L keg no longer to collect.'],
    ]);
    expect(await bellTesting(db(), kit.venueMember.userId, 'keg_collection_cancelled')).toEqual([]);
    expect(parseError(await call(kit.venueOwner, 'POST', `/api/keg-collections/${asked.id}/cancel`), 409).details).toEqual({
      status: 'cancelled',
    });
    expect(parseError(await record(asked.id, { version: 2, kegs: [{ kegTypeId: keg.id, qty: 1 }] }), 409).message).toBe(
      'The Local cancelled this request: reload to see where it stands',
    );
    const history = parseAnswer(
      await call(kit.venueMember, 'GET', `/api/venues/${venue.id}/keg-collections/history`),
      200,
      KegCollectionList,
    );
    expect(history.items.map((item) => [item.id, item.status])).toEqual([[asked.id, 'cancelled']]);
    // a new ask opens a new request
    expect((await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 1 }] })).id).not.toBe(asked.id);
    expect((await collectionTesting(db(), asked.id)).status).toBe('cancelled');
  });
});

describe('live', () => {
  it('a request, its cancel and a refused one: both sides’ sockets hear kegs.changed for what was written, strangers nothing', async () => {
    const { venue, supplier, keg, pair, deliver } = await freshPair();
    await deliver(keg, 4);
    const sockets = {
      venue: await TestSocket.of(kit.t, kit.venueMember, [venue.id]),
      supplier: await TestSocket.of(kit.t, kit.supplierMember, [supplier.id]),
      stranger: await TestSocket.of(kit.t, kit.stranger),
    };
    const kegEvents = (socket: TestSocket) => socket.events().filter((event) => event.type === 'kegs.changed');
    try {
      const heard = (socket: TestSocket) => socket.next((message) => message.type === 'event' && message.event.type === 'kegs.changed');
      const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 2 }] });
      const event = { type: 'kegs.changed', ...pair, organisationIds: [supplier.id, venue.id] };
      expect(await heard(sockets.supplier)).toMatchObject({ event });
      expect(await heard(sockets.venue)).toMatchObject({ event });
      // refused (more than the venue holds): rolled back, nothing said
      parseError(
        await call(kit.venueMember, 'POST', `/api/venues/${venue.id}/keg-collections`, {
          supplierId: supplier.id,
          kegs: [{ kegTypeId: keg.id, qty: 9 }],
        }),
        422,
      );
      expect((await call(kit.venueOwner, 'POST', `/api/keg-collections/${asked.id}/cancel`)).statusCode).toBe(200);
      // the cancel's event comes after where the refused one's would have: two in all
      for (const socket of [sockets.supplier, sockets.venue]) await socket.next(() => kegEvents(socket).length >= 2);
      expect(kegEvents(sockets.supplier)).toHaveLength(2);
      expect(kegEvents(sockets.venue)).toHaveLength(2);
      expect(kegEvents(sockets.stranger)).toEqual([]);
    } finally {
      for (const socket of Object.values(sockets)) socket.close();
    }
  });
});

describe('the supplier’s collections to do', () => {
  it('groups requests by delivery day: the day asked, else the next order due at the venue, else its next delivery day', async () => {
    const { supplier, keg } = await freshPair();
    const venueNamed = async (name: string) => {
      const venue = await createVenue(db(), { name });
      await createMembership(db(), { organisationId: venue.id, userId: kit.venueMember.userId, organisationRole: 'member' });
      await insertTestKegDelivery(db(), { supplierId: supplier.id, venueId: venue.id, kegType: keg, kegs: 3 });
      return venue;
    };
    const [dayVenue, dueVenue, nextVenue] = [
      await venueNamed('Anchor Bar'),
      await venueNamed('Bellwether'),
      await venueNamed('Corner Pub'),
    ];
    const daysOf = async (venueId: string) => (await venueView(venueId)).suppliers[0]!.collectionDays;
    const asked = (await daysOf(dayVenue.id))[3]!;
    const due = (await daysOf(dueVenue.id))[5]!;
    const product = await createProduct(db(), { supplierId: supplier.id, status: 'active' });
    const sku = await createSku(db(), { productId: product.id, supplierId: supplier.id });
    await createOrder(db(), {
      venueId: dueVenue.id,
      requestedDeliveryDate: due,
      supplierOrders: [{ supplierId: supplier.id, status: 'accepted', lines: [{ sku, qty: 1 }] }],
    });
    const kegs = [{ kegTypeId: keg.id, qty: 2 }];
    await ask(dayVenue.id, { supplierId: supplier.id, kegs, requestedFor: asked });
    await ask(dueVenue.id, { supplierId: supplier.id, kegs });
    await ask(nextVenue.id, { supplierId: supplier.id, kegs, swapAtDelivery: true });

    const list = await toDo(supplier.id);
    const dayOf = (venueId: string) =>
      list.days.find((day) => day.collections.some((entry) => entry.collection.venue.id === venueId))?.date;
    expect(dayOf(dayVenue.id)).toBe(asked);
    expect(dayOf(dueVenue.id)).toBe(due);
    expect(dayOf(nextVenue.id)).toBe((await daysOf(nextVenue.id))[0]);
    const dates = list.days.map((day) => day.date);
    expect(dates).toEqual([...dates].sort());
    const entry = list.days.flatMap((day) => day.collections).find((item) => item.collection.venue.id === dueVenue.id)!;
    expect(entry.kegs).toEqual([{ kegType: expect.objectContaining({ id: keg.id }), asked: 2, balance: 3, emptiesWaiting: 0 }]);
    expect(list.holders.map((holder) => [holder.venue.name, holder.kegs.map((held) => held.balance)])).toEqual([
      ['Anchor Bar', [3]],
      ['Bellwether', [3]],
      ['Corner Pub', [3]],
    ]);
    parseError(await call(kit.stranger, 'GET', `/api/suppliers/${supplier.id}/keg-collections/to-do`), 404);
    parseError(await call(kit.stranger, 'GET', `/api/venues/${dayVenue.id}/keg-collections`), 404);

    // recorded, it leaves the list for the supplier's history
    const recorded = parseAnswer(
      await record(entry.collection.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 2 }] }),
      200,
      KegCollection,
    );
    const left = (await toDo(supplier.id)).days.flatMap((day) => day.collections.map((item) => item.collection.venue.name));
    expect(left.sort()).toEqual(['Anchor Bar', 'Corner Pub']);
    const history = parseAnswer(
      await call(kit.supplierMember, 'GET', `/api/suppliers/${supplier.id}/keg-collections`),
      200,
      KegCollectionList,
    );
    expect(history).toMatchObject({ total: 1, items: [{ id: recorded.id, status: 'collected' }] });
  });
});
