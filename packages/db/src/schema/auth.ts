import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { profiles } from './organisations';

/**
 * The built-in, Supabase-compatible auth service (/auth/v1). Its tables are its own (prefixed `auth_`);
 * the business tables only ever see `profiles`. Secrets are stored as hashes where the server never needs
 * them back (passwords, refresh and one-time tokens, SMS codes).
 */

export const authAal = pgEnum('auth_aal', ['aal1', 'aal2']);
export const authFactorType = pgEnum('auth_factor_type', ['totp', 'phone']);
export const authFactorStatus = pgEnum('auth_factor_status', ['unverified', 'verified']);
export const authSigningKeyStatus = pgEnum('auth_signing_key_status', ['active', 'retired', 'revoked']);
export const authOneTimeTokenType = pgEnum('auth_one_time_token_type', ['recovery', 'invite', 'signup']);

export type JsonObject = Record<string, unknown>;
/** an authentication method of a session, newest first in tokens (`amr` claim) */
export interface AmrEntry {
  method: string;
  timestamp: number;
}

export const authUsers = pgTable(
  'auth_users',
  {
    /** the same id as the person's profile */
    id: uuid('id')
      .primaryKey()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    /** always lower case */
    email: text('email').notNull().unique(),
    phone: text('phone'),
    /** argon2id PHC string; null for a user who has not set one yet */
    encryptedPassword: text('encrypted_password'),
    emailConfirmedAt: timestamptz('email_confirmed_at'),
    invitedAt: timestamptz('invited_at'),
    recoverySentAt: timestamptz('recovery_sent_at'),
    lastSignInAt: timestamptz('last_sign_in_at'),
    userMetadata: jsonb('user_metadata').$type<JsonObject>().notNull().default({}),
    appMetadata: jsonb('app_metadata').$type<JsonObject>().notNull().default({}),
    bannedUntil: timestamptz('banned_until'),
    ...timestamps(),
  },
  (t) => [check('auth_users_email_lower_case', sql`${t.email} = lower(${t.email})`)],
);

export const authMfaFactors = pgTable(
  'auth_mfa_factors',
  {
    id: randomId(),
    userId: requiredRef('user_id', () => authUsers.id),
    friendlyName: text('friendly_name').notNull().default(''),
    factorType: authFactorType('factor_type').notNull(),
    status: authFactorStatus('status').notNull().default('unverified'),
    /** TOTP secret (base32); kept server-side only, shown once at enrolment */
    secret: text('secret'),
    phone: text('phone'),
    /** the last TOTP time step accepted: a code is accepted once, and never an older one after it */
    totpLastUsedStep: bigint('totp_last_used_step', { mode: 'number' }),
    lastChallengedAt: timestamptz('last_challenged_at'),
    ...timestamps(),
  },
  (t) => [index('auth_mfa_factors_user_idx').on(t.userId)],
);

export const authSessions = pgTable(
  'auth_sessions',
  {
    id: randomId(),
    userId: requiredRef('user_id', () => authUsers.id),
    aal: authAal('aal').notNull().default('aal1'),
    /** the factor that raised the session to aal2 */
    factorId: uuid('factor_id').references(() => authMfaFactors.id, { onDelete: 'set null' }),
    amr: jsonb('amr').$type<AmrEntry[]>().notNull().default([]),
    notAfter: timestamptz('not_after'),
    userAgent: text('user_agent'),
    ip: text('ip'),
    /** updated_at: the last refresh */
    ...timestamps(),
  },
  (t) => [index('auth_sessions_user_idx').on(t.userId)],
);

export const authRefreshTokens = pgTable(
  'auth_refresh_tokens',
  {
    id: randomId(),
    /** sha256 hex of the token the client holds */
    tokenHash: text('token_hash').notNull().unique(),
    sessionId: requiredRef('session_id', () => authSessions.id),
    parentId: uuid('parent_id'),
    /** set when the token was exchanged for a new one (rotation) */
    revokedAt: timestamptz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_refresh_tokens_session_idx').on(t.sessionId)],
);

export const authMfaChallenges = pgTable(
  'auth_mfa_challenges',
  {
    id: randomId(),
    factorId: requiredRef('factor_id', () => authMfaFactors.id),
    /** sha256 hex of the code sent by SMS (phone factors) */
    otpCodeHash: text('otp_code_hash'),
    ipAddress: text('ip_address'),
    createdAt: createdAt(),
    verifiedAt: timestamptz('verified_at'),
  },
  (t) => [index('auth_mfa_challenges_factor_idx').on(t.factorId)],
);

/** JWT signing keys: one active; retired ones are still published and accepted; revoked ones are neither. */
export const authSigningKeys = pgTable(
  'auth_signing_keys',
  {
    kid: text('kid').primaryKey(),
    algorithm: text('algorithm').notNull().default('ES256'),
    privateJwk: jsonb('private_jwk').$type<JsonObject>().notNull(),
    publicJwk: jsonb('public_jwk').$type<JsonObject>().notNull(),
    status: authSigningKeyStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    retiredAt: timestamptz('retired_at'),
  },
  (t) => [
    uniqueIndex('auth_signing_keys_one_active')
      .on(t.status)
      .where(sql`${t.status} = 'active'`),
  ],
);

/** Mailed links and codes (recovery, invite, signup confirmation): single use, stored hashed. */
export const authOneTimeTokens = pgTable(
  'auth_one_time_tokens',
  {
    id: randomId(),
    userId: requiredRef('user_id', () => authUsers.id),
    tokenType: authOneTimeTokenType('token_type').notNull(),
    /** sha256 hex of the link token */
    tokenHash: text('token_hash').notNull().unique(),
    /** sha256 hex of `email:code` for the 6-digit code in the same mail */
    otpHash: text('otp_hash').notNull(),
    redirectTo: text('redirect_to'),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('auth_one_time_tokens_user_type_idx').on(t.userId, t.tokenType)],
);
