import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NotificationPreference, NotificationPreferenceList } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { orderThrough } from '../../../test/support/checkout-kit';
import { upsertTestTradeAccount } from '../../../test/support/queries/credit-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { DIGEST_TICK_CRON, DIGEST_TICK_QUEUE } from './daily-digest.service';
import {
  digestMailTesting,
  enqueueDigestTickTesting,
  jobStateTesting,
  scheduleOfTesting,
} from '../../../test/support/queries/notifications-testing.queries';

// The suppliers' daily digest (decision 0113): chosen per person and supplier, sent once a local morning
// through the job queue's schedule, to those who chose it, and only when there is something to tell.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let rep: Person;
let repTwo: Person;
let farRep: Person;
let quietRep: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let faraway: Awaited<ReturnType<typeof createSupplier>>;
let quiet: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
let farKeg: Awaited<ReturnType<typeof createSku>>;
/** the app's clock: real time until the digest's morning is played */
let fixedNow: Date | null = null;

const call = apiCaller(() => t);
const choose = (person: Person, organisationId: string, dailyDigest: boolean) =>
  call(person, 'PUT', `/api/notifications/preferences/${organisationId}`, { newOrders: true, statusChanges: true, dailyDigest });

/** Runs one tick through the queue, as the schedule does, and waits for it to finish. */
async function tick(): Promise<void> {
  const id = await enqueueDigestTickTesting(t.database.db, DIGEST_TICK_QUEUE);
  await expect.poll(() => jobStateTesting(t.database.db, id), { timeout: 10_000 }).toBe('completed');
}

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => fixedNow ?? new Date() });
  const db = t.database.db;
  // local time is UTC for the brewery; UTC-3 for the faraway one (not yet morning when the brewery's is)
  brewery = await createSupplier(db, { name: 'Harbour Brewing', timeZone: 'UTC' });
  faraway = await createSupplier(db, { name: 'Faraway Cider', timeZone: 'America/Sao_Paulo' });
  quiet = await createSupplier(db, { name: 'Quiet Distilling', timeZone: 'UTC' });
  venue = await createVenue(db, { name: 'The Local' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  const cider = await createProduct(db, { supplierId: faraway.id, name: 'Faraway Dry' });
  farKeg = await createSku(db, { productId: cider.id, supplierId: faraway.id, code: 'FD-K50', name: '50 L keg', unitPriceCents: 20_000 });
  [staff, rep, repTwo, farRep, quietRep] = [
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
    await signedInUser(t),
  ];
  for (const person of [staff, rep, repTwo, farRep, quietRep]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: repTwo.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: faraway.id, userId: farRep.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: quiet.id, userId: quietRep.userId, organisationRole: 'owner' });
});
afterAll(async () => {
  await t.close();
});

describe('the daily digest', () => {
  it('is off by default, chosen per supplier, and refused for a venue without changing anything', async () => {
    const before = parseAnswer(await call(staff, 'GET', '/api/notifications/preferences'), 200, NotificationPreferenceList);
    expect(before.items).toEqual([expect.objectContaining({ dailyDigest: false })]);
    const refused = parseError(await choose(staff, venue.id, true), 400);
    expect(refused.message).toContain('dailyDigest');
    expect(parseAnswer(await call(staff, 'GET', '/api/notifications/preferences'), 200, NotificationPreferenceList)).toEqual(before);

    expect(parseAnswer(await choose(rep, brewery.id, true), 200, NotificationPreference)).toMatchObject({
      dailyDigest: true,
      newOrders: true,
    });
    // a save without the field keeps the choice (clients from before the digest send only the two others)
    await call(rep, 'PUT', `/api/notifications/preferences/${brewery.id}`, { newOrders: true, statusChanges: false });
    const after = parseAnswer(await call(rep, 'GET', '/api/notifications/preferences'), 200, NotificationPreferenceList);
    expect(after.items[0]).toMatchObject({ dailyDigest: true, statusChanges: false });
    await choose(farRep, faraway.id, true);
    await choose(quietRep, quiet.id, true);
  });

  it("is on the job queue's schedule", async () => {
    expect(await scheduleOfTesting(t.database.db, DIGEST_TICK_QUEUE)).toBe(DIGEST_TICK_CRON);
  });

  it("goes once on the supplier's local morning to those who chose it, with yesterday's orders and what waits", async () => {
    const first = await orderThrough(t, staff, venue.id, [{ skuId: keg.id, qty: 1 }]);
    // the venue's account on hold: its next order is held, and waits for the brewery's answer as a new one does
    await upsertTestTradeAccount(t.database.db, brewery.id, venue.id, { status: 'on_hold' });
    const second = await orderThrough(t, staff, venue.id, [{ skuId: keg.id, qty: 2 }]);
    await orderThrough(t, staff, venue.id, [{ skuId: farKeg.id, qty: 1 }]);

    // the orders were placed today (UTC); the digest is tomorrow's morning at 07:30 UTC, 04:30 in São Paulo
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.parse(`${today}T00:00:00Z`) + 24 * 3600_000).toISOString().slice(0, 10);
    fixedNow = new Date(`${tomorrow}T06:59:00Z`);
    await tick();
    expect(await digestMailTesting(t.database.db)).toEqual([]);

    fixedNow = new Date(`${tomorrow}T07:30:00Z`);
    await tick();
    const mails = await digestMailTesting(t.database.db);
    // the brewery's owner, not its member who didn't choose it; not the faraway supplier (04:30 there); not the quiet
    // supplier, which has nothing to tell
    expect(mails.map((mail) => mail.to)).toEqual([rep.email]);
    expect(mails[0]!.subject).toBe('Your orders this morning: 2 new, 2 waiting');
    expect(mails[0]!.body).toContain(`${first.number} from The Local: $300.00 (submitted)`);
    expect(mails[0]!.body).toContain(`${second.number} from The Local: $600.00 (held)`);
    expect(mails[0]!.body).toContain('2 new orders on');
    expect(mails[0]!.body).toContain(`/dash/suppliers/${brewery.id}/orders`);

    // a later tick the same morning sends nothing again
    fixedNow = new Date(`${tomorrow}T07:45:00Z`);
    await tick();
    expect(await digestMailTesting(t.database.db)).toHaveLength(1);

    // São Paulo's morning: the faraway supplier's digest goes then
    fixedNow = new Date(`${tomorrow}T10:15:00Z`);
    await tick();
    const later = await digestMailTesting(t.database.db);
    expect(later.map((mail) => mail.to)).toEqual([rep.email, farRep.email]);
    // whether its order counts as yesterday's there depends on the hour this test runs; that it waits does not
    expect(later[1]!.subject).toMatch(/^Your orders this morning: (1 new, )?1 waiting$/);
  });
});
