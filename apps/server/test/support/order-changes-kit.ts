import { pino } from 'pino';
import { Cart, OrderChange, OrderChangeList, OrderChangePreview, SupplierOrder, type SubstitutionPreference } from '@tapline/contracts';
import { createProduct, createSku } from '@tapline/db/testing';
import { Outbox, JobQueue } from '../../src/platform';
import { expireOrderChanges } from '../../src/trade/orders/changes/order-change-expiry';
import { orderThrough } from './checkout-kit';
import { kegsTestKit, type Person } from './kegs-kit';
import { parseAnswer } from './parse-answer';
import { insertKegTypeTesting, setSkuKegTypeTesting } from './queries/kegs-testing.queries';

// The order changes' test files' common ground (decision 0181): the keg kit's brewery and venue with their people,
// packs of the brewery's (two kegs of one beer, a lager keg, cans), orders placed through the cart and checkout with
// each line's substitution preference, and the calls on proposals.

export function orderChangesTestKit() {
  const kit = kegsTestKit();
  const packs = {} as Record<'pale50' | 'pale20' | 'lager50' | 'cans', { id: string; productId: string }>;

  async function setUpPacks() {
    const db = kit.t.database.db;
    const twenty = await insertKegTypeTesting(db, { supplierId: kit.brewery.id, name: '20 L keg', litres: 20, depositCents: 3_000 });
    const pale = await createProduct(db, { supplierId: kit.brewery.id, name: 'Harbour Pale', status: 'active' });
    const lager = await createProduct(db, { supplierId: kit.brewery.id, name: 'Harbour Lager', status: 'active' });
    const make = async (product: { id: string }, code: string, name: string, unitPriceCents: number, kegTypeId: string | null) => {
      const sku = await createSku(db, { productId: product.id, supplierId: kit.brewery.id, code, name, unitPriceCents });
      if (kegTypeId) await setSkuKegTypeTesting(db, sku.id, kegTypeId);
      return { id: sku.id, productId: product.id };
    };
    Object.assign(packs, {
      pale50: await make(pale, 'HP-K50', '50 L keg', 20_000, kit.fifty.id),
      pale20: await make(pale, 'HP-K20', '20 L keg', 9_000, twenty.id),
      lager50: await make(lager, 'HL-K50', '50 L keg', 25_000, kit.fifty.id),
      cans: await make(lager, 'HL-C24', 'Case of 24 cans', 6_000, null),
    });
  }

  /** The venue's owner orders `lines` through the cart (each with its preference) and checkout; answers the supplier order's id. */
  async function placeOrder(lines: { skuId: string; qty: number; preference?: SubstitutionPreference }[]) {
    const { t, venueOwner, venue } = kit;
    for (const line of lines.filter((candidate) => candidate.preference)) {
      parseAnswer(
        await kit.call(venueOwner, 'POST', '/api/cart/items', { venueId: venue.id, skuId: line.skuId, qty: line.qty }),
        200,
        Cart,
      );
    }
    let cart: Cart | undefined;
    for (const line of lines.filter((candidate) => candidate.preference)) {
      cart ??= parseAnswer(await kit.call(venueOwner, 'GET', `/api/users/${venueOwner.userId}/cart?venueId=${venue.id}`), 200, Cart);
      const item = cart.groups.flatMap((group) => group.lines).find((candidate) => candidate.skuId === line.skuId)!;
      parseAnswer(await kit.call(venueOwner, 'PUT', `/api/cart/items/${item.id}`, { substitutionPreference: line.preference }), 200, Cart);
    }
    const order = await orderThrough(
      t,
      venueOwner,
      venue.id,
      lines.filter((line) => !line.preference).map(({ skuId, qty }) => ({ skuId, qty })),
    );
    return order.supplierOrders[0]!.id;
  }

  async function supplierOrder(id: string, person: Person = kit.member) {
    return parseAnswer(await kit.call(person, 'GET', `/api/supplier-orders/${id}`), 200, SupplierOrder);
  }

  async function propose(supplierOrderId: string, body: Record<string, unknown>, person: Person = kit.member) {
    return parseAnswer(await kit.call(person, 'POST', `/api/supplier-orders/${supplierOrderId}/changes`, body), 201, OrderChange);
  }

  async function decide(changeId: string, decision: 'accept' | 'decline' | 'withdraw', person?: Person) {
    const by = person ?? (decision === 'withdraw' ? kit.member : kit.venueMember);
    return parseAnswer(await kit.call(by, 'POST', `/api/order-changes/${changeId}/${decision}`), 200, OrderChange);
  }

  async function changes(supplierOrderId: string, person: Person = kit.venueMember) {
    return parseAnswer(await kit.call(person, 'GET', `/api/supplier-orders/${supplierOrderId}/changes`), 200, OrderChangeList).items;
  }

  async function preview(changeId: string, person: Person = kit.venueMember) {
    return parseAnswer(await kit.call(person, 'GET', `/api/order-changes/${changeId}/preview`), 200, OrderChangePreview);
  }

  /** The expiry job's tick as of `now`, with an outbox of its own on the app's database (mail is stored, not sent). */
  async function expireAt(now: Date) {
    const { db } = kit.t.database;
    const log = pino({ level: 'silent' });
    const outbox = new Outbox(db, new JobQueue(db, log), undefined, 0);
    return expireOrderChanges({ db, outbox, appOrigin: 'http://127.0.0.1', clock: () => now, log }, now);
  }

  return Object.assign(kit, { packs, setUpPacks, placeOrder, supplierOrder, propose, decide, changes, preview, expireAt });
}
