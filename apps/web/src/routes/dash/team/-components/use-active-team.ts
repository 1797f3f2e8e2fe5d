import { getRouteApi } from '@tanstack/react-router';
import { useSupabaseAuth } from '@/features/auth';
import { useEntity } from '@/features/session';
import { useTeamMembers, roleOf } from '@/features/team';

const teamRoute = getRouteApi('/dash/team');

/**
 * The active organisation's team and the signed-in user's role in it. Follows the active entity as it
 * changes (another tab may choose another one); the layout's guard supplies it on first load.
 */
export function useActiveTeam() {
  const { entity: routeEntity } = teamRoute.useRouteContext();
  const { entity } = useEntity();
  const organisation = entity ?? routeEntity;
  const { user } = useSupabaseAuth();
  const { data } = useTeamMembers(organisation);
  return { organisation, members: data.items, userId: user?.id, myRole: roleOf(data.items, user?.id) };
}
