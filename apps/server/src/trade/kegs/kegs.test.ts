import { describe, expect, it } from 'vitest';
import { KegLedgerEntry, KegLedgerPage, SupplierOverview, VenueKegSupplier, VenueOverview } from '@tapline/contracts';
import { expectConstraintViolation } from '@tapline/db/testing';
import { kegsTestKit } from '../../../test/support/kegs-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import {
  deleteKegEntryTesting,
  insertKegDocumentTesting,
  insertKegEmptyTesting,
  insertKegEntryTesting,
  listKegEmptiesTesting,
  listKegEntriesTesting,
  setKegPromisesTesting,
  updateKegEntryTesting,
} from '../../../test/support/queries/kegs-testing.queries';
import { recordKegsDelivered } from './keg-ledger.service';

// The keg ledger (docs/domain.md, Kegs; decision 0176): a delivered order's kegs once, kicked kegs as empties, the
// supplier's adjustments and write-offs, the same balance read by both sides, deposits paid and refunded, and what
// needs attention.

const kit = kegsTestKit();
const { call } = kit;
const DAY_MS = 86_400_000;

const supplierEntries = (venueId = kit.venue.id) => `/api/suppliers/${kit.brewery.id}/kegs/${venueId}/entries`;
const declare = (counts: { kegTypeId: string; qty: number }[]) =>
  call(kit.venueMember, 'POST', `/api/venues/${kit.venue.id}/kegs/${kit.brewery.id}/empties`, { counts });

/** The venue's holding of the keg type, as the supplier's list and the venue's list each say it. */
async function bothSides(kegTypeId: string) {
  const supplier = (await kit.supplierKegs()).venues.find((row) => row.venue.id === kit.venue.id);
  const venue = (await kit.venueKegs()).suppliers.find((row) => row.supplier.id === kit.brewery.id);
  return {
    supplier: supplier?.holdings.find((holding) => holding.kegTypeId === kegTypeId),
    venue: venue?.holdings.find((holding) => holding.kegTypeId === kegTypeId),
  };
}

describe('kegs delivered', () => {
  it('writes one delivered entry per keg type at the qty delivered, pool kegs too, once per order', async () => {
    const fifty = await kit.dispatchedOrder(kit.fifty.id, 4);
    const [line] = (await call(kit.member, 'GET', `/api/supplier-orders/${fifty.supplierOrderId}`)).json().lines as { id: string }[];
    const delivered = await call(kit.member, 'POST', `/api/supplier-orders/${fifty.supplierOrderId}/deliver`, {
      lines: [{ lineId: line!.id, qty: 3 }],
    });
    expect(delivered.statusCode).toBe(200);
    await kit.deliver(kit.pool.id, 2);
    const entries = await listKegEntriesTesting(kit.t.database.db, kit.brewery.id);
    expect(entries.map(({ kegTypeId, delta, reason }) => ({ kegTypeId, delta, reason }))).toEqual([
      { kegTypeId: kit.fifty.id, delta: 3, reason: 'delivered' },
      { kegTypeId: kit.pool.id, delta: 2, reason: 'delivered' },
    ]);
    expect(entries[0]).toMatchObject({ supplierOrderId: fifty.supplierOrderId, actorId: kit.member.userId, venueId: kit.venue.id });

    // called again for the same order, nothing more; the unique index stands behind it
    const again = await recordKegsDelivered(kit.t.database.db, {
      supplierOrderId: fifty.supplierOrderId,
      supplierId: kit.brewery.id,
      venueId: kit.venue.id,
      actorId: null,
    });
    expect(again).toBe(0);
    await expectConstraintViolation(
      insertKegEntryTesting(kit.t.database.db, {
        supplierId: kit.brewery.id,
        venueId: kit.venue.id,
        kegTypeId: kit.fifty.id,
        delta: 1,
        reason: 'delivered',
        supplierOrderId: fifty.supplierOrderId,
      }),
      'keg_ledger_delivered_once',
    );
    expect(await listKegEntriesTesting(kit.t.database.db, kit.brewery.id)).toHaveLength(2);

    const { supplier, venue } = await bothSides(kit.fifty.id);
    expect(supplier).toMatchObject({ balance: 3, emptiesWaiting: 0, depositHeldCents: 15_000, overdueKegs: 0 });
    expect(venue).toMatchObject({ balance: 3, onTap: 0, full: 3, emptiesWaiting: 0 });
    expect(venue!.oldestOutSince).toBe(supplier!.oldestOutSince);
    expect((await bothSides(kit.pool.id)).supplier).toMatchObject({ balance: 2, depositHeldCents: 0 });
  });

  it('counts a line without a keg snapshot (ordered before its SKU named a keg type) in its SKU’s keg type', async () => {
    const { supplierOrderId } = await kit.dispatchedOrder(kit.pool.id, 2, kit.venue.id, false);
    expect((await call(kit.member, 'POST', `/api/supplier-orders/${supplierOrderId}/deliver`, {})).statusCode).toBe(200);
    const entries = await listKegEntriesTesting(kit.t.database.db, kit.brewery.id);
    expect(
      entries.filter((entry) => entry.supplierOrderId === supplierOrderId).map(({ kegTypeId, delta }) => ({ kegTypeId, delta })),
    ).toEqual([{ kegTypeId: kit.pool.id, delta: 2 }]);
    // the pool keg type's balance goes on (2 + 2), the 50 L one stays
    expect((await bothSides(kit.pool.id)).venue).toMatchObject({ balance: 4 });
    expect((await bothSides(kit.fifty.id)).venue).toMatchObject({ balance: 3 });
  });

  it('refuses to change or delete an entry: the ledger is append-only', async () => {
    const [entry] = await listKegEntriesTesting(kit.t.database.db, kit.brewery.id);
    const refused = {
      cause: expect.objectContaining({ message: expect.stringMatching(/never changed nor deleted: write an adjustment/) }),
    };
    await expect(updateKegEntryTesting(kit.t.database.db, entry!.id, 99)).rejects.toMatchObject(refused);
    await expect(deleteKegEntryTesting(kit.t.database.db, entry!.id)).rejects.toMatchObject(refused);
    expect((await listKegEntriesTesting(kit.t.database.db, kit.brewery.id))[0]).toEqual(entry);
  });
});

describe('empties', () => {
  it('a kicked keg of a known type becomes an empty of its supplier; on tap, full and empties add up to the balance', async () => {
    const first = await kit.deliver(kit.fifty.id, 2);
    const second = await kit.dispatchedOrder(kit.fifty.id, 1);
    const pouring = await kit.pour(first);
    const alsoPouring = await kit.pour(second);
    expect((await bothSides(kit.fifty.id)).venue).toMatchObject({ balance: 5, onTap: 2, full: 3, emptiesWaiting: 0 });
    await kit.kick(pouring.id);
    const empties = await listKegEmptiesTesting(kit.t.database.db, kit.venue.id);
    expect(empties).toMatchObject([
      { supplierId: kit.brewery.id, kegTypeId: kit.fifty.id, onTapEntryId: pouring.id, collectedAt: null, collectionId: null },
    ]);
    const { supplier, venue } = await bothSides(kit.fifty.id);
    expect(venue).toMatchObject({ balance: 5, onTap: 1, emptiesWaiting: 1, full: 3 });
    expect(supplier).toMatchObject({ balance: 5, emptiesWaiting: 1 });
    // each kick its own empty
    await kit.kick(alsoPouring.id);
    expect(await listKegEmptiesTesting(kit.t.database.db, kit.venue.id)).toHaveLength(2);
  });

  it('a venue declares empties it did not track, up to what it holds less the empties waiting (422 beyond, nothing written)', async () => {
    const before = await bothSides(kit.fifty.id);
    const left = before.venue!.balance - before.venue!.emptiesWaiting;
    const tooMany = parseError(await declare([{ kegTypeId: kit.fifty.id, qty: left + 1 }]), 422);
    expect(tooMany.details).toEqual([
      {
        field: 'counts.0.qty',
        message: `can’t be more than the ${left} kegs of 50 L keg you hold that aren’t empties yet (2 kegs already waiting as empties)`,
      },
    ]);
    expect(await listKegEmptiesTesting(kit.t.database.db, kit.venue.id)).toHaveLength(2);
    const foreign = parseError(await declare([{ kegTypeId: crypto.randomUUID(), qty: 1 }]), 422);
    expect(foreign.details).toEqual([{ field: 'counts.0.kegTypeId', message: 'is not one of the supplier’s keg types' }]);

    const declared = parseAnswer(await declare([{ kegTypeId: kit.fifty.id, qty: 1 }]), 201, VenueKegSupplier);
    expect(declared.holdings.find((holding) => holding.kegTypeId === kit.fifty.id)).toMatchObject({ balance: 5, emptiesWaiting: 3 });
    // the venue declares for a supplier it traded with only
    expect(
      (
        await call(kit.venueMember, 'POST', `/api/venues/${kit.venue.id}/kegs/${kit.otherSupplier.id}/empties`, {
          counts: [{ kegTypeId: kit.fifty.id, qty: 1 }],
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call(kit.venueStranger, 'POST', `/api/venues/${kit.venue.id}/kegs/${kit.brewery.id}/empties`, {
          counts: [{ kegTypeId: kit.fifty.id, qty: 1 }],
        })
      ).statusCode,
    ).toBe(404);
  });
});

describe('adjustments and write-offs', () => {
  const writeOff = (qty: number, caller = kit.admin) =>
    call(caller, 'POST', supplierEntries(), { reason: 'written_off', kegTypeId: kit.fifty.id, qty, note: 'Lost in the flood' });

  it('only the supplier’s owners and admins adjust (a member 403, another tenant 404), with a reason', async () => {
    expect(parseError(await writeOff(1, kit.member), 403).message).toMatch(/owner or admin/);
    expect((await writeOff(1, kit.supplierStranger)).statusCode).toBe(404);
    expect((await writeOff(1, kit.venueOwner)).statusCode).toBe(404);
    const noReason = parseError(
      await call(kit.owner, 'POST', supplierEntries(), { reason: 'adjusted', kegTypeId: kit.fifty.id, delta: 1, note: ' ' }),
      400,
    );
    expect(noReason.details).toEqual([expect.objectContaining({ field: 'note' })]);
    const zero = await call(kit.owner, 'POST', supplierEntries(), { reason: 'adjusted', kegTypeId: kit.fifty.id, delta: 0, note: 'x' });
    expect(zero.statusCode).toBe(400);
    // a venue the supplier never traded with has no ledger with it
    expect(
      (
        await call(kit.owner, 'POST', supplierEntries(kit.otherVenue.id), {
          reason: 'adjusted',
          kegTypeId: kit.fifty.id,
          delta: 1,
          note: 'x',
        })
      ).statusCode,
    ).toBe(404);

    const adjusted = parseAnswer(
      await call(kit.owner, 'POST', supplierEntries(), {
        reason: 'adjusted',
        kegTypeId: kit.fifty.id,
        delta: 2,
        note: 'Two found in the cellar',
      }),
      201,
      KegLedgerEntry,
    );
    expect(adjusted).toMatchObject({
      reason: 'adjusted',
      delta: 2,
      note: 'Two found in the cellar',
      actor: { id: kit.owner.userId, name: 'Olive Owner' },
    });
    expect((await bothSides(kit.fifty.id)).supplier!.balance).toBe(7);
  });

  it('refuses a write-off beyond the balance (422, nothing written); one within it clears the empties beyond the new balance, oldest first', async () => {
    const entriesBefore = await listKegEntriesTesting(kit.t.database.db, kit.brewery.id);
    const tooMany = parseError(await writeOff(8), 422);
    expect(tooMany.details).toEqual([{ field: 'qty', message: 'can’t write off more than the 7 kegs of 50 L keg The Local holds' }]);
    const below = await call(kit.owner, 'POST', supplierEntries(), { reason: 'adjusted', kegTypeId: kit.fifty.id, delta: -8, note: 'x' });
    expect(parseError(below, 422).details).toEqual([expect.objectContaining({ field: 'delta' })]);
    expect(await listKegEntriesTesting(kit.t.database.db, kit.brewery.id)).toHaveLength(entriesBefore.length);

    // 7 held, 3 empties waiting: writing off 5 leaves 2, so the oldest empty goes
    const [oldest] = await listKegEmptiesTesting(kit.t.database.db, kit.venue.id);
    parseAnswer(await writeOff(5), 201, KegLedgerEntry);
    const empties = await listKegEmptiesTesting(kit.t.database.db, kit.venue.id);
    expect(empties.filter((empty) => empty.collectedAt === null)).toHaveLength(2);
    expect(empties.find((empty) => empty.id === oldest!.id)).toMatchObject({ collectionId: null, collectedAt: expect.any(Date) });
    const { supplier, venue } = await bothSides(kit.fifty.id);
    expect(supplier).toMatchObject({ balance: 2, emptiesWaiting: 2, depositHeldCents: 10_000 });
    expect(venue).toMatchObject({ balance: 2, emptiesWaiting: 2, onTap: 0, full: 0 });
    // with every keg it holds already empty, a kick writes no empty the ledger can't hold
    const again = await kit.deliver(kit.fifty.id, 1);
    const tapped = await kit.pour(again);
    await call(kit.owner, 'POST', supplierEntries(), { reason: 'written_off', kegTypeId: kit.fifty.id, qty: 1, note: 'Broken' });
    await kit.kick(tapped.id);
    expect((await bothSides(kit.fifty.id)).venue).toMatchObject({ balance: 2, emptiesWaiting: 2 });
  });

  it('lists the pair’s entries newest first with who and why, the same from both sides; another tenant 404', async () => {
    const page = parseAnswer(await call(kit.member, 'GET', `${supplierEntries()}?pageSize=2`), 200, KegLedgerPage);
    expect(page.total).toBe((await listKegEntriesTesting(kit.t.database.db, kit.brewery.id)).length);
    expect(page.items.map((entry) => [entry.reason, entry.delta, entry.note])).toEqual([
      ['written_off', -1, 'Broken'],
      ['delivered', 1, null],
    ]);
    expect(page.items[1]!.order).toMatchObject({ number: expect.stringMatching(/^TL-/) });
    expect(page).toMatchObject({ supplier: { id: kit.brewery.id }, venue: { id: kit.venue.id, name: 'The Local' } });
    const venueSide = parseAnswer(
      await call(kit.venueMember, 'GET', `/api/venues/${kit.venue.id}/kegs/${kit.brewery.id}/entries?pageSize=2`),
      200,
      KegLedgerPage,
    );
    expect(venueSide.items).toEqual(page.items);
    expect((await call(kit.supplierStranger, 'GET', supplierEntries())).statusCode).toBe(404);
    expect((await call(kit.venueStranger, 'GET', `/api/venues/${kit.venue.id}/kegs/${kit.brewery.id}/entries`)).statusCode).toBe(404);
    expect((await call(kit.venueMember, 'GET', `/api/venues/${kit.venue.id}/kegs/${kit.otherSupplier.id}/entries`)).statusCode).toBe(404);
  });
});

describe('deposits and attention', () => {
  it('the venue reads deposits paid and refunded from tax document lines naming the keg type (other lines ignored)', async () => {
    const { supplierOrderId } = await kit.dispatchedOrder(kit.fifty.id, 1);
    const line = (extra: Record<string, unknown>) => ({
      description: 'Keg deposit',
      skuCode: '',
      qty: 2,
      unitPriceCents: 5_000,
      taxRateBasisPoints: 1000,
      lineTotalCents: 10_000,
      gstCents: 1_000,
      ...extra,
    });
    const parties = { supplierId: kit.brewery.id, venueId: kit.venue.id, supplierOrderId };
    const invoiceId = await insertKegDocumentTesting(kit.t.database.db, {
      ...parties,
      kind: 'invoice',
      lines: [
        line({ kegTypeId: kit.fifty.id }),
        line({}),
        line({ kegTypeId: 'not-a-uuid' }),
        line({ kegTypeId: kit.fifty.id, gstCents: '7' }),
      ],
    });
    await insertKegDocumentTesting(kit.t.database.db, {
      ...parties,
      kind: 'adjustment_note',
      relatesToId: invoiceId,
      lines: [line({ kegTypeId: kit.fifty.id, qty: 1, lineTotalCents: 5_000, gstCents: 500 })],
    });
    const brewery = (await kit.venueKegs()).suppliers.find((row) => row.supplier.id === kit.brewery.id)!;
    // 11,000 and 10,000 (its gst not a number): paid; 5,500 refunded
    expect(brewery.holdings.find((holding) => holding.kegTypeId === kit.fifty.id)).toMatchObject({
      depositsPaidCents: 21_000,
      depositsRefundedCents: 5_500,
    });
    expect(brewery).toMatchObject({
      depositsPaidCents: 21_000,
      depositsRefundedCents: 5_500,
      promises: { collectionPromiseDays: 7, kegOutDays: 60 },
    });
  });

  it('both overviews count empties waiting past the collection promise and kegs out past the keg-out days', async () => {
    const db = kit.t.database.db;
    const fresh = async () =>
      parseAnswer(await call(kit.member, 'GET', `/api/suppliers/${kit.brewery.id}/overview`), 200, SupplierOverview).kegs;
    expect(await fresh()).toEqual({
      lateEmpties: { kegs: 0, partners: 0, firstPartner: null, days: null },
      overdueKegs: { kegs: 0, partners: 0, firstPartner: null, days: null },
    });
    const pair = { supplierId: kit.brewery.id, venueId: kit.venue.id, kegTypeId: kit.pool.id };
    const ago = (days: number) => new Date(Date.now() - days * DAY_MS);
    // 70 days ago 4 pool kegs came, 3 went back 10 days ago (the oldest first): 1 of them out past 60 days
    await insertKegEntryTesting(db, { ...pair, delta: 4, reason: 'adjusted', note: 'Opening count', at: ago(70) });
    await insertKegEntryTesting(db, { ...pair, delta: -3, reason: 'adjusted', note: 'Counted back', at: ago(10) });
    await insertKegEmptyTesting(db, { ...pair, emptiedAt: ago(8) });
    await insertKegEmptyTesting(db, { ...pair, emptiedAt: ago(6) });
    const seen = await fresh();
    expect(seen).toEqual({
      lateEmpties: { kegs: 1, partners: 1, firstPartner: { id: kit.venue.id, slug: kit.venue.slug, name: 'The Local' }, days: 7 },
      overdueKegs: { kegs: 1, partners: 1, firstPartner: { id: kit.venue.id, slug: kit.venue.slug, name: 'The Local' }, days: 60 },
    });
    const venueSide = parseAnswer(await call(kit.venueMember, 'GET', `/api/venues/${kit.venue.id}/overview`), 200, VenueOverview).kegs;
    expect(venueSide.lateEmpties).toMatchObject({ kegs: 1, partners: 1, firstPartner: { id: kit.brewery.id }, days: 7 });
    expect(venueSide.overdueKegs).toMatchObject({ kegs: 1, firstPartner: { id: kit.brewery.id }, days: 60 });
    // the supplier's own promises, read where it set them
    await setKegPromisesTesting(db, kit.brewery.id, { collectionPromiseDays: 5, kegOutDays: 90 });
    expect(await fresh()).toMatchObject({ lateEmpties: { kegs: 2, days: 5 }, overdueKegs: { kegs: 0, days: null } });
  });
});

describe('the pair’s lock', () => {
  it('write-offs of the whole balance at once: one is written, the others refused; empties follow the balance', async () => {
    const held = (await bothSides(kit.fifty.id)).supplier!.balance;
    expect(held).toBeGreaterThan(0);
    const writeOff = () =>
      call(kit.owner, 'POST', supplierEntries(), { reason: 'written_off', kegTypeId: kit.fifty.id, qty: held, note: 'Counted none left' });
    // on PostgreSQL they really run at once, on a pool of connections; on PGlite one after another
    const statuses = (await Promise.all(Array.from({ length: 8 }, writeOff))).map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 422, 422, 422, 422, 422, 422, 422]);
    const { supplier, venue } = await bothSides(kit.fifty.id);
    // none out: the supplier's list leaves the type out; the venue's keeps it for the deposits paid on it
    expect(supplier).toBeUndefined();
    expect(venue).toMatchObject({ balance: 0, emptiesWaiting: 0, full: 0, depositsPaidCents: 21_000 });
    const waiting = (await listKegEmptiesTesting(kit.t.database.db, kit.venue.id)).filter(
      (empty) => empty.kegTypeId === kit.fifty.id && empty.collectedAt === null,
    );
    expect(waiting).toEqual([]);
  });
});
