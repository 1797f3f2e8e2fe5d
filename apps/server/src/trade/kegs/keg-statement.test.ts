import { beforeAll, describe, expect, it } from 'vitest';
import { KegStatement } from '@tapline/contracts';
import { kegsTestKit } from '../../../test/support/kegs-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { insertKegEntryTesting } from '../../../test/support/queries/kegs-testing.queries';

// The monthly keg statement (docs/domain.md, Kegs; decision 0176): a month of the supplier's calendar (Perth here,
// UTC+8), its entries from the first instant of its first day to the last of its last; both sides read the same.

const kit = kegsTestKit({ clockStart: Date.parse('2026-12-05T02:00:00Z') });
const { call } = kit;

const supplierStatement = (month?: string) =>
  `/api/suppliers/${kit.brewery.id}/kegs/${kit.venue.id}/statement${month ? `?month=${month}` : ''}`;
const venueStatement = (month?: string) =>
  `/api/venues/${kit.venue.slug}/kegs/${kit.brewery.id}/statement${month ? `?month=${month}` : ''}`;

async function statementOf(month?: string) {
  return parseAnswer(await call(kit.member, 'GET', supplierStatement(month)), 200, KegStatement);
}

beforeAll(async () => {
  const db = kit.t.database.db;
  const pair = { supplierId: kit.brewery.id, venueId: kit.venue.id };
  const fifty = { ...pair, kegTypeId: kit.fifty.id };
  const order = async () => (await kit.dispatchedOrder(kit.fifty.id, 1)).supplierOrderId;
  // the last moment of October in Perth, and the first of November
  await insertKegEntryTesting(db, {
    ...fifty,
    delta: 5,
    reason: 'delivered',
    supplierOrderId: await order(),
    at: new Date('2026-10-31T15:59:59.999Z'),
  });
  await insertKegEntryTesting(db, {
    ...fifty,
    delta: 3,
    reason: 'delivered',
    supplierOrderId: await order(),
    at: new Date('2026-10-31T16:00:00Z'),
  });
  await insertKegEntryTesting(db, { ...fifty, delta: -2, reason: 'returned', at: new Date('2026-11-15T04:00:00Z') });
  await insertKegEntryTesting(db, {
    ...fifty,
    delta: -1,
    reason: 'written_off',
    note: 'Stolen from the lane',
    at: new Date('2026-11-20T04:00:00Z'),
  });
  await insertKegEntryTesting(db, {
    ...pair,
    kegTypeId: kit.pool.id,
    delta: 2,
    reason: 'adjusted',
    note: 'Counted',
    at: new Date('2026-11-21T04:00:00Z'),
  });
  // the last moment of November, and the first of December
  await insertKegEntryTesting(db, {
    ...fifty,
    delta: -1,
    reason: 'adjusted',
    note: 'Miscounted',
    at: new Date('2026-11-30T15:59:59.999Z'),
  });
  await insertKegEntryTesting(db, {
    ...fifty,
    delta: 4,
    reason: 'delivered',
    supplierOrderId: await order(),
    at: new Date('2026-11-30T16:00:00Z'),
  });
});

describe('monthly keg statement', () => {
  it('counts a month of the supplier’s calendar: opening, delivered, returned, written off, adjusted, closing, deposit held', async () => {
    const november = await statementOf('2026-11');
    expect(november).toMatchObject({
      month: '2026-11',
      from: '2026-11-01',
      to: '2026-11-30',
      timeZone: 'Australia/Perth',
      currency: 'AUD',
    });
    expect(november.lines.map(({ kegType, ...line }) => ({ name: kegType.name, ...line }))).toEqual([
      { name: '30 L Kegstar', opening: 0, delivered: 0, returned: 0, writtenOff: 0, adjusted: 2, closing: 2, depositHeldCents: 0 },
      { name: '50 L keg', opening: 5, delivered: 3, returned: 2, writtenOff: 1, adjusted: -1, closing: 4, depositHeldCents: 20_000 },
    ]);
    expect(november.entries.map((entry) => [entry.at, entry.reason, entry.delta])).toEqual([
      ['2026-10-31T16:00:00.000Z', 'delivered', 3],
      ['2026-11-15T04:00:00.000Z', 'returned', -2],
      ['2026-11-20T04:00:00.000Z', 'written_off', -1],
      ['2026-11-21T04:00:00.000Z', 'adjusted', 2],
      ['2026-11-30T15:59:59.999Z', 'adjusted', -1],
    ]);
    expect(november.entries[2]).toMatchObject({ note: 'Stolen from the lane', kegType: { id: kit.fifty.id, name: '50 L keg' } });

    const october = await statementOf('2026-10');
    expect(october.lines).toEqual([expect.objectContaining({ opening: 0, delivered: 5, closing: 5 })]);
    expect(october.entries).toHaveLength(1);
    // a month before anything: nothing to say
    expect((await statementOf('2026-09')).lines).toEqual([]);
  });

  it('the current month by default (the supplier’s), a month not begun refused; the venue reads the same', async () => {
    const december = await statementOf();
    expect(december).toMatchObject({ month: '2026-12', from: '2026-12-01', to: '2026-12-31' });
    expect(december.lines.find((line) => line.kegType.id === kit.fifty.id)).toMatchObject({ opening: 4, delivered: 4, closing: 8 });
    const notYet = parseError(await call(kit.member, 'GET', supplierStatement('2027-01')), 400);
    expect(notYet.details).toEqual([{ field: 'month', message: 'month 2027-01 has not begun yet (this is 2026-12)' }]);
    expect((await call(kit.member, 'GET', supplierStatement('2026-13'))).statusCode).toBe(400);

    const venueSide = parseAnswer(await call(kit.venueMember, 'GET', venueStatement('2026-11')), 200, KegStatement);
    expect(venueSide).toEqual(await statementOf('2026-11'));
    expect((await call(kit.venueStranger, 'GET', venueStatement('2026-11'))).statusCode).toBe(404);
    expect((await call(kit.supplierStranger, 'GET', supplierStatement('2026-11'))).statusCode).toBe(404);
  });

  it('the kegs still out are the newest: returns, write-offs and adjustments down clear the oldest first', async () => {
    const venue = (await kit.supplierKegs()).venues.find((row) => row.venue.id === kit.venue.id)!;
    // 5 + 3 + 4 came, 4 went: one of the 5 from October's last moment is still out
    expect(venue.holdings.find((holding) => holding.kegTypeId === kit.fifty.id)).toMatchObject({
      balance: 8,
      oldestOutSince: '2026-10-31T15:59:59.999Z',
    });
  });
});
