import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, TEST_FUNCTIONS_KEY, type TestApp } from '../../../test/support/test-app';

// A message over the size limit is the client's mistake: its socket closes (1009), and the log
// says so as a warning without a stack, not as an error of ours.

interface LogLine {
  level: number;
  msg?: string;
  err?: { stack?: string };
  stack?: string;
}

const WARN = 40;
const ERROR = 50;
let t: TestApp;
const lines: LogLine[] = [];

beforeAll(async () => {
  t = await createTestApp({
    listen: true,
    log: { level: 'warn', stream: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) } },
  });
});
afterAll(async () => {
  await t?.close();
});

it('an oversized message closes the socket with 1009 and logs a warning without a stack', async () => {
  const socket = new WebSocket(`${t.baseUrl!.replace('http', 'ws')}/api/realtime`);
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
  const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.send('x'.repeat(64 * 1024));
  expect(await closed).toBe(1009);
  await expect.poll(() => lines.filter((line) => line.level === WARN).length).toBeGreaterThan(0);
  const warning = lines.find((line) => line.level === WARN)!;
  expect(warning.msg).toMatch(/too large|client/i);
  expect(JSON.stringify(warning)).not.toMatch(/\n\s+at /);
  expect(lines.filter((line) => line.level >= ERROR)).toEqual([]);
  // the server is fine: a new socket still signs in, as a visitor
  const next = new WebSocket(`${t.baseUrl!.replace('http', 'ws')}/api/realtime`);
  await new Promise((resolve, reject) => next.once('open', resolve).once('error', reject));
  const ready = new Promise<unknown>((resolve) => next.once('message', (data) => resolve(JSON.parse(data.toString()))));
  next.send(JSON.stringify({ type: 'auth', functionsKey: TEST_FUNCTIONS_KEY }));
  expect(await ready).toEqual({ type: 'ready', userId: null });
  next.close();
});
