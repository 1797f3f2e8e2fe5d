// npm run bench -- realtime: BENCH_SOCKETS (1,000) open WebSockets on one instance, signed in as the demo
// venue's owner and subscribed to the venue, while the person's cart changes every 100 ms through the API: each
// change is one `cart.changed` event the server sends to every socket. Measured: the delay from the change's commit
// (the event's version, stamped in its transaction) to each socket's receipt, and the server's memory (VmRSS).
import os from 'node:os';
import WebSocket from 'ws';
import { residentMb, startServer } from './server';

interface RealtimeBenchOptions {
  port: number;
  key: string;
  sockets: number;
  durationSeconds: number;
  label: string;
  database: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? 0;

export async function runRealtimeBench(options: RealtimeBenchOptions): Promise<void> {
  const database = await options.database();
  const server = await startServer(options.port, options.key, database.env);
  const sockets: WebSocket[] = [];
  try {
    const headers = { 'x-functions-key': options.key };
    const { supabaseAnonKey } = (await (await fetch(`${server.address}/config.json`)).json()) as { supabaseAnonKey: string };
    const session = (await (
      await fetch(`${server.address}/auth/v1/token?grant_type=password`, {
        method: 'POST',
        headers: { apikey: supabaseAnonKey, 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'venue@tapline.test', password: process.env.DEMO_PASSWORD ?? 'tapline-demo' }),
      })
    ).json()) as { access_token: string; user: { id: string } };
    const signedIn = { ...headers, authorization: `Bearer ${session.access_token}`, 'content-type': 'application/json' };
    const venues = (await (await fetch(`${server.address}/api/users/${session.user.id}/venues`, { headers: signedIn })).json()) as {
      items: { id: string }[];
    };
    const venueId = venues.items[0]!.id;
    const products = (await (await fetch(`${server.address}/api/products?pageSize=1`, { headers })).json()) as { items: { id: string }[] };
    const skus = (await (await fetch(`${server.address}/api/products/${products.items[0]!.id}`, { headers })).json()) as {
      skus: { id: string }[];
    };
    const skuId = skus.skus[0]!.id;

    const idleMb = residentMb(server.pid);
    const delays: number[] = [];
    let measuring = false;
    const url = `${server.address.replace('http', 'ws')}/api/realtime`;
    const opened = Date.now();
    for (let batch = 0; batch < options.sockets; batch += 100) {
      await Promise.all(
        Array.from({ length: Math.min(100, options.sockets - batch) }, async () => {
          const socket = new WebSocket(url);
          sockets.push(socket);
          await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
          const subscribed = new Promise<void>((resolve) => {
            socket.on('message', (data) => {
              const message = JSON.parse(data.toString()) as { type: string; event?: { version: number } };
              if (message.type === 'ready') socket.send(JSON.stringify({ type: 'subscribe', organisationId: venueId }));
              else if (message.type === 'subscribed') resolve();
              else if (message.type === 'event' && measuring && message.event) delays.push(Date.now() - message.event.version);
            });
          });
          socket.send(JSON.stringify({ type: 'auth', accessToken: session.access_token, functionsKey: options.key }));
          await subscribed;
        }),
      );
    }
    const openSeconds = (Date.now() - opened) / 1000;
    const openMb = residentMb(server.pid);

    // one cart change every 100 ms, each reaching every socket
    measuring = true;
    let changes = 0;
    let failed = 0;
    let peakMb = openMb;
    const end = Date.now() + options.durationSeconds * 1000;
    while (Date.now() < end) {
      const next = Date.now() + 100;
      const answer = await fetch(`${server.address}/api/cart/items`, {
        method: 'POST',
        headers: signedIn,
        body: JSON.stringify({ venueId, skuId, qty: 1 }),
      });
      if (answer.ok) changes += 1;
      else failed += 1;
      await answer.arrayBuffer();
      peakMb = Math.max(peakMb, residentMb(server.pid));
      const wait = next - Date.now();
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    measuring = false;
    const open = sockets.filter((socket) => socket.readyState === WebSocket.OPEN).length;
    const sorted = [...delays].sort((a, b) => a - b);
    const expected = changes * options.sockets;

    console.log(
      `\nRealtime bench: ${options.label}, ${options.sockets} sockets on one instance, a cart change every 100 ms for ${options.durationSeconds} s, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 16)} UTC`,
    );
    console.log(
      '| sockets open | opened in s | events sent | deliveries (of expected) | delay p50 / p95 / p99 / max ms | server RSS idle / with sockets / peak MB | failed changes |',
    );
    console.log('|---:|---:|---:|---:|---:|---:|---:|');
    console.log(
      `| ${open} | ${openSeconds.toFixed(1)} | ${changes} | ${delays.length} (${expected}) | ${percentile(sorted, 50)} / ${percentile(sorted, 95)} / ${percentile(sorted, 99)} / ${sorted.at(-1) ?? 0} | ${idleMb} / ${openMb} / ${peakMb} | ${failed} |`,
    );
    if (failed > 0 || delays.length < expected || open < options.sockets) process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.terminate();
    await server.stop();
    await database.drop();
  }
}
