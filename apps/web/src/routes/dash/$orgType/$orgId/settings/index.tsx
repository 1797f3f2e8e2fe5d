import { createFileRoute } from '@tanstack/react-router';
import { PageHeader } from '@/components/ui/page-header';
import { SettingsOverview } from '@/features/dashboard/components/settings-overview';
import { useDashboard } from '../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/settings/')({
  component: SettingsPage,
});

function SettingsPage() {
  const { settings, role, canManage } = useDashboard();
  return (
    <div>
      <PageHeader title="Settings" eyebrow={settings.name} />
      <SettingsOverview settings={settings} role={role} canManage={canManage} />
    </div>
  );
}
