import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembership, createProfile } from '@tapline/db/testing';
import type { Database } from '@tapline/db';
import { webhookMailsTesting, webhookNoticesTesting } from '../../../test/support/queries/webhooks-testing.queries';
import { webhookWorld } from '../../../test/support/webhook-kit';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';
import { Outbox, type WebhookTroubleReporter } from '../../platform';
import { webhookTroubleReporter } from './webhook-trouble.service';

// Decision 0198 with a fake clock: an endpoint failing for a day is reported once (mail and bell to owners and admins),
// after five days it is disabled (mail and bell again), and the events meanwhile are kept and recoverable.

const HOUR = 3_600_000;
let world: Awaited<ReturnType<typeof webhookWorld>>;
let receiver: WebhookReceiver;
let reporter: WebhookTroubleReporter | undefined;
const owner = { email: 'owner@hook.test' };
const member = { email: 'member@hook.test' };

beforeAll(async () => {
  receiver = await WebhookReceiver.start();
  receiver.defaultAnswer = { status: 500, body: 'broken' };
  // the reporter is the real one, writing the outbox's mail (stored: no mail server) and the bell's rows
  world = await webhookWorld({ report: (tx, trouble) => reporter!(tx, trouble) });
  reporter = webhookTroubleReporter(new Outbox(world.db, undefined as never, undefined, 0), 'https://tapline.test');
  for (const [person, role] of [
    [owner, 'owner'],
    [member, 'member'],
  ] as const) {
    const profile = await createProfile(world.db, { email: person.email });
    await createMembership(world.db, { organisationId: world.supplier.id, userId: profile.id, organisationRole: role });
  }
});
afterAll(async () => {
  await receiver.close();
  await world.database.close();
});

async function failOnce(db: Database): Promise<string> {
  const [deliveryId] = await db.transaction((tx) =>
    world.outbox.emit(tx, [{ organisationId: world.supplier.id, type: 'menu.updated', data: {} }]),
  );
  expect(await world.sender.attempt(deliveryId!)).toBe('retrying');
  return deliveryId!;
}

describe('an endpoint that keeps failing', () => {
  it('is reported after a day, once, then disabled after five days with its events kept and recoverable', async () => {
    const endpoint = await world.endpoints.create(world.supplier.id, {
      url: receiver.url('/down'),
      description: '',
      eventTypes: ['menu.updated'],
    });
    const started = world.time.clock();
    await failOnce(world.db);
    world.time.advance(23 * HOUR);
    await failOnce(world.db);
    expect(await webhookNoticesTesting(world.db, world.supplier.id, 'webhook_failing')).toEqual([]);
    world.time.advance(2 * HOUR);
    await failOnce(world.db);
    const failing = await webhookNoticesTesting(world.db, world.supplier.id, 'webhook_failing');
    // the owner, not the member
    expect(failing).toHaveLength(1);
    expect(failing[0]!.link).toContain(`/settings/developers/webhooks/${endpoint.id}`);
    expect((await webhookMailsTesting(world.db, 'webhook_failing')).map((mail) => mail.to)).toEqual([owner.email]);
    expect((await world.endpoints.list(world.supplier.id)).items[0]!.failingSince).toBe(started.toISOString());
    // told once, however many more fail
    world.time.advance(HOUR);
    await failOnce(world.db);
    expect(await webhookNoticesTesting(world.db, world.supplier.id, 'webhook_failing')).toHaveLength(1);

    // a waiting delivery, then the attempt that passes five days
    const [waiting] = await world.db.transaction((tx) =>
      world.outbox.emit(tx, [{ organisationId: world.supplier.id, type: 'menu.updated', data: {} }]),
    );
    world.time.advance(5 * 24 * HOUR - 26 * HOUR);
    const [last] = await world.db.transaction((tx) =>
      world.outbox.emit(tx, [{ organisationId: world.supplier.id, type: 'menu.updated', data: {} }]),
    );
    expect(await world.sender.attempt(last!)).toBe('retrying');
    const [listed] = (await world.endpoints.list(world.supplier.id)).items;
    expect(listed).toMatchObject({ enabled: false, disabledReason: 'Every delivery failed for five days' });
    expect(await webhookNoticesTesting(world.db, world.supplier.id, 'webhook_disabled')).toHaveLength(1);
    expect((await webhookMailsTesting(world.db, 'webhook_disabled')).map((mail) => mail.to)).toEqual([owner.email]);
    // every delivery still waiting (the retrying ones, the one not tried yet) is skipped, not lost; an event while
    // disabled is kept as skipped too
    expect(await world.sender.attempt(waiting!)).toBe('done');
    const [whileDisabled] = await world.db.transaction((tx) =>
      world.outbox.emit(tx, [{ organisationId: world.supplier.id, type: 'menu.updated', data: {} }]),
    );
    expect(whileDisabled).toBeUndefined();
    const statuses = (await world.endpoints.deliveries(world.supplier.id, endpoint.id, 100)).items.map((item) => item.status);
    expect(statuses).toEqual(Array(7).fill('skipped'));

    // the receiver mended: enabled again, "Recover since" the start sends them all
    receiver.defaultAnswer = { status: 200 };
    await world.endpoints.update(world.supplier.id, endpoint.id, { enabled: true });
    expect(await world.endpoints.recover(world.supplier.id, endpoint.id, started)).toBe(7);
    const requeued = (await world.endpoints.deliveries(world.supplier.id, endpoint.id, 100)).items;
    expect(requeued.every((item) => item.status === 'pending' && item.attemptCount === 0)).toBe(true);
    for (const delivery of requeued) expect(await world.sender.attempt(delivery.id)).toBe('succeeded');
    expect((await world.endpoints.list(world.supplier.id)).items[0]!.failingSince).toBeNull();
  });
});
