import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { setMfaRequiredHandler } from '@/lib/api-client';

const MFA_PATH = '/auth/mfa';

/**
 * When an /api call answers 401 `mfa_required` (a verified factor, a session that hasn't used it), the
 * person goes to the MFA step and comes back to where they were. Rendered once, under the router.
 */
export function MfaRequiredRedirect() {
  const router = useRouter();
  useEffect(() => {
    setMfaRequiredHandler(() => {
      const { pathname, href } = router.state.location;
      if (pathname === MFA_PATH) return;
      void router.navigate({ to: MFA_PATH, search: { redirect: href } });
    });
    return () => setMfaRequiredHandler(() => {});
  }, [router]);
  return null;
}
