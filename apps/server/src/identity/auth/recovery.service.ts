import { z } from 'zod';
import type { Database } from '@tapline/db';
import { RECOVERY_LINK_LIFETIME_SECONDS, RECOVERY_MAIL_INTERVAL_SECONDS, type AuthContext, type RequestInfo } from './auth-context';
import { AuthError, type QueueDefinition, authErrors, parseBody } from '../../platform';
import {
  consumeOneTimeToken,
  findUserByEmail,
  findUserById,
  insertOneTimeToken,
  updateUserRow,
  type OneTimeTokenType,
  type UserRow,
} from './auth.queries';
import { allowedRedirect, withFragment } from './links';
import { randomDigits, randomToken, sha256Hex } from './passwords';
import { isBanned, startSession, type TokenResponse } from './tokens.service';

const mailText: Record<OneTimeTokenType, { subject: string; intro: string }> = {
  recovery: {
    subject: 'Reset your Tapline password',
    intro: 'Someone asked to reset the password of your Tapline account. To choose a new one, open',
  },
  signup: { subject: 'Confirm your Tapline account', intro: 'Welcome to Tapline. To confirm your email address, open' },
  invite: { subject: 'You have been invited to Tapline', intro: 'You have been invited to Tapline. To accept, open' },
};

/** where a link lands when the request named no (acceptable) redirect */
function defaultLanding(ctx: AuthContext, type: OneTimeTokenType): string {
  return type === 'recovery' ? `${ctx.settings.publicUrl}/auth/reset-password` : `${ctx.settings.publicUrl}/`;
}

function otpHash(email: string, code: string): string {
  return sha256Hex(`${email.toLowerCase()}:${code}`);
}

/**
 * Mails a single-use link (through GET /verify, which signs the person in and lands on `redirectTo` with
 * the session in the URL fragment) and the same permission as a 6-digit code for `verifyOtp`. The token and
 * the mail are written in `tx`, the caller's transaction; call ctx.outbox.wake() once it committed.
 */
export async function writeLinkMail(
  ctx: AuthContext,
  tx: Database,
  user: UserRow,
  type: OneTimeTokenType,
  redirectTo: string | undefined,
  lifetimeSeconds: number,
): Promise<void> {
  const now = ctx.clock();
  const token = randomToken();
  const code = randomDigits(6);
  const landing = allowedRedirect(redirectTo, ctx.settings) ?? defaultLanding(ctx, type);
  await insertOneTimeToken(tx, {
    userId: user.id,
    tokenType: type,
    tokenHash: sha256Hex(token),
    otpHash: otpHash(user.email, code),
    redirectTo: landing,
    expiresAt: new Date(now.getTime() + lifetimeSeconds * 1000),
    now,
  });
  const link = new URL(`${ctx.settings.publicUrl}/auth/v1/verify`);
  link.searchParams.set('token', token);
  link.searchParams.set('type', type);
  link.searchParams.set('redirect_to', landing);
  const text = mailText[type];
  await ctx.outbox.email(tx, {
    to: user.email,
    subject: text.subject,
    template: type,
    secrets: [token, code],
    body: `${text.intro}\n\n${link.toString()}\n\nor enter the code ${code}. It works once, within ${Math.round(lifetimeSeconds / 60)} minutes.\n\nIf you didn't ask for this, ignore this message.`,
  });
}

const RecoverBody = z.object({ email: z.string().max(320).nullish() });

/** the queue of recovery requests: the lookup, the token and the mail happen there, not in the request */
export const RECOVERY_QUEUE = 'auth-recovery';
interface RecoveryJob {
  email: string;
  redirectTo: string | null;
}

/** the auth module's queues, created with the app's job queue */
export const authQueues: readonly QueueDefinition[] = [{ name: RECOVERY_QUEUE, retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 60 }];

/**
 * Always `{}`, whether or not the address has an account (docs/protocols/supabase-auth.md, POST /recover and
 * Anti-enumeration), and in the same time: the request only checks the address's form and enqueues it (its per-address
 * rate limit ran before); a job looks the account up and writes the mail. Both answers do exactly the same work.
 */
export async function recover(ctx: AuthContext, body: unknown, redirectTo: string | undefined): Promise<Record<string, never>> {
  const input = parseBody(RecoverBody, body);
  const email = input.email?.trim().toLowerCase();
  if (!email || !z.string().email().safeParse(email).success)
    throw authErrors.validation('Unable to validate email address: invalid format');
  await ctx.queue.enqueue<RecoveryJob>(ctx.db, RECOVERY_QUEUE, { email, redirectTo: redirectTo ?? null });
  // not woken: the worker finds the job at its next poll (within a second). Woken at once, the job's queries would
  // run while this answer is on its way, and the embedded database runs queries on this thread: the answer would
  // again take longer for an account.
  return {};
}

/** The recovery job: a mail for an account that exists, isn't banned and had none in the last minute; else nothing. */
async function sendRecoveryMail(ctx: AuthContext, job: RecoveryJob): Promise<void> {
  const user = await findUserByEmail(ctx.db, job.email);
  const now = ctx.clock();
  const recentlySent = user?.recoverySentAt && now.getTime() - user.recoverySentAt.getTime() < RECOVERY_MAIL_INTERVAL_SECONDS * 1000;
  if (!user || recentlySent || isBanned(user, now)) return;
  await ctx.db.transaction(async (tx) => {
    await updateUserRow(tx, user.id, { recoverySentAt: now, updatedAt: user.updatedAt });
    await writeLinkMail(ctx, tx, user, 'recovery', job.redirectTo ?? undefined, RECOVERY_LINK_LIFETIME_SECONDS);
  });
  ctx.outbox.wake();
}

export async function startRecoveryWorker(ctx: AuthContext): Promise<void> {
  await ctx.queue.work<RecoveryJob>(RECOVERY_QUEUE, (job) => sendRecoveryMail(ctx, job.data));
}

const VerifyType = z.enum(['recovery', 'invite', 'signup', 'email', 'magiclink']);
const VerifyBody = z.object({
  type: VerifyType,
  token_hash: z.string().max(200).nullish(),
  email: z.string().max(320).nullish(),
  token: z.string().max(200).nullish(),
});

/** The kinds of mailed token a `type` of /verify may spend: `email` (and `magiclink`) mean "whichever it is". */
function tokenTypesFor(type: z.infer<typeof VerifyType>): OneTimeTokenType[] {
  if (type === 'email' || type === 'magiclink') return ['signup', 'invite', 'recovery'];
  return [type];
}

/** a user id that never exists (ids are random v4 uuids) */
const NOBODY = '00000000-0000-0000-0000-000000000000';

const linkInvalid = () => new AuthError(403, 'otp_expired', 'Email link is invalid or has expired');
const codeInvalid = () => new AuthError(403, 'otp_expired', 'Token has expired or is invalid');

async function spendToken(
  ctx: AuthContext,
  types: OneTimeTokenType[],
  match: { tokenHash: string } | { userId: string; otpHash: string },
): Promise<{ userId: string; redirectTo: string | null } | undefined> {
  for (const type of types) {
    const spent = await consumeOneTimeToken(ctx.db, match, type, ctx.clock());
    if (spent) return spent;
  }
  return undefined;
}

/** Signs in the owner of a spent token: the address is proven, so it is confirmed if it wasn't. */
async function signInAfterVerify(ctx: AuthContext, userId: string, info: RequestInfo): Promise<TokenResponse> {
  let user = await findUserById(ctx.db, userId);
  if (!user) throw linkInvalid();
  if (isBanned(user, ctx.clock())) throw new AuthError(403, 'user_banned', 'User is banned');
  if (!user.emailConfirmedAt) {
    const now = ctx.clock();
    user = (await updateUserRow(ctx.db, user.id, { emailConfirmedAt: now, updatedAt: now })) ?? user;
  }
  return startSession(ctx, user, 'otp', info);
}

/** POST /verify: `{type, token_hash}` (the link's token) or `{type, email, token}` (the mailed code). */
export async function verifyPost(ctx: AuthContext, body: unknown, info: RequestInfo): Promise<TokenResponse> {
  const input = parseBody(VerifyBody, body);
  const types = tokenTypesFor(input.type);
  if (input.token_hash) {
    const spent = await spendToken(ctx, types, { tokenHash: sha256Hex(input.token_hash) });
    if (!spent) throw linkInvalid();
    return signInAfterVerify(ctx, spent.userId, info);
  }
  if (!input.email || !input.token) throw authErrors.validation('Verify requires a token_hash, or an email and a token');
  const email = input.email.trim().toLowerCase();
  await ctx.limits.countAttempt('otp', email, info.ip);
  const user = await findUserByEmail(ctx.db, email);
  // an unknown address tries the same statements against an id nobody has: it costs what a known one costs
  const spent = await spendToken(ctx, types, { userId: user?.id ?? NOBODY, otpHash: otpHash(email, input.token.trim()) });
  if (!spent) throw codeInvalid();
  await ctx.limits.resetAttempts('otp', email, info.ip);
  return signInAfterVerify(ctx, spent.userId, info);
}

const VerifyQuery = z.object({
  token: z.string().max(200).nullish(),
  type: z.string().max(40).nullish(),
  redirect_to: z.string().max(2000).nullish(),
});

/**
 * GET /verify, the mailed link, opened by a browser without headers: answers a 303 to the landing page with the
 * session (or the error) in the URL fragment, which the web app's client picks up (docs/protocols/supabase-auth.md,
 * GET /verify).
 */
export async function verifyLink(ctx: AuthContext, query: unknown, info: RequestInfo): Promise<string> {
  const parsed = VerifyQuery.safeParse(query ?? {});
  const input = parsed.success ? parsed.data : {};
  const type = VerifyType.safeParse(input.type);
  const fallback =
    allowedRedirect(input.redirect_to, ctx.settings) ??
    defaultLanding(ctx, type.success && type.data === 'recovery' ? 'recovery' : 'signup');
  const failure = (error: AuthError) =>
    withFragment(fallback, { error: 'access_denied', error_code: error.code, error_description: error.message, sb: '' });
  if (!type.success || !input.token) return failure(linkInvalid());

  const spent = await spendToken(ctx, tokenTypesFor(type.data), { tokenHash: sha256Hex(input.token) });
  if (!spent) return failure(linkInvalid());
  try {
    const session = await signInAfterVerify(ctx, spent.userId, info);
    const landing = spent.redirectTo ?? fallback;
    return withFragment(landing, {
      access_token: session.access_token,
      expires_at: session.expires_at,
      expires_in: session.expires_in,
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: type.data,
    });
  } catch (error) {
    if (error instanceof AuthError) return failure(error);
    throw error;
  }
}
