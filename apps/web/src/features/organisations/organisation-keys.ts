import type { QueryClient } from '@tanstack/react-query';
import type { OrganisationType } from './organisation-ref';

/**
 * The one query-key factory for what belongs to one organisation (docs/conventions.md, Query keys and identity). Every key starts with the
 * organisation's UUID, so invalidating `orgKeys.all(id)` reaches every screen that shows it: settings, the
 * overview's counts, the team and its invites. A live event carrying the UUID can target them the same way.
 */
export const orgKeys = {
  all: (id: string) => ['organisations', id] as const,
  settings: (id: string) => [...orgKeys.all(id), 'settings'] as const,
  overview: (id: string) => [...orgKeys.all(id), 'overview'] as const,
  team: (id: string) => [...orgKeys.all(id), 'team'] as const,
  invites: (id: string) => [...orgKeys.all(id), 'invites'] as const,
  /** its audit log (owners): under the organisation, so a role change refetches it */
  audit: (id: string) => [...orgKeys.all(id), 'audit'] as const,
  /**
   * Which UUID an address names (a slug, an old slug, or the UUID itself): only the dashboard's parent route
   * reads it, once, and nothing else is ever cached under a slug.
   */
  reference: (type: OrganisationType, idOrSlug: string) => ['organisation-references', type, idOrSlug] as const,
};

/** After a change to an organisation (team, invites, settings, logo): refetch whatever shows it. */
export function invalidateOrganisation(queryClient: QueryClient, id: string) {
  return queryClient.invalidateQueries({ queryKey: orgKeys.all(id) });
}
