import { createFileRoute } from '@tanstack/react-router';
import { NoAccess } from '@/components/ui/no-access';
import { OrganisationSettingsForm } from '@/features/organisations';
import { useSignedInPageHead } from '@/lib/page-head';
import { changesOnly } from './-components/changes-only';
import { DashboardPage } from './-components/dashboard-page';
import { useDashboard } from './-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/edit')({
  component: changesOnly(EditSettingsPage),
});

/** Owners and admins edit the organisation's settings; members get the no-access page (the API answers 403 anyway). */
function EditSettingsPage() {
  const { settings, canManage, userId, params } = useDashboard();
  // the refusal names the page too
  useSignedInPageHead('Edit settings', settings.name);
  if (!canManage) return <NoAccess reason={`Only owners and admins of ${settings.name} can change its settings.`} />;
  return (
    <DashboardPage title="Edit settings" back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}>
      <OrganisationSettingsForm key={settings.id} settings={settings} userId={userId} />
    </DashboardPage>
  );
}
