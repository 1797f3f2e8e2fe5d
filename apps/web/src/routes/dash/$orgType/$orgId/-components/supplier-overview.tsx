import { useQuery } from '@tanstack/react-query';
import { Inbox } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import {
  useSupplierOverview,
  supplierAttention,
  AttentionList,
  gettingStartedSteps,
  StatCard,
  statLinkClass,
  TeamLine,
} from '@/features/dashboard';
import { overdueInvoicesQueryOptions } from '@/features/invoices';
import { waitingApplicationsQueryOptions } from '@/features/trade-accounts';
import { formatRelative } from '@/lib/format-time';
import { RecentSupplierOrders } from './recent-supplier-orders';
import { TopProducts, TopVenues } from './top-lists';
import { attentionLink } from './attention-link';
import { GettingStarted } from './getting-started';
import { useDashboard } from './use-dashboard';

/** The supplier's landing page (docs/ui.md, Supplier dashboard): new orders waiting first, today's dispatches, top products, top venues. */
export function SupplierOverview() {
  const { organisation, settings: supplier, canManage, readOnly, params } = useDashboard();
  const { data: overview } = useSupplierOverview(organisation.id);
  const { newOrders, toDispatch, productCounts } = overview;
  // prefetched beside the overview; a failure only leaves the item out
  const { data: overdueInvoices } = useQuery(overdueInvoicesQueryOptions(organisation));
  const { data: applications } = useQuery(waitingApplicationsQueryOptions(organisation.id));

  const linkTo = attentionLink(params);

  return (
    <div className="space-y-6">
      <PageHeader title={supplier.name} eyebrow="Overview" />

      <GettingStarted steps={gettingStartedSteps(overview, supplier)} canManage={canManage} readOnly={readOnly} params={params} />

      <div className="grid gap-3 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <section aria-labelledby="new-orders-heading" className="flex flex-col rounded-xl border border-malt-600 bg-malt-50 p-5">
          <h2 id="new-orders-heading" className="flex items-center gap-2 text-sm font-semibold text-malt-800">
            <Inbox aria-hidden="true" className="h-4 w-4" />
            New orders waiting
          </h2>
          <p className="mt-1 text-5xl font-bold tabular-nums text-malt-800">{newOrders.count}</p>
          <p className="mt-1 text-sm text-ink">
            {newOrders.count > 0 && newOrders.oldestSince
              ? `The oldest came in ${formatRelative(newOrders.oldestSince)}. Venues are waiting for you to accept or reject.`
              : 'No order is waiting for an answer.'}
          </p>
          <div className="mt-4">
            <LinkButton to="/dash/$orgType/$orgId/orders" params={params} variant={newOrders.count > 0 ? 'primary' : 'secondary'}>
              Open Orders In
            </LinkButton>
          </div>
        </section>
        <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-3">
          <StatCard
            label="To dispatch today"
            value={toDispatch.dueToday}
            detail={toDispatch.dueToday > 0 ? 'Due today or overdue' : 'Nothing due today'}
          />
          <StatCard label="Accepted, not dispatched" value={toDispatch.acceptedCount} detail="All delivery dates" />
          <StatCard
            label="Active products"
            link={linkTo('products', 'Active products', statLinkClass)}
            value={productCounts.active}
            detail={`${productCounts.draft} draft · ${productCounts.archived} archived`}
          />
        </div>
      </div>

      <AttentionList
        items={supplierAttention(overview, supplier, { canManage, overdueInvoices, tradeApplications: applications?.total })}
        linkTo={linkTo}
      />

      <div className="grid gap-6 lg:grid-cols-2">
        <TopProducts products={overview.topProducts} supplierSlug={supplier.slug} />
        <TopVenues venues={overview.topVenues} supplierSlug={supplier.slug} />
      </div>

      <RecentSupplierOrders orders={overview.recentOrders} timeZone={supplier.timeZone} />

      <TeamLine teamSize={overview.teamSize} pendingInvites={overview.pendingInvites} />
    </div>
  );
}
