import { createHmac, randomBytes } from 'node:crypto';
import { WEBHOOK_SECRET_PREFIX } from '@tapline/contracts';

/** the random bytes of a new secret (the specification allows 24 to 64) */
const SECRET_BYTES = 32;

/** A new endpoint secret: `whsec_` and the base64 of 32 random bytes. */
export function newWebhookSecret(): string {
  return `${WEBHOOK_SECRET_PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/**
 * The `webhook-signature` header of the Standard Webhooks specification: `v1,` and the base64 HMAC-SHA256 of
 * `{id}.{timestamp}.{body}` under each secret's bytes (the base64 after `whsec_`), space separated, so a receiver
 * holding either secret of a rotation verifies it.
 */
function webhookSignature(secrets: readonly string[], id: string, timestamp: number, body: string): string {
  return secrets
    .map((secret) => {
      const key = Buffer.from(secret.startsWith(WEBHOOK_SECRET_PREFIX) ? secret.slice(WEBHOOK_SECRET_PREFIX.length) : secret, 'base64');
      return `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`;
    })
    .join(' ');
}

/** The three headers of a delivery attempt (and its content type). */
export function webhookHeaders(secrets: readonly string[], id: string, at: Date, body: string): Record<string, string> {
  const timestamp = Math.floor(at.getTime() / 1000);
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': webhookSignature(secrets, id, timestamp, body),
  };
}
