import type { OrderLine, SkuPublic, StandingOrderDetail } from '@tapline/contracts';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  addDays,
  choosableWeekdays,
  closureRuns,
  cutoffCountdown,
  formatDay,
  occurrenceLabel,
  scheduleLabel,
  shortWeekdays,
  supplierCutoffLine,
  todayIn,
  weekdayOf,
} from './schedule-words';
import { createInputOf, linesFromOrder, patchOf, placeStandingRefusal, type FormLine, type StandingFormValues } from './standing-form';

const SKU = '11111111-1111-4111-8111-111111111111';
const SKU_2 = '22222222-2222-4222-8222-222222222222';
const PRODUCT = '33333333-3333-4333-8333-333333333333';
const SUPPLIER = '44444444-4444-4444-8444-444444444444';

describe('weekdays and the rhythm in words', () => {
  it.each([
    [[2, 5], 'Tue & Fri'],
    [[5, 2], 'Tue & Fri'],
    [[1, 3, 5], 'Mon, Wed & Fri'],
    [[0, 1], 'Mon & Sun'],
    [[4], 'Thu'],
    [[], ''],
  ])('%j → %s (Monday first)', (days, label) => {
    expect(shortWeekdays(days)).toBe(label);
  });

  it('says how often', () => {
    expect(scheduleLabel([2, 5], 2)).toBe('Tue & Fri, every 2 weeks');
    expect(scheduleLabel([3], 1)).toBe('Wed, every week');
  });

  it('offers the supplier’s days, Monday first, or every day when it set none', () => {
    expect(choosableWeekdays([4, 2])).toEqual([2, 4]);
    expect(choosableWeekdays([0, 6])).toEqual([6, 0]);
    expect(choosableWeekdays([])).toEqual([1, 2, 3, 4, 5, 6, 0]);
  });

  it('puts the supplier’s cut-off in words', () => {
    expect(supplierCutoffLine({ orderCutoffTime: '14:00', leadDays: 1, timeZone: 'Australia/Sydney' })).toBe(
      '2:00 pm Sydney time, 1 day before delivery',
    );
    expect(supplierCutoffLine({ orderCutoffTime: null, leadDays: 0, timeZone: 'Australia/Broken_Hill' })).toBe(
      'midnight Broken Hill time, on the day of delivery',
    );
  });

  it('says who skipped', () => {
    expect(occurrenceLabel('skipped', 'venue')).toBe('Skipped');
    expect(occurrenceLabel('skipped', 'calendar')).toBe('Skipped: holiday');
    expect(occurrenceLabel('needs_attention', null)).toBe('Needs attention');
  });
});

describe('the cut-off countdown', () => {
  const now = new Date('2026-12-01T03:00:00Z');
  it.each([
    ['2026-12-04T03:00:00Z', 'Closes in 3 days'],
    ['2026-12-03T02:59:00Z', 'Closes in 47 hours'],
    ['2026-12-01T04:00:00Z', 'Closes in 1 hour'],
    ['2026-12-01T03:59:59Z', 'Closes in 59 min'],
    ['2026-12-01T03:01:00Z', 'Closes in 1 min'],
    ['2026-12-01T03:00:30Z', 'Cut-off passed'],
    ['2026-11-30T03:00:00Z', 'Cut-off passed'],
  ])('%s → %s (rounded down)', (placeAt, text) => {
    expect(cutoffCountdown(placeAt, now)).toBe(text);
  });
});

describe('calendar dates', () => {
  it('adds days across a month and a year', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
  });

  it('knows a date’s weekday and today in a time zone', () => {
    expect(weekdayOf('2026-12-01')).toBe(2);
    // 1 Dec 14:00 UTC is already 2 Dec in Sydney
    expect(todayIn('Australia/Sydney', new Date('2026-12-01T14:00:00Z'))).toBe('2026-12-02');
  });

  it('joins consecutive closed days of one reason into a run', () => {
    const closures = [
      { id: 'c', date: '2027-01-01', reason: 'Christmas break' },
      { id: 'a', date: '2026-12-31', reason: 'Christmas break' },
      { id: 'd', date: '2027-01-02', reason: 'Stocktake' },
      { id: 'e', date: '2027-01-05', reason: 'Stocktake' },
    ];
    expect(closureRuns(closures)).toEqual([
      { first: '2026-12-31', last: '2027-01-01', reason: 'Christmas break', ids: ['a', 'c'] },
      { first: '2027-01-02', last: '2027-01-02', reason: 'Stocktake', ids: ['d'] },
      { first: '2027-01-05', last: '2027-01-05', reason: 'Stocktake', ids: ['e'] },
    ]);
  });

  it('adds the year only when it isn’t this one', () => {
    const now = new Date('2026-12-01T03:00:00Z');
    expect(formatDay('2026-12-08', now)).toBe('Tue 8 Dec');
    expect(formatDay('2027-01-26', now)).toBe('Tue 26 Jan 2027');
  });
});

const line = (overrides: Partial<FormLine> = {}): FormLine => ({
  skuId: SKU,
  productId: PRODUCT,
  productName: 'Harbour Pale',
  skuName: '50 L keg',
  unitPriceCents: 31_000,
  qty: 2,
  ...overrides,
});

const values = (overrides: Partial<StandingFormValues> = {}): StandingFormValues => ({
  supplierId: SUPPLIER,
  deliveryWeekdays: [4, 2],
  everyWeeks: 2,
  startsOn: '2026-12-01',
  endsOn: '',
  note: ' Back door ',
  lines: [line()],
  ...overrides,
});

describe('the new standing order form', () => {
  it('sends the days in order, no end as null, the note trimmed', () => {
    expect(createInputOf(values())).toEqual({
      ok: true,
      input: {
        supplierId: SUPPLIER,
        deliveryWeekdays: [2, 4],
        everyWeeks: 2,
        startsOn: '2026-12-01',
        endsOn: null,
        note: 'Back door',
        lines: [{ skuId: SKU, qty: 2 }],
      },
    });
  });

  it('says what is missing on its field before sending', () => {
    expect(createInputOf(values({ supplierId: null }))).toEqual({ ok: false, errors: { supplier: 'Choose the supplier' } });
    const checked = createInputOf(values({ deliveryWeekdays: [], lines: [], endsOn: '2026-11-01' }));
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.errors.deliveryWeekdays).toBe('Choose at least one delivery day');
    expect(checked.errors.lines).toBe('Add at least one line');
    expect(checked.errors.endsOn).toBe('The end must be on or after the start');
  });

  it('names the line a quantity is wrong on', () => {
    const checked = createInputOf(values({ lines: [line({ qty: 10_000 })] }));
    expect(checked).toEqual({ ok: false, errors: { lines: 'Harbour Pale (50 L keg): the quantity must be at most 9999' } });
  });

  it('puts the server’s 422 on the field it names, and anything else above the buttons', () => {
    const weekday = new ApiError(422, 'validation_failed', 'Bad input', [
      { field: 'deliveryWeekdays', message: 'Saltwater delivers on Tuesday and Thursday only' },
    ]);
    expect(placeStandingRefusal(weekday, [line()])).toEqual({
      errors: { deliveryWeekdays: 'Saltwater delivers on Tuesday and Thursday only' },
      message: null,
    });
    const sku = new ApiError(422, 'validation_failed', 'Bad input', [{ field: 'lines.0.skuId', message: 'is not sold by this supplier' }]);
    expect(placeStandingRefusal(sku, [line()]).errors).toEqual({ lines: 'Harbour Pale (50 L keg) is not sold by this supplier' });
    expect(placeStandingRefusal(new ApiError(409, 'conflict', 'Changed since'), [])).toEqual({ errors: {}, message: 'Changed since' });
  });
});

describe('editing the template', () => {
  const current = {
    version: 3,
    startsOn: '2026-12-01',
    deliveryWeekdays: [2, 4],
    everyWeeks: 2,
    endsOn: null,
    note: 'Back door',
    lines: [
      {
        skuId: SKU,
        productId: PRODUCT,
        productSlug: 'harbour-pale',
        productName: 'Harbour Pale',
        skuName: '50 L keg',
        qty: 2,
        unitPriceCents: 31_000,
        previousUnitPriceCents: null,
        taxRateBasisPoints: 1000,
        problem: null,
      },
    ],
  } as unknown as StandingOrderDetail;

  it('sends only what changed, with the version read', () => {
    expect(patchOf(values(), current)).toEqual({ ok: true, input: { version: 3 } });
    expect(patchOf(values({ everyWeeks: 1, lines: [line({ qty: 3 })], endsOn: '2027-03-01' }), current)).toEqual({
      ok: true,
      input: { version: 3, everyWeeks: 1, endsOn: '2027-03-01', lines: [{ skuId: SKU, qty: 3 }] },
    });
  });

  it('refuses an end before the start it can’t change', () => {
    expect(patchOf(values({ endsOn: '2026-11-30' }), current)).toEqual({
      ok: false,
      errors: { endsOn: 'The end must be on or after the start' },
    });
  });
});

describe('a standing order from a past order', () => {
  const orderLine = (overrides: Partial<OrderLine>): OrderLine => ({
    id: crypto.randomUUID(),
    skuId: SKU,
    productId: PRODUCT,
    productName: 'Harbour Pale',
    skuName: '50 L keg',
    skuCode: 'HP-50',
    unitPriceCents: 29_000,
    taxRateBasisPoints: 1000,
    qty: 1,
    orderedQty: 2,
    lineTotalCents: 58_000,
    price: null,
    ...overrides,
  });
  const sku = (overrides: Partial<SkuPublic>): SkuPublic => ({
    id: SKU,
    code: 'HP-50',
    name: '50 L keg',
    unitPriceCents: 31_000,
    taxRateBasisPoints: 1000,
    unitsPerPack: 1,
    volumeMl: 50_000,
    inStock: true,
    venuePriceCents: null,
    ...overrides,
  });

  it('takes the packs still sold at today’s price (the venue’s own first), the quantity ordered, and lists the rest', () => {
    const products = new Map([[PRODUCT, { name: 'Harbour Pale', skus: [sku({ venuePriceCents: 30_000 })] }]]);
    const result = linesFromOrder(
      [
        orderLine({}),
        orderLine({ skuId: SKU_2, skuName: '24 × 375 mL', orderedQty: 1 }),
        orderLine({ productId: '55555555-5555-4555-8555-555555555555', productName: 'Old Stout' }),
        orderLine({ qty: 0, orderedQty: 3 }),
      ],
      products,
    );
    expect(result.lines).toEqual([
      { skuId: SKU, productId: PRODUCT, productName: 'Harbour Pale', skuName: '50 L keg', unitPriceCents: 30_000, qty: 5 },
    ]);
    expect(result.leftOut).toEqual([
      { name: 'Harbour Pale (24 × 375 mL)', reason: 'This pack is no longer sold' },
      { name: 'Old Stout (50 L keg)', reason: 'No longer sold' },
    ]);
  });
});
