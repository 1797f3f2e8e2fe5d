import { beforeAll, describe, expect, it } from 'vitest';
import { ErrorBody, NotificationList, SupplierOrder } from '@tapline/contracts';
import { orderChangesTestKit } from '../../../../test/support/order-changes-kit';
import { parseAnswer } from '../../../../test/support/parse-answer';
import { latestOutboxMessage } from '../../../../test/support/queries/auth-testing.queries';
import { listTestTaxDocuments } from '../../../../test/support/queries/invoices-testing.queries';

// The tax invoice and an order's changes (decision 0181): none is issued while a change waits for the venue; it names
// what is supplied; an invoiced order is changed by an adjustment note, never by a proposal.

const kit = orderChangesTestKit();
beforeAll(async () => {
  await kit.setUpPacks();
  const settings = await kit.call(kit.owner, 'PATCH', `/api/suppliers/${kit.brewery.id}/invoice-settings`, { issueOn: 'accepted' });
  expect(settings.statusCode, settings.body).toBe(200);
});

const accept = async (supplierOrderId: string, body: unknown = {}) =>
  parseAnswer(await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/accept`, body), 200, SupplierOrder);

describe('the tax invoice while a change is open', () => {
  it('waits at the accept, is issued when the venue accepts the change, and names the supplied pack', async () => {
    const { packs, t } = kit;
    const supplierOrderId = await kit.placeOrder([{ skuId: packs.pale50.id, qty: 1 }]);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const change = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: line.id, skuId: packs.pale20.id, qty: 2 });
    // the venue is asked: the bell and a mail
    const bell = parseAnswer(await kit.call(kit.venueMember, 'GET', '/api/notifications'), 200, NotificationList);
    expect(bell.items[0]).toMatchObject({ kind: 'order_change_proposed', title: expect.stringMatching(/proposes a change to order/) });
    expect((await latestOutboxMessage(t.database.db, kit.venueOwner.email, 'email', 'order_change_proposed'))?.body).toMatch(
      /Harbour Pale \(50 L keg\) × 1 → substitute Harbour Pale \(20 L keg\) × 2/,
    );
    // an accept that sends every line carries the change forward: the venue can still accept it
    await accept(supplierOrderId);
    expect(await listTestTaxDocuments(t.database.db, kit.brewery.id)).toEqual([]);
    await kit.decide(change.id, 'accept');
    const [invoice, ...more] = await listTestTaxDocuments(t.database.db, kit.brewery.id);
    expect(more).toEqual([]);
    expect(invoice).toMatchObject({ supplierOrderId, subtotalCents: 24_000, gstCents: 2_400, totalCents: 26_400 });
    expect(invoice!.lines[0]).toMatchObject({
      description: 'Harbour Pale (20 L keg), substitute for Harbour Pale (50 L keg)',
      skuCode: 'HP-K20',
      qty: 2,
      unitPriceCents: 9_000,
    });
    // the supplier is told the venue accepted
    const told = parseAnswer(await kit.call(kit.member, 'GET', '/api/notifications'), 200, NotificationList);
    expect(told.items[0]).toMatchObject({ kind: 'order_change_decided', title: expect.stringMatching(/accepted a change to order/) });
  });

  it('a declined change issues it too, at what is still sent', async () => {
    const { packs, t } = kit;
    const supplierOrderId = await kit.placeOrder([
      { skuId: packs.pale50.id, qty: 2 },
      { skuId: packs.cans.id, qty: 1 },
    ]);
    const keg = (await kit.supplierOrder(supplierOrderId)).lines.find((line) => line.skuId === packs.pale50.id)!;
    const change = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: keg.id, skuId: packs.pale20.id, ifDeclinedQty: 1 });
    await accept(supplierOrderId);
    const issued = async () =>
      (await listTestTaxDocuments(t.database.db, kit.brewery.id)).filter((doc) => doc.supplierOrderId === supplierOrderId);
    expect(await issued()).toEqual([]);
    await kit.decide(change.id, 'decline');
    const [invoice] = await issued();
    // 1 × $200 + $50 deposit + $60 cans
    expect(invoice).toMatchObject({ subtotalCents: 31_000, totalCents: 34_100 });
  });

  it('an accept that sends a line short leaves the change on the old order: accepting it is 409', async () => {
    const { packs } = kit;
    const supplierOrderId = await kit.placeOrder([
      { skuId: packs.pale50.id, qty: 2 },
      { skuId: packs.cans.id, qty: 2 },
    ]);
    const { lines } = await kit.supplierOrder(supplierOrderId);
    const keg = lines.find((line) => line.skuId === packs.pale50.id)!;
    const cans = lines.find((line) => line.skuId === packs.cans.id)!;
    const change = await kit.propose(supplierOrderId, { kind: 'substitute', lineId: keg.id, skuId: packs.pale20.id });
    await accept(supplierOrderId, { lines: [{ lineId: cans.id, qty: 1 }] });
    const response = await kit.call(kit.venueMember, 'POST', `/api/order-changes/${change.id}/accept`);
    expect(response.statusCode).toBe(409);
    // withdrawn, nothing waits: the invoice is issued
    await kit.decide(change.id, 'withdraw');
    expect((await listTestTaxDocuments(kit.t.database.db, kit.brewery.id)).some((doc) => doc.supplierOrderId === supplierOrderId)).toBe(
      true,
    );
  });

  it('an invoiced order is not changed by a proposal: 409, make an adjustment note', async () => {
    const supplierOrderId = await kit.placeOrder([{ skuId: kit.packs.cans.id, qty: 1 }]);
    await accept(supplierOrderId);
    const line = (await kit.supplierOrder(supplierOrderId)).lines[0]!;
    const response = await kit.call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/changes`, {
      kind: 'price',
      lineId: line.id,
      unitPriceCents: 5_000,
    });
    expect(response.statusCode).toBe(409);
    expect(ErrorBody.parse(response.json()).error.message).toMatch(/adjustment note/);
  });
});
