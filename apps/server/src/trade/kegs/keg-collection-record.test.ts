import { describe, expect, it } from 'vitest';
import { KegCollection } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { kegCollectionsTestKit } from '../../../test/support/keg-collections-kit';
import {
  collectionTesting,
  insertTestEmpties,
  ledgerTesting,
  notesTesting,
  waitingEmptiesTesting,
} from '../../../test/support/queries/keg-collections-testing.queries';

// Recording a collection (decision 0177): what the driver took, by any member of the supplier; more than the venue
// holds only with an owner's or admin's override, logged as adjusted; two recordings at once, one wins.

const { kit, call, db, freshPair, ask, record, recordDirect } = kegCollectionsTestKit();

describe('recording a collection', () => {
  it('refuses more than the venue holds without override (422 naming the type and balance), writing nothing', async () => {
    const { venue, supplier, keg, pair, deliver } = await freshPair();
    await deliver(keg, 2);
    await insertTestEmpties(db(), { ...pair, kegTypeId: keg.id }, 2);
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 2 }] });
    const refused = parseError(await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 3 }] }, kit.supplierOwner), 422);
    expect(refused).toMatchObject({
      code: 'keg_refused',
      details: [
        {
          field: 'kegs.0.qty',
          message: '50 L keg: 3 recorded but The Local holds 2 × 50 L keg; an owner or admin may record more with override',
        },
      ],
    });
    expect(await ledgerTesting(db(), pair)).toHaveLength(1);
    expect(await waitingEmptiesTesting(db(), pair)).toHaveLength(2);
    expect(await collectionTesting(db(), asked.id)).toMatchObject({ status: 'requested', version: 1, collected: null });
    expect(await notesTesting(db(), supplier.id)).toEqual([]);
  });

  it('with an admin’s override: the excess is adjusted ("found at collection") before the return, and the balance is 0', async () => {
    const { venue, supplier, keg, pair, deliver } = await freshPair();
    await deliver(keg, 2);
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 2 }] });
    const collected = parseAnswer(
      await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 3 }], override: true }, kit.supplierAdmin),
      200,
      KegCollection,
    );
    expect(collected).toMatchObject({ override: true, collected: [{ qty: 3 }], refunds: [{ collected: 3, refunded: 2 }] });
    const ledger = await ledgerTesting(db(), pair);
    expect(ledger).toEqual([
      { kegTypeId: keg.id, delta: 2, reason: 'delivered', collectionId: null, note: null },
      { kegTypeId: keg.id, delta: 1, reason: 'adjusted', collectionId: asked.id, note: 'found at collection' },
      { kegTypeId: keg.id, delta: -3, reason: 'returned', collectionId: asked.id, note: null },
    ]);
    expect(ledger.reduce((sum, entry) => sum + entry.delta, 0)).toBe(0);
  });

  it('a member’s override is 403, and nothing is written', async () => {
    const { venue, supplier, keg, pair, deliver } = await freshPair();
    await deliver(keg, 1);
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 1 }] });
    const refused = parseError(await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 2 }], override: true }), 403);
    expect(refused.message).toBe(
      'Only Harbour Brewing’s owners and admins record more kegs than a venue holds (The Local holds 1 × 50 L keg)',
    );
    expect(await ledgerTesting(db(), pair)).toHaveLength(1);
    expect(await collectionTesting(db(), asked.id)).toMatchObject({ status: 'requested' });
    // within the balance, a member records
    parseAnswer(await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 1 }], override: true }), 200, KegCollection);
  });

  it('two recordings of the same request at once: one 200, the other 409, one set of ledger entries and notes', async () => {
    const { venue, supplier, keg, pair, deliver } = await freshPair();
    await deliver(keg, 6);
    await insertTestEmpties(db(), { ...pair, kegTypeId: keg.id }, 6);
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 6 }] });
    const answers = await Promise.all([
      record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 5 }] }),
      record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 6 }] }, kit.supplierOwner),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!;
    expect(parseError(loser, 409)).toMatchObject({ code: 'conflict', details: { status: 'collected' } });
    const returned = (await ledgerTesting(db(), pair)).filter((entry) => entry.reason === 'returned');
    expect(returned).toHaveLength(1);
    expect(await notesTesting(db(), supplier.id)).toHaveLength(1);
    const winner = KegCollection.parse(answers.find((answer) => answer.statusCode === 200)!.json());
    expect(await waitingEmptiesTesting(db(), pair)).toHaveLength(6 - winner.collected![0]!.qty);
  });

  it('names the version read: a request the venue changed since is 409 with the new version', async () => {
    const { venue, supplier, keg, deliver } = await freshPair();
    await deliver(keg, 4);
    const first = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 2 }] });
    const second = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 4 }] });
    expect(second).toMatchObject({ id: first.id, version: 2 });
    const stale = parseError(await record(first.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 2 }] }), 409);
    expect(stale).toMatchObject({ details: { version: 2 } });
    expect(stale.message).toContain('The Local changed its request since you opened it');
  });

  it('records with no request (a swap at a delivery), but not while the venue has one open', async () => {
    const { venue, supplier, keg, pool, pair, deliver } = await freshPair();
    await deliver(keg, 3);
    await deliver(pool, 2);
    const swapped = parseAnswer(
      await recordDirect(supplier.id, {
        venueId: venue.id,
        kegs: [
          { kegTypeId: keg.id, qty: 1 },
          { kegTypeId: pool.id, qty: 2 },
        ],
      }),
      201,
      KegCollection,
    );
    expect(swapped).toMatchObject({ status: 'collected', requested: [], requestedBy: null, refunds: [{ collected: 1, refunded: 1 }] });
    const returned = (await ledgerTesting(db(), pair)).filter((entry) => entry.reason === 'returned');
    expect(returned.map((entry) => [entry.kegTypeId, entry.delta, entry.collectionId])).toEqual(
      expect.arrayContaining([
        [keg.id, -1, swapped.id],
        [pool.id, -2, swapped.id],
      ]),
    );
    expect(returned).toHaveLength(2);
    const open = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 2 }] });
    const refused = parseError(await recordDirect(supplier.id, { venueId: venue.id, kegs: [{ kegTypeId: keg.id, qty: 1 }] }), 409);
    expect(refused.details).toEqual({ collectionId: open.id });
  });

  it('refuses a keg type of another supplier, and another tenant’s call is 404', async () => {
    const { venue, supplier, keg, deliver } = await freshPair();
    const other = await freshPair();
    await deliver(keg, 2);
    const asked = await ask(venue.id, { supplierId: supplier.id, kegs: [{ kegTypeId: keg.id, qty: 2 }] });
    const foreign = parseError(await record(asked.id, { version: 1, kegs: [{ kegTypeId: other.keg.id, qty: 1 }] }), 422);
    expect(foreign.details).toEqual([{ field: 'kegs.0.kegTypeId', message: 'is not one of Harbour Brewing’s keg types' }]);
    parseError(await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 1 }] }, kit.stranger), 404);
    // the venue's side doesn't record
    parseError(await record(asked.id, { version: 1, kegs: [{ kegTypeId: keg.id, qty: 1 }] }, kit.venueOwner), 404);
    parseError(await recordDirect(supplier.id, { venueId: venue.id, kegs: [{ kegTypeId: keg.id, qty: 1 }] }, kit.stranger), 404);
    parseError(await call(kit.stranger, 'POST', `/api/keg-collections/${asked.id}/cancel`), 404);
    expect(await collectionTesting(db(), asked.id)).toMatchObject({ status: 'requested', version: 1 });
  });
});
