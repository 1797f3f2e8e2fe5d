import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SettingsOverview } from '@/features/dashboard';
import { useDashboard } from '../-components/use-dashboard';
import { useSignedInPageHead } from '@/lib/page-head';

export const Route = createFileRoute('/dash/$orgType/$orgId/settings/')({
  component: SettingsPage,
});

function SettingsPage() {
  const { settings, role, canManage } = useDashboard();
  useSignedInPageHead('Settings', settings.name);
  return (
    <div>
      <PageHeader title="Settings" eyebrow={settings.name} />
      <SettingsOverview settings={settings} role={role} canManage={canManage} />
    </div>
  );
}
