import { afterAll, beforeAll, expect, it } from 'vitest';
import { DeliveryCalendar, StandingOrderList } from '@tapline/contracts';
import { DEMO_PEOPLE, DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG, seedDemoData } from '@tapline/db';
import { seedDemoAccounts } from '../../identity';
import { projectKeys } from '../../../test/support/auth-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { createTestApp, type TestApp } from '../../../test/support/test-app';

// The demo's standing order (decision 0166): a server started on the demo data makes its occurrences at once (the
// tick it sends at start-up), so the venue's Standing orders page shows the next Thursday's delivery.

const PASSWORD = 'demo-standing-password';
let seeded: TestApp;
let started: TestApp;

async function tokenOf(email: string): Promise<string> {
  const response = await seeded.app.inject({
    method: 'POST',
    url: '/auth/v1/token?grant_type=password',
    headers: { apikey: (await projectKeys(seeded)).anon },
    payload: { email, password: PASSWORD },
  });
  return (response.json() as { access_token: string }).access_token;
}

beforeAll(async () => {
  seeded = await createTestApp();
  await seedDemoData(seeded.database.db);
  await seedDemoAccounts(seeded.database.db, PASSWORD);
  // a fresh start on the seeded database
  started = await createTestApp({ sameDatabaseAs: seeded });
});
afterAll(async () => {
  await started?.close();
  await seeded?.close();
});

it('shows the demo venue’s standing order with its Thursdays ahead, and the brewery’s Christmas break', { timeout: 60_000 }, async () => {
  const venueOwner = await tokenOf(DEMO_PEOPLE.venueOwner.email);
  const read = async () =>
    parseAnswer(
      await started.api({ url: `/api/venues/${DEMO_VENUE_SLUG}/standing-orders`, headers: { authorization: `Bearer ${venueOwner}` } }),
      200,
      StandingOrderList,
    );
  await expect.poll(async () => (await read()).items[0]?.nextOccurrence?.status, { timeout: 30_000 }).toBe('scheduled');
  const [standing] = (await read()).items;
  expect(standing).toMatchObject({ status: 'active', deliveryWeekdays: [4], everyWeeks: 1, owner: { id: DEMO_PEOPLE.venueOwner.id } });
  expect(standing!.supplier.slug).toBe(DEMO_SUPPLIER_SLUG);
  expect(standing!.lines.length).toBe(2);
  expect(standing!.lines.every((line) => line.problem === null && line.previousUnitPriceCents === line.unitPriceCents)).toBe(true);
  expect(new Date(`${standing!.nextOccurrence!.scheduledDate}T00:00:00Z`).getUTCDay()).toBe(4);

  const supplierOwner = await tokenOf(DEMO_PEOPLE.supplierOwner.email);
  const calendar = parseAnswer(
    await started.api({
      url: `/api/suppliers/${DEMO_SUPPLIER_SLUG}/delivery-calendar`,
      headers: { authorization: `Bearer ${supplierOwner}` },
    }),
    200,
    DeliveryCalendar,
  );
  expect(calendar.closures.map((closure) => [closure.date.slice(5), closure.reason])).toEqual([
    ['12-29', 'Christmas break'],
    ['12-30', 'Christmas break'],
    ['12-31', 'Christmas break'],
  ]);
});
