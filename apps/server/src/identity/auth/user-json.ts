import type { FactorRow, UserRow } from './auth.queries';

/** Supabase's `app_metadata` always names the provider; ours is email and password. */
export function appMetadataOf(user: UserRow): Record<string, unknown> {
  return { provider: 'email', providers: ['email'], ...user.appMetadata };
}

function factorJson(factor: FactorRow) {
  return {
    id: factor.id,
    friendly_name: factor.friendlyName,
    factor_type: factor.factorType,
    status: factor.status,
    phone: factor.phone ?? '',
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    last_challenged_at: factor.lastChallengedAt?.toISOString() ?? null,
  };
}

/** The user object as Supabase Auth answers it (docs/protocols/supabase-auth.md, User object). */
export function userJson(user: UserRow, factors: FactorRow[]) {
  const iso = (date: Date | null) => date?.toISOString() ?? undefined;
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: user.phone ?? '',
    confirmed_at: iso(user.emailConfirmedAt),
    invited_at: iso(user.invitedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: appMetadataOf(user),
    user_metadata: user.userMetadata,
    identities: [
      {
        identity_id: user.id,
        id: user.id,
        user_id: user.id,
        identity_data: { sub: user.id, email: user.email, email_verified: user.emailConfirmedAt !== null, phone_verified: false },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: user.createdAt.toISOString(),
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      },
    ],
    // omitted when empty, as Supabase does
    ...(factors.length > 0 ? { factors: factors.map(factorJson) } : {}),
    created_at: user.createdAt.toISOString(),
    updated_at: user.updatedAt.toISOString(),
    banned_until: iso(user.bannedUntil),
    is_anonymous: false,
  };
}

export type UserJson = ReturnType<typeof userJson>;
