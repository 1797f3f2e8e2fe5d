import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORDER_MESSAGE_DIGEST_MINUTES, OrderMessageMarker, OrderMessageThread } from '@tapline/contracts';
import { createMembership, createProduct, createSku, createSupplier, createVenue } from '@tapline/db/testing';
import { apiCaller, signedInUser } from '../../../test/support/auth-kit';
import { orderThrough } from '../../../test/support/checkout-kit';
import { parseAnswer } from '../../../test/support/parse-answer';
import { enqueueDigestTickTesting, jobStateTesting, scheduleOfTesting } from '../../../test/support/queries/notifications-testing.queries';
import { messageDigestMailTesting } from '../../../test/support/queries/order-messages-testing.queries';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { ORDER_MESSAGE_DIGEST_QUEUE } from './order-message-digest.service';

// The messages digest (docs/domain.md, Messages on an order): messages a side leaves unread for
// ORDER_MESSAGE_DIGEST_MINUTES go to each of its members in one mail per tick, once; one read before is never mailed.

type Person = Awaited<ReturnType<typeof signedInUser>>;
let t: TestApp;
let staff: Person;
let venueOwner: Person;
let rep: Person;
let repTwo: Person;
let venue: Awaited<ReturnType<typeof createVenue>>;
let brewery: Awaited<ReturnType<typeof createSupplier>>;
let keg: Awaited<ReturnType<typeof createSku>>;
/** minutes the app's clock runs ahead of the database's (messages are stamped by the database) */
let ahead = 0;

const call = apiCaller(() => t);
const post = (person: Person, supplierOrderId: string, body: string) =>
  call(person, 'POST', `/api/supplier-orders/${supplierOrderId}/messages`, { body }).then((answer) =>
    parseAnswer(answer, 201, OrderMessageThread),
  );
const place = async () => (await orderThrough(t, staff, venue.id, [{ skuId: keg.id, qty: 1 }])).supplierOrders[0]!;

/** One tick through the queue, as the schedule sends it, `minutes` after now; waits for it to end. */
async function tickAfter(minutes: number): Promise<void> {
  ahead = minutes;
  const id = await enqueueDigestTickTesting(t.database.db, ORDER_MESSAGE_DIGEST_QUEUE);
  await expect.poll(() => jobStateTesting(t.database.db, id), { timeout: 10_000 }).toBe('completed');
  ahead = 0;
}

beforeAll(async () => {
  t = await createTestApp({ listen: true, clock: () => new Date(Date.now() + ahead * 60_000) });
  const db = t.database.db;
  brewery = await createSupplier(db, { name: 'Harbour Brewing' });
  venue = await createVenue(db, { name: 'The Local' });
  const haze = await createProduct(db, { supplierId: brewery.id, name: 'Harbour Haze' });
  keg = await createSku(db, { productId: haze.id, supplierId: brewery.id, code: 'HH-K50', name: '50 L keg', unitPriceCents: 30_000 });
  [staff, venueOwner, rep, repTwo] = [
    await signedInUser(t, { name: 'Sam Staff' }),
    await signedInUser(t, { name: 'Vera Owner' }),
    await signedInUser(t, { name: 'Rita Rep' }),
    await signedInUser(t, { name: 'Reg Rep' }),
  ];
  for (const person of [staff, venueOwner, rep, repTwo]) await call(person, 'GET', '/api/me');
  await createMembership(db, { organisationId: venue.id, userId: staff.userId, organisationRole: 'member' });
  await createMembership(db, { organisationId: venue.id, userId: venueOwner.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: rep.userId, organisationRole: 'owner' });
  await createMembership(db, { organisationId: brewery.id, userId: repTwo.userId, organisationRole: 'member' });
});
afterAll(async () => {
  await t.close();
});

describe('the messages digest', () => {
  it('is on the schedule every minute', async () => {
    expect(await scheduleOfTesting(t.database.db, ORDER_MESSAGE_DIGEST_QUEUE)).toBe('* * * * *');
  });

  it('mails three unread messages on two orders once, one mail per member of the reading side, and nothing on the next tick', async () => {
    const first = await place();
    const second = await place();
    await post(staff, first.id, 'Can we move delivery to Friday?');
    await post(staff, first.id, `Also: ${'a long story '.repeat(30)}`);
    await post(venueOwner, second.id, 'Please add a tap coupler.');

    // not yet: the messages have waited less than the digest's minutes
    await tickAfter(ORDER_MESSAGE_DIGEST_MINUTES - 1);
    expect(await messageDigestMailTesting(t.database.db)).toEqual([]);

    await tickAfter(ORDER_MESSAGE_DIGEST_MINUTES + 1);
    const mails = await messageDigestMailTesting(t.database.db);
    expect(mails.map((mail) => mail.to).sort()).toEqual([rep.email, repTwo.email].sort());
    const [mail] = mails;
    expect(mail!.subject).toBe('3 new messages on 2 orders');
    expect(mail!.body).toContain(`Order ${first.orderNumber} with The Local:`);
    expect(mail!.body).toContain('- Sam Staff: “Can we move delivery to Friday?”');
    expect(mail!.body).toContain('- Vera Owner: “Please add a tap coupler.”');
    expect(mail!.body).toContain(`/dash/suppliers/${brewery.id}/orders/${first.id}#messages-${first.id}`);
    // an excerpt, not the whole message
    expect(mail!.body).toMatch(/“Also: a long story [a-z ]+…”/);
    expect(mail!.body).not.toContain('a long story '.repeat(30).trim());
    // the venue wrote them: it gets no mail
    expect(mails.some((sent) => sent.to === staff.email || sent.to === venueOwner.email)).toBe(false);

    await tickAfter(ORDER_MESSAGE_DIGEST_MINUTES + 2);
    expect(await messageDigestMailTesting(t.database.db)).toHaveLength(2);
  });

  it('never mails a message read before its minutes were up, and mails the other side’s unread one', async () => {
    const before = (await messageDigestMailTesting(t.database.db)).length;
    const so = await place();
    await post(staff, so.id, 'Is the IPA in stock?');
    await post(rep, so.id, 'It is. Anything else?');
    // the supplier's answer read the venue's question; the venue reads the answer before the digest
    parseAnswer(await call(venueOwner, 'POST', `/api/supplier-orders/${so.id}/messages/read`), 200, OrderMessageMarker);
    await tickAfter(ORDER_MESSAGE_DIGEST_MINUTES + 1);
    expect((await messageDigestMailTesting(t.database.db)).slice(before)).toEqual([]);

    // an answer nobody at the venue reads is mailed to the venue's members
    await post(rep, so.id, 'Delivery Friday, then.');
    await tickAfter(ORDER_MESSAGE_DIGEST_MINUTES + 1);
    const mails = (await messageDigestMailTesting(t.database.db)).slice(before);
    expect(mails.map((mail) => mail.to).sort()).toEqual([staff.email, venueOwner.email].sort());
    expect(mails[0]).toMatchObject({ subject: `A new message on order ${so.orderNumber}` });
    expect(mails[0]!.body).toContain('- Rita Rep: “Delivery Friday, then.”');
    expect(mails[0]!.body).not.toContain('It is. Anything else?');
    expect(mails[0]!.body).toContain(`/dash/venues/${venue.id}/orders/`);
  });
});
