import { describe, expect, it } from 'vitest';
import { isValidXeroWebhookSignature, xeroWebhookSignature } from './xero-webhook-signature';

describe('webhook signature', () => {
  const key = 'webhook-key-from-the-developer-portal';
  const body = Buffer.from('{"events":[],"lastEventSequence":0,"firstEventSequence":0,"entropy":"S0m3r4Nd0mt3xt"}');

  it('accepts base64(HMAC-SHA256(raw body, key)) and nothing else', () => {
    const signature = xeroWebhookSignature(body, key);
    expect(isValidXeroWebhookSignature(body, signature, key)).toBe(true);
    expect(isValidXeroWebhookSignature(body, xeroWebhookSignature(body, 'another-key'), key)).toBe(false);
    expect(isValidXeroWebhookSignature(Buffer.from(`${body.toString()} `), signature, key)).toBe(false);
    expect(isValidXeroWebhookSignature(body, undefined, key)).toBe(false);
    expect(isValidXeroWebhookSignature(body, 'not base64!', key)).toBe(false);
    expect(isValidXeroWebhookSignature(body, signature.slice(0, -4), key)).toBe(false);
  });
});
