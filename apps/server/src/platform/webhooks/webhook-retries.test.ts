import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Webhook } from 'standardwebhooks';
import { WEBHOOK_RETRY_SCHEDULE_SECONDS } from '@tapline/contracts';
import { webhookWorld } from '../../../test/support/webhook-kit';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';

// Decision 0198 with a fake clock and a queue that only records jobs: the specification's schedule, one webhook-id
// across retries, 410, Retry-After, redirects, timeouts, at most 4 in flight, and two workers on one delivery.

let world: Awaited<ReturnType<typeof webhookWorld>>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  world = await webhookWorld({ totalMs: 1500 });
  receiver = await WebhookReceiver.start();
});
afterEach(() => {
  receiver.received.length = 0;
  receiver.defaultAnswer = { status: 200, body: '{"ok":true}' };
});
afterAll(async () => {
  await receiver.close();
  await world.database.close();
});

async function endpointAt(path: string) {
  return world.endpoints.create(world.supplier.id, {
    url: receiver.url(path),
    description: '',
    eventTypes: ['webhook.test', 'menu.updated'],
  });
}
async function emit(count = 1): Promise<string[]> {
  world.jobs.length = 0;
  return world.db.transaction((tx) =>
    world.outbox.emit(
      tx,
      Array.from({ length: count }, (_, index) => ({
        organisationId: world.supplier.id,
        type: 'menu.updated' as const,
        data: { n: index },
      })),
    ),
  );
}
/** The oracle's check, its clock set to the request's moment (it refuses a timestamp 5 minutes off its clock). */
function verifyAt(secret: string, request: { body: string; headers: Record<string, unknown> }) {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(Number(request.headers['webhook-timestamp']) * 1000);
  try {
    return new Webhook(secret).verify(request.body, request.headers as Record<string, string>);
  } finally {
    vi.useRealTimers();
  }
}
const deliveriesOf = async (endpointId: string) => (await world.endpoints.deliveries(world.supplier.id, endpointId, 100)).items;

describe('the retry schedule', () => {
  it('retries at 5 s, 5 m, 30 m, 2 h, 5 h, 10 h, 10 h after each failure, with the same webhook-id, then fails', async () => {
    const endpoint = await endpointAt('/schedule');
    receiver.defaultAnswer = { status: 500, body: 'down' };
    const [deliveryId] = await emit();
    expect(world.jobs).toEqual([{ deliveryId, afterSeconds: 0 }]);
    const outcomes: string[] = [];
    for (const delay of WEBHOOK_RETRY_SCHEDULE_SECONDS) {
      world.jobs.length = 0;
      outcomes.push(await world.sender.attempt(deliveryId!));
      expect(world.jobs).toEqual([{ deliveryId, afterSeconds: delay }]);
      // a second early: not due, the job is put off for the rest
      world.time.advance((delay - 1) * 1000);
      world.jobs.length = 0;
      expect(await world.sender.attempt(deliveryId!)).toBe('not-due');
      expect(world.jobs).toEqual([{ deliveryId, afterSeconds: 1 }]);
      world.time.advance(1000);
    }
    outcomes.push(await world.sender.attempt(deliveryId!));
    expect(outcomes).toEqual([...WEBHOOK_RETRY_SCHEDULE_SECONDS.map(() => 'retrying'), 'failed']);
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(1);
    // the moments of the attempts, as the receiver's webhook-timestamp says: the schedule's gaps
    const stamps = receiver.received.map((request) => Number(request.headers['webhook-timestamp']));
    expect(stamps.slice(1).map((stamp, index) => stamp - stamps[index]!)).toEqual([...WEBHOOK_RETRY_SCHEDULE_SECONDS]);
    const [delivery] = await deliveriesOf(endpoint.id);
    expect(delivery).toMatchObject({ status: 'failed', attemptCount: 8, nextAttemptAt: null });
    expect(delivery!.attempts.map((attempt) => attempt.responseStatus)).toEqual(Array(8).fill(500));
    expect(delivery!.attempts[0]!.responseExcerpt).toBe('down');
    expect((await world.endpoints.list(world.supplier.id)).items.find((item) => item.id === endpoint.id)?.successRate).toBe(0);
    // resend: again from the schedule's start, with the same webhook-id
    receiver.defaultAnswer = { status: 204 };
    await world.endpoints.resend(world.supplier.id, endpoint.id, deliveryId!);
    expect(await world.sender.attempt(deliveryId!)).toBe('succeeded');
    expect(receiver.received.at(-1)!.headers['webhook-id']).toBe(receiver.received[0]!.headers['webhook-id']);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });

  it('honours Retry-After when it asks for longer than the schedule', async () => {
    const endpoint = await endpointAt('/retry-after');
    receiver.answerNext({ status: 503, headers: { 'retry-after': '120' } }, { status: 429, headers: { 'retry-after': '1' } });
    const [deliveryId] = await emit();
    world.jobs.length = 0;
    expect(await world.sender.attempt(deliveryId!)).toBe('retrying');
    expect(world.jobs).toEqual([{ deliveryId, afterSeconds: 120 }]);
    world.time.advance(120_000);
    world.jobs.length = 0;
    expect(await world.sender.attempt(deliveryId!)).toBe('retrying');
    // shorter than the schedule's 5 minutes: the schedule wins
    expect(world.jobs).toEqual([{ deliveryId, afterSeconds: 300 }]);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });

  it('counts a 3xx as a failure and does not follow it', async () => {
    const endpoint = await endpointAt('/moved');
    receiver.answerNext({ status: 302, headers: { location: receiver.url('/elsewhere') } });
    const [deliveryId] = await emit();
    expect(await world.sender.attempt(deliveryId!)).toBe('retrying');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(receiver.received.map((request) => request.path)).toEqual(['/moved']);
    expect((await deliveriesOf(endpoint.id))[0]!.attempts[0]!.responseStatus).toBe(302);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });

  it('disables the endpoint on 410 Gone, and its other deliveries are skipped, kept for recovery', async () => {
    const endpoint = await endpointAt('/gone');
    receiver.answerNext({ status: 410 });
    const [first, second] = await emit(2);
    expect(await world.sender.attempt(first!)).toBe('failed');
    expect((await world.endpoints.list(world.supplier.id)).items.find((item) => item.id === endpoint.id)).toMatchObject({
      enabled: false,
      disabledReason: 'The receiver answered 410 Gone',
    });
    expect(await world.sender.attempt(second!)).toBe('done');
    expect((await deliveriesOf(endpoint.id)).map((delivery) => delivery.status).sort()).toEqual(['failed', 'skipped']);
    expect(receiver.received).toHaveLength(1);
    // enabled again, "recover since" queues both again
    await world.endpoints.update(world.supplier.id, endpoint.id, { enabled: true });
    expect(await world.endpoints.recover(world.supplier.id, endpoint.id, new Date(world.time.clock().getTime() - 60_000))).toBe(2);
    expect(await world.sender.attempt(first!)).toBe('succeeded');
    expect(await world.sender.attempt(second!)).toBe('succeeded');
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });

  it('gives up an attempt at the total timeout, as a failure', async () => {
    const endpoint = await endpointAt('/slow');
    receiver.answerNext({ status: 200, hangMs: 3000 });
    const [deliveryId] = await emit();
    expect(await world.sender.attempt(deliveryId!)).toBe('retrying');
    const attempt = (await deliveriesOf(endpoint.id))[0]!.attempts[0]!;
    expect(attempt).toMatchObject({ responseStatus: null });
    expect(attempt.error).toMatch(/timeout|abort/i);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });
});

describe('one attempt at a time', () => {
  it('two workers on one delivery make one attempt', async () => {
    const endpoint = await endpointAt('/twice');
    receiver.answerNext({ status: 200, hangMs: 300 });
    const [deliveryId] = await emit();
    const outcomes = await Promise.all([world.sender.attempt(deliveryId!), world.sender.attempt(deliveryId!)]);
    expect(outcomes.sort()).toEqual(['held', 'succeeded']);
    expect(receiver.received).toHaveLength(1);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });

  it('has at most 4 deliveries of one endpoint in flight', async () => {
    const endpoint = await endpointAt('/busy');
    receiver.defaultAnswer = { status: 200, hangMs: 400 };
    const ids = await emit(6);
    const outcomes = await Promise.all(ids.map((id) => world.sender.attempt(id)));
    expect(outcomes.filter((outcome) => outcome === 'succeeded')).toHaveLength(4);
    expect(outcomes.filter((outcome) => outcome === 'busy')).toHaveLength(2);
    expect(receiver.received).toHaveLength(4);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });
});

describe('rotation and rollback', () => {
  it('signs with both secrets for 24 hours after a rotation, then with the new one alone', async () => {
    const endpoint = await endpointAt('/rotate');
    const rotated = await world.endpoints.rotate(world.supplier.id, endpoint.id);
    const [during] = await emit();
    await world.sender.attempt(during!);
    const request = receiver.received.at(-1)!;
    for (const secret of [endpoint.secret, rotated.secret]) expect(() => verifyAt(secret, request)).not.toThrow();
    expect(() => verifyAt(endpoint.secret, { ...request, body: request.body.replace('menu', 'mene') })).toThrow();
    world.time.advance(24 * 3_600_000 + 1000);
    const [after] = await emit();
    await world.sender.attempt(after!);
    const late = receiver.received.at(-1)!;
    expect(String(late.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(() => verifyAt(rotated.secret, late)).not.toThrow();
    expect(() => verifyAt(endpoint.secret, late)).toThrow();
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });

  it('a rolled-back change leaves no event and no delivery', async () => {
    const endpoint = await endpointAt('/rollback');
    await expect(
      world.db.transaction(async (tx) => {
        await world.outbox.emit(tx, [{ organisationId: world.supplier.id, type: 'menu.updated', data: {} }]);
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });
});
