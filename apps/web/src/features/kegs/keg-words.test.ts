import { describe, expect, it } from 'vitest';
import { adjustFieldOf, adjustmentInputOf, daysSince, daysWords, emptiesInputOf, ownerWords, signed } from './keg-words';

describe('keg words', () => {
  it('prints a change with its sign, and who owns a keg type', () => {
    expect([signed(3), signed(-2), signed(0)]).toEqual(['+3', '−2', '0']);
    expect(ownerWords({ ownerKind: 'pool', poolName: 'Kegstar', depositCents: 0 }, 'AUD')).toBe('Kegstar pool, no deposit');
    expect(ownerWords({ ownerKind: 'supplier', poolName: null, depositCents: 5_000 }, 'AUD')).toBe('$50.00 deposit');
    expect(ownerWords({ ownerKind: 'supplier', poolName: null, depositCents: 0 }, 'AUD')).toBe('No deposit');
  });

  it('counts whole days since a moment', () => {
    const now = new Date('2026-12-05T10:00:00Z');
    expect(daysSince('2026-12-05T01:00:00Z', now)).toBe(0);
    expect(daysSince('2026-11-28T09:59:59Z', now)).toBe(7);
    expect([daysWords(0), daysWords(1), daysWords(12)]).toEqual(['today', '1 day', '12 days']);
  });
});

describe('the adjustment form', () => {
  const values = { kegTypeId: 'k1', action: 'add' as const, qty: '2', note: ' Found two in the cellar ' };

  it('adds or takes away kegs (adjusted ±), or writes them off, with the reason trimmed', () => {
    expect(adjustmentInputOf(values, 0)).toEqual({
      ok: true,
      input: { reason: 'adjusted', kegTypeId: 'k1', delta: 2, note: 'Found two in the cellar' },
    });
    expect(adjustmentInputOf({ ...values, action: 'remove' }, 5)).toMatchObject({ ok: true, input: { delta: -2 } });
    expect(adjustmentInputOf({ ...values, action: 'write_off' }, 2)).toEqual({
      ok: true,
      input: { reason: 'written_off', kegTypeId: 'k1', qty: 2, note: 'Found two in the cellar' },
    });
  });

  it('refuses no keg type, no reason, a count that isn’t whole, and taking away more than the venue holds', () => {
    expect(adjustmentInputOf({ kegTypeId: '', action: 'add', qty: '1.5', note: '  ' }, 3)).toEqual({
      ok: false,
      errors: { kegTypeId: 'Choose the keg type', qty: 'Give a whole number of kegs', note: 'Say why: the venue sees it in the ledger' },
    });
    expect(adjustmentInputOf({ ...values, action: 'write_off', qty: '4' }, 3)).toEqual({ ok: false, errors: { qty: 'The venue holds 3' } });
    expect(adjustmentInputOf({ ...values, action: 'remove', qty: '1' }, 0)).toEqual({
      ok: false,
      errors: { qty: 'The venue holds none of these' },
    });
    expect(adjustmentInputOf({ ...values, qty: '0' }, 3)).toEqual({ ok: false, errors: { qty: 'At least 1 keg' } });
  });

  it('places the server’s fields on the form’s', () => {
    expect([adjustFieldOf('delta'), adjustFieldOf('qty'), adjustFieldOf('note'), adjustFieldOf('reason')]).toEqual([
      'qty',
      'qty',
      'note',
      undefined,
    ]);
  });
});

describe('declaring empties', () => {
  it('takes the counts given, each at most what is left to declare; nothing given is said so', () => {
    expect(emptiesInputOf({ a: '2', b: '', c: '0' }, { a: 3, b: 1, c: 1 })).toEqual({
      ok: true,
      input: { counts: [{ kegTypeId: 'a', qty: 2 }] },
    });
    expect(emptiesInputOf({ a: '4', b: '1' }, { a: 3, b: 0 })).toEqual({
      ok: false,
      errors: { a: 'At most 3', b: 'None left to declare' },
    });
    expect(emptiesInputOf({ a: ' ' }, { a: 3 })).toEqual({ ok: false, errors: {}, nothing: true });
  });
});
