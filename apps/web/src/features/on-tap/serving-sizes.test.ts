import { describe, expect, it } from 'vitest';
import { centsOfDollars, dollarsOfCents, hasSizeErrors, nextSizeRow, servingSizesOf, sizeValuesOf } from './serving-sizes';

describe('serving sizes in dollars and cents', () => {
  it('reads dollars as cents, and refuses what is not a price', () => {
    expect(centsOfDollars('9.5')).toBe(950);
    expect(centsOfDollars('$12.05')).toBe(1205);
    expect(centsOfDollars(' 7 ')).toBe(700);
    expect(centsOfDollars('0')).toBe(0);
    expect(centsOfDollars('1,000.10')).toBe(100010);
    expect(centsOfDollars('-1')).toBeNaN();
    expect(centsOfDollars('9.999')).toBeNaN();
    expect(centsOfDollars('')).toBeNaN();
    expect(centsOfDollars('ten')).toBeNaN();
  });

  it('shows cents as dollars to edit, and round-trips', () => {
    expect(dollarsOfCents(950)).toBe('9.50');
    expect(dollarsOfCents(0)).toBe('0.00');
    expect(centsOfDollars(dollarsOfCents(1234))).toBe(1234);
    expect(sizeValuesOf({ label: 'Pint', volumeMl: 570, priceCents: 1400 })).toEqual({ label: 'Pint', volumeMl: '570', price: '14.00' });
  });

  it('turns the typed rows into the contract’s sizes', () => {
    const { sizes, errors } = servingSizesOf([
      { label: ' Schooner ', volumeMl: '425', price: '9.50' },
      { label: 'Pint', volumeMl: '570 mL', price: '$12' },
    ]);
    expect(hasSizeErrors(errors)).toBe(false);
    expect(sizes).toEqual([
      { label: 'Schooner', volumeMl: 425, priceCents: 950 },
      { label: 'Pint', volumeMl: 570, priceCents: 1200 },
    ]);
  });

  it('says what is wrong under each field: a missing name, 0 mL, a negative price', () => {
    const { errors } = servingSizesOf([
      { label: '', volumeMl: '0', price: '-2' },
      { label: 'Pot', volumeMl: '285', price: '7' },
      { label: 'Jug', volumeMl: '1.5', price: '20000' },
    ]);
    expect(hasSizeErrors(errors)).toBe(true);
    expect(Object.keys(errors[0]!).sort()).toEqual(['label', 'price', 'volumeMl']);
    expect(errors[1]).toEqual({});
    expect(Object.keys(errors[2]!).sort()).toEqual(['price', 'volumeMl']);
  });

  it('suggests the usual glass not yet listed, and stops at six', () => {
    expect(nextSizeRow([])).toMatchObject({ label: 'Pot', volumeMl: '285' });
    expect(nextSizeRow([{ label: 'pot', volumeMl: '285', price: '7' }])).toMatchObject({ label: 'Schooner' });
    const three = ['Pot', 'Schooner', 'Pint'].map((label) => ({ label, volumeMl: '1', price: '1' }));
    expect(nextSizeRow(three)).toEqual({ label: '', volumeMl: '', price: '' });
    expect(nextSizeRow([...three, ...three])).toBeNull();
  });
});
