import { createHmac, timingSafeEqual } from 'node:crypto';

/** What Xero puts in `x-xero-signature`: base64(HMAC-SHA256(raw body bytes, webhook key)) (docs/protocols/xero.md, Signature). */
export function xeroWebhookSignature(rawBody: Buffer | string, webhookKey: string): string {
  return createHmac('sha256', webhookKey).update(rawBody).digest('base64');
}

/**
 * True when the header signs these exact bytes: check before parsing the JSON (a re-serialised body would not
 * match). Compared in constant time; a missing or malformed header is simply false (the route answers 401).
 */
export function isValidXeroWebhookSignature(rawBody: Buffer | string, signature: string | undefined, webhookKey: string): boolean {
  if (!signature) return false;
  const expected = Buffer.from(xeroWebhookSignature(rawBody, webhookKey), 'base64');
  const given = Buffer.from(signature, 'base64');
  // a base64 round trip that changes the text means the header was not plain base64
  if (given.toString('base64') !== signature.trim()) return false;
  return given.length === expected.length && timingSafeEqual(given, expected);
}
