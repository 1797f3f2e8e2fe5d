import { createFileRoute, Outlet, redirect } from '@tanstack/react-router';
import { readActiveEntity } from '@/features/session';

/** The team pages act for the active entity; without one, choose it first. */
export const Route = createFileRoute('/dash/team')({
  beforeLoad: () => {
    const entity = readActiveEntity();
    if (!entity) throw redirect({ to: '/dash/profile/choose-entity' });
    return { entity };
  },
  component: Outlet,
});
