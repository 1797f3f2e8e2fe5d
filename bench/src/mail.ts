// npm run bench -- mail: a restart with a backlog of BENCH_MAILS (2,000) queued mails. The backlog
// is written into the stopped server's database (outbox rows and their jobs, as checkouts leave them), then the server
// starts with SMTP_URL pointing at an SMTP sink in this process and drains it, once per MAIL_CONCURRENCY named in
// BENCH_MAIL_CONCURRENCY (1,5,10). Measured: mails per second at the sink, from its first message to its last.
import os from 'node:os';
import PgBoss from 'pg-boss';
import { createDatabase, sqlClientOf } from '@tapline/db';
import { startSmtpSink } from '../../apps/server/test/support/smtp-test-sink';
import { databaseConfigOf, startServer } from './server';

interface MailBenchOptions {
  port: number;
  key: string;
  mails: number;
  concurrencies: number[];
  label: string;
  database: () => Promise<{ env: Record<string, string>; drop: () => Promise<void> }>;
}

/** N queued mails and a job for each, written while no server runs (the queues exist: a server started once). */
async function writeBacklog(env: Record<string, string>, count: number, round: number): Promise<void> {
  const handle = await createDatabase(databaseConfigOf(env));
  const client = sqlClientOf(handle.db);
  const boss = new PgBoss({ db: client, schema: 'pgboss', migrate: false, supervise: false, schedule: false });
  try {
    await boss.start();
    const { rows } = await client.executeSql(
      `insert into outbox_messages (channel, "to", subject, body, template, state)
       select 'email', 'bench-' || $2::text || '-' || n || '@example.test', 'New order ' || n, 'A new order is waiting for you.', 'bench', 'queued'
       from generate_series(1, $1::int) as n returning id`,
      [count, String(round)],
    );
    const ids = rows.map((row) => String((row as { id: string }).id));
    for (let start = 0; start < ids.length; start += 500) {
      await boss.insert(ids.slice(start, start + 500).map((id) => ({ name: 'mail', data: { outboxMessageId: id } })));
    }
  } finally {
    await boss.stop({ graceful: false, wait: true });
    await handle.close();
  }
}

export async function runMailBench(options: MailBenchOptions): Promise<void> {
  const database = await options.database();
  const env = { ...database.env, SEED_DEMO_DATA: 'never', MAIL_RETRY_DELAY: '1' };
  const sink = await startSmtpSink();
  const rows: string[] = [];
  try {
    // the first start migrates and creates the queues
    await (await startServer(options.port, options.key, { ...env, SMTP_URL: sink.url })).stop();
    for (const [round, concurrency] of options.concurrencies.entries()) {
      await writeBacklog(env, options.mails, round);
      const before = sink.messages.length;
      const server = await startServer(options.port, options.key, { ...env, SMTP_URL: sink.url, MAIL_CONCURRENCY: String(concurrency) });
      const deadline = Date.now() + 600_000;
      try {
        while (sink.messages.length - before < options.mails && Date.now() < deadline)
          await new Promise((resolve) => setTimeout(resolve, 50));
      } finally {
        await server.stop();
      }
      const taken = sink.messages.slice(before);
      const seconds = taken.length > 1 ? (taken.at(-1)!.receivedAt - taken[0]!.receivedAt) / 1000 : Number.NaN;
      const unique = new Set(taken.map((mail) => mail.to.join())).size;
      rows.push(
        `| ${concurrency} | ${taken.length} of ${options.mails} | ${unique} | ${seconds.toFixed(1)} | ${((taken.length - 1) / seconds).toFixed(0)} |`,
      );
      if (taken.length < options.mails) process.exitCode = 1;
    }
    console.log(
      `\nMail bench: ${options.label}, a backlog of ${options.mails} mails drained after a restart, into an SMTP sink on loopback, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'cpu'}), ${new Date().toISOString().slice(0, 16)} UTC`,
    );
    console.log('| MAIL_CONCURRENCY | delivered | distinct recipients | first to last mail, s | mails/s |');
    console.log('|---:|---:|---:|---:|---:|');
    for (const row of rows) console.log(row);
  } finally {
    await sink.close();
    await database.drop();
  }
}
