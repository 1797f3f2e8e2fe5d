/**
 * What a mailed link brought with it. Recovery and invite links pass through `/auth/v1/verify` and land
 * back here with the session in the fragment (`#access_token=…&type=recovery`), or with why it failed
 * (`#error=access_denied&error_code=otp_expired&error_description=…`). supabase-js consumes the fragment
 * while it starts, and its PASSWORD_RECOVERY event can fire before any screen listens, so the app reads the
 * fragment itself first, before it makes the client (main.tsx).
 */
export type AuthLanding = { kind: 'none' } | { kind: 'link'; type: string } | { kind: 'link-error'; code: string | null; message: string };

export const NO_LANDING: AuthLanding = { kind: 'none' };

const expiredLinkMessage = 'That link has expired or was already used. Ask for a new one below.';

export function readAuthLanding(href: string): AuthLanding {
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return NO_LANDING;
  }
  // as supabase-js reads them: the fragment's values, overlaid by the query's
  const params = new URLSearchParams(url.hash.replace(/^#/, ''));
  for (const [key, value] of url.searchParams) params.set(key, value);

  const errorDescription = params.get('error_description');
  const errorCode = params.get('error_code');
  if (errorDescription || errorCode || params.get('error')) {
    const message =
      errorCode === 'otp_expired' ? expiredLinkMessage : errorDescription || 'That link didn’t work. Ask for a new one below.';
    return { kind: 'link-error', code: errorCode, message };
  }
  const type = params.get('type');
  if (params.get('access_token') && type) return { kind: 'link', type };
  return NO_LANDING;
}

export function isRecoveryLanding(landing: AuthLanding): boolean {
  return landing.kind === 'link' && landing.type === 'recovery';
}
