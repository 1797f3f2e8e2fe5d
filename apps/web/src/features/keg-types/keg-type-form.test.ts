import { describe, expect, it } from 'vitest';
import type { KegType } from '@tapline/contracts';
import { checkKegType, kegDepositWords, kegTypeOptionLabel, kegTypeValuesOf, placeKegTypeRefusal } from './keg-type-form';

const own: KegType = {
  id: '00000000-0000-4000-8000-000000000001',
  name: '50 L keg',
  litres: 50,
  ownerKind: 'supplier',
  poolName: null,
  depositCents: 5000,
  depositTaxable: true,
  archivedAt: null,
  skuCount: 2,
  updatedAt: '2026-11-30T00:00:00.000Z',
};
const kegstar: KegType = { ...own, name: 'Kegstar 30 L', litres: 30, ownerKind: 'pool', poolName: 'Kegstar', depositCents: 0 };

describe('the keg type form', () => {
  it('sends its own keg’s deposit in cents, and no pool', () => {
    const checked = checkKegType({ ...kegTypeValuesOf(), name: ' 50 L keg ', litres: '49.5', deposit: '$50', poolName: 'ignored' });
    expect(checked).toEqual({
      ok: true,
      input: { name: '50 L keg', litres: 49.5, ownerKind: 'supplier', poolName: null, depositCents: 5000, depositTaxable: true },
    });
  });

  it('sends a pool keg with its pool and never a deposit, and asks for the pool’s name', () => {
    const values = { ...kegTypeValuesOf(), name: 'Kegstar 30 L', litres: '30', ownerKind: 'pool' as const, deposit: '50' };
    expect(checkKegType(values)).toEqual({ ok: false, errors: { poolName: 'Name the pool it belongs to, e.g. Kegstar' } });
    expect(checkKegType({ ...values, poolName: 'Kegstar' })).toMatchObject({ ok: true, input: { poolName: 'Kegstar', depositCents: 0 } });
  });

  it('names each field the contract refuses, and places the server’s refusals', () => {
    const checked = checkKegType({ ...kegTypeValuesOf(), name: '', litres: '50.25', deposit: 'abc' });
    expect(checked.ok ? [] : Object.keys(checked.errors).sort()).toEqual(['deposit', 'litres', 'name']);
    expect(placeKegTypeRefusal([{ field: 'name', message: 'is taken' }], 'There is a keg type called “50 L keg” already')).toEqual({
      name: 'There is a keg type called “50 L keg” already',
    });
    expect(placeKegTypeRefusal([{ field: 'depositCents', message: 'a pool keg carries no deposit' }], '')).toEqual({
      deposit: 'A pool keg carries no deposit',
    });
    expect(placeKegTypeRefusal([{ field: 'other', message: 'x' }], '')).toBeNull();
  });

  it('says whose keg it is and what deposit it carries, in the list and the Keg select', () => {
    expect(kegDepositWords(own, 'AUD')).toBe('$50.00 + GST');
    expect(kegDepositWords({ ...own, depositTaxable: false }, 'AUD')).toBe('$50.00, GST-free');
    expect(kegDepositWords(kegstar, 'AUD')).toBe('None');
    expect(kegTypeOptionLabel(own, 'AUD')).toBe('50 L keg · $50.00 deposit');
    expect(kegTypeOptionLabel(kegstar, 'AUD')).toBe('Kegstar 30 L · Kegstar pool');
    expect(kegTypeOptionLabel({ ...own, archivedAt: '2026-11-30T00:00:00.000Z' }, 'AUD')).toBe('50 L keg · $50.00 deposit (archived)');
    expect(kegTypeValuesOf(own)).toMatchObject({ litres: '50', deposit: '50.00', depositTaxable: true });
  });
});
