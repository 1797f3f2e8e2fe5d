import { createFileRoute } from '@tanstack/react-router';

/**
 * /dash opens the active entity's dashboard (docs/domain.md, Routes): missing, unparsable, or lacking type or slug → choose
 * one, or open the only one there is (docs/decisions/0027); venue → /dash/venues/{slug}; supplier →
 * /dash/suppliers/{slug}. An organisation the user no longer belongs to is forgotten, except for platform
 * admins, who may open any organisation's dashboard.
 */
export const Route = createFileRoute('/dash/')({
  // imported when needed: a beforeLoad stays in the scripts every page loads (docs/decisions/0057)
  beforeLoad: async ({ context }) => (await import('./-components/enter-dashboard')).enterDashboard(context),
});
