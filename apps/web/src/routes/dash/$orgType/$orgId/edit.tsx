import { createFileRoute } from '@tanstack/react-router';
import { BackLink } from '@/components/ui/back-link';
import { NoAccess } from '@/components/ui/no-access';
import { PageHeader } from '@/components/ui/page-header';
import { OrganisationSettingsForm } from '@/features/organisations';
import { useDashboard } from './-components/use-dashboard';
import { changesOnly } from './-components/changes-only';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/edit')({
  component: changesOnly(EditSettingsPage),
});

/** Owners and admins edit the organisation's settings; members get the no-access page (the API answers 403 anyway). */
function EditSettingsPage() {
  const { settings, canManage, userId, params } = useDashboard();
  useSignedInPageHead('Edit settings', settings.name);
  if (!canManage) return <NoAccess reason={`Only owners and admins of ${settings.name} can change its settings.`} />;
  return (
    <div>
      <BackLink to="/dash/$orgType/$orgId/settings" params={params} className="mb-3">
        Settings
      </BackLink>
      <PageHeader title="Edit settings" eyebrow={settings.name} />
      <OrganisationSettingsForm key={settings.id} settings={settings} userId={userId} />
    </div>
  );
}
