// npm run bench -- checkout: checkout as the issue states it: carts of 10 lines from 3 suppliers, a fresh
// Idempotency-Key each; on PostgreSQL ≥ 100 checkouts/s with p95 ≤ 200 ms and no errors. The server runs in its own
// process on a fresh database with the demo data (PGlite, or PostgreSQL with BENCH_DATABASE_URL), driven over HTTP
// only, as a browser drives it.
//
// A cart is one person's at one venue, and checkout empties it, so the bench needs many carts. The demo venue has two
// members, and a new account needs the Admin API's service_role key, which only the key CLI prints, from the database
// before the server opens it (PGlite is one process at a time). Instead the demo venue owner becomes the owner of
// BENCH_CHECKOUT_CARTS new venues the way a platform admin makes venues: POST /api/admin/venues names her as owner and
// she accepts the invite mailed to her. The invite's token travels only by mail (the outbox hides it, decision 0053),
// so the server mails to an SMTP sink in this process, as the browser journeys' server does (e2e/start-server.mjs);
// the suppliers' new-order mails then really go out during the run too, as they do in production.
//
// Each round fills every empty cart (10 POST /api/cart/items each, not timed), then BENCH_CHECKOUT_CONNECTIONS
// workers check them out, each taking the next full cart. Only the checkout phases are timed, until they add up to
// BENCH_SECONDS: filling carts meanwhile would measure ten cart calls per checkout and hide the checkout's own rate.
// Latencies are each checkout request's own, sent to the answer read, with a 10 s client timeout.
import { randomUUID } from 'node:crypto';
import os from 'node:os';
import type { AdminOrganisationCreated, Cart, InviteAccepted, ProductDetail, ProductList } from '@tapline/contracts';
import { startSmtpSink, type SmtpSink } from '../../apps/server/test/support/smtp-test-sink';
import { percentile } from './search';
import { startServer } from './server';

interface CheckoutBenchOptions {
  port: number;
  key: string;
  /** workers checking out at once */
  connections: number;
  /** carts (venues) checked out per round */
  carts: number;
  durationSeconds: number;
  /** what the table's database column says */
  label: string;
  /** a fresh database the server seeds with the demo data (run.ts) */
  database: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}

/** 10 lines from 3 suppliers: this many lines of each */
const LINES_PER_SUPPLIER = [4, 3, 3] as const;
const CLIENT_TIMEOUT_MS = 10_000;
/** the demo people (packages/db/src/seed/people.ts) */
const ADMIN_EMAIL = 'admin@tapline.test';
const VENUE_OWNER_EMAIL = 'venue@tapline.test';
const INVITE_TOKEN = /\/auth\/invite\?token=([\w-]+)/;

interface Session {
  token: string;
  userId: string;
}

interface BenchCart {
  venueId: string;
  /** holds the plan's lines, ready to check out */
  full: boolean;
  /** a failed checkout left it in an unknown state: cleared before it is filled again */
  dirty: boolean;
}

/** Runs `work` over `items` with at most `limit` under way, each runner taking the next item (or stopping when told). */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>, stop = () => false) {
  let next = 0;
  const runner = async () => {
    while (next < items.length && !stop()) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, runner));
}

function client(address: string, key: string) {
  /** the answer as text and status, whatever the status */
  const send = async (
    method: string,
    pathname: string,
    options: { token?: string; body?: unknown; headers?: Record<string, string>; timeoutMs?: number } = {},
  ) => {
    const response = await fetch(`${address}${pathname}`, {
      method,
      headers: {
        'x-functions-key': key,
        ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
      ...(options.timeoutMs ? { signal: AbortSignal.timeout(options.timeoutMs) } : {}),
    });
    return { status: response.status, text: await response.text() };
  };
  /** for the set-up: anything but the expected status stops the bench, with what the server said */
  const json = async <T>(method: string, pathname: string, expected: number, options: Parameters<typeof send>[2] = {}): Promise<T> => {
    const answer = await send(method, pathname, options);
    if (answer.status !== expected) throw new Error(`${method} ${pathname} answered ${answer.status}: ${answer.text.slice(0, 500)}`);
    return (answer.text ? JSON.parse(answer.text) : null) as T;
  };
  return { send, json };
}

type Client = ReturnType<typeof client>;

async function signIn(address: string, anonKey: string, email: string): Promise<Session> {
  const response = await fetch(`${address}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: anonKey, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: process.env.DEMO_PASSWORD ?? 'tapline-demo' }),
  });
  const body = (await response.json()) as { access_token?: string; user?: { id: string } };
  if (!response.ok || !body.access_token || !body.user)
    throw new Error(`sign-in as ${email} answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
  return { token: body.access_token, userId: body.user.id };
}

/** `count` new venues whose owner is the demo venue owner, through the admin's create and her accepting each invite. */
async function venuesOwnedBy(api: Client, sink: SmtpSink, admin: Session, owner: Session, count: number): Promise<string[]> {
  const stamp = Date.now().toString(36);
  await eachLimited(
    Array.from({ length: count }, (_, index) => index),
    8,
    async (index) => {
      await api.json<AdminOrganisationCreated>('POST', '/api/admin/venues', 201, {
        token: admin.token,
        body: { name: `Bench Venue ${stamp} ${index + 1}`, ownerEmail: VENUE_OWNER_EMAIL },
      });
    },
  );
  const tokens = () =>
    sink.messages.filter((mail) => mail.to.includes(VENUE_OWNER_EMAIL)).flatMap((mail) => INVITE_TOKEN.exec(mail.text)?.[1] ?? []);
  // most have arrived by now (each create waits up to 2 s for its mail); the rest follow, or are retried (1 s apart)
  const deadline = Date.now() + 120_000;
  while (tokens().length < count) {
    if (Date.now() > deadline) throw new Error(`only ${tokens().length} of ${count} invite mails reached the SMTP sink within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const venueIds: string[] = [];
  await eachLimited(tokens(), 8, async (token) => {
    const accepted = await api.json<InviteAccepted>('POST', `/api/invites/${token}/accept`, 200, { token: owner.token });
    venueIds.push(accepted.organisation.id);
  });
  return venueIds;
}

/**
 * The cart every round fills: 10 lines from the 3 suppliers with the most packs whose stock is not counted (a counted
 * stock would run out during the run and turn checkouts into refusals), each line's qty enough that every supplier's
 * group reaches its minimum order. Found by putting every orderable pack in a cart and reading what the cart says of
 * each (stock, price at this venue, minimum, delivery days), then emptying it.
 */
async function cartPlan(api: Client, owner: Session, venueId: string) {
  const products: ProductList['items'] = [];
  for (let page = 1; ; page += 1) {
    const list = await api.json<ProductList>('GET', `/api/products?pageSize=100&page=${page}`, 200);
    products.push(...list.items);
    if (list.items.length < 100) break;
  }
  const skuIds: string[] = [];
  await eachLimited(products, 4, async (product) => {
    const detail = await api.json<ProductDetail>('GET', `/api/products/${product.slug}`, 200);
    skuIds.push(...detail.skus.filter((sku) => sku.inStock).map((sku) => sku.id));
  });
  for (const skuId of skuIds)
    await api.json<Cart>('POST', '/api/cart/items', 200, { token: owner.token, body: { venueId, skuId, qty: 1 } });
  const cart = await api.json<Cart>('GET', `/api/users/${owner.userId}/cart?venueId=${venueId}`, 200, { token: owner.token });
  await api.json('DELETE', `/api/users/${owner.userId}/cart?venueId=${venueId}`, 204, { token: owner.token });

  const candidates = cart.groups
    .filter((group) => group.deliveryDates.length > 0)
    .map((group) => ({ group, lines: group.lines.filter((line) => line.stockOnHand === null && line.problem === null) }))
    .sort((a, b) => b.lines.length - a.lines.length)
    .slice(0, LINES_PER_SUPPLIER.length);
  if (candidates.length < LINES_PER_SUPPLIER.length || candidates.some(({ lines }, index) => lines.length < LINES_PER_SUPPLIER[index]!)) {
    throw new Error(`the demo data has no 3 suppliers with ${LINES_PER_SUPPLIER.join('/')} packs of uncounted stock and a delivery day`);
  }
  return candidates.map(({ group, lines }, index) => {
    const chosen = lines.slice(0, LINES_PER_SUPPLIER[index]);
    const groupPrice = chosen.reduce((sum, line) => sum + line.unitPriceCents, 0);
    const qty = Math.max(1, Math.ceil((group.minimumOrderCents ?? 0) / groupPrice));
    return {
      supplier: group.supplier.name,
      minimumOrderCents: group.minimumOrderCents,
      lines: chosen.map((line) => ({ skuId: line.skuId, qty })),
    };
  });
}

export async function runCheckoutBench({
  port,
  key,
  connections,
  carts: cartCount,
  durationSeconds,
  label,
  database: freshDatabase,
}: CheckoutBenchOptions) {
  const machine = `${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 10)}`;
  const sink = await startSmtpSink();
  const database = await freshDatabase();
  const failures: string[] = [];
  try {
    // the sink is in this process: a send that failed (a busy machine) is retried in seconds, not the 30 s and more
    // a real mail server is given, which would stall the set-up
    const server = await startServer(port, key, { ...database.env, SMTP_URL: sink.url, MAIL_RETRY_DELAY: '1' });
    try {
      const api = client(server.address, key);
      const { supabaseAnonKey } = await api.json<{ supabaseAnonKey: string }>('GET', '/config.json', 200);
      const admin = await signIn(server.address, supabaseAnonKey, ADMIN_EMAIL);
      const owner = await signIn(server.address, supabaseAnonKey, VENUE_OWNER_EMAIL);
      const setUp = performance.now();
      const carts: BenchCart[] = (await venuesOwnedBy(api, sink, admin, owner, cartCount)).map((venueId) => ({
        venueId,
        full: false,
        dirty: false,
      }));
      const plan = await cartPlan(api, owner, carts[0]!.venueId);
      const lines = plan.flatMap((group) => group.lines);
      const setUpSeconds = (performance.now() - setUp) / 1000;

      const fill = async (cart: BenchCart) => {
        if (cart.full) return;
        if (cart.dirty) await api.json('DELETE', `/api/users/${owner.userId}/cart?venueId=${cart.venueId}`, 204, { token: owner.token });
        for (const line of lines)
          await api.json<Cart>('POST', '/api/cart/items', 200, { token: owner.token, body: { venueId: cart.venueId, ...line } });
        cart.full = true;
        cart.dirty = false;
      };
      const checkout = (cart: BenchCart) =>
        api.send('POST', `/api/users/${owner.userId}/cart/checkout`, {
          token: owner.token,
          body: { userId: owner.userId, venueId: cart.venueId },
          headers: { 'idempotency-key': randomUUID() },
          timeoutMs: CLIENT_TIMEOUT_MS,
        });

      // one cart first, as a check that the plan is one order of 3 supplier orders before anything is timed
      await fill(carts[0]!);
      const first = await checkout(carts[0]!);
      const order = first.status === 201 ? (JSON.parse(first.text) as { supplierOrders: unknown[] }) : undefined;
      if (order?.supplierOrders.length !== LINES_PER_SUPPLIER.length)
        throw new Error(`the first checkout answered ${first.status}: ${first.text.slice(0, 500)}`);
      carts[0]!.full = false;

      const times: number[] = [];
      const errorBodies: string[] = [];
      let checkouts = 0;
      let errors = 0;
      let measuredMs = 0;
      let rounds = 0;
      while (measuredMs < durationSeconds * 1000) {
        await eachLimited(carts, connections, fill);
        const started = performance.now();
        // a round ends early when the time is up: the carts left full are checked out first next time, never refilled
        const timeUp = () => measuredMs + (performance.now() - started) >= durationSeconds * 1000;
        await eachLimited(
          carts,
          connections,
          async (cart) => {
            const sent = performance.now();
            try {
              const answer = await checkout(cart);
              times.push(performance.now() - sent);
              if (answer.status === 201) {
                checkouts += 1;
                cart.full = false;
                return;
              }
              if (errorBodies.length < 3) errorBodies.push(`${answer.status} ${answer.text.slice(0, 500)}`);
            } catch (error) {
              if (errorBodies.length < 3) errorBodies.push(String(error));
            }
            errors += 1;
            cart.full = false;
            cart.dirty = true;
          },
          timeUp,
        );
        measuredMs += performance.now() - started;
        rounds += 1;
      }

      times.sort((a, b) => a - b);
      const ms = (value: number) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
      const suppliers = plan.map((group) => `${group.supplier} ${group.lines.length} × qty ${group.lines[0]!.qty}`).join(', ');
      console.log(
        `\nCheckout bench: ${label}, carts of ${lines.length} lines from ${plan.length} suppliers (${suppliers}), ${carts.length} carts per round, ${rounds} rounds, ${(measuredMs / 1000).toFixed(1)} s of checkouts (set-up ${setUpSeconds.toFixed(0)} s), 10 s client timeout, ${machine}`,
      );
      console.log('| database | workers | checkouts | checkouts/s | p50 ms | p95 ms | p99 ms | errors |');
      console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
      console.log(
        `| ${label} | ${connections} | ${checkouts} | ${Math.round(checkouts / (measuredMs / 1000))} | ${ms(percentile(times, 50))} | ${ms(percentile(times, 95))} | ${ms(percentile(times, 99))} | ${errors} |`,
      );
      if (errors > 0) failures.push(`${errors} checkouts did not answer 201; the first:\n${errorBodies.join('\n')}`);
    } finally {
      await server.stop();
    }
  } finally {
    await sink.close();
    await database.drop();
  }
  // a figure measured on error answers is not a figure
  if (failures.length > 0) {
    console.error(`Checkout bench invalid:\n${failures.join('\n')}`);
    process.exitCode = 1;
  }
}
