import { describe, expect, it } from 'vitest';
import { addressText } from './address-text';
import { ADDRESS_KINDS } from './settings-form';

describe('addressText', () => {
  it('a venue is told that suppliers deliver to its delivery address', () => {
    expect(addressText('venue', 'delivery').hint).toBe('Where suppliers deliver your orders, if not the street address.');
  });

  it('a supplier is never told that suppliers deliver to it (venue copy on the supplier form)', () => {
    for (const kind of ADDRESS_KINDS) expect(addressText('supplier', kind).hint).not.toMatch(/suppliers deliver/i);
    expect(addressText('supplier', 'delivery').hint).toBe('Where deliveries to you arrive, if not the street address.');
  });

  it('the other kinds read the same for both', () => {
    for (const kind of ['physical', 'billing'] as const) expect(addressText('supplier', kind)).toEqual(addressText('venue', kind));
  });
});
