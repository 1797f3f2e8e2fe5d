import type { Provider } from '@supabase/supabase-js';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useAuthSettings } from '../api/get-auth-settings';
import { authErrorMessage } from '../auth-error-message';
import { enabledOAuthProviders } from '../oauth-providers';
import { useSupabaseAuth } from '../supabase-auth-provider';
import { FormError } from './form-error';

/**
 * "Continue with …" for each external provider switched on in the auth server's settings (docs/domain.md, Calls). Tapline's
 * built-in auth has none, so nothing shows there; a hosted Supabase project may have some.
 */
export function OAuthButtons({ redirect }: { redirect: string | undefined }) {
  const { supabase } = useSupabaseAuth();
  const { data } = useAuthSettings();
  const [failure, setFailure] = useState<string | null>(null);
  const providers = enabledOAuthProviders(data?.external);
  if (providers.length === 0) return null;

  async function continueWith(provider: Provider) {
    setFailure(null);
    // back to the sign-in page, which sends a signed-in person on (through the MFA step if needed)
    const back = new URL('/auth/login', window.location.origin);
    if (redirect) back.searchParams.set('redirect', redirect);
    const { error } = await supabase.auth.signInWithOAuth({ provider, options: { redirectTo: back.toString() } });
    if (error) setFailure(authErrorMessage(error));
  }

  return (
    <div className="mt-6">
      <p className="mb-3 flex items-center gap-3 text-sm text-ink-soft before:h-px before:flex-1 before:bg-line after:h-px after:flex-1 after:bg-line">
        or
      </p>
      <div className="space-y-2">
        {providers.map(({ provider, label }) => (
          <Button key={provider} variant="secondary" className="w-full" onClick={() => void continueWith(provider)}>
            Continue with {label}
          </Button>
        ))}
      </div>
      <div className="mt-3">
        <FormError message={failure} />
      </div>
    </div>
  );
}
