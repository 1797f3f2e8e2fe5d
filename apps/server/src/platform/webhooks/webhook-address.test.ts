import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookWorld } from '../../../test/support/webhook-kit';
import { WebhookReceiver } from '../../../test/support/webhook-receiver';
import { refusedAddress, refusedUrl, type ResolvedAddress } from './webhook-address';

// Decision 0199: only public unicast addresses, checked at creation and at each attempt, the checked address pinned
// for the connection (a resolver the test controls plays DNS, rebinding included).

describe('which addresses a webhook may reach', () => {
  it.each([
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['127.0.0.1', 'loopback'],
    ['169.254.169.254', 'linkLocal'],
    ['100.100.100.200', 'carrierGradeNat'],
    ['224.0.0.1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['::1', 'loopback'],
    ['fe80::1', 'linkLocal'],
    ['fd00:ec2::254', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['64:ff9b::a00:1', 'rfc6052'],
  ])('refuses %s (%s)', (address, range) => {
    expect(refusedAddress(address, false)).toContain(range);
  });

  it.each(['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '::ffff:93.184.216.34'])('allows the public %s', (address) => {
    expect(refusedAddress(address, false)).toBeNull();
  });

  it('allows loopback only when tests say so, and never another private range', () => {
    expect(refusedAddress('127.0.0.1', true)).toBeNull();
    expect(refusedAddress('10.0.0.1', true)).toContain('private');
  });

  it('refuses http, credentials, and a name resolving to any private address', async () => {
    const resolve = async (host: string): Promise<ResolvedAddress[]> =>
      host === 'mixed.example'
        ? [
            { address: '93.184.216.34', family: 4 },
            { address: '10.0.0.1', family: 4 },
          ]
        : [{ address: '93.184.216.34', family: 4 }];
    const policy = { resolve, allowLoopback: false };
    expect(await refusedUrl('https://public.example/hook', policy)).toBeNull();
    expect(await refusedUrl('http://public.example/hook', policy)).toBe('must be an https URL');
    expect(await refusedUrl('https://user:pw@public.example/hook', policy)).toMatch(/user name/);
    expect(await refusedUrl('https://mixed.example/hook', policy)).toMatch(/10\.0\.0\.1 is a private/);
    expect(await refusedUrl('https://[::ffff:169.254.169.254]/', policy)).toMatch(/linkLocal/);
  });
});

describe('at send', () => {
  const answers = new Map<string, string[]>();
  let world: Awaited<ReturnType<typeof webhookWorld>>;
  let receiver: WebhookReceiver;
  beforeAll(async () => {
    receiver = await WebhookReceiver.start();
    // each host answers its list in turn, the last one again after
    world = await webhookWorld({
      allowLoopback: true,
      resolve: async (host) => {
        const list = answers.get(host) ?? [];
        const address = list.length > 1 ? list.shift()! : list[0];
        if (!address) throw new Error(`ENOTFOUND ${host}`);
        return [{ address, family: address.includes(':') ? 6 : 4 }];
      },
    });
  });
  afterAll(async () => {
    await receiver.close();
    await world.database.close();
  });
  const emit = () =>
    world.db.transaction((tx) => world.outbox.emit(tx, [{ organisationId: world.supplier.id, type: 'webhook.test' as const, data: {} }]));

  it('connects to the address its own lookup checked: a name only the test resolver knows reaches the receiver', async () => {
    answers.set('receiver.test', ['127.0.0.1']);
    const endpoint = await world.endpoints.create(world.supplier.id, {
      url: `http://receiver.test:${receiver.port}/pinned`,
      description: '',
      eventTypes: ['webhook.test'],
    });
    const [deliveryId] = await emit();
    expect(await world.sender.attempt(deliveryId!)).toBe('succeeded');
    expect(receiver.received.map((request) => request.path)).toEqual(['/pinned']);
    await world.endpoints.remove(world.supplier.id, endpoint.id);
  });

  it('refuses a name that resolved to a public address at creation and rebinds to a private or metadata one at send', async () => {
    for (const inside of ['10.0.0.7', '169.254.169.254', '::ffff:192.168.0.1']) {
      const host = `rebind-${inside.replaceAll(/[.:]/g, '-')}.test`;
      answers.set(host, ['93.184.216.34', inside]);
      const endpoint = await world.endpoints.create(world.supplier.id, {
        url: `http://${host}:${receiver.port}/rebound`,
        description: '',
        eventTypes: ['webhook.test'],
      });
      const [deliveryId] = await emit();
      expect(await world.sender.attempt(deliveryId!)).toBe('retrying');
      const [delivery] = (await world.endpoints.deliveries(world.supplier.id, endpoint.id, 10)).items;
      expect(delivery!.attempts[0]).toMatchObject({ responseStatus: null });
      expect(delivery!.attempts[0]!.error).toContain('refused');
      await world.endpoints.remove(world.supplier.id, endpoint.id);
    }
    expect(receiver.received.filter((request) => request.path === '/rebound')).toEqual([]);
  });

  it('refuses a private address at creation', async () => {
    answers.set('inside.test', ['10.9.8.7']);
    await expect(
      world.endpoints.create(world.supplier.id, { url: 'https://inside.test/hook', description: '', eventTypes: ['webhook.test'] }),
    ).rejects.toMatchObject({
      code: 'validation_failed',
    });
  });
});
