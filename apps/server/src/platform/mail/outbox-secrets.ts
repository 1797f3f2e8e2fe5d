import { redactSecrets } from '../http/request-log';

const LINK = /https?:\/\/[^\s<>"]+/g;
/** the one-time codes Tapline mails and texts: six digits standing alone */
const CODE = /(?<![\d+])\d{6}(?!\d)/g;
const HIDDEN = '[redacted]';

/**
 * A message as platform admins see it in the outbox (docs/decisions/0053): every link's
 * secret parameters (`token`, `token_hash`, `code` …, as the request log hides them) and every 6-digit code are
 * replaced, so reading the outbox never hands anyone a working recovery link, invite or MFA code.
 */
export function withoutSecrets(text: string): string {
  return text.replace(LINK, (link) => redactSecrets(link)).replace(CODE, HIDDEN);
}

/**
 * Throws when one of the message's own secrets would still show in the outbox: a new kind of message whose
 * secret the rules above don't recognise fails where it is written (and in its tests), not in front of an admin.
 */
export function assertSecretsHidden(body: string, secrets: readonly string[]): void {
  const shown = withoutSecrets(body);
  if (secrets.some((secret) => secret.length > 0 && shown.includes(secret))) {
    throw new Error('An outbox message would show one of its secrets to platform admins; teach withoutSecrets to hide it');
  }
}
