import { notFound, redirect, type ParsedLocation } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { OrganisationKey } from '@/features/organisations';
import { isNotFound } from '@/lib/api-client';
import { NO_ACCESS } from './components/organisation-dashboard';
import { loadOrganisationAccess } from './organisation-access';

/**
 * The loader of /dash/venues/{id} and /dash/suppliers/{id}: someone else's organisation (the API answers 404)
 * becomes the no-access page; an id or an old slug in the address is replaced by the current slug.
 */
export async function loadDashboard({
  queryClient,
  userId,
  type,
  idOrSlug,
  location,
}: {
  queryClient: QueryClient;
  userId: string;
  type: OrganisationKey['type'];
  idOrSlug: string;
  location: ParsedLocation;
}) {
  let settings;
  try {
    settings = await loadOrganisationAccess(queryClient, userId, type, idOrSlug);
  } catch (error) {
    if (isNotFound(error)) throw notFound({ data: NO_ACCESS });
    throw error;
  }
  if (idOrSlug !== settings.slug) {
    const prefix = `/dash/${type}s/`;
    const rest = location.pathname.slice(prefix.length).split('/').slice(1).join('/');
    const search = location.searchStr ?? '';
    throw redirect({ href: `${prefix}${settings.slug}${rest ? `/${rest}` : ''}${search}`, replace: true });
  }
  return settings;
}
