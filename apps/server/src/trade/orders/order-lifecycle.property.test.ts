import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Order, SupplierOrder, type SupplierOrderAction, type SupplierOrderStatus } from '@tapline/contracts';
import { createCartItem, createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { taxOf } from '@tapline/db';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { upsertTestTradeAccount } from '../../../test/support/queries/credit-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// Random sequences of steps by random actors never leave the diagram in docs/domain.md, Order lifecycle; totals always equal the
// sum of the lines, and every change has its event. The model below is the diagram written out again, on purpose
// independently of ./order-transitions. An order starts submitted, or held (placed for a venue whose account is on
// hold, decision 0170): only the supplier's owners and admins release it.

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Actor = 'supplier' | 'owner' | 'venue' | 'stranger';
let t: TestApp;
let actors: Record<Actor, Person>;
/** a venue the supplier sells to freely, and one whose account with it is on hold */
let venueIds: { open: string; held: string };
let skuIds: string[];

const DIAGRAM: Record<SupplierOrderAction, { to: SupplierOrderStatus; supplier: SupplierOrderStatus[]; venue: SupplierOrderStatus[] }> = {
  release: { to: 'submitted', supplier: ['held'], venue: [] },
  accept: { to: 'accepted', supplier: ['submitted'], venue: [] },
  reject: { to: 'rejected', supplier: ['held', 'submitted'], venue: [] },
  dispatch: { to: 'dispatched', supplier: ['accepted'], venue: [] },
  deliver: { to: 'delivered', supplier: ['dispatched'], venue: [] },
  cancel: { to: 'cancelled', supplier: ['submitted', 'accepted'], venue: ['held', 'submitted'] },
};

const call = apiCaller(() => t);

beforeAll(async () => {
  t = await createTestApp({ listen: true });
  const db = t.database.db;
  const supplier = await createSupplier(db);
  const venue = await createVenue(db);
  const heldVenue = await createVenue(db);
  await upsertTestTradeAccount(db, supplier.id, heldVenue.id, { status: 'on_hold', holdReason: 'Two invoices overdue' });
  venueIds = { open: venue.id, held: heldVenue.id };
  const product = await createProduct(db, { supplierId: supplier.id });
  skuIds = [];
  for (const [price, rate] of [
    [30_005, 1000],
    [7_999, 1000],
    [1_234, 0],
  ] as const) {
    skuIds.push(
      (
        await createSku(db, {
          productId: product.id,
          supplierId: supplier.id,
          unitPriceCents: price,
          taxRateBasisPoints: rate,
          stockOnHand: 1_000_000,
        })
      ).id,
    );
  }
  actors = {
    supplier: await signedInUser(t),
    owner: await signedInUser(t),
    venue: await signedInUser(t),
    stranger: await signedInUser(t),
  };
  for (const person of Object.values(actors)) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: supplier.id, userId: actors.supplier.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: supplier.id, userId: actors.owner.userId, organisationRole: 'owner' });
  for (const id of [venue.id, heldVenue.id])
    await createMembership(db, { organisationId: id, userId: actors.venue.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

const stepArbitrary = fc.record({
  action: fc.constantFrom<SupplierOrderAction>('release', 'accept', 'reject', 'dispatch', 'deliver', 'cancel'),
  actor: fc.constantFrom<Actor>('supplier', 'owner', 'venue', 'venue', 'stranger'),
  // accept: per line, send it whole or short (a number ≤ its qty, 0 = unavailable)
  short: fc.array(fc.nat({ max: 5 }), { minLength: 3, maxLength: 3 }),
});

describe('the supplier order lifecycle, as a property', () => {
  it(
    'random steps by random actors stay on the diagram, keep totals equal to the lines, and leave an event each',
    { timeout: 180_000 },
    async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 3 }),
          fc.array(stepArbitrary, { maxLength: 10 }),
          fc.boolean(),
          async (quantities, steps, held) => {
            const venue = actors.venue;
            const venueId = held ? venueIds.held : venueIds.open;
            // each run from an empty cart (a failed run may have left its lines)
            await call(venue, 'DELETE', `/api/users/${venue.userId}/cart?venueId=${venueId}`);
            for (const [index, qty] of quantities.entries())
              await createCartItem(t.database.db, { userId: venue.userId, venueId, skuId: skuIds[index]!, qty });
            const placed = await call(
              venue,
              'POST',
              `/api/users/${venue.userId}/cart/checkout`,
              { userId: venue.userId, venueId },
              {
                'idempotency-key': randomUUID(),
              },
            );
            const id = parseAnswer(placed, 201, Order).supplierOrders[0]!.id;
            let status: SupplierOrderStatus = held ? 'held' : 'submitted';
            let moves = 0;
            for (const step of steps) {
              const current = parseAnswer(await call(actors.supplier, 'GET', `/api/supplier-orders/${id}`), 200, SupplierOrder);
              const lines = current.lines.map((line, index) => ({ lineId: line.id, qty: Math.min(line.qty, step.short[index]!) }));
              // sending every line at 0 is refused (reject instead): keep the first line whole
              if (lines.every((line) => line.qty === 0)) lines[0]!.qty = current.lines[0]!.qty;
              const body =
                step.action === 'reject' || step.action === 'cancel'
                  ? { reason: 'Property test' }
                  : step.action === 'accept'
                    ? { lines }
                    : {};
              const answer = await call(actors[step.actor], 'POST', `/api/supplier-orders/${id}/${step.action}`, body);
              const rule = DIAGRAM[step.action];
              const side = step.actor === 'owner' ? 'supplier' : step.actor;
              // a supplier's member may not release (a credit decision), whatever the status
              const expected =
                side === 'stranger'
                  ? 404
                  : rule[side].length === 0 || (step.actor === 'supplier' && step.action === 'release')
                    ? 403
                    : rule[side].includes(status)
                      ? 200
                      : 409;
              expect(answer.statusCode, `${step.actor} ${step.action} when ${status}: ${answer.body}`).toBe(expected);
              if (expected === 200) {
                status = rule.to;
                moves += 1;
              }
            }
            const final = parseAnswer(await call(actors.supplier, 'GET', `/api/supplier-orders/${id}`), 200, SupplierOrder);
            expect(final.status).toBe(status);
            // every change has its event, and the events chain from submitted (or held, with why) to the status
            expect(final.events).toHaveLength(1 + moves);
            final.events.forEach((event, index) => expect(event.fromStatus).toBe(index === 0 ? null : final.events[index - 1]!.toStatus));
            expect(final.events.at(-1)!.toStatus).toBe(status);
            expect(final.events[0]).toMatchObject({
              toStatus: held ? 'held' : 'submitted',
              note: held ? 'Account on hold: Two invoices overdue' : null,
            });
            expect(final.heldReason).toBe(status === 'held' ? 'Account on hold: Two invoices overdue' : null);
            // totals are the lines' sums, GST per line
            expect(final.subtotalCents).toBe(final.lines.reduce((sum, line) => sum + line.unitPriceCents * line.qty, 0));
            for (const line of final.lines) expect(line.lineTotalCents).toBe(line.unitPriceCents * line.qty);
            expect(final.taxCents).toBe(final.lines.reduce((sum, line) => sum + taxOf(line.lineTotalCents, line.taxRateBasisPoints), 0));
            expect(final.totalCents).toBe(final.subtotalCents + final.taxCents);
            const order = parseAnswer(await call(venue, 'GET', `/api/orders/${final.orderId}`), 200, Order);
            expect(order.totalCents).toBe(final.totalCents);
          },
        ),
        { numRuns: 60 },
      );
    },
  );
});
