import { createFileRoute } from '@tanstack/react-router';
import { NoAccess } from '@/components/ui/no-access';
import { ExportsPanel } from '@/features/exports';
import { todayIn } from '@/features/standing-orders';
import { DashboardPage } from '../-components/dashboard-page';
import { useDashboard } from '../-components/use-dashboard';

/** Orders, order lines, invoices and payments as CSV for a range of days (decision 0189): owners and admins, either side. */
export const Route = createFileRoute('/dash/$orgType/$orgId/settings/exports')({
  component: ExportsPage,
});

function ExportsPage() {
  const { organisation, settings, params, canManage } = useDashboard();
  if (!canManage) return <NoAccess reason="Only owners and admins export. Ask one of them for the file you need." />;
  return (
    <DashboardPage
      title="Exports"
      back={{ label: 'Settings', link: { to: '/dash/$orgType/$orgId/settings', params } }}
      intro={`Your orders, their lines, invoices and payments as CSV files for a spreadsheet or your accountant. Days are ${settings.timeZone} days.`}
    >
      <ExportsPanel organisation={organisation} today={todayIn(settings.timeZone)} />
    </DashboardPage>
  );
}
