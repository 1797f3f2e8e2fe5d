import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type DatabaseHandle } from '../client';
import { createTestDatabase } from '../../test/test-database';
import { createVenue } from '../../test/factories';
import { organisations, type OpeningHours } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Migration 0010 again, over rows written as the API accepted them before it checked opening hours (it is idempotent). */
async function checkOpeningHours() {
  const text = await readFile(join(migrationsFolder, '0010_opening_hours_checked.sql'), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await handle.db.execute(sql.raw(statement));
}

async function hoursOf(id: string) {
  const [row] = await handle.db.select({ openingHours: organisations.openingHours }).from(organisations).where(eq(organisations.id, id));
  return row?.openingHours;
}

describe('migration 0010: opening hours stored before they were checked', () => {
  it('keeps known days with HH:MM times, states past midnight, and drops the rest', async () => {
    const stored = {
      '1': { opens: '11:00', closes: '23:00' },
      '5': { opens: '16:00', closes: '01:00' },
      '6': { opens: '16:00', closes: '01:00', closesNextDay: true },
      '2': { opens: '25:61', closes: '23:00' },
      '3': { opens: '<b>11</b>', closes: '23:00', note: 'x' },
      '4': 'closed',
      mon: { opens: '11:00', closes: '23:00' },
    } as unknown as OpeningHours;
    const kept = await createVenue(handle.db, { openingHours: stored });
    const garbage = await createVenue(handle.db, {
      openingHours: Object.fromEntries(Array.from({ length: 900 }, (_, i) => [`k${i}`, { opens: '<i>', closes: 'x' }])),
    });
    const list = await createVenue(handle.db, { openingHours: ['11:00'] as unknown as OpeningHours });
    const none = await createVenue(handle.db, { openingHours: null });
    await checkOpeningHours();
    expect(await hoursOf(kept.id)).toEqual({
      '1': { opens: '11:00', closes: '23:00' },
      '5': { opens: '16:00', closes: '01:00', closesNextDay: true },
      '6': { opens: '16:00', closes: '01:00', closesNextDay: true },
    });
    expect(await hoursOf(garbage.id)).toBeNull();
    expect(await hoursOf(list.id)).toBeNull();
    expect(await hoursOf(none.id)).toBeNull();
  });
});
