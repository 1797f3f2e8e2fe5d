import type { OrganisationSettings } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { closesNextDay, formFieldOf, formValuesOf, patchOf, settingsFormSchema } from './settings-form';
import { timeZoneGroups, timeZoneOptions } from './time-zones';

const supplier: OrganisationSettings = {
  id: '22222222-2222-4222-8222-222222222222',
  type: 'supplier',
  slug: 'saltwater-brewing',
  name: 'Saltwater Brewing',
  description: 'Coastal ales.',
  logoUrl: null,
  contactEmail: 'orders@saltwater.example',
  contactPhone: null,
  publicEmail: null,
  publicPhone: null,
  timeZone: 'Australia/Sydney',
  status: 'active',
  suspendedReason: null,
  suspendedAt: null,
  venueKind: null,
  openingHours: null,
  addresses: [
    { kind: 'delivery', line1: '1 Wharf Rd', line2: null, suburb: 'Marrickville', state: 'NSW', postcode: '2204', country: 'AU' },
  ],
  orderingRules: { minimumOrderCents: 24950, deliveryWeekdays: [4, 2], orderCutoffTime: '14:00', leadDays: 1, currency: 'AUD' },
};
const venue: OrganisationSettings = {
  ...supplier,
  type: 'venue',
  slug: 'the-harbour-hotel',
  name: 'The Harbour Hotel',
  venueKind: 'pub',
  openingHours: { '1': { opens: '11:00', closes: '23:00' }, '0': { opens: '12:00', closes: '22:00' } },
  orderingRules: null,
};

function errorsOf(values: unknown) {
  const result = settingsFormSchema.safeParse(values);
  return result.success ? {} : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('money in the form', () => {
  const minimumOrderSent = (minimumOrder: string) => {
    const values = formValuesOf(supplier);
    values.orderingRules.minimumOrder = minimumOrder;
    return patchOf(values, 'supplier', ['orderingRules']).orderingRules?.minimumOrderCents;
  };

  it.each([
    ['250', 25000],
    ['249.5', 24950],
    ['249.50', 24950],
    ['0.07', 7],
    [' 12 ', 1200],
    ['$1,250', 125000],
    ['', null],
  ])('%j dollars → %s cents', (text, cents) => expect(minimumOrderSent(text)).toBe(cents));

  it('shows cents as dollars, without trailing zeros for whole amounts', () => {
    const rules = supplier.orderingRules!;
    expect(formValuesOf({ ...supplier, orderingRules: { ...rules, minimumOrderCents: 25000 } }).orderingRules.minimumOrder).toBe('250');
    expect(formValuesOf(supplier).orderingRules.minimumOrder).toBe('249.50');
  });

  it.each([
    ['12.345', 'Enter an amount in dollars, like 250 or 249.50'],
    ['-5', 'Enter an amount in dollars, like 250 or 249.50'],
    ['10000000', 'At most $1,000,000'],
    ['99999999', 'At most $1,000,000'],
    ['1000000.01', 'At most $1,000,000'],
  ])('refuses %j: %s', (minimumOrder, message) => {
    const values = formValuesOf(supplier);
    values.orderingRules.minimumOrder = minimumOrder;
    expect(errorsOf(values)).toEqual({ 'orderingRules.minimumOrder': message });
  });
});

describe('formValuesOf → patchOf', () => {
  it('sends nothing when nothing changed', () => {
    expect(patchOf(formValuesOf(supplier), 'supplier', [])).toEqual({});
  });

  it('round-trips a supplier’s rules, in cents and sorted weekdays', () => {
    const values = formValuesOf(supplier);
    expect(values.orderingRules).toEqual({ minimumOrder: '249.50', deliveryWeekdays: ['2', '4'], orderCutoffTime: '14:00', leadDays: '1' });
    values.orderingRules.deliveryWeekdays = ['5', '1'];
    values.orderingRules.minimumOrder = '300';
    expect(patchOf(values, 'supplier', ['orderingRules'])).toEqual({
      orderingRules: { minimumOrderCents: 30000, deliveryWeekdays: [1, 5], orderCutoffTime: '14:00', leadDays: 1 },
    });
  });

  it('empty contact fields become null, and only changed sections are sent', () => {
    const values = formValuesOf(supplier);
    values.contactEmail = '  ';
    values.description = 'New words ';
    expect(patchOf(values, 'supplier', ['contactEmail', 'description'])).toEqual({ contactEmail: null, description: 'New words' });
  });

  it('sends the enabled addresses only, with the country', () => {
    const values = formValuesOf(supplier);
    values.addresses.billing = { enabled: true, line1: '5 Box St', line2: '', suburb: 'Sydney', state: 'nsw', postcode: '2000' };
    values.addresses.delivery.enabled = false;
    expect(patchOf(values, 'supplier', ['addresses'])).toEqual({
      addresses: [{ kind: 'billing', line1: '5 Box St', line2: null, suburb: 'Sydney', state: 'NSW', postcode: '2000', country: 'AU' }],
    });
  });

  it('never sends a venue field for a supplier, or rules for a venue', () => {
    expect(patchOf(formValuesOf(supplier), 'supplier', ['venueKind', 'openingHours'])).toEqual({});
    expect(patchOf(formValuesOf(venue), 'venue', ['orderingRules'])).toEqual({});
  });

  it('opening hours: the open days, or null when none is open', () => {
    const values = formValuesOf(venue);
    expect(values.openingHours['1']).toEqual({ open: true, opens: '11:00', closes: '23:00' });
    expect(values.openingHours['3']).toEqual({ open: false, opens: '', closes: '' });
    expect(patchOf(values, 'venue', ['openingHours'])).toEqual({ openingHours: venue.openingHours });
    for (const day of Object.values(values.openingHours)) day.open = false;
    expect(patchOf(values, 'venue', ['openingHours'])).toEqual({ openingHours: null });
  });

  it('opening hours closing at or before they open run past midnight, and say so', () => {
    const values = formValuesOf(venue);
    values.openingHours['5'] = { open: true, opens: '16:00', closes: '01:00' };
    values.openingHours['6'] = { open: true, opens: '00:00', closes: '00:00' };
    expect(patchOf(values, 'venue', ['openingHours']).openingHours).toEqual({
      ...venue.openingHours,
      '5': { opens: '16:00', closes: '01:00', closesNextDay: true },
      '6': { opens: '00:00', closes: '00:00', closesNextDay: true },
    });
    expect(closesNextDay({ opens: '11:00', closes: '23:00' })).toBe(false);
    expect(closesNextDay({ opens: '11:00', closes: '' })).toBe(false);
  });
});

describe('settingsFormSchema', () => {
  it('accepts the settings as they are', () => {
    expect(errorsOf(formValuesOf(venue))).toEqual({});
  });

  it('a slug with spaces gets a clear message', () => {
    expect(errorsOf({ ...formValuesOf(venue), slug: 'the harbour' })).toEqual({
      slug: 'Use lowercase letters, digits and single dashes, with no spaces',
    });
  });

  it('checks an enabled address, and ignores a disabled one', () => {
    const values = formValuesOf(venue);
    values.addresses.billing = { enabled: true, line1: '', line2: '', suburb: 'Sydney', state: 'NSW', postcode: '20' };
    values.addresses.physical = { enabled: false, line1: '', line2: '', suburb: '', state: '', postcode: 'x' };
    expect(errorsOf(values)).toEqual({
      'addresses.billing.line1': 'Enter the street address',
      'addresses.billing.postcode': 'Enter the 4-digit postcode',
    });
  });

  it('email, phone, money, cut-off and lead days', () => {
    const values = formValuesOf(supplier);
    values.contactEmail = 'not an email';
    values.contactPhone = 'call me';
    values.orderingRules = { minimumOrder: '12.345', deliveryWeekdays: [], orderCutoffTime: '25:00', leadDays: '61' };
    expect(Object.keys(errorsOf(values)).sort()).toEqual([
      'contactEmail',
      'contactPhone',
      'orderingRules.leadDays',
      'orderingRules.minimumOrder',
      'orderingRules.orderCutoffTime',
    ]);
  });
});

describe('formFieldOf', () => {
  it.each([
    ['slug', 'slug'],
    ['addresses.1.postcode', 'addresses.billing.postcode'],
    ['addresses.0', 'addresses.delivery.line1'],
    ['orderingRules.minimumOrderCents', 'orderingRules.minimumOrder'],
    ['openingHours.3', 'openingHours.3.opens'],
    ['(root)', undefined],
    ['addresses.7.line1', undefined],
  ])('%s → %s', (server, form) => expect(formFieldOf(server, ['delivery', 'billing'])).toBe(form));
});

describe('timeZoneGroups', () => {
  it('lists Australia first and keeps an unknown current zone', () => {
    const groups = timeZoneGroups('Etc/Unknown_Zone');
    expect(groups[0]?.label).toBe('Australia');
    expect(groups[0]?.zones).toContain('Australia/Sydney');
    expect(groups.flatMap((group) => group.zones)).toContain('Etc/Unknown_Zone');
  });
  it('labels Australian zones by city, the others by their full name', () => {
    const options = timeZoneOptions();
    expect(options[0]?.label).toMatch(/ \(Australia\)$/);
    expect(options.find((option) => option.value === 'Australia/Lord_Howe')?.label).toBe('Lord Howe (Australia)');
    expect(options.find((option) => option.value === 'Europe/London')?.label).toBe('Europe / London');
  });
});

describe('the ABN', () => {
  it('shows the stored 11 digits as the ABR prints them, and sends what was typed (null when emptied)', () => {
    const values = formValuesOf({ ...supplier, abn: '51824753556' });
    expect(values.abn).toBe('51 824 753 556');
    expect(patchOf({ ...values, abn: ' 33 051 775 556 ' }, 'supplier', ['abn'])).toEqual({ abn: '33 051 775 556' });
    expect(patchOf({ ...values, abn: '' }, 'supplier', ['abn'])).toEqual({ abn: null });
    expect(formValuesOf(supplier).abn).toBe('');
  });

  it('refuses an ABN the ABR’s checksum refuses, and takes none at all', () => {
    const values = formValuesOf(supplier);
    expect(errorsOf({ ...values, abn: '51 824 753 557' })).toEqual({
      abn: 'Enter the 11-digit ABN as the ABR lists it, like 51 824 753 556',
    });
    expect(errorsOf({ ...values, abn: '' })).toEqual({});
  });

  it('places the server’s invalid_abn on the field', () => {
    expect(formFieldOf('abn', [])).toBe('abn');
  });
});
