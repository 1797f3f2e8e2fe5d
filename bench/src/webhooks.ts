// npm run bench -- webhooks: a restart with BENCH_WEBHOOKS (1,000) pending webhook deliveries. The backlog is written
// into the stopped server's database as the outbox leaves it (events, their deliveries and a job each), spread over
// BENCH_WEBHOOK_ENDPOINTS endpoints of the demo supplier (1 and 10: an endpoint has at most 4 in flight), all pointing
// at a receiver in this process on loopback (WEBHOOKS_ALLOW_LOOPBACK). Measured: deliveries per second at the receiver,
// from the first to the last, each a signed POST answered 200.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import PgBoss from 'pg-boss';
import { createDatabase, sqlClientOf } from '@tapline/db';
import { databaseConfigOf, startServer } from './server';

interface WebhookBenchOptions {
  port: number;
  key: string;
  deliveries: number;
  endpointCounts: number[];
  label: string;
  database: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}

/** The demo supplier's endpoints and `count` events with a pending delivery and a job each, round-robin over them. */
async function writeBacklog(env: Record<string, string>, url: string, count: number, endpoints: number, round: number): Promise<void> {
  const handle = await createDatabase(databaseConfigOf(env));
  const client = sqlClientOf(handle.db);
  const boss = new PgBoss({ db: client, schema: 'pgboss', migrate: false, supervise: false, schedule: false });
  try {
    await boss.start();
    const { rows: supplierRows } = await client.executeSql(`select id from organisations where slug = 'saltwater-brewing'`, []);
    const supplierId = String((supplierRows[0] as { id: string }).id);
    const { rows: endpointRows } = await client.executeSql(
      `insert into webhook_endpoints (organisation_id, url, event_types, secret)
       select $1::uuid, $2::text, array['order.placed'], 'whsec_YmVuY2gtYmVuY2gtYmVuY2gtYmVuY2gtYmVuY2g=' from generate_series(1, $3::int) returning id`,
      [supplierId, url, endpoints],
    );
    const endpointIds = endpointRows.map((row) => String((row as { id: string }).id));
    await client.executeSql(
      `insert into webhook_events (id, organisation_id, type, sequence, body)
       select 'evt_bench_' || $3::text || '_' || n, $1::uuid, 'order.placed', $4::int * $2::int + n,
         '{"id":"evt_bench_' || $3::text || '_' || n || '","type":"order.placed","timestamp":"2026-11-30T00:00:00Z","sequence":' || n || ',"data":{}}'
       from generate_series(1, $2::int) as n`,
      [supplierId, count, String(round), round],
    );
    const { rows } = await client.executeSql(
      `insert into webhook_deliveries (event_id, endpoint_id, next_attempt_at)
       select 'evt_bench_' || $1::text || '_' || n, ($2::uuid[])[1 + (n % $3::int)], now() from generate_series(1, $4::int) as n returning id`,
      [String(round), `{${endpointIds.join(',')}}`, endpoints, count],
    );
    const ids = rows.map((row) => String((row as { id: string }).id));
    for (let start = 0; start < ids.length; start += 500) {
      await boss.insert(ids.slice(start, start + 500).map((id) => ({ name: 'webhook-delivery', data: { deliveryId: id } })));
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
    await handle.close();
  }
}

/** A receiver answering 200 at once, noting when each delivery came and its webhook-id. */
async function startReceiver(): Promise<{ server: Server; url: string; received: { at: number; id: string }[] }> {
  const received: { at: number; id: string }[] = [];
  const server = createServer((request, response) => {
    request.resume();
    request.on('end', () => {
      received.push({ at: Date.now(), id: String(request.headers['webhook-id']) });
      response.writeHead(200).end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

export async function runWebhookBench(options: WebhookBenchOptions): Promise<void> {
  const database = await options.database();
  const env = { ...database.env, WEBHOOKS_ALLOW_LOOPBACK: '1' };
  const receiver = await startReceiver();
  const rows: string[] = [];
  try {
    // the first start migrates, loads the demo data and creates the queues
    await (await startServer(options.port, options.key, env)).stop();
    for (const [round, endpoints] of options.endpointCounts.entries()) {
      await writeBacklog(env, receiver.url, options.deliveries, endpoints, round);
      const before = receiver.received.length;
      const server = await startServer(options.port, options.key, env);
      const deadline = Date.now() + 600_000;
      try {
        while (receiver.received.length - before < options.deliveries && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await server.stop();
      }
      const taken = receiver.received.slice(before);
      const seconds = taken.length > 1 ? (taken.at(-1)!.at - taken[0]!.at) / 1000 : Number.NaN;
      const unique = new Set(taken.map((item) => item.id)).size;
      rows.push(
        `| ${endpoints} | ${taken.length} of ${options.deliveries} | ${unique} | ${seconds.toFixed(1)} | ${((taken.length - 1) / seconds).toFixed(0)} |`,
      );
      if (taken.length < options.deliveries) process.exitCode = 1;
    }
    console.log(
      `\nWebhooks bench: ${options.label}, ${options.deliveries} pending deliveries sent after a restart to a receiver on loopback, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 16)} UTC`,
    );
    console.log('| endpoints | delivered | distinct webhook-ids | first to last, s | deliveries/s |');
    console.log('|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
    await database.drop();
  }
}
