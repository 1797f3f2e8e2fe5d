import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  APPLICATION_FORM_TOKEN_LIFETIME_MS,
  APPLICATION_MIN_FILL_MS,
  APPLICATION_VERIFY_LIFETIME_HOURS,
  APPLICATIONS_PER_EMAIL_PER_DAY,
  APPLICATIONS_PER_IP_PER_HOUR,
  formatAbn,
  type ApplicationCreate,
  type ApplicationCreated,
  type ApplicationVerified,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { type Clock, randomToken, sha256Hex } from '../../identity';
import { AppError, type Outbox } from '../../platform';
import { withRetryingTransaction } from '../../shared/transactions';
import {
  countApplicationsFrom,
  insertApplication,
  lockApplicationByVerifyHash,
  lockApplicationSenders,
  markApplicationVerified,
  serverSecret,
} from './applications.queries';

export interface ApplicationDeps {
  db: Database;
  outbox: Outbox;
  clock: Clock;
  /** the web app's origin for the mailed link (PUBLIC_URL), never the request's Host */
  appOrigin: string;
  /** signs form tokens: a secret kept in the database, the same for every instance (loadFormTokenKey) */
  formTokenKey: Buffer;
}

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
const VERIFY_LIFETIME_MS = APPLICATION_VERIFY_LIFETIME_HOURS * HOUR_MS;

/**
 * The form-token key: 32 random bytes made once per database and shared by every instance (server_secrets). Not the
 * app key (FUNCTIONS_KEY): that one is public (/config.json), so a bot could sign its own "opened long ago" token.
 */
export async function loadFormTokenKey(db: Database): Promise<Buffer> {
  return Buffer.from(await serverSecret(db, 'application-form-token', () => randomBytes(32).toString('base64')), 'base64');
}

function signature(key: Buffer, payload: string): Buffer {
  return createHmac('sha256', key).update(payload).digest();
}

/**
 * A form token is `<issued at, ms>.<nonce>.<HMAC of both>`: the server keeps nothing, yet it can tell when the form
 * was opened, and nobody can make one that says earlier (docs: the minimum fill time).
 */
export function issueFormToken(deps: Pick<ApplicationDeps, 'clock' | 'formTokenKey'>): { formToken: string } {
  const payload = `${deps.clock().getTime()}.${randomBytes(9).toString('base64url')}`;
  return { formToken: `${payload}.${signature(deps.formTokenKey, payload).toString('base64url')}` };
}

const formTokenError = (message: string) => AppError.validation([{ field: 'formToken', message }], 'form');

/** When the form was opened, from a token this server signed; a 400 naming formToken otherwise. */
function formIssuedAt(key: Buffer, token: string | undefined): number {
  if (!token) throw formTokenError('The form could not be sent: reload the page and try again');
  const match = /^(\d{1,16})\.([A-Za-z0-9_-]{1,40})\.([A-Za-z0-9_-]{43})$/.exec(token);
  const given = match ? Buffer.from(match[3]!, 'base64url') : null;
  const expected = match ? signature(key, `${match[1]}.${match[2]}`) : null;
  if (!given || !expected || given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw formTokenError('The form could not be sent: reload the page and try again');
  }
  return Number(match![1]);
}

function assertFormTokenFresh(deps: ApplicationDeps, token: string | undefined, now: Date): void {
  const issuedAt = formIssuedAt(deps.formTokenKey, token);
  const age = now.getTime() - issuedAt;
  if (age < APPLICATION_MIN_FILL_MS) throw formTokenError('Sent too fast: take a moment to check the form, then send it again');
  if (age > APPLICATION_FORM_TOKEN_LIFETIME_MS) throw formTokenError('The form expired; reload the page');
}

function rateLimited(message: string, oldest: Date | null, windowMs: number, now: Date): AppError {
  const retryAfterSeconds = Math.max(1, Math.ceil(((oldest?.getTime() ?? now.getTime()) + windowMs - now.getTime()) / 1000));
  return new AppError('rate_limited', message, { retryAfterSeconds });
}

function verifyLink(origin: string, token: string): string {
  return `${origin}/join/verify?token=${encodeURIComponent(token)}`;
}

const TYPE_WORDS = { venue: 'venue', supplier: 'supplier' } as const;

/**
 * POST /api/applications: checked in this order, and nothing is stored unless all pass — the honeypot, the form
 * token (signed, at least 3 s and at most 24 h old), then the limits per address (5 an hour) and per email (3 a
 * day), counted in the applications table under a lock. Then the application and its verification mail are
 * written in one transaction.
 */
export async function submitApplication(deps: ApplicationDeps, input: ApplicationCreate, ip: string): Promise<ApplicationCreated> {
  if (input.website && input.website.trim() !== '') {
    throw AppError.validation([{ field: 'website', message: 'The form could not be sent' }], 'form');
  }
  assertFormTokenFresh(deps, input.formToken, deps.clock());

  return withRetryingTransaction(deps.db, async (tx) => {
    const now = deps.clock();
    await lockApplicationSenders(tx, ip, input.email);
    const limits = [
      {
        sender: { ip },
        most: APPLICATIONS_PER_IP_PER_HOUR,
        windowMs: HOUR_MS,
        message: `Too many applications from your network: at most ${APPLICATIONS_PER_IP_PER_HOUR} an hour. Please try again later.`,
      },
      {
        sender: { email: input.email },
        most: APPLICATIONS_PER_EMAIL_PER_DAY,
        windowMs: DAY_MS,
        message: `Too many applications for ${input.email}: at most ${APPLICATIONS_PER_EMAIL_PER_DAY} a day. Please check your inbox for the link we sent, or try again tomorrow.`,
      },
    ];
    for (const limit of limits) {
      const sent = await countApplicationsFrom(tx, limit.sender, new Date(now.getTime() - limit.windowMs));
      if (sent.count >= limit.most) throw rateLimited(limit.message, sent.oldest, limit.windowMs, now);
    }

    const token = randomToken();
    const expiresAt = new Date(now.getTime() + VERIFY_LIFETIME_MS);
    const { id } = await insertApplication(
      tx,
      {
        type: input.type,
        businessName: input.businessName,
        kind: input.kind,
        abn: input.abn,
        address: { ...input.address, line2: input.address.line2 || null },
        contactName: input.contactName,
        email: input.email,
        phone: input.phone,
        deliveryAreas: input.type === 'supplier' ? (input.deliveryAreas ?? []) : [],
        verifyTokenHash: sha256Hex(token),
        verifyExpiresAt: expiresAt,
        submittedIp: ip,
      },
      now,
    );
    await deps.outbox.email(tx, {
      to: input.email,
      subject: `Confirm your Tapline application for ${input.businessName}`,
      template: 'application_verify',
      secrets: [token, encodeURIComponent(token)],
      body: [
        `Hello ${input.contactName},`,
        '',
        `Thanks for applying to join Tapline as a ${TYPE_WORDS[input.type]}: ${input.businessName} (ABN ${formatAbn(input.abn)}).`,
        '',
        'To confirm this is your email address and send the application to our team, open this link:',
        verifyLink(deps.appOrigin, token),
        '',
        `The link works until ${expiresAt.toUTCString()}.`,
        "If you didn't apply, you can ignore this email: nothing happens without the link.",
      ].join('\n'),
    });
    return { id, email: input.email };
  });
}

const verifyError = (message: string) => AppError.validation([{ field: 'token', message }], 'link');

/** POST /api/applications/verify: the mailed link, once. The application then waits for a platform admin. */
export async function verifyApplication(deps: ApplicationDeps, token: string): Promise<ApplicationVerified> {
  return withRetryingTransaction(deps.db, async (tx) => {
    const now = deps.clock();
    const row = await lockApplicationByVerifyHash(tx, sha256Hex(token));
    if (!row || row.status !== 'unverified') {
      throw verifyError('This link is not valid or was already used. If you confirmed your email before, your application is with us.');
    }
    if (!row.verifyExpiresAt || row.verifyExpiresAt.getTime() <= now.getTime()) {
      throw verifyError(
        `This link expired (links work for ${APPLICATION_VERIFY_LIFETIME_HOURS} hours). Please send the application again.`,
      );
    }
    await markApplicationVerified(tx, row.id, now);
    await deps.outbox.email(tx, {
      to: row.email,
      subject: `We got your Tapline application for ${row.businessName}`,
      template: 'application_received',
      secrets: [],
      body: [
        `Hello ${row.contactName},`,
        '',
        `Thanks for confirming your email. Your application for ${row.businessName} is with the Tapline team.`,
        'We review every application by hand and will email you at this address once we have looked at it.',
      ].join('\n'),
    });
    return { id: row.id, type: row.type, businessName: row.businessName, status: 'new' };
  });
}
