import type { ReactNode } from 'react';
import { DashboardNav } from './dashboard-nav';

/**
 * The dashboards' frame: on wide screens the entity's navigation sits on the left beside the page; on phones
 * and tablets the same links live in the side menu (the header's menu button), so the page gets the width.
 */
export function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8 print:block">
      {/* a printed page (an order's packing slip) is the page alone */}
      <aside className="hidden lg:block print:hidden">
        <div className="sticky top-24 rounded-xl border border-line bg-white p-3">
          <DashboardNav label="Dashboard" />
        </div>
      </aside>
      <div className="min-w-0">{children}</div>
    </div>
  );
}
