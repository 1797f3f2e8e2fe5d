import type { KegCollectionKegType, CollectionSupplier } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { askInputOf, askValuesFor, recordCountsFor, recordInputOf } from './collection-forms';
import { collectedWords, refundWords, whenWords } from './collection-words';

const keg: KegCollectionKegType = {
  id: '00000000-0000-4000-8000-000000000001',
  name: '50 L keg',
  litres: 50,
  ownerKind: 'supplier',
  poolName: null,
  depositCents: 3000,
};
const pool: KegCollectionKegType = {
  ...keg,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Kegstar 50 L',
  ownerKind: 'pool',
  poolName: 'Kegstar',
  depositCents: 0,
};

const supplier: CollectionSupplier = {
  supplier: { id: '00000000-0000-4000-8000-0000000000aa', slug: 'harbour', name: 'Harbour Brewing' },
  kegs: [
    { kegType: keg, balance: 6, emptiesWaiting: 4 },
    { kegType: pool, balance: 2, emptiesWaiting: 0 },
  ],
  open: null,
  collectionDays: ['2026-12-08', '2026-12-09'],
};

describe('the ask form', () => {
  it('opens on the empties waiting and the next delivery, and sends the kegs counted', () => {
    const values = askValuesFor(supplier);
    expect(values).toEqual({ counts: { [keg.id]: '4', [pool.id]: '' }, when: 'next', day: '2026-12-08', note: '' });
    expect(askInputOf({ ...values, note: ' Side door ' }, supplier)).toEqual({
      ok: true,
      input: {
        supplierId: supplier.supplier.id,
        kegs: [{ kegTypeId: keg.id, qty: 4 }],
        requestedFor: null,
        swapAtDelivery: false,
        note: 'Side door',
      },
    });
    expect(askInputOf({ ...values, when: 'day', day: '2026-12-09' }, supplier)).toMatchObject({
      ok: true,
      input: { requestedFor: '2026-12-09' },
    });
    expect(askInputOf({ ...values, when: 'swap' }, supplier)).toMatchObject({
      ok: true,
      input: { requestedFor: null, swapAtDelivery: true },
    });
  });

  it('refuses more than is held, a count that isn’t whole, and nothing at all', () => {
    expect(askInputOf({ ...askValuesFor(supplier), counts: { [keg.id]: '7', [pool.id]: '1.5' } }, supplier)).toEqual({
      ok: false,
      errors: { [keg.id]: 'At most 6: you hold 6', [pool.id]: 'Count whole kegs' },
    });
    expect(askInputOf({ ...askValuesFor(supplier), counts: {} }, supplier)).toEqual({
      ok: false,
      errors: { kegs: 'Ask for at least one keg' },
    });
  });

  it('opens on the open request when there is one', () => {
    const open = {
      requested: [{ kegType: pool, qty: 2 }],
      requestedFor: '2026-12-09',
      swapAtDelivery: false,
      note: 'Back lane',
    } as unknown as NonNullable<CollectionSupplier['open']>;
    expect(askValuesFor({ ...supplier, open })).toEqual({
      counts: { [keg.id]: '', [pool.id]: '2' },
      when: 'day',
      day: '2026-12-09',
      note: 'Back lane',
    });
  });
});

describe('the record form', () => {
  const rows = [
    { kegType: keg, balance: 6, asked: 6 },
    { kegType: pool, balance: 2, asked: 0 },
  ];

  it('opens on what was asked and sends what was taken, a type asked and not taken as 0', () => {
    expect(recordCountsFor(rows)).toEqual({ [keg.id]: '6', [pool.id]: '' });
    expect(recordInputOf({ [keg.id]: '5', [pool.id]: '' }, rows)).toEqual({ kegs: [{ kegTypeId: keg.id, qty: 5 }], over: [], errors: {} });
    expect(recordInputOf({ [keg.id]: '0', [pool.id]: '1' }, rows).kegs).toEqual([
      { kegTypeId: keg.id, qty: 0 },
      { kegTypeId: pool.id, qty: 1 },
    ]);
  });

  it('names the types over what the venue holds, and refuses nothing taken', () => {
    expect(recordInputOf({ [keg.id]: '7' }, rows).over.map((row) => row.kegType.name)).toEqual(['50 L keg']);
    expect(recordInputOf({ [keg.id]: '0' }, rows).errors).toEqual({ kegs: 'The driver took at least one keg: count it' });
  });
});

describe('the words', () => {
  it('say a refund short of what was collected, what was asked, and when', () => {
    expect(refundWords({ kegType: keg, collected: 5, refunded: 3 })).toBe('50 L keg: 3 of 5 refunded: 2 were never charged a deposit');
    expect(refundWords({ kegType: keg, collected: 2, refunded: 1 })).toBe('50 L keg: 1 of 2 refunded: 1 was never charged a deposit');
    expect(refundWords({ kegType: keg, collected: 5, refunded: 5 })).toBe('50 L keg: 5 refunded');
    expect(collectedWords({ collected: [{ kegType: keg, qty: 5 }], requested: [{ kegType: keg, qty: 6 }] })).toBe(
      '5 × 50 L keg (6 asked for)',
    );
    expect(collectedWords({ collected: [{ kegType: keg, qty: 5 }], requested: [] })).toBe('5 × 50 L keg');
    expect(whenWords({ requestedFor: '2026-12-08', swapAtDelivery: false })).toBe('Tue 8 Dec');
    expect(whenWords({ requestedFor: null, swapAtDelivery: true })).toBe('Swap one for one at the next delivery');
  });
});
