import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { z } from 'zod';
import { CHALLENGE_LIFETIME_SECONDS, MAX_FACTORS_PER_USER, seconds, type AuthContext, type RequestInfo } from './auth-context';
import { AuthError, authErrors, parseBody } from '../../platform';
import { findUserById, listFactorsOfUser, type FactorRow } from './auth.queries';
import {
  countFactorsOfUser,
  deleteAbandonedFactors,
  deleteChallenge,
  deleteFactor,
  findFactorOfUser,
  insertChallenge,
  insertFactor,
  lockChallenge,
  lockFactor,
  markChallengeVerified,
  markFactorVerified,
} from './mfa.queries';
import { randomDigits, secretsEqual, sha256Hex } from './passwords';
import { findSession, lowerSessionsRaisedBy, raiseSessionToAal2 } from './sessions.queries';
import type { Authenticated } from './sessions.service';
import { issueRefreshToken, tokenResponse, type TokenResponse } from './tokens.service';

/** TOTP as Supabase Auth and every authenticator app: SHA1, 6 digits, 30 s, one step either side. */
const TOTP_PERIOD = 30;
const TOTP_WINDOW = 1;
const DEFAULT_ISSUER = 'Tapline';
/** an unverified factor nobody challenged is forgotten after this (docs/protocols/supabase-auth.md, MFA parameters) */
const UNVERIFIED_FACTOR_LIFETIME_MS = 300_000;
const SMS_INTERVAL_MS = 60_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function totpFor(secret: string, label = '', issuer = DEFAULT_ISSUER): TOTP {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret: Secret.fromBase32(secret) });
}

function hasVerifiedFactor(factors: FactorRow[]): boolean {
  return factors.some((factor) => factor.status === 'verified');
}

/** a factor of the signed-in user; someone else's id is simply not found */
async function loadFactor(ctx: AuthContext, auth: Authenticated, factorId: string): Promise<FactorRow> {
  if (!UUID.test(factorId)) throw new AuthError(404, 'validation_failed', 'Invalid factor id');
  const factor = await findFactorOfUser(ctx.db, factorId, auth.user.id);
  if (!factor) throw new AuthError(404, 'mfa_factor_not_found', 'Factor not found');
  return factor;
}

const EnrollBody = z.object({
  factor_type: z.enum(['totp', 'phone'], { message: 'factor_type must be totp or phone' }),
  friendly_name: z.string().max(120).nullish(),
  issuer: z.string().max(120).nullish(),
  phone: z.string().max(32).nullish(),
});

/**
 * Phone factors need something that delivers texts (decision 0056): without it GoTrue's answer for phone MFA
 * switched off, so nobody enrols a factor whose code never arrives, and a phone factor can't be challenged.
 */
function phoneDisabled(step: 'enroll' | 'verify'): AuthError {
  return step === 'enroll'
    ? new AuthError(422, 'mfa_phone_enroll_not_enabled', 'MFA enroll is disabled for Phone')
    : new AuthError(422, 'mfa_phone_verify_not_enabled', 'MFA verification is disabled for Phone');
}

export async function enroll(ctx: AuthContext, auth: Authenticated, body: unknown) {
  const input = parseBody(EnrollBody, body);
  if (input.factor_type === 'phone' && !ctx.outbox.canSendSms) throw phoneDisabled('enroll');
  const { user, session } = auth;
  const now = ctx.clock();
  const friendlyName = input.friendly_name?.trim() ?? '';
  const existing = await listFactorsOfUser(ctx.db, user.id);
  if (hasVerifiedFactor(existing) && session.aal !== 'aal2') {
    throw new AuthError(403, 'insufficient_aal', 'AAL2 required to enroll a new factor');
  }
  if (friendlyName && existing.some((factor) => factor.status === 'verified' && factor.friendlyName === friendlyName)) {
    throw new AuthError(422, 'mfa_factor_name_conflict', `A factor with the friendly name "${friendlyName}" for this user already exists`);
  }
  let phone: string | null = null;
  if (input.factor_type === 'phone') {
    phone = (input.phone ?? '').replace(/[\s()-]/g, '');
    if (!/^\+[1-9]\d{6,14}$/.test(phone)) throw authErrors.validation('Invalid phone number format (E.164 required)');
    if (existing.some((factor) => factor.status === 'verified' && factor.factorType === 'phone' && factor.phone === phone)) {
      throw new AuthError(422, 'mfa_verified_factor_exists', 'A verified phone factor already exists for this number');
    }
  }
  await deleteAbandonedFactors(ctx.db, user.id, input.factor_type, friendlyName, new Date(now.getTime() - UNVERIFIED_FACTOR_LIFETIME_MS));
  if ((await countFactorsOfUser(ctx.db, user.id)) >= MAX_FACTORS_PER_USER) {
    throw new AuthError(422, 'too_many_enrolled_mfa_factors', 'Maximum number of enrolled factors reached, unenroll to continue');
  }

  if (input.factor_type === 'phone') {
    const factor = await insertFactor(ctx.db, { userId: user.id, factorType: 'phone', friendlyName, secret: null, phone, now });
    return { id: factor.id, type: 'phone' as const, friendly_name: factor.friendlyName, phone: factor.phone };
  }
  const secret = new Secret({ size: 20 }).base32;
  const issuer = input.issuer?.trim() || DEFAULT_ISSUER;
  const uri = totpFor(secret, user.email, issuer).toString();
  // raw SVG: auth-js makes the data: URL itself
  const qrCode = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const factor = await insertFactor(ctx.db, { userId: user.id, factorType: 'totp', friendlyName, secret, phone: null, now });
  return { id: factor.id, type: 'totp' as const, friendly_name: factor.friendlyName, totp: { qr_code: qrCode, secret, uri } };
}

/** A challenge to answer within 5 minutes; a phone factor's code goes out by SMS (through the outbox). */
export async function challenge(ctx: AuthContext, auth: Authenticated, factorId: string, info: RequestInfo) {
  const factor = await loadFactor(ctx, auth, factorId);
  if (factor.factorType === 'phone' && !ctx.outbox.canSendSms) throw phoneDisabled('verify');
  const now = ctx.clock();
  let otpCodeHash: string | null = null;
  let code: string | null = null;
  if (factor.factorType === 'phone') {
    if (factor.lastChallengedAt && now.getTime() - factor.lastChallengedAt.getTime() < SMS_INTERVAL_MS) {
      const wait = Math.ceil((SMS_INTERVAL_MS - (now.getTime() - factor.lastChallengedAt.getTime())) / 1000);
      throw new AuthError(
        429,
        'over_sms_send_rate_limit',
        `For security purposes, you can only request this after ${wait} seconds.`,
        undefined,
        {
          'retry-after': String(wait),
        },
      );
    }
    code = randomDigits(6);
    otpCodeHash = sha256Hex(`${factor.id}:${code}`);
  }
  const phone = factor.phone;
  const row = await ctx.db.transaction(async (tx) => {
    const challenge = await insertChallenge(tx, { factorId: factor.id, otpCodeHash, ipAddress: info.ip, now });
    if (code && phone)
      await ctx.outbox.sms(tx, {
        to: phone,
        body: `Your Tapline code is ${code}. It expires in 5 minutes.`,
        template: 'mfa_challenge',
        secrets: [code],
      });
    return challenge;
  });
  return { id: row.id, type: factor.factorType, expires_at: seconds(row.createdAt) + CHALLENGE_LIFETIME_SECONDS };
}

const VerifyBody = z.object({
  challenge_id: z.string().max(64, 'challenge_id must be a challenge id'),
  code: z.string().max(16).nullish(),
});

type VerifyOutcome = { ok: TokenResponse } | { error: AuthError };

/**
 * Answers a challenge. Right → the session becomes aal2 (amr gains totp / mfa/phone) and a new session is
 * answered; wrong → 422, counted per user and address (the 11th try from one address within 5 minutes, or the
 * 101st from all addresses within an hour, is refused with 429).
 */
export async function verify(
  ctx: AuthContext,
  auth: Authenticated,
  factorId: string,
  body: unknown,
  info: RequestInfo,
): Promise<TokenResponse> {
  const input = parseBody(VerifyBody, body);
  const code = input.code?.trim() ?? '';
  if (!code) throw authErrors.validation('MFA verification code is required');
  await ctx.limits.countAttempt('mfa', auth.user.id, info.ip);
  const factor = await loadFactor(ctx, auth, factorId);
  if (!UUID.test(input.challenge_id))
    throw new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found');
  const now = ctx.clock();

  const outcome = await ctx.db.transaction(async (tx): Promise<VerifyOutcome> => {
    const found = await lockChallenge(tx, input.challenge_id, factor.id);
    if (!found) return { error: new AuthError(422, 'mfa_factor_not_found', 'MFA factor with the provided challenge ID not found') };
    if (found.verifiedAt) return { error: new AuthError(422, 'mfa_challenge_expired', 'Challenge has already been used') };
    if (found.ipAddress && found.ipAddress !== info.ip) {
      return { error: new AuthError(422, 'mfa_ip_address_mismatch', 'Challenge and verify IP addresses mismatch') };
    }
    if (now.getTime() > found.createdAt.getTime() + CHALLENGE_LIFETIME_SECONDS * 1000) {
      await deleteChallenge(tx, found.id);
      return {
        error: new AuthError(
          422,
          'mfa_challenge_expired',
          `MFA challenge ${found.id} has expired, verify against another challenge or create a new challenge.`,
        ),
      };
    }

    let totpStep: number | null = null;
    if (factor.factorType === 'totp') {
      const locked = await lockFactor(tx, factor.id);
      const totp = totpFor(locked?.secret ?? '');
      const delta = /^\d{6}$/.test(code) ? totp.validate({ token: code, timestamp: now.getTime(), window: TOTP_WINDOW }) : null;
      const step = delta === null ? null : totp.counter({ timestamp: now.getTime() }) + delta;
      // each code once, and never one older than the last accepted
      if (step === null || (locked?.totpLastUsedStep != null && step <= locked.totpLastUsedStep)) {
        return { error: new AuthError(422, 'mfa_verification_failed', 'Invalid TOTP code entered') };
      }
      totpStep = step;
    } else if (!found.otpCodeHash || !secretsEqual(found.otpCodeHash, sha256Hex(`${factor.id}:${code}`))) {
      return { error: new AuthError(422, 'mfa_verification_failed', 'Invalid MFA Phone code entered') };
    }

    const session = await findSession(tx, auth.session.id);
    if (!session) return { error: new AuthError(403, 'session_not_found', 'Session not found') };
    await markChallengeVerified(tx, found.id, now);
    await markFactorVerified(tx, factor.id, totpStep, now);
    const method = factor.factorType === 'totp' ? 'totp' : 'mfa/phone';
    const amr = [{ method, timestamp: seconds(now) }, ...session.amr.filter((entry) => entry.method !== method)];
    await raiseSessionToAal2(tx, session, factor.id, amr, now);
    const refreshToken = await issueRefreshToken(tx, session.id, null, now);
    const user = (await findUserById(tx, auth.user.id)) ?? auth.user;
    return { ok: await tokenResponse(ctx, tx, user, { ...session, aal: 'aal2', factorId: factor.id, amr }, refreshToken) };
  });

  if ('error' in outcome) throw outcome.error;
  await ctx.limits.resetAttempts('mfa', auth.user.id, info.ip);
  return outcome.ok;
}

/** Removing a factor needs aal2 once the user has a verified one (docs/protocols/supabase-auth.md, DELETE /factors/{id}). */
export async function unenroll(ctx: AuthContext, auth: Authenticated, factorId: string): Promise<{ id: string }> {
  const factor = await loadFactor(ctx, auth, factorId);
  const factors = await listFactorsOfUser(ctx.db, auth.user.id);
  if (hasVerifiedFactor(factors) && auth.session.aal !== 'aal2') {
    throw new AuthError(422, 'insufficient_aal', 'AAL2 required to unenroll verified factor');
  }
  const now = ctx.clock();
  await ctx.db.transaction(async (tx) => {
    if (factor.status === 'verified') await lowerSessionsRaisedBy(tx, factor.id, now);
    await deleteFactor(tx, factor.id);
  });
  return { id: factor.id };
}
