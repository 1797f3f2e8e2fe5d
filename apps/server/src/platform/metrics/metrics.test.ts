import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { sqlClientOf } from '@tapline/db';
import { createVenue } from '@tapline/db/testing';
import { projectKeys, signedInUser } from '../../../test/support/auth-kit';
import { parseMetrics, sampleValue, type Sample } from '../../../test/support/prometheus-text';
import { startSmtpSink, type SmtpSink } from '../../../test/support/smtp-test-sink';
import { createTestApp, type TestApp } from '../../../test/support/test-app';
import { JobQueue } from '../jobs/job-queue';
import { startMetricsListener } from './metrics-listener';

const TOKEN = 'metrics-token-0123456789';
/** the /api limit per address: the file's scrapes alone go past it */
const API_LIMIT = 20;

let t: TestApp;
let sink: SmtpSink;
const logLines: string[] = [];

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({
    listen: true,
    metricsToken: TOKEN,
    // a refused mail waits a minute for its retry: it stays deferred while the file runs
    mail: { smtpUrl: sink.url, retryLimit: 2, retryDelaySeconds: 60, answerWaitMs: 100 },
    auth: { rateLimitApiPerMinute: API_LIMIT },
    // at debug every request has its line (at info only errors and slow ones): the request's id is read from it
    log: { level: 'debug', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(async () => {
  await t?.close();
  await sink?.close();
});

async function scrape(): Promise<Sample[]> {
  const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(response.statusCode, response.body).toBe(200);
  return parseMetrics(response.body);
}

const logged = () => logLines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('GET /metrics', () => {
  it('answers 401 without the metrics token, or with another, and shows nothing', async () => {
    for (const headers of [{}, { authorization: 'Bearer not-the-metrics-token' }, { authorization: TOKEN }]) {
      const response = await t.app.inject({ url: '/metrics', headers });
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.json()).toMatchObject({ error: { code: 'unauthorized' } });
      expect(response.body).not.toContain('tapline_');
    }
  });

  it('answers the token in Prometheus text: the process, the database pool and the job queue', async () => {
    // a transaction takes a connection of its own: the pool times the wait for it
    await t.database.db.transaction((tx) => sqlClientOf(tx).executeSql('select 1'));
    const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(response.headers['cache-control']).toBe('no-store');
    const samples = parseMetrics(response.body);
    const names = new Set(samples.map((sample) => sample.name));
    for (const name of [
      'process_cpu_user_seconds_total',
      'nodejs_eventloop_lag_seconds',
      'tapline_db_pool_max_connections',
      'tapline_db_pool_connections_in_use',
      'tapline_db_pool_waiting',
      'tapline_db_pool_acquire_wait_seconds_count',
      'tapline_job_queue_waiting',
      'tapline_job_queue_oldest_waiting_seconds',
      'tapline_job_queue_stats_ok',
      'tapline_realtime_connections',
    ])
      expect(names, name).toContain(name);
    expect(sampleValue(samples, 'tapline_db_pool_max_connections')).toBeGreaterThanOrEqual(1);
    expect(sampleValue(samples, 'tapline_db_pool_acquire_wait_seconds_count')).toBeGreaterThan(0);
    expect(sampleValue(samples, 'tapline_job_queue_stats_ok')).toBe(1);
    expect(samples.filter((sample) => sample.name === 'tapline_job_queue_waiting').map((sample) => sample.labels.queue)).toContain('mail');
  });

  it('counts requests by route pattern, method and status, never by the URL, and times them by route', async () => {
    const before = await scrape();
    for (const slug of ['no-such-venue-1', 'no-such-venue-2']) expect((await t.api(`/api/venues/${slug}`)).statusCode).toBe(404);
    const after = await scrape();
    const route = { method: 'GET', route: '/api/venues/:id' };
    const moved = (name: string, labels: Record<string, string>) => sampleValue(after, name, labels) - sampleValue(before, name, labels);
    expect(moved('tapline_http_requests_total', { ...route, status_code: '404' })).toBe(2);
    expect(moved('tapline_http_request_duration_seconds_count', route)).toBe(2);
    expect(sampleValue(after, 'tapline_http_request_duration_seconds_bucket', { ...route, le: '+Inf' })).toBeGreaterThanOrEqual(2);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes('no-such-venue')))).toBe(false);
    // a path no route has is one series, whatever the path
    await t.api('/api/no/such/route');
    expect(sampleValue(await scrape(), 'tapline_http_requests_total', { route: '(no route)', status_code: '404' })).toBeGreaterThanOrEqual(
      1,
    );
  });

  it('counts the public answer cache: the first read of an answer misses, the same read again hits', async () => {
    await createVenue(t.database.db, { name: 'Counted Arms', slug: 'counted-arms' });
    const cache = { cache: 'public_answers' };
    const before = await scrape();
    for (let read = 0; read < 2; read += 1) expect((await t.api('/api/venues/counted-arms')).statusCode).toBe(200);
    const after = await scrape();
    expect(sampleValue(after, 'tapline_cache_misses_total', cache) - sampleValue(before, 'tapline_cache_misses_total', cache)).toBe(1);
    expect(sampleValue(after, 'tapline_cache_hits_total', cache) - sampleValue(before, 'tapline_cache_hits_total', cache)).toBe(1);
  });

  it('reads the job queue when scraped: jobs waiting by queue, and how long the oldest has waited', async () => {
    // a queue nobody works, so its job waits
    const probe = new JobQueue(t.database.db, t.app.log);
    await probe.start([{ name: 'metrics-probe' }]);
    try {
      await t.database.db.transaction((tx) => probe.enqueue(tx, 'metrics-probe', { step: 1 }));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const samples = await scrape();
      expect(sampleValue(samples, 'tapline_job_queue_waiting', { queue: 'metrics-probe' })).toBe(1);
      expect(sampleValue(samples, 'tapline_job_queue_oldest_waiting_seconds', { queue: 'metrics-probe' })).toBeGreaterThanOrEqual(1);
    } finally {
      await probe.stop();
    }
  });

  it('counts open realtime sockets', async () => {
    const socket = new WebSocket(`${t.baseUrl!.replace('http', 'ws')}/api/realtime`);
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    await expect.poll(async () => sampleValue(await scrape(), 'tapline_realtime_connections')).toBe(1);
    socket.close();
    await expect.poll(async () => sampleValue(await scrape(), 'tapline_realtime_connections')).toBe(0);
  });

  it('needs no app key and is not held to the /api rate limit', async () => {
    for (let call = 0; call <= API_LIMIT; call += 1) {
      const response = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(response.statusCode).toBe(200);
    }
  });

  it('is not served by an instance without METRICS_TOKEN', async () => {
    const other = await createTestApp({ sameDatabaseAs: t });
    try {
      expect((await other.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } })).statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });
});

describe('METRICS_PORT', () => {
  it('serves GET /metrics on a loopback listener of its own without a token, and nothing else there', async () => {
    const listener = await startMetricsListener(t.app.metrics, 0);
    try {
      const answer = await fetch(`http://127.0.0.1:${listener.port}/metrics`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('content-type')).toMatch(/^text\/plain/);
      expect(await answer.text()).toContain('tapline_http_requests_total');
      expect((await fetch(`http://127.0.0.1:${listener.port}/api/health/live`)).status).toBe(404);
    } finally {
      await listener.close();
    }
  });
});

describe('mail and the request id in jobs', () => {
  it('a job a request caused logs the request id, through a job it enqueued in turn; refused and sent mail are counted', async () => {
    const person = await signedInUser(t);
    const { anon } = await projectKeys(t);
    const before = await scrape();
    sink.refuse('Mailbox unavailable');
    // the recovery request enqueues a job, which writes the mail and enqueues its delivery job
    const recover = await t.app.inject({
      method: 'POST',
      url: '/auth/v1/recover',
      payload: { email: person.email },
      headers: { apikey: anon },
    });
    expect(recover.statusCode).toBe(200);
    const requestLine = logged().find((line) => (line.req as { url?: string } | undefined)?.url === '/auth/v1/recover');
    const requestId = requestLine?.reqId as string;
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(() => logged().find((line) => line.msg === 'mail delivery failed; the queue retries it'), { timeout: 30_000, interval: 200 })
      .toMatchObject({ reqId: requestId, queue: 'mail', jobId: expect.any(String) });
    const { rows } = await sqlClientOf(t.database.db).executeSql("select data->>'requestId' as id from pgboss.job where name = 'mail'");
    expect(rows.map((row) => row.id)).toContain(requestId);
    // the attempt is failed once its handler has logged and returned: then its retry waits a minute
    let refused: Sample[] = [];
    await expect
      .poll(async () => sampleValue((refused = await scrape()), 'tapline_job_queue_deferred', { queue: 'mail' }), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(1);
    const moved = (name: string) => sampleValue(refused, name) - sampleValue(before, name);
    expect(moved('tapline_mail_failed_attempts_total')).toBe(1);
    expect(moved('tapline_mail_sent_total')).toBe(0);
    expect(sampleValue(refused, 'tapline_job_attempts_total', { queue: 'mail', outcome: 'failed' })).toBeGreaterThanOrEqual(1);

    sink.refuse(undefined);
    const other = await signedInUser(t);
    await t.app.inject({ method: 'POST', url: '/auth/v1/recover', payload: { email: other.email }, headers: { apikey: anon } });
    await expect
      .poll(async () => sampleValue(await scrape(), 'tapline_mail_sent_total') - sampleValue(before, 'tapline_mail_sent_total'), {
        timeout: 30_000,
        interval: 250,
      })
      .toBe(1);
  });
});
