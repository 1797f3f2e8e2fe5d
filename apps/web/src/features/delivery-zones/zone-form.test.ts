import type { DeliveryZone } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { checkZone, localitiesSummary, localityText, placeZoneRefusal, readLocalities, valuesOf } from './zone-form';
import { shortDays } from './zone-words';

const zone: DeliveryZone = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Inner Sydney',
  deliveryWeekdays: [5, 1, 3],
  orderCutoffTime: '14:00',
  leadDays: null,
  minimumOrderCents: 25_000,
  deliveryFeeCents: 1_500,
  localities: [
    { postcode: '2000', suburb: null },
    { postcode: '2010', suburb: 'Surry Hills' },
  ],
  updatedAt: '2026-11-30T00:00:00.000Z',
};

describe('the delivery zone form', () => {
  it('reads pasted postcodes and postcode-suburb lines, dropping a state and what is there twice', () => {
    expect(readLocalities('2000, 2007 2008\n2010 Surry Hills\nDarlinghurst NSW 2010\n\n2000; Barangaroo, 2000\n2010 surry hills')).toEqual({
      localities: [
        { postcode: '2000', suburb: null },
        { postcode: '2007', suburb: null },
        { postcode: '2008', suburb: null },
        { postcode: '2010', suburb: 'Surry Hills' },
        { postcode: '2010', suburb: 'Darlinghurst' },
        { postcode: '2000', suburb: 'Barangaroo' },
      ],
      unread: [],
    });
    expect(readLocalities('200\nSurry Hills\n2010 2011 Redfern').unread).toEqual(['200', 'Surry Hills', '2010 2011 Redfern']);
  });

  it('sends a zone back as it was read, an empty rule as none (the supplier’s usual) and an empty fee as free', () => {
    const checked = checkZone(valuesOf(zone));
    expect(checked.ok && checked.input).toEqual({
      name: 'Inner Sydney',
      deliveryWeekdays: [1, 3, 5],
      orderCutoffTime: '14:00',
      leadDays: null,
      minimumOrderCents: 25_000,
      deliveryFeeCents: 1_500,
      localities: zone.localities,
    });
    const free = checkZone({ ...valuesOf(zone), fee: '', minimum: '', cutoff: '' });
    expect(free.ok && free.input).toMatchObject({ deliveryFeeCents: 0, minimumOrderCents: null, orderCutoffTime: null });
  });

  it('says what is wrong on its field', () => {
    const checked = checkZone({ name: '', weekdays: [], cutoff: '25:00', leadDays: '61', minimum: 'lots', fee: '-5', localities: '20000' });
    expect(checked.ok ? null : checked.errors).toEqual({
      name: 'Enter a name, like “Inner Sydney”',
      weekdays: 'Choose at least one delivery day',
      cutoff: 'Enter a time, like 14:00',
      leadDays: 'A whole number of days, 0 to 60',
      minimum: 'Enter the minimum in dollars, like 25 or 24.50',
      fee: 'Enter the fee in dollars, like 25 or 24.50',
      localities: 'Not a postcode or “postcode suburb”: 20000',
    });
  });

  it('puts a conflict and a refused locality on the localities, naming it', () => {
    const sent = checkZone(valuesOf(zone));
    const input = sent.ok ? sent.input : null;
    const clash = 'A place is in one delivery zone at most: 2010 surry hills is in “City”.';
    expect(placeZoneRefusal({ status: 409, message: clash, issues: [{ field: 'localities.1', message: 'in City' }] }, input)).toEqual({
      localities: clash,
    });
    expect(
      placeZoneRefusal({ status: 409, message: 'A zone named “City” exists', issues: [{ field: 'name', message: 'taken' }] }, input),
    ).toEqual({
      name: 'A zone named “City” exists',
    });
    expect(placeZoneRefusal({ status: 409, message: 'Another change took it', issues: [] }, input)).toBeNull();
    expect(
      placeZoneRefusal({ status: 400, message: 'bad', issues: [{ field: 'localities.1.suburb', message: 'too long' }] }, input),
    ).toEqual({
      localities: '2010 Surry Hills: too long',
    });
    expect(placeZoneRefusal({ status: 400, message: 'bad', issues: [{ field: 'other', message: 'x' }] }, input)).toBeNull();
  });

  it('says days and localities in a few words', () => {
    expect(shortDays([5, 1, 3])).toBe('Mon, Wed & Fri');
    expect(shortDays([0, 1, 2, 3, 4, 5, 6])).toBe('Every day');
    expect(localitiesSummary(zone.localities)).toBe('2 postcodes, 1 suburb');
    expect(localitiesSummary([{ postcode: '2000', suburb: null }])).toBe('1 postcode');
    expect(localityText({ postcode: '2031', suburb: 'st clovelly-randwick' })).toBe('2031 St Clovelly-Randwick');
  });
});
