import { describe, expect, it } from 'vitest';
import { smtpTimeouts } from './mail-sender';

describe('the SMTP timeouts of an attempt limit', () => {
  it('are 10 s to connect and to be greeted and 30 s of silence at the default 90 s', () => {
    expect(smtpTimeouts(90)).toEqual({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
    expect(smtpTimeouts(600)).toEqual({ connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 });
  });

  it.each([10, 30, 89])('end a live attempt before a %i s limit takes it for a lost one', (seconds) => {
    const { connectionTimeout, greetingTimeout, socketTimeout } = smtpTimeouts(seconds);
    expect(connectionTimeout + greetingTimeout + socketTimeout).toBeLessThan(seconds * 1000);
    expect(connectionTimeout).toBeLessThan(10_000);
  });
});
