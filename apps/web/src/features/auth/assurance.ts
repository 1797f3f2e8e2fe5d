import type { SupabaseClient } from '@supabase/supabase-js';
import { safeRedirect } from './redirect-target';

export interface AssuranceLevels {
  currentLevel: string | null;
  nextLevel: string | null;
}

/** Signed in with the password only, while a verified factor asks for more (docs/protocols/supabase-auth.md, Assurance level). */
export function isSecondFactorPending(levels: AssuranceLevels): boolean {
  return levels.currentLevel === 'aal1' && levels.nextLevel === 'aal2';
}

/** Reads the levels from the session's own token and factors: no network call. */
export async function secondFactorPending(supabase: SupabaseClient): Promise<boolean> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  return !error && isSecondFactorPending(data);
}

/**
 * As secondFactorPending, but when this tab knows of no verified factor the session is refreshed once to
 * ask the server: a factor verified on another device, which the API already demands (401 mfa_required),
 * would otherwise send the person between the MFA step and their page for ever.
 */
export async function secondFactorPendingOnServer(supabase: SupabaseClient): Promise<boolean> {
  const { data, error } = await supabase.auth.mfa.getAuthenticatorAssuranceLevel();
  if (error) return false;
  if (isSecondFactorPending(data)) return true;
  if (data.currentLevel === 'aal2') return false;
  const refreshed = await supabase.auth.refreshSession();
  return !refreshed.error && (await secondFactorPending(supabase));
}

/** The MFA step, then on to `target`. */
export function mfaStepHref(target: string): string {
  return `/auth/mfa?${new URLSearchParams({ redirect: target }).toString()}`;
}

/** Where a person who has just signed in goes: the MFA step while it is pending, else the redirect target. */
export async function nextStepAfterSignIn(supabase: SupabaseClient, redirect: string | undefined): Promise<{ href: string }> {
  const target = safeRedirect(redirect);
  return { href: (await secondFactorPending(supabase)) ? mfaStepHref(target) : target };
}
