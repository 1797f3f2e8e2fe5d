import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Cart,
  Order,
  SupplierOrder,
  SupplierOrderList,
  SupplierOverview,
  TaxInvoice,
  VenueOrderList,
  VenueOverview,
  type Order as OrderAnswer,
} from '@tapline/contracts';
import { createCartItem, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { bearerOf } from '../../../../test/support/auth-kit';
import { orderThrough } from '../../../../test/support/checkout-kit';
import { invoicingWorld } from '../../../../test/support/invoices-kit';
import { parseAnswer, parseError } from '../../../../test/support/parse-answer';
import { setTestAccountsRequired, upsertTestTradeAccount } from '../../../../test/support/queries/credit-testing.queries';
import { toldOfTesting } from '../../../../test/support/queries/notifications-testing.queries';
import { createTestApp, type TestApp } from '../../../../test/support/test-app';

// Credit at checkout (decision 0170): an order that would pass the venue's credit limit, or whose account is on hold,
// is placed held with why, never refused; the supplier's owners and admins release it (then it is any new order) or
// decline it (its stock comes back). No account where the supplier requires one, or a closed one, refuses.

let t: TestApp;
type World = Awaited<ReturnType<typeof invoicingWorld>>;
type Person = Awaited<ReturnType<World['memberOf']>>;

beforeAll(async () => {
  t = await createTestApp({ listen: true });
});
afterAll(async () => {
  await t.close();
});

/** A checkout of the person's whole cart at the venue, answered as it comes (201 or a refusal). */
const checkout = (person: Person, venueId: string) =>
  t.api({
    method: 'POST',
    url: `/api/users/${person.userId}/cart/checkout`,
    payload: { userId: person.userId, venueId },
    headers: { ...bearerOf(person), 'idempotency-key': randomUUID() },
  });

const only = (order: OrderAnswer) => order.supplierOrders[0]!;

describe('a credit limit at checkout', () => {
  it(
    'places one of two checkouts at once against the last of the limit, and holds the other (every round)',
    { timeout: 120_000 },
    async () => {
      const world = await invoicingWorld(t);
      for (let round = 0; round < 6; round += 1) {
        const venue = await createVenue(world.db, { name: `Round ${round}` });
        // $500 inc GST: room for one keg ($330), not two
        await upsertTestTradeAccount(world.db, world.supplier.id, venue.id, { creditLimitCents: 50_000 });
        const buyers = [await world.memberOf(venue), await world.memberOf(venue)];
        for (const buyer of buyers)
          await createCartItem(world.db, { userId: buyer.userId, venueId: venue.id, skuId: world.keg.id, qty: 1 });
        const answers = await Promise.all(buyers.map((buyer) => checkout(buyer, venue.id)));
        const placed = answers.map((answer) => only(parseAnswer(answer, 201, Order)));
        expect(placed.map((order) => order.status).sort(), `round ${round}`).toEqual(['held', 'submitted']);
        const held = placed.find((order) => order.status === 'held')!;
        expect(held.heldReason).toBe('Over the credit limit: $330.00 of $500.00 used, this order $330.00');
        expect(held.events).toEqual([expect.objectContaining({ fromStatus: null, toStatus: 'held', note: held.heldReason })]);
        expect(held.actions).toEqual(['cancel']);
      }
    },
  );

  it('counts orders accepted and not yet invoiced, less credit held; reaching the limit exactly is within it', async () => {
    const world = await invoicingWorld(t, 'delivered');
    const buyer = await world.memberOf(world.venue);
    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { creditLimitCents: 99_000 });
    const accepted = await world.submitted(1);
    await world.step(accepted, 'accept');
    // $330 accepted + $660 = $990: exactly the limit
    const within = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.keg.id, qty: 2 }]));
    expect(within).toMatchObject({ status: 'submitted', heldReason: null });
    const over = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.cans.id, qty: 1 }]));
    expect(over).toMatchObject({ status: 'held', heldReason: 'Over the credit limit: $990.00 of $990.00 used, this order $55.00' });
    // a rejected order no longer counts: the same order fits again
    await world.step(within.id, 'reject', { reason: 'Out of kegs' });
    const again = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.cans.id, qty: 1 }]));
    expect(again.status).toBe('submitted');
  });

  it('shows the account and what sending now would do in the cart', async () => {
    const world = await invoicingWorld(t);
    const buyer = await world.memberOf(world.venue);
    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { creditLimitCents: 50_000 });
    await world.submitted(1); // $330 counts while submitted
    await createCartItem(world.db, { userId: buyer.userId, venueId: world.venue.id, skuId: world.keg.id, qty: 1 });
    const cartPath = `/api/users/${buyer.userId}/cart?venueId=${world.venue.id}`;
    const cart = parseAnswer(await world.call(buyer, 'GET', cartPath), 200, Cart);
    expect(cart.groups[0]).toMatchObject({
      tradeAccount: { status: 'active', creditLimitCents: 50_000, availableCents: 17_000 },
      holdReason: 'Over the credit limit: $330.00 of $500.00 used, this order $330.00',
      canCheckout: true,
      problems: [],
    });
    // no account: nothing to show, nothing held
    const other = await createSupplier(world.db, { name: 'Free Trade' });
    const product = await createProduct(world.db, { supplierId: other.id, status: 'active' });
    const sku = await createSku(world.db, { productId: product.id, supplierId: other.id, unitPriceCents: 1_000 });
    await createCartItem(world.db, { userId: buyer.userId, venueId: world.venue.id, skuId: sku.id, qty: 1 });
    const both = parseAnswer(await world.call(buyer, 'GET', cartPath), 200, Cart);
    expect(both.groups.find((group) => group.supplier.id === other.id)).toMatchObject({ tradeAccount: null, holdReason: null });
  });
});

describe('an account on hold', () => {
  it('holds new orders with its reason, but the supplier still takes its accepted orders to delivery', async () => {
    const world = await invoicingWorld(t);
    const buyer = await world.memberOf(world.venue);
    const accepted = await world.submitted(1);
    await world.step(accepted, 'accept');
    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, {
      status: 'on_hold',
      holdReason: 'Invoice INV-000001 is 30 days overdue',
    });
    const held = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.keg.id, qty: 1 }]));
    expect(held).toMatchObject({ status: 'held', heldReason: 'Account on hold: Invoice INV-000001 is 30 days overdue' });
    expect((await world.step(accepted, 'dispatch')).status).toBe('dispatched');
    expect((await world.step(accepted, 'deliver')).status).toBe('delivered');
    // the order reads as submitted while its part waits; the venue's list finds it so
    const order = parseAnswer(await world.call(buyer, 'GET', `/api/orders/${held.orderId}`), 200, Order);
    expect(order.status).toBe('submitted');
    const waiting = parseAnswer(
      await world.call(buyer, 'GET', `/api/venues/${world.venue.id}/orders?status=submitted`),
      200,
      VenueOrderList,
    );
    expect(waiting.items.map((item) => item.id)).toContain(held.orderId);
  });

  it('tells the supplier’s members of a held order (not a plain new one) and the venue’s that it waits for approval', async () => {
    const world = await invoicingWorld(t);
    const buyer = await world.memberOf(world.venue);
    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { status: 'on_hold', holdReason: 'Cheque bounced' });
    const held = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.keg.id, qty: 1 }]));
    const supplierSide = await toldOfTesting(world.db, `/dash/suppliers/${world.supplier.id}/orders/${held.id}`, held.id);
    expect(supplierSide.notifications).toEqual([
      {
        userId: world.owner.userId,
        kind: 'order_held',
        title: `Held order ${held.orderNumber} from The Local`,
        body: 'Account on hold: Cheque bounced\nRelease or decline it.',
      },
    ]);
    expect(supplierSide.mail).toEqual([{ to: world.owner.email, template: 'order_new' }]);
    const venueSide = await toldOfTesting(world.db, `/dash/venues/${world.venue.id}/orders/${held.orderId}`, held.orderId);
    expect(venueSide.notifications.map((row) => [row.kind, row.title]).sort()).toEqual(
      [world.staff.userId, buyer.userId].map(() => [
        'order_held',
        `Order ${held.orderNumber} to Harbour Brewing is held for the supplier’s approval`,
      ]),
    );
  });
});

describe('releasing and declining a held order', () => {
  it('is released by an owner (not a member: 403; not another supplier: 404), told to the venue, then accepted and invoiced as usual', async () => {
    const world = await invoicingWorld(t, 'accepted');
    const buyer = await world.memberOf(world.venue);
    const member = await world.memberOf(world.supplier, 'member');
    const admin = await world.memberOf(world.supplier, 'admin');
    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { status: 'on_hold', holdReason: 'Review' });
    const held = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.keg.id, qty: 1 }]));
    const releasePath = `/api/supplier-orders/${held.id}/release`;
    // a member reads it, may decline it, but doesn't release it
    const seen = parseAnswer(await world.call(member, 'GET', `/api/supplier-orders/${held.id}`), 200, SupplierOrder);
    expect(seen.actions).toEqual(['reject']);
    const byOwner = parseAnswer(await world.call(world.owner, 'GET', `/api/supplier-orders/${held.id}`), 200, SupplierOrder);
    expect(byOwner.actions).toEqual(['release', 'reject']);
    const refused = parseError(await world.call(member, 'POST', releasePath, {}), 403);
    expect(refused.message).toBe('Only the supplier’s owners and admins release a held order; you are a member');
    const stranger = await world.memberOf(await createSupplier(world.db), 'owner');
    expect((await world.call(stranger, 'POST', releasePath, {})).statusCode).toBe(404);
    expect((await world.call(buyer, 'POST', releasePath, {})).statusCode).toBe(403);
    expect(await world.invoiceOf(held.id)).toBeUndefined();

    const released = parseAnswer(await world.call(admin, 'POST', releasePath, {}), 200, SupplierOrder);
    expect(released).toMatchObject({ status: 'submitted', heldReason: null, actions: ['accept', 'reject', 'cancel'] });
    expect(released.events.map((event) => [event.fromStatus, event.toStatus])).toEqual([
      [null, 'held'],
      ['held', 'submitted'],
    ]);
    expect(await world.invoiceOf(held.id)).toBeUndefined();
    const told = await toldOfTesting(world.db, `/dash/venues/${world.venue.id}/orders/${held.orderId}`, held.orderId);
    expect(told.notifications.filter((row) => row.kind === 'order_released').map((row) => row.title)).toEqual(
      [world.staff.userId, buyer.userId].map(() => `Harbour Brewing released order ${held.orderNumber}`),
    );
    expect((await world.call(admin, 'POST', releasePath, {})).statusCode).toBe(409);

    await world.step(held.id, 'accept');
    const invoice = (await world.invoiceOf(held.id))!;
    expect(invoice).toMatchObject({ totalCents: 33_000, state: 'open' });
    parseAnswer(await world.call(world.staff, 'GET', `/api/venues/${world.venue.id}/bills/${invoice.id}`), 200, TaxInvoice);
  });

  it('declined (rejected) gives its stock back, as a submitted order’s; the venue may cancel it too', async () => {
    const world = await invoicingWorld(t);
    const buyer = await world.memberOf(world.venue);
    const tracked = await createSku(world.db, {
      productId: world.keg.productId,
      supplierId: world.supplier.id,
      code: 'HH-T',
      unitPriceCents: 2_000,
      stockOnHand: 10,
    });
    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { creditLimitCents: 0 });
    const first = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: tracked.id, qty: 4 }]));
    const second = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: tracked.id, qty: 3 }]));
    expect([first.status, second.status]).toEqual(['held', 'held']);
    const stockOf = async () => {
      const cart = parseAnswer(
        await world.call(buyer, 'POST', '/api/cart/items', { venueId: world.venue.id, skuId: tracked.id, qty: 1 }),
        200,
        Cart,
      );
      await world.call(buyer, 'DELETE', `/api/users/${buyer.userId}/cart?venueId=${world.venue.id}`);
      return cart.groups[0]!.lines[0]!.stockOnHand;
    };
    // held orders keep what they took
    expect(await stockOf()).toBe(3);
    const declined = await world.step(first.id, 'reject', { reason: 'Pay the overdue invoices first' });
    expect(declined).toMatchObject({ status: 'rejected', heldReason: null });
    expect(await stockOf()).toBe(7);
    const cancelled = parseAnswer(
      await world.call(buyer, 'POST', `/api/supplier-orders/${second.id}/cancel`, { reason: 'Ordered elsewhere' }),
      200,
      SupplierOrder,
    );
    expect(cancelled.status).toBe('cancelled');
    expect(await stockOf()).toBe(10);
  });
});

describe('held orders in the lists', () => {
  it('are in Orders In (their own tab and count, oldest first) and in both overviews', async () => {
    const world = await invoicingWorld(t);
    const buyer = await world.memberOf(world.venue);
    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { creditLimitCents: 40_000 });
    const submitted = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.keg.id, qty: 1 }]));
    const first = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.keg.id, qty: 1 }]));
    const second = only(await orderThrough(t, buyer, world.venue.id, [{ skuId: world.cans.id, qty: 2 }]));
    expect([submitted.status, first.status, second.status]).toEqual(['submitted', 'held', 'held']);
    const list = parseAnswer(
      await world.call(world.owner, 'GET', `/api/suppliers/${world.supplier.id}/orders?status=held`),
      200,
      SupplierOrderList,
    );
    expect(list.items.map((item) => item.id)).toEqual([first.id, second.id]);
    expect(list.counts).toMatchObject({ held: 2, submitted: 1 });
    const overview = parseAnswer(
      await world.call(world.owner, 'GET', `/api/suppliers/${world.supplier.id}/overview`),
      200,
      SupplierOverview,
    );
    expect(overview.newOrders.count).toBe(1);
    expect(overview.heldOrders).toEqual({
      count: 2,
      first: [first, second].map((order) => ({
        supplierOrderId: order.id,
        orderNumber: order.orderNumber,
        venueName: 'The Local',
        heldReason: order.heldReason,
        totalCents: order.totalCents,
        currency: 'AUD',
        createdAt: order.createdAt,
      })),
    });
    const venueOverview = parseAnswer(await world.call(buyer, 'GET', `/api/venues/${world.venue.id}/overview`), 200, VenueOverview);
    expect(venueOverview.openSupplierOrders).toMatchObject({ held: 2, submitted: 1 });
  });
});

describe('a supplier that sells only to venues with an account', () => {
  it('refuses a venue without one, or with a closed one, naming the supplier; the cart says so first', async () => {
    const world = await invoicingWorld(t);
    const buyer = await world.memberOf(world.venue);
    await setTestAccountsRequired(world.db, world.supplier.id, true);
    await createCartItem(world.db, { userId: buyer.userId, venueId: world.venue.id, skuId: world.keg.id, qty: 1 });
    const problem = {
      code: 'no_trade_account',
      message: 'Harbour Brewing sells only to venues with a trade account: apply from its page',
      supplierId: world.supplier.id,
      cartItemId: null,
    };
    const cart = parseAnswer(await world.call(buyer, 'GET', `/api/users/${buyer.userId}/cart?venueId=${world.venue.id}`), 200, Cart);
    expect(cart.groups[0]).toMatchObject({ canCheckout: false, problems: [problem], tradeAccount: null, holdReason: null });
    const refused = parseError(await checkout(buyer, world.venue.id), 422);
    expect(refused).toMatchObject({ code: 'checkout_refused', details: { problems: [problem] } });

    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { status: 'closed', closedReason: 'Venue sold' });
    const closed = parseError(await checkout(buyer, world.venue.id), 422);
    expect(closed.details).toEqual({ problems: [{ ...problem, message: 'Harbour Brewing closed your trade account' }] });
    // a closed account refuses even where accounts aren't required
    await setTestAccountsRequired(world.db, world.supplier.id, false);
    expect(parseError(await checkout(buyer, world.venue.id), 422).code).toBe('checkout_refused');

    await upsertTestTradeAccount(world.db, world.supplier.id, world.venue.id, { status: 'active' });
    await setTestAccountsRequired(world.db, world.supplier.id, true);
    expect(only(parseAnswer(await checkout(buyer, world.venue.id), 201, Order)).status).toBe('submitted');
  });
});
