import { describe, expect, it } from 'vitest';
import { ErrorBody } from '@tapline/contracts';
import { unstorableTextKit } from '../support/unstorable-text-kit';

const { kit } = unstorableTextKit();

describe('an unexpected failure', () => {
  it('is logged without the statement or the values the request carried', async () => {
    const secret = `secret-${Math.random().toString(36).slice(2)}`;
    const response = await kit.t.api(`/api/test-only/failing-statement?value=${secret}`);
    expect(ErrorBody.parse(response.json()).error.code).toBe('internal');
    expect(response.statusCode).toBe(500);
    const logged = kit.logLines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('22P02');
    expect(logged).not.toContain(secret);
    expect(logged).not.toMatch(/select|::integer|params/i);
    kit.logLines.length = 0;
  });
});
