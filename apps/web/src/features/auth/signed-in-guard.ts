import type { Session, SupabaseClient } from '@supabase/supabase-js';
import { redirect } from '@tanstack/react-router';
import { secondFactorPending } from './assurance';

/**
 * The `beforeLoad` check of a page for the signed in: a visitor signs in and is brought back to `href`; someone
 * with a verified second factor who hasn't used it this session takes the MFA step first (the API would refuse
 * them). Their session, once they pass.
 */
export async function requireSignedIn(authClient: () => Promise<SupabaseClient>, href: string): Promise<Session> {
  const supabase = await authClient();
  const { data } = await supabase.auth.getSession();
  if (!data.session) throw redirect({ to: '/auth/login', search: { redirect: href } });
  if (await secondFactorPending(supabase)) throw redirect({ to: '/auth/mfa', search: { redirect: href } });
  return data.session;
}
