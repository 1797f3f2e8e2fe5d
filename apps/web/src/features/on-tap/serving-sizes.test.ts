import { describe, expect, it } from 'vitest';
import { hasSizeErrors, nextSizeRow, servingSizesOf, sizeValuesOf } from './serving-sizes';

describe('serving sizes in dollars and cents', () => {
  it('shows cents as dollars to edit', () => {
    expect(sizeValuesOf({ label: 'Pint', volumeMl: 570, priceCents: 1400 })).toEqual({ label: 'Pint', volumeMl: '570', price: '14.00' });
    expect(sizeValuesOf({ label: 'Free', volumeMl: 100, priceCents: 0 }).price).toBe('0.00');
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

  it('reads a price as every form does (parseMoney), and names the bound of a glass', () => {
    const priceOf = (price: string) => servingSizesOf([{ label: 'Pint', volumeMl: '570', price }]);
    expect(priceOf(' $1,000.10 ').sizes[0]!.priceCents).toBe(100010);
    expect(priceOf('0').sizes[0]!.priceCents).toBe(0);
    for (const price of ['-1', '9.999', '', 'ten']) {
      expect(priceOf(price).errors[0], price).toEqual({ price: 'Dollars, e.g. 9.50 (not negative)' });
    }
    expect(priceOf('10000').errors[0]).toEqual({});
    expect(priceOf('10000.01').errors[0]).toEqual({ price: 'At most $10,000 a glass' });
    expect(priceOf('123456789').errors[0]).toEqual({ price: 'At most $10,000 a glass' });
  });

  it('suggests the usual glass not yet listed, and stops at six', () => {
    expect(nextSizeRow([])).toMatchObject({ label: 'Pot', volumeMl: '285' });
    expect(nextSizeRow([{ label: 'pot', volumeMl: '285', price: '7' }])).toMatchObject({ label: 'Schooner' });
    const three = ['Pot', 'Schooner', 'Pint'].map((label) => ({ label, volumeMl: '1', price: '1' }));
    expect(nextSizeRow(three)).toEqual({ label: '', volumeMl: '', price: '' });
    expect(nextSizeRow([...three, ...three])).toBeNull();
  });
});
