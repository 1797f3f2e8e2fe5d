import type { Database } from '@tapline/db';
import { z } from 'zod';
import { AUDIENCE, REFRESH_TOKEN_REUSE_SECONDS, seconds, type AuthContext, type RequestInfo } from './auth-context';
import { AuthError, authErrors, parseBody } from '../../platform';
import { findUserByEmail, findUserById, listFactorsOfUser, updateUserRow, type UserRow } from './auth.queries';
import { passwordWeakness, randomToken, sha256Hex, verifyPassword, type PasswordWeakness } from './passwords';
import {
  deleteSession,
  findRefreshTokenOfSession,
  insertRefreshToken,
  insertSession,
  lockRefreshToken,
  pruneRevokedRefreshTokens,
  revokeRefreshToken,
  touchSession,
  type SessionRow,
} from './sessions.queries';
import { appMetadataOf, userJson } from './user-json';

export function isBanned(user: UserRow, now: Date): boolean {
  return user.bannedUntil !== null && user.bannedUntil > now;
}

/** Access-token claims as Supabase Auth issues them (docs/protocols/supabase-auth.md, Access-token claims); `aal`/`amr` come from the session. */
async function signAccessToken(ctx: AuthContext, user: UserRow, session: SessionRow) {
  const now = ctx.clock();
  const amr = [...session.amr].sort((a, b) => b.timestamp - a.timestamp);
  const token = await ctx.keyring.sign(
    {
      sub: user.id,
      aud: AUDIENCE,
      email: user.email,
      phone: user.phone ?? '',
      app_metadata: appMetadataOf(user),
      user_metadata: user.userMetadata,
      role: 'authenticated',
      aal: session.aal,
      amr,
      session_id: session.id,
      is_anonymous: false,
    },
    ctx.settings.jwtExpirySeconds,
    now,
  );
  return { token, expiresAt: seconds(now) + ctx.settings.jwtExpirySeconds };
}

/** `{access_token, token_type, expires_in, expires_at, refresh_token, user}` (docs/protocols/supabase-auth.md, Session response). */
export async function tokenResponse(
  ctx: AuthContext,
  db: Database,
  user: UserRow,
  session: SessionRow,
  refreshToken: string,
  weakness?: PasswordWeakness | null,
) {
  const { token, expiresAt } = await signAccessToken(ctx, user, session);
  const factors = await listFactorsOfUser(db, user.id);
  return {
    access_token: token,
    token_type: 'bearer' as const,
    expires_in: ctx.settings.jwtExpirySeconds,
    expires_at: expiresAt,
    refresh_token: refreshToken,
    user: userJson(user, factors),
    ...(weakness ? { weak_password: weakness } : {}),
  };
}

export type TokenResponse = Awaited<ReturnType<typeof tokenResponse>>;

export async function issueRefreshToken(db: Database, sessionId: string, parentId: string | null, now: Date): Promise<string> {
  const refreshToken = randomToken();
  await insertRefreshToken(db, { sessionId, tokenHash: sha256Hex(refreshToken), parentId, now });
  return refreshToken;
}

/** A new aal1 session signed in by `method` (password, otp, invite …). */
export async function startSession(
  ctx: AuthContext,
  user: UserRow,
  method: string,
  info: RequestInfo,
  weakness?: PasswordWeakness | null,
): Promise<TokenResponse> {
  const now = ctx.clock();
  const { session, refreshToken, signedIn } = await ctx.db.transaction(async (tx) => {
    const session = await insertSession(tx, {
      userId: user.id,
      amr: [{ method, timestamp: seconds(now) }],
      ip: info.ip,
      userAgent: info.userAgent,
      now,
    });
    const refreshToken = await issueRefreshToken(tx, session.id, null, now);
    const signedIn = (await updateUserRow(tx, user.id, { lastSignInAt: now, updatedAt: now })) ?? user;
    return { session, refreshToken, signedIn };
  });
  return tokenResponse(ctx, ctx.db, signedIn, session, refreshToken, weakness);
}

const PasswordGrantBody = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1024).nullish(),
});

export async function passwordGrant(ctx: AuthContext, body: unknown, info: RequestInfo): Promise<TokenResponse> {
  const input = parseBody(PasswordGrantBody, body);
  if (input.email && input.phone) throw authErrors.validation('Only an email address or phone number should be provided on login.');
  if (!input.email && !input.phone) throw authErrors.validation('missing email or phone');
  if (!input.email || !input.password) throw authErrors.invalidCredentials();
  const email = input.email.trim().toLowerCase();
  await ctx.limits.countAttempt('password', email, info.ip);

  const user = await findUserByEmail(ctx.db, email);
  const valid = await verifyPassword(user?.encryptedPassword ?? null, input.password);
  if (!user || !valid) throw authErrors.invalidCredentials();
  await ctx.limits.resetAttempts('password', email, info.ip);
  if (!user.emailConfirmedAt) throw new AuthError(400, 'email_not_confirmed', 'Email not confirmed');
  if (isBanned(user, ctx.clock())) throw new AuthError(400, 'user_banned', 'User is banned');
  // a password that was fine once but fails today's policy: sign in, and say so (docs/protocols/supabase-auth.md, Password policy)
  return startSession(ctx, user, 'password', info, passwordWeakness(input.password));
}

const RefreshGrantBody = z.object({ refresh_token: z.string().max(256).nullish() });

/** how long a session remembers its spent refresh tokens, to recognise their reuse */
const REVOKED_TOKEN_MEMORY_MS = 7 * 24 * 3600 * 1000;

type RefreshOutcome = { ok: TokenResponse } | { error: AuthError };

/** how many rotations a replayed token may lie behind the session's current one (the reuse window bounds it anyway) */
const MAX_CHAIN_WALK = 50;

/**
 * The session's current (unrevoked) refresh token, found from an ancestor `token` by following the chain of
 * derived successors (Keyring.childRefreshToken); undefined if the chain is broken (e.g. the keys it was
 * made with were revoked since).
 */
async function currentTokenFrom(ctx: AuthContext, tx: Database, sessionId: string, token: string): Promise<string | undefined> {
  let current = token;
  let reloaded = false;
  for (let step = 0; step < MAX_CHAIN_WALK; step += 1) {
    const candidates = ctx.keyring.childRefreshTokenCandidates(current);
    const child = await findRefreshTokenOfSession(tx, sessionId, candidates.map(sha256Hex));
    if (!child && !reloaded) {
      // another instance may have rotated the signing key a moment ago
      await ctx.keyring.reload();
      reloaded = true;
      step -= 1;
      continue;
    }
    if (!child) return undefined;
    current = candidates.find((candidate) => sha256Hex(candidate) === child.tokenHash)!;
    if (!child.revokedAt) return current;
  }
  return undefined;
}

/**
 * Rotation with a reuse window (docs/protocols/supabase-auth.md, Refresh tokens): each refresh revokes the token and
 * issues its child. A revoked token presented again within REFRESH_TOKEN_REUSE_SECONDS (two tabs refreshing at once, or
 * a client that lost the answer) is answered with the session's current refresh token, as GoTrue answers the parent of
 * the active token: no new token, so a session stays one chain. After the window, presenting it means it leaked, and
 * the whole session ends.
 */
export async function refreshTokenGrant(ctx: AuthContext, body: unknown): Promise<TokenResponse> {
  const input = parseBody(RefreshGrantBody, body);
  if (!input.refresh_token || input.refresh_token.length < 12) throw authErrors.validation('Refresh token is not valid');
  const presented = input.refresh_token;
  const tokenHash = sha256Hex(presented);
  const now = ctx.clock();

  // the session's revocation must be committed even though the request fails, so errors are returned, not thrown
  const outcome = await ctx.db.transaction(async (tx): Promise<RefreshOutcome> => {
    // the row lock makes concurrent refreshes of one token take turns: the later one finds it revoked
    const found = await lockRefreshToken(tx, tokenHash);
    if (!found) {
      return { error: new AuthError(400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found') };
    }
    const { token, session } = found;
    const user = await findUserById(tx, session.userId);
    if (!user) return { error: new AuthError(400, 'session_not_found', 'Invalid Refresh Token: No Valid Session Found') };
    if (isBanned(user, now)) return { error: new AuthError(400, 'user_banned', 'User is banned') };
    if (session.notAfter && session.notAfter <= now) {
      return { error: new AuthError(400, 'session_expired', 'Invalid Refresh Token: Session Expired') };
    }
    const alreadyUsed = new AuthError(400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used');
    if (token.revokedAt) {
      if (now.getTime() - token.revokedAt.getTime() > REFRESH_TOKEN_REUSE_SECONDS * 1000) {
        await deleteSession(tx, session.id);
        return { error: alreadyUsed };
      }
      const current = await currentTokenFrom(ctx, tx, session.id, presented);
      return current ? { ok: await tokenResponse(ctx, tx, user, session, current) } : { error: alreadyUsed };
    }
    await revokeRefreshToken(tx, token.id, now);
    const refreshToken = await ctx.keyring.childRefreshToken(presented);
    await insertRefreshToken(tx, { sessionId: session.id, tokenHash: sha256Hex(refreshToken), parentId: token.id, now });
    await touchSession(tx, session.id, now);
    await pruneRevokedRefreshTokens(tx, session.id, new Date(now.getTime() - REVOKED_TOKEN_MEMORY_MS));
    return { ok: await tokenResponse(ctx, tx, user, session, refreshToken) };
  });
  if ('error' in outcome) throw outcome.error;
  return outcome.ok;
}
