import { createFileRoute } from '@tanstack/react-router';
import { SettingsOverview } from '@/features/dashboard';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/settings/')({
  component: SettingsPage,
});

function SettingsPage() {
  const { settings, role, canManage } = useDashboard();
  return (
    <DashboardPage title="Settings">
      <SettingsOverview settings={settings} role={role} canManage={canManage} />
    </DashboardPage>
  );
}
