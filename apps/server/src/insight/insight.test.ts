import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SupplierAnalytics, VenueSpend } from '@tapline/contracts';
import { createMembership, createOrder, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../test/support/test-app';
import { addDays } from '../shared/calendar';

// Supplier analytics and venue spend (decisions 0185–0187) over orders written with the moments they were placed:
// weeks of Sydney's days across the start of daylight saving, each venue's own rhythm, the period before, tenants.

type Person = Awaited<ReturnType<typeof signedInUser>>;
type Org = Awaited<ReturnType<typeof createSupplier>>;
type Sku = Awaited<ReturnType<typeof createSku>>;
let t: TestApp;
let harbour: Org;
let other: Org;
const venues: Record<string, Org> = {};
const people: Record<string, Person> = {};
let pale: Sku;
let lager: Sku;
let rival: Sku;
const productNames = new Map<string, string>();

/** 10:00 on Wednesday 28 October 2026 in Sydney (daylight saving began on Sunday 4 October at 2:00) */
const NOW = new Date('2026-10-27T23:00:00Z');
const call = apiCaller(() => t);
const supplierUrl = (query: string) => `/api/suppliers/${harbour.slug}/analytics${query}`;

/** an order placed at `at` (an instant) by the venue, of `qty` units of `sku` from its supplier */
async function placed(
  venue: Org,
  at: string,
  sku: Sku,
  qty: number,
  supplierId = harbour.id,
  status: 'accepted' | 'delivered' | 'submitted' | 'cancelled' = 'delivered',
) {
  await createOrder(t.database.db, {
    venueId: venue.id,
    createdAt: new Date(at),
    supplierOrders: [{ supplierId, status, lines: [{ sku, productName: productNames.get(sku.id), qty }] }],
  });
}

/** 11:00 Sydney time (00:00 UTC in daylight saving, 01:00 outside it) on each day */
const elevenOn = (day: string) => `${day}T00:30:00Z`;

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => NOW });
  const db = t.database.db;
  harbour = await createSupplier(db, { name: 'Harbour Brewing', slug: 'insight-harbour', timeZone: 'Australia/Sydney' });
  other = await createSupplier(db, { name: 'Other Brewing', slug: 'insight-other', timeZone: 'Australia/Sydney' });
  for (const name of ['weekly', 'monthly', 'twice', 'steady', 'fresh', 'elsewhere'])
    venues[name] = await createVenue(db, { name: `The ${name} bar`, slug: `insight-${name}`, timeZone: 'Australia/Sydney' });
  const paleProduct = await createProduct(db, { supplierId: harbour.id, name: 'Harbour Pale', style: 'Pale Ale' });
  const lagerProduct = await createProduct(db, { supplierId: harbour.id, name: '=Harbour Lager', style: 'Lager' });
  const rivalProduct = await createProduct(db, { supplierId: other.id, name: 'Rival IPA', style: 'IPA' });
  pale = await createSku(db, {
    productId: paleProduct.id,
    supplierId: harbour.id,
    name: 'Pale 50 L',
    unitPriceCents: 30_000,
    taxRateBasisPoints: 1000,
  });
  lager = await createSku(db, {
    productId: lagerProduct.id,
    supplierId: harbour.id,
    name: 'Lager 50 L',
    unitPriceCents: 20_000,
    taxRateBasisPoints: 1000,
  });
  rival = await createSku(db, {
    productId: rivalProduct.id,
    supplierId: other.id,
    name: 'Rival 50 L',
    unitPriceCents: 25_000,
    taxRateBasisPoints: 1000,
  });
  for (const [sku, product] of [
    [pale, paleProduct],
    [lager, lagerProduct],
    [rival, rivalProduct],
  ] as const)
    productNames.set(sku.id, product.name);
  for (const [name, organisationId, organisationRole] of [
    ['rep', harbour.id, 'member'],
    ['rival', other.id, 'owner'],
    ['buyer', venues.weekly!.id, 'buyer'],
    ['staff', venues.weekly!.id, 'staff'],
  ] as const) {
    people[name] = await signedInUser(t);
    await createMembership(db, { organisationId, userId: people[name].userId, organisationRole });
  }

  // weekly: every 7 days from 1 Sep to 6 Oct (six days), then nothing: 22 days by 28 Oct against a 7-day rhythm
  for (let day = '2026-09-01'; day <= '2026-10-06'; day = addDays(day, 7)) await placed(venues.weekly!, elevenOn(day), pale, 1);
  // monthly: every 30 days, the last 40 days before the 28th: well inside twice its rhythm
  for (const day of ['2026-06-20', '2026-07-20', '2026-08-19', '2026-09-18']) await placed(venues.monthly!, elevenOn(day), lager, 2);
  // twice: two orders only, long ago: too few to have a rhythm
  for (const day of ['2026-03-02', '2026-03-09']) await placed(venues.twice!, elevenOn(day), pale, 1);
  // steady: every 7 days, the last 10 days ago
  for (let day = '2026-09-04'; day <= '2026-10-18'; day = addDays(day, 7)) await placed(venues.steady!, elevenOn(day), lager, 1);
  // across daylight saving: 23:30 on Sunday 4 Oct (AEDT, 12:30 UTC) is the week of 28 Sep; 00:30 on Monday 5 Oct
  // (13:30 UTC on the Sunday) is the week of 5 Oct; 00:30 on Monday 28 Sep (AEST, 14:30 UTC on the 27th) that of 28 Sep
  await placed(venues.fresh!, '2026-10-04T12:30:00Z', pale, 10);
  await placed(venues.fresh!, '2026-10-04T13:30:00Z', pale, 20);
  await placed(venues.fresh!, '2026-09-27T14:30:00Z', lager, 5);
  // neither counted: a submitted order, a cancelled one, and another supplier's sale to the same venue
  await placed(venues.fresh!, elevenOn('2026-10-20'), pale, 100, harbour.id, 'submitted');
  await placed(venues.fresh!, elevenOn('2026-10-21'), pale, 100, harbour.id, 'cancelled');
  await placed(venues.fresh!, elevenOn('2026-10-22'), rival, 7, other.id);
  await placed(venues.elsewhere!, elevenOn('2026-10-22'), rival, 3, other.id);
});

afterAll(async () => {
  await t?.close();
});

async function analytics(query: string, person: Person = people.rep!) {
  return parseAnswer(await call(person, 'GET', supplierUrl(query)), 200, SupplierAnalytics);
}

describe('supplier analytics', () => {
  it("buckets weeks by Sydney's Monday to Sunday across the start of daylight saving, never UTC's", async () => {
    const result = await analytics('?from=2026-09-28&to=2026-10-11');
    const fresh = (week: string) => result.weeks.find((row) => row.start === week)!;
    // week of 28 Sep: fresh's 5 lager (Mon 00:30 AEST) + 10 pale (Sun 23:30 AEDT) + weekly's 1 pale on the 29th + steady's 1 lager on 2 Oct
    expect(fresh('2026-09-28')).toMatchObject({ qty: 5 + 10 + 1 + 1, exCents: 5 * 20_000 + 10 * 30_000 + 30_000 + 20_000, orders: 4 });
    // week of 5 Oct: fresh's 20 pale (Mon 00:30 AEDT), weekly's on the 6th, steady's on the 9th
    expect(fresh('2026-10-05')).toMatchObject({ qty: 20 + 1 + 1, orders: 3 });
    expect(result.weeks.map((week) => week.start)).toEqual(['2026-09-28', '2026-10-05']);
    expect(fresh('2026-10-05').incCents).toBe(Math.round(fresh('2026-10-05').exCents * 1.1));
    expect(result.months.map((month) => [month.start, month.qty])).toEqual([
      ['2026-09-28', 5 + 1],
      ['2026-10-01', 10 + 1 + 20 + 1 + 1],
    ]);
    expect(result.totals.qty).toBe(result.weeks.reduce((sum, week) => sum + week.qty, 0));
  });

  it("calls a venue lapsed against its own rhythm: more than twice its median interval, with three days' orders", async () => {
    const result = await analytics('?from=2026-10-01&to=2026-10-28');
    // fresh ordered on 28 Sep, 4 and 5 Oct (a median of 3.5 days) and not for 23 days; weekly every 7, not for 22
    expect(result.lapsed.map((venue) => [venue.slug, venue.medianIntervalDays, venue.daysSince])).toEqual([
      ['insight-fresh', 3.5, 23],
      ['insight-weekly', 7, 22],
    ]);
    // the same venue on 18 Oct, 12 days after its last order, was not yet lapsing
    const earlier = await analytics('?from=2026-10-01&to=2026-10-18');
    expect(earlier.lapsed.map((venue) => venue.slug)).toEqual(['insight-fresh']);
    // monthly (40 days against 30) and twice (two orders) never are; steady's 10 days against 7 are not yet
    expect(result.lapsed.map((venue) => venue.slug)).not.toContain('insight-monthly');
  });

  it('compares with the period of the same length just before, row by row', async () => {
    const result = await analytics('?from=2026-10-01&to=2026-10-28');
    expect(result.period).toMatchObject({ days: 28, previousFrom: '2026-09-03', previousTo: '2026-09-30', timeZone: 'Australia/Sydney' });
    // previous: weekly on 8, 15, 22, 29 Sep (4 pale), monthly on 18 Sep (2 lager), steady on 4, 11, 18, 25 Sep (4 lager), fresh on 28 Sep (5 lager)
    expect(result.previousTotals).toMatchObject({ qty: 4 + 2 + 4 + 5, orders: 4 + 1 + 4 + 1 });
    const lagerRow = result.products.find((row) => row.name === '=Harbour Lager')!;
    expect(lagerRow).toMatchObject({ style: 'Lager', previousExCents: 11 * 20_000, qty: 3 });
    expect(result.venues.find((row) => row.slug === 'insight-fresh')).toMatchObject({ qty: 30, orders: 2, previousExCents: 100_000 });
    expect(result.styles.map((row) => row.style).sort()).toEqual(['Lager', 'Pale Ale']);
    // fresh first ordered on 28 Sep: new in the previous period, not in this one
    expect(result.newVenues).toEqual([]);
    const september = await analytics('?from=2026-09-15&to=2026-09-30');
    expect(september.newVenues.map((venue) => [venue.slug, venue.firstOrderDate])).toEqual([['insight-fresh', '2026-09-28']]);
  });

  it('names the products no venue ordered twice in the period', async () => {
    const result = await analytics('?from=2026-10-01&to=2026-10-28');
    // pale: fresh twice (4 and 5 Oct); lager: steady every week
    expect(result.notReordered).toEqual([]);
    const fortnight = await analytics('?from=2026-10-04&to=2026-10-10');
    expect(fortnight.notReordered.map((row) => row.name)).toEqual(['=Harbour Lager']);
  });

  it('answers the 28 days ending today by default, and a CSV of each table behind the formula guard', async () => {
    const result = await analytics('');
    expect(result.period).toMatchObject({ from: '2026-10-01', to: '2026-10-28' });
    const csv = await call(people.rep!, 'GET', `/api/suppliers/${harbour.slug}/analytics/products.csv?from=2026-10-01&to=2026-10-28`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain(`'=Harbour Lager,Lager,600.00,660.00,3,2200.00`);
  });

  it('refuses bad periods with 400 naming the field', async () => {
    for (const [query, field] of [
      ['?from=2026-10-28&to=2026-10-01', 'to'],
      ['?from=2026-02-30&to=2026-03-01', 'from'],
      ['?from=yesterday&to=2026-03-01', 'from'],
      ['?from=2026-03-01', 'to'],
      ['?from=2024-01-01&to=2026-01-01', 'to'],
    ] as const) {
      const error = parseError(await call(people.rep!, 'GET', supplierUrl(query)), 400);
      expect(error.details, query).toEqual([expect.objectContaining({ field })]);
    }
  });

  it("keeps each supplier to its own: another's owner gets 404, and its sales never count", async () => {
    expect((await call(people.rival!, 'GET', supplierUrl(''))).statusCode).toBe(404);
    const rivals = parseAnswer(await call(people.rival!, 'GET', `/api/suppliers/${other.slug}/analytics`), 200, SupplierAnalytics);
    expect(rivals.totals).toMatchObject({ qty: 10, orders: 2 });
    expect(rivals.venues.map((row) => row.slug).sort()).toEqual(['insight-elsewhere', 'insight-fresh']);
  });
});

describe('venue spend', () => {
  it("sums the venue's own supplied orders by supplier, month, product and style", async () => {
    const spend = parseAnswer(
      await call(people.buyer!, 'GET', `/api/venues/${venues.weekly!.slug}/spend?from=2026-09-01&to=2026-10-28`),
      200,
      VenueSpend,
    );
    expect(spend.totals).toMatchObject({ qty: 6, orders: 6, exCents: 6 * 30_000, incCents: 6 * 33_000 });
    expect(spend.months.map((month) => [month.start, month.qty])).toEqual([
      ['2026-09-01', 5],
      ['2026-10-01', 1],
    ]);
    expect(spend.suppliers).toEqual([expect.objectContaining({ slug: 'insight-harbour', orders: 6 })]);
    expect(spend.products).toEqual([expect.objectContaining({ name: 'Harbour Pale', supplierName: 'Harbour Brewing', style: 'Pale Ale' })]);
    const csv = await call(people.buyer!, 'GET', `/api/venues/${venues.weekly!.slug}/spend/suppliers.csv?from=2026-09-01&to=2026-10-28`);
    expect(csv.body).toContain('Harbour Brewing,6,1800.00,1980.00,6,');
  });

  it("is for the venue's buyers, not its staff, nor another venue", async () => {
    const url = `/api/venues/${venues.weekly!.slug}/spend`;
    expect((await call(people.staff!, 'GET', url)).statusCode).toBe(403);
    expect((await call(people.rep!, 'GET', url)).statusCode).toBe(404);
    expect(parseError(await call(people.buyer!, 'GET', `${url}?from=2026-10-10&to=2026-10-01`), 400).details).toEqual([
      expect.objectContaining({ field: 'to' }),
    ]);
  });
});
