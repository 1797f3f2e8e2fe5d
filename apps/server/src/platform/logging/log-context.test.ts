import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { requestIdGenerator } from './log-context';

const withHeader = (value: string | undefined) => ({ headers: value === undefined ? {} : { 'x-request-id': value } }) as IncomingMessage;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids', () => {
  it('are a new UUID for each request, whatever a caller claims, unless the load balancer is trusted', () => {
    const untrusted = requestIdGenerator(false);
    const first = untrusted(withHeader(undefined));
    expect(first).toMatch(UUID);
    expect(untrusted(withHeader(undefined))).not.toBe(first);
    expect(untrusted(withHeader('haproxy-0a1b2c3d'))).toMatch(UUID);
  });

  it("take the trusted load balancer's X-Request-Id when it looks like an id, and never text that could forge a log line", () => {
    const trusted = requestIdGenerator(true);
    expect(trusted(withHeader('haproxy-0a1b2c3d'))).toBe('haproxy-0a1b2c3d');
    for (const junk of ['short', 'a'.repeat(65), 'id with spaces 123', 'id"}\n{"level":60'])
      expect(trusted(withHeader(junk))).toMatch(UUID);
  });
});
