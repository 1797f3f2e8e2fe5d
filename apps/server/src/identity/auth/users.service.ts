import { randomUUID } from 'node:crypto';
import type { JsonObject } from '@tapline/db';
import { z } from 'zod';
import { INVITE_LINK_LIFETIME_SECONDS, SIGNUP_LINK_LIFETIME_SECONDS, type AuthContext, type RequestInfo } from './auth-context';
import { AuthError, authErrors, parseBody } from '../../platform';
import {
  countUsers,
  deleteOneTimeTokensOfUser,
  findPendingInvite,
  findUserByEmail,
  insertUserWithProfile,
  listFactorsOfUser,
  listFactorsOfUsers,
  listUsersPage,
  updateUserRow,
  type UserRow,
} from './auth.queries';
import { writeLinkMail } from './recovery.service';
import { assertAcceptablePassword, hashPassword, PASSWORD_MAX_LENGTH, sha256Hex, verifyPassword } from './passwords';
import { deleteSessionsOfUser } from './sessions.queries';
import type { Authenticated } from './sessions.service';
import { startSession, type TokenResponse } from './tokens.service';
import { userJson, type UserJson } from './user-json';

const Email = z.string().trim().toLowerCase().max(320).email('must be an email address');
/** user_metadata travels in every access token, so it stays small */
const METADATA_MAX_CHARS = 4096;
const Metadata = z
  .record(z.string(), z.unknown())
  .refine((value) => JSON.stringify(value).length <= METADATA_MAX_CHARS, `must be at most ${METADATA_MAX_CHARS} characters as JSON`);
/** the key of `signUp({options:{data}})` that carries an organisation invite's token */
const INVITE_TOKEN_FIELD = 'invite_token';

export async function currentUser(ctx: AuthContext, auth: Authenticated): Promise<UserJson> {
  return userJson(auth.user, await listFactorsOfUser(ctx.db, auth.user.id));
}

/** `data` merged into user_metadata; a key set to null is removed (docs/protocols/supabase-auth.md, PUT /user) */
function mergeMetadata(current: JsonObject, changes: JsonObject): JsonObject {
  const merged: JsonObject = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/** The user fields a sign-up or a change of one's own account carries (GoTrue's UserAttributes). */
const UserAttributesBody = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(1024).nullish(),
  data: Metadata.nullish(),
});

export async function updateUser(ctx: AuthContext, auth: Authenticated, body: unknown): Promise<UserJson> {
  const input = parseBody(UserAttributesBody, body);
  const { user, session } = auth;
  if (input.email && input.email.trim().toLowerCase() !== user.email) {
    throw new AuthError(422, 'email_change_not_supported', 'Changing the email address is not supported');
  }
  if (input.phone && input.phone !== (user.phone ?? '')) {
    throw new AuthError(422, 'phone_provider_disabled', 'Phone numbers are not supported; add a phone factor instead');
  }
  const now = ctx.clock();
  let encryptedPassword: string | undefined;
  if (input.password) {
    const factors = await listFactorsOfUser(ctx.db, user.id);
    if (factors.some((factor) => factor.status === 'verified') && session.aal !== 'aal2') {
      throw new AuthError(401, 'insufficient_aal', 'AAL2 session is required to update email or password when MFA is enabled.');
    }
    assertAcceptablePassword(input.password);
    if (user.encryptedPassword && (await verifyPassword(user.encryptedPassword, input.password))) {
      throw new AuthError(422, 'same_password', 'New password should be different from the old password.');
    }
    encryptedPassword = await hashPassword(input.password);
  }
  const userMetadata = input.data ? mergeMetadata(user.userMetadata, input.data) : undefined;
  if (userMetadata && JSON.stringify(userMetadata).length > METADATA_MAX_CHARS) {
    throw authErrors.validation(`data: user_metadata must be at most ${METADATA_MAX_CHARS} characters as JSON`);
  }
  const updated = await ctx.db.transaction(async (tx) => {
    const row = await updateUserRow(tx, user.id, {
      updatedAt: now,
      ...(encryptedPassword ? { encryptedPassword } : {}),
      ...(userMetadata ? { userMetadata } : {}),
    });
    if (encryptedPassword) {
      // a new password spends pending links and signs out every other device
      await deleteOneTimeTokensOfUser(tx, user.id);
      await deleteSessionsOfUser(tx, user.id, session.id);
    }
    return row ?? user;
  });
  return userJson(updated, await listFactorsOfUser(ctx.db, user.id));
}

/**
 * Sign-up is closed unless the person brings a pending organisation invite made out to their email (the
 * invite page sends its token in `data.invite_token`) or AUTH_ALLOW_SIGNUP is on. An invitee proved the
 * address by opening the mail, so they are signed in at once; a self sign-up confirms by mail first.
 */
export async function signup(
  ctx: AuthContext,
  body: unknown,
  info: RequestInfo,
  redirectTo: string | undefined,
): Promise<TokenResponse | UserJson> {
  const input = parseBody(UserAttributesBody, body);
  if (!input.email) {
    throw input.phone
      ? new AuthError(400, 'phone_provider_disabled', 'Phone signups are disabled')
      : authErrors.validation('Signup requires an email address');
  }
  const email = parseBody(z.object({ email: Email }), { email: input.email }).email;
  if (!input.password) throw authErrors.validation('Signup requires a valid password');
  const now = ctx.clock();
  const { [INVITE_TOKEN_FIELD]: inviteToken, ...metadata } = input.data ?? {};
  const invited = typeof inviteToken === 'string' && inviteToken.length > 0;

  if (invited) {
    if (!(await findPendingInvite(ctx.db, sha256Hex(inviteToken), email, now))) {
      throw new AuthError(
        403,
        'email_address_not_authorized',
        'The invitation is invalid, has expired or is made out to another email address',
      );
    }
  } else if (!ctx.settings.allowSignup) {
    throw new AuthError(422, 'signup_disabled', 'Signups not allowed for this instance');
  }
  assertAcceptablePassword(input.password);

  const existing = await findUserByEmail(ctx.db, email);
  if (existing) {
    if (invited) throw new AuthError(422, 'user_already_exists', 'User already registered');
    // don't reveal that the address has an account: answer a stand-in, as Supabase does (docs/protocols/supabase-auth.md, Anti-enumeration)
    return obfuscatedUser(email, metadata, now);
  }
  const encryptedPassword = await hashPassword(input.password);
  // the account and its confirmation mail are one transaction: no account is left without its link
  const user = await ctx.db.transaction(async (tx) => {
    const row = await insertUserWithProfile(tx, {
      id: randomUUID(),
      email,
      encryptedPassword,
      emailConfirmedAt: invited ? now : null,
      userMetadata: metadata,
      appMetadata: {},
      now,
    });
    if (!row) throw new AuthError(422, 'user_already_exists', 'User already registered');
    if (!invited) await writeLinkMail(ctx, tx, row, 'signup', redirectTo, SIGNUP_LINK_LIFETIME_SECONDS);
    return row;
  });
  if (invited) return startSession(ctx, user, 'password', info);
  ctx.outbox.wake();
  return userJson(user, []);
}

function obfuscatedUser(email: string, metadata: JsonObject, now: Date): UserJson {
  const fake: UserRow = {
    id: randomUUID(),
    email,
    phone: null,
    encryptedPassword: null,
    emailConfirmedAt: null,
    invitedAt: null,
    recoverySentAt: null,
    lastSignInAt: null,
    userMetadata: metadata,
    appMetadata: {},
    bannedUntil: null,
    createdAt: now,
    updatedAt: now,
  };
  return { ...userJson(fake, []), identities: [] };
}

const AdminCreateUserBody = z.object({
  email: z.string().max(320).nullish(),
  phone: z.string().max(32).nullish(),
  password: z.string().max(PASSWORD_MAX_LENGTH, `Password cannot be longer than ${PASSWORD_MAX_LENGTH} characters`).nullish(),
  email_confirm: z.boolean().nullish(),
  user_metadata: Metadata.nullish(),
  app_metadata: Metadata.nullish(),
  id: z.string().uuid().nullish(),
});

/** POST /admin/users (service role): no strength check, as Supabase; no password means "set one later". */
export async function adminCreateUser(ctx: AuthContext, body: unknown): Promise<UserJson> {
  const input = parseBody(AdminCreateUserBody, body);
  if (!input.email)
    throw authErrors.validation(input.phone ? 'Phone-only users are not supported' : 'Unable to validate email address: invalid format');
  const email = parseBody(z.object({ email: Email }), { email: input.email }).email;
  if (await findUserByEmail(ctx.db, email)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const now = ctx.clock();
  const user = await insertUserWithProfile(ctx.db, {
    id: input.id ?? randomUUID(),
    email,
    encryptedPassword: input.password ? await hashPassword(input.password) : null,
    emailConfirmedAt: input.email_confirm ? now : null,
    userMetadata: input.user_metadata ?? {},
    appMetadata: input.app_metadata ?? {},
    now,
  });
  if (!user) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  return userJson(user, []);
}

const InviteBody = z.object({ email: z.string().max(320).nullish(), data: Metadata.nullish() });

/** POST /invite (service role): a user without a password, and a mailed link that signs them in. */
export async function adminInviteUser(ctx: AuthContext, body: unknown, redirectTo: string | undefined): Promise<UserJson> {
  const input = parseBody(InviteBody, body);
  const email = parseBody(z.object({ email: Email }), { email: input.email ?? '' }).email;
  if (await findUserByEmail(ctx.db, email)) {
    throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
  }
  const now = ctx.clock();
  const user = await ctx.db.transaction(async (tx) => {
    const row = await insertUserWithProfile(tx, {
      id: randomUUID(),
      email,
      encryptedPassword: null,
      emailConfirmedAt: null,
      invitedAt: now,
      userMetadata: input.data ?? {},
      appMetadata: {},
      now,
    });
    if (!row) throw new AuthError(422, 'email_exists', 'A user with this email address has already been registered');
    await writeLinkMail(ctx, tx, row, 'invite', redirectTo, INVITE_LINK_LIFETIME_SECONDS);
    return row;
  });
  ctx.outbox.wake();
  return userJson(user, []);
}

const ListUsersQuery = z.object({
  page: z.union([z.literal(''), z.coerce.number().int().min(1).max(100_000)]).nullish(),
  per_page: z.union([z.literal(''), z.coerce.number().int().min(1).max(1000)]).nullish(),
});

/** GET /admin/users: `{users, aud}` with X-Total-Count and a Link header whose first parameter is `page`. */
export async function adminListUsers(ctx: AuthContext, query: unknown) {
  const input = parseBody(ListUsersQuery, query);
  const page = typeof input.page === 'number' ? input.page : 1;
  const perPage = typeof input.per_page === 'number' ? input.per_page : 50;
  const [total, rows] = await Promise.all([countUsers(ctx.db), listUsersPage(ctx.db, page, perPage)]);
  const factors = await listFactorsOfUsers(
    ctx.db,
    rows.map((row) => row.id),
  );
  const users = rows.map((row) =>
    userJson(
      row,
      factors.filter((factor) => factor.userId === row.id),
    ),
  );
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const base = `${ctx.settings.publicUrl}/auth/v1/admin/users`;
  const links = [
    ...(page < lastPage ? [`<${base}?page=${page + 1}&per_page=${perPage}>; rel="next"`] : []),
    `<${base}?page=${lastPage}&per_page=${perPage}>; rel="last"`,
  ];
  return { body: { users, aud: 'authenticated' }, total, link: links.join(', ') };
}
