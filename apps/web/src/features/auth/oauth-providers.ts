import type { Provider } from '@supabase/supabase-js';

/**
 * The external sign-in providers a person may see, by their name in `/auth/v1/settings` → `external`. The
 * map also holds `email`, `phone`, `anonymous_users`… which are not buttons, so only names listed here show.
 */
const providerLabels: Partial<Record<Provider, string>> = {
  google: 'Google',
  apple: 'Apple',
  azure: 'Microsoft',
  github: 'GitHub',
  gitlab: 'GitLab',
  bitbucket: 'Bitbucket',
  facebook: 'Facebook',
  linkedin_oidc: 'LinkedIn',
  slack_oidc: 'Slack',
  discord: 'Discord',
  twitter: 'X (Twitter)',
  keycloak: 'Keycloak',
  notion: 'Notion',
  zoom: 'Zoom',
  workos: 'WorkOS',
};

export interface OAuthProviderOption {
  provider: Provider;
  label: string;
}

/** The providers switched on (`true`), in a stable order; none for Tapline's built-in auth. */
export function enabledOAuthProviders(external: Record<string, boolean | undefined> | undefined): OAuthProviderOption[] {
  if (!external) return [];
  return (Object.entries(providerLabels) as [Provider, string][])
    .filter(([provider]) => external[provider] === true)
    .map(([provider, label]) => ({ provider, label }));
}
