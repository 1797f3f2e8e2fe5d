import type { Check } from './scale-checks';
import { percentile, type Recorder, type RequestRecord } from './scale-client';

// The scale-out test's judgement of the requests around each restart, and the summary it prints.

export interface Restart {
  instance: string;
  signal: 'SIGTERM' | 'SIGKILL';
  signalledAt: number;
  /** HAProxy saw it down */
  outAt?: number;
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  exitedAt?: number;
  /** its own readiness probe answered 200 again */
  readyAt?: number;
  /** HAProxy put it back in rotation */
  upAt?: number;
  /** per socket it held: how long after the signal the socket dropped */
  droppedMs?: number[];
  /** per socket it held: how long from the drop until it was subscribed again */
  reconnectMs?: number[];
  /** per socket it held: the code its close came with (1006: the connection was cut) */
  closeCodes?: number[];
  heard?: { heardBy: number; listeners: number; slowestMs: number };
}

/** seconds between two moments, one decimal */
const seconds = (from: number, to: number | undefined) => (to === undefined ? '?' : ((to - from) / 1000).toFixed(1));

/**
 * The requests a kill may fail: those in flight from the SIGKILL until the process was gone. Until then its socket
 * still takes connections the dead process never reads, so HAProxy can't tell a request it sent there from one
 * the instance began; it repeats only what is safe to repeat.
 */
function cutOffByKill(recorder: Recorder, kill: Restart): Set<RequestRecord> {
  const gone = kill.exitedAt ?? kill.signalledAt;
  return new Set(recorder.records.filter((record) => record.startedAt <= gone && record.startedAt + record.ms >= kill.signalledAt));
}

/**
 * Zero failed requests from SIGTERM until the instance is back in rotation, and none outside the kill; of the
 * requests the killed instance was answering, only writes that can't be repeated safely may fail.
 */
export function windowChecks(recorder: Recorder, rolling: Restart, kill: Restart): Check[] {
  const rollingRequests = recorder.between(rolling.signalledAt, (rolling.upAt ?? Date.now()) + 2_000);
  const rollingFailures = rollingRequests.filter((record) => record.failure);
  const cutOff = cutOffByKill(recorder, kill);
  const others = recorder.failures().filter((record) => !cutOff.has(record));
  const cutOffFailures = [...cutOff].filter((record) => record.failure);
  const repeatable = cutOffFailures.filter((record) => ['GET', 'HEAD', 'PUT', 'DELETE'].includes(record.method));
  const describe = (records: RequestRecord[]) =>
    records
      .slice(0, 8)
      .map(
        (record) =>
          `${record.method} ${record.operation} at ${recorder.at(record.startedAt)} s (${record.ms} ms) via ${record.servedBy ?? '?'}: ${record.failure}`,
      )
      .join('; ');
  return [
    {
      name: 'zero failed requests during the rolling restart',
      ok: rollingFailures.length === 0 && rollingRequests.length > 0,
      detail: rollingFailures.length === 0 ? `${rollingRequests.length} requests, none failed` : describe(rollingFailures),
    },
    {
      name: 'no failed request outside the kill',
      ok: others.length === 0,
      detail: others.length === 0 ? `${recorder.records.length - cutOff.size} requests` : `${others.length} failed: ${describe(others)}`,
    },
    {
      name: 'the kill fails no read, PUT or DELETE (HAProxy sends them again)',
      ok: repeatable.length === 0,
      detail:
        cutOffFailures.length === 0
          ? `${cutOff.size} requests in flight from the kill to the exit, none failed`
          : `${cutOff.size} in flight from the kill to the exit, ${cutOffFailures.length} failed (writes without a key, not repeated): ${describe(cutOffFailures)}`,
    },
    {
      name: 'SIGTERM: out of rotation before it stopped serving, then a clean exit',
      ok: rolling.exit?.code === 0 && rolling.outAt !== undefined && rolling.exitedAt !== undefined && rolling.outAt < rolling.exitedAt,
      detail: `out of rotation after ${seconds(rolling.signalledAt, rolling.outAt)} s, exited ${rolling.exit?.code ?? rolling.exit?.signal} after ${seconds(rolling.signalledAt, rolling.exitedAt)} s`,
    },
  ];
}

interface SummaryInput {
  recorder: Recorder;
  /** the requests of the load and the restarts (not the set-up, nor the checks after) */
  loadRecords: RequestRecord[];
  loadSeconds: number;
  checkouts: { placed: number; duplicated: number; retried: number; cutOff: string };
  rolling: Restart;
  kill: Restart;
  checks: Check[];
  loadAverageBefore: number[];
  loadAverageAfter: number[];
}

export function summaryLines(input: SummaryInput): string[] {
  const { recorder, loadRecords, rolling, kill, checkouts } = input;
  const ms = loadRecords.map((record) => record.ms);
  const cutOff = cutOffByKill(recorder, kill);
  const failed = recorder.failures();
  const failedDying = failed.filter((record) => cutOff.has(record)).length;
  const byOperation = new Map<string, number[]>();
  for (const record of loadRecords) byOperation.set(record.operation, [...(byOperation.get(record.operation) ?? []), record.ms]);
  const load = (values: number[]) => values.map((value) => value.toFixed(2)).join(' ');
  const restart = (each: Restart) =>
    `${each.signal} ${each.instance}: out of rotation ${seconds(each.signalledAt, each.outAt)} s, exited (${each.exit?.code ?? each.exit?.signal}) ${seconds(each.signalledAt, each.exitedAt)} s, ready ${seconds(each.signalledAt, each.readyAt)} s, back in rotation ${seconds(each.signalledAt, each.upAt)} s after the signal`;
  return [
    '',
    `Scale-out test: 2 instances behind HAProxy; ${input.loadSeconds.toFixed(0)} s of load; load average ${load(input.loadAverageBefore)} before, ${load(input.loadAverageAfter)} after`,
    `requests ${recorder.records.length} (load ${loadRecords.length}, ${(loadRecords.length / input.loadSeconds).toFixed(0)}/s; ${recorder.records.filter((record) => record.lastResort).length} sent while every instance failed its probes), failed ${failed.length} (${failed.length - failedDying} outside the kill, ${failedDying} sent while ${kill.instance} was dying), p95 ${percentile(ms, 0.95)} ms, p50 ${percentile(ms, 0.5)} ms, max ${Math.max(0, ...ms)} ms`,
    `  by operation (count, p95 ms): ${[...byOperation]
      .sort(([, a], [, b]) => b.length - a.length)
      .map(([operation, values]) => `${operation} ${values.length}/${percentile(values, 0.95)}`)
      .join(', ')}`,
    `checkouts placed ${checkouts.placed}, duplicated ${checkouts.duplicated}, retried with their key ${checkouts.retried}; calls until each checkout sent to ${kill.instance} as it was killed was answered: ${checkouts.cutOff}`,
    `restart seconds: ${restart(rolling)} (at ${recorder.at(rolling.signalledAt)} s of the load)`,
    `                 ${restart(kill)} (at ${recorder.at(kill.signalledAt)} s)`,
    ...input.checks.map((each) => `${each.ok ? 'PASS' : 'FAIL'}  ${each.name}: ${each.detail}`),
    input.checks.every((each) => each.ok) ? 'scale-out test passed' : 'scale-out test FAILED',
  ];
}
