import { createFileRoute, redirect } from '@tanstack/react-router';

/**
 * The spec's integrations address (§2). No integration can be connected yet, so there is no page to show: the
 * address opens Settings instead (docs/decisions/0026). Xero's connection brings the page back.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/integrations/')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/dash/$orgType/$orgId/settings', params, replace: true });
  },
});
