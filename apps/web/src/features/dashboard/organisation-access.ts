import type { OrganisationRole, OrganisationSettings } from '@tapline/contracts';
import { useSuspenseQuery, type QueryClient } from '@tanstack/react-query';
import {
  canManageOrganisation,
  organisationSettingsQueryOptions,
  userOrganisationsQueryOptions,
  type OrganisationKey,
} from '@/features/organisations';
import { platformAdminQueryOptions, useIsPlatformAdmin } from '@/features/session';

/**
 * What a dashboard page needs before it renders: the organisation's settings (404 for outsiders, so they see
 * "You don't have access to this"), the user's role in it, and, for anyone short of owner or admin, whether they are a platform
 * admin (who may open any organisation's dashboard, read-only unless a member: decision 0119).
 */
export async function loadOrganisationAccess(queryClient: QueryClient, userId: string, organisation: OrganisationKey) {
  const [settings, organisations] = await Promise.all([
    queryClient.ensureQueryData(organisationSettingsQueryOptions(organisation)),
    queryClient.ensureQueryData(userOrganisationsQueryOptions(userId)),
  ]);
  const role = organisations.find((candidate) => candidate.id === settings.id)?.organisationRole;
  // only a platform admin's answer can change what this user may do here
  if (!canManageOrganisation(role, false)) await queryClient.ensureQueryData(platformAdminQueryOptions(userId));
  return settings;
}

export interface OrganisationAccess {
  settings: OrganisationSettings;
  /** null for a platform admin who is not a member */
  role: OrganisationRole | null;
  isPlatformAdmin: boolean;
  /** owners and admins (and platform admins who are members) change settings, logo, team and integration */
  canManage: boolean;
  /** a platform admin who is not a member: they see the dashboard and change nothing (decision 0119) */
  readOnly: boolean;
}

export function useOrganisationAccess(userId: string, organisation: OrganisationKey): OrganisationAccess {
  const { data: settings } = useSuspenseQuery(organisationSettingsQueryOptions(organisation));
  const { data: organisations } = useSuspenseQuery(userOrganisationsQueryOptions(userId));
  const isPlatformAdmin = useIsPlatformAdmin(userId);
  const role = organisations.find((candidate) => candidate.id === settings.id)?.organisationRole ?? null;
  return { settings, role, isPlatformAdmin, canManage: canManageOrganisation(role, isPlatformAdmin), readOnly: role === null };
}
