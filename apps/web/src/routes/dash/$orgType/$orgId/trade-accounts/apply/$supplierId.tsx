import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { onlyFor } from '@/features/dashboard';
import { TradeApplicationForm, TradeStandingPanel, tradeStandingQueryOptions } from '@/features/trade-accounts';
import { loadOrNotFound } from '@/lib/load-or-not-found';
import { DashboardPage, DashboardPageSkeleton } from '../../-components/dashboard-page';
import { useDashboard } from '../../-components/use-dashboard';

/**
 * Apply for a trade account with a supplier (the venue's owners), from its public page or the cart. Where the venue
 * can't apply now (an account open, an application waiting) the page says where it stands instead.
 */
export const Route = createFileRoute('/dash/$orgType/$orgId/trade-accounts/apply/$supplierId')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation }, params }) =>
    loadOrNotFound([queryClient.ensureQueryData(tradeStandingQueryOptions(organisation.id, params.supplierId))]),
  pendingComponent: () => <DashboardPageSkeleton body={['mt-8 h-96 w-full rounded-xl']} />,
  component: ApplyPage,
});

function ApplyPage() {
  const { supplierId } = Route.useParams();
  const { organisation, settings: venue, params, role, readOnly } = useDashboard();
  const { data: standing } = useSuspenseQuery(tradeStandingQueryOptions(organisation.id, supplierId));
  const navigate = useNavigate();
  const supplier = standing.supplier;
  const isOwner = role === 'owner' && !readOnly;
  return (
    <DashboardPage
      title={`Apply for a trade account with ${supplier.name}`}
      head={`Apply · ${supplier.name}`}
      back={{ label: supplier.name, link: { to: '/suppliers/$id', params: { id: supplier.slug } } }}
      intro={`${supplier.name} reads this to decide whether ${venue.name} buys on account, on what payment terms and up to what limit.`}
    >
      <div className="mt-6 max-w-3xl">
        {!standing.canApply ? (
          <TradeStandingPanel venue={{ id: organisation.id, slug: params.orgId }} supplierId={supplierId} canApply={isOwner} />
        ) : !isOwner ? (
          <EmptyState title={`Only ${venue.name}’s owners can apply`}>
            Ask one of them to apply for a trade account with {supplier.name}.
          </EmptyState>
        ) : (
          <TradeApplicationForm
            venue={venue}
            standing={standing}
            onSent={(application) => {
              void import('react-hot-toast').then(({ default: toast }) => toast.success(`Application sent to ${supplier.name}`));
              void navigate({
                to: '/dash/$orgType/$orgId/trade-accounts/applications/$applicationId',
                params: { ...params, applicationId: application.id },
                ignoreBlocker: true,
              });
            }}
          />
        )}
      </div>
    </DashboardPage>
  );
}
