import type { FastifyRequest } from 'fastify';
import type { JWTPayload } from 'jose';
import { AUDIENCE, type AuthContext } from './auth-context';
import { AuthError, authErrors } from '../../platform';
import { findUserById, type UserRow } from './auth.queries';
import { deleteSession, deleteSessionsOfUser, findSession, type SessionRow } from './sessions.queries';
import { isBanned } from './tokens.service';

export interface Authenticated {
  user: UserRow;
  session: SessionRow;
  claims: JWTPayload;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}

/**
 * A signed-in user's call (docs/protocols/supabase-auth.md, GET /user): the bearer must be our access token, and its
 * session must still exist, so signing out takes effect at once.
 */
export async function authenticate(ctx: AuthContext, request: FastifyRequest): Promise<Authenticated> {
  const token = bearerToken(request);
  if (!token) throw authErrors.noAuthorization();
  let claims: JWTPayload;
  try {
    claims = await ctx.keyring.verify(token, { audience: AUDIENCE });
  } catch (error) {
    throw authErrors.badJwt(error instanceof Error ? error.message : 'invalid token');
  }
  if (typeof claims.sub !== 'string' || !UUID.test(claims.sub)) throw authErrors.badJwt('invalid claim: sub claim must be a UUID');
  const sessionId = claims.session_id;
  if (typeof sessionId !== 'string' || !UUID.test(sessionId)) throw authErrors.sessionNotFound();
  const [session, user] = await Promise.all([findSession(ctx.db, sessionId), findUserById(ctx.db, claims.sub)]);
  if (!user) throw authErrors.userNotFound();
  if (!session || session.userId !== user.id) throw authErrors.sessionNotFound();
  if (isBanned(user, ctx.clock())) throw authErrors.userBanned();
  return { user, session, claims };
}

/** The Admin API's gate (docs/protocols/supabase-auth.md, Service-role gate): a service_role key as the bearer. */
export async function requireServiceRole(ctx: AuthContext, request: FastifyRequest): Promise<void> {
  const token = bearerToken(request);
  if (!token) throw authErrors.noAuthorization();
  const role = await ctx.keyring.projectKeyRole(token);
  if (role !== 'service_role') throw authErrors.notAdmin();
}

export async function logout(ctx: AuthContext, auth: Authenticated, scope: string | undefined): Promise<void> {
  const chosen = scope ?? 'global';
  if (chosen === 'local') await deleteSession(ctx.db, auth.session.id);
  else if (chosen === 'others') await deleteSessionsOfUser(ctx.db, auth.user.id, auth.session.id);
  else if (chosen === 'global' || chosen === '') await deleteSessionsOfUser(ctx.db, auth.user.id);
  else throw new AuthError(400, 'validation_failed', `Unsupported logout scope "${chosen}"`);
}
