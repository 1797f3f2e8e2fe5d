import { useQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard/only-for';
import { venueMenuQueryOptions } from '@/features/venues/api/get-venue-menu';
import { OnTapBoard } from '@/features/venues/components/on-tap-board';
import { isNotFound } from '@/lib/api-client';
import { PublicPageLink } from './-components/public-page-link';
import { useDashboard } from './-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/on-tap')({
  beforeLoad: ({ context }) => onlyFor('venue', context.organisation),
  // a suspended venue's public board is hidden (404): the page says so instead of failing
  loader: ({ context: { queryClient, organisation } }) =>
    queryClient.ensureQueryData(venueMenuQueryOptions(organisation.id)).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    }),
  component: OnTapPage,
});

/** The venue's On Tap list (venues only), exactly as the public sees it. */
function OnTapPage() {
  const { organisation, settings: venue } = useDashboard();
  const menu = useQuery({ ...venueMenuQueryOptions(organisation.id), retry: false });

  return (
    <div>
      <PageHeader title="On Tap" eyebrow={venue.name}>
        What {venue.name} pours right now, exactly as it shows on your public page.
      </PageHeader>
      {menu.isPending ? (
        <div role="status">
          <span className="sr-only">Loading…</span>
          <Skeleton className="h-64 w-full rounded-xl" />
        </div>
      ) : menu.isError && !isNotFound(menu.error) ? (
        <ErrorState title="We couldn’t load your tap list" message={menu.error.message} onRetry={() => void menu.refetch()} />
      ) : menu.data && menu.data.items.length > 0 ? (
        <>
          <OnTapBoard entries={menu.data.items} />
          <PublicPageLink settings={venue} className="mt-4" />
        </>
      ) : (
        <EmptyState title={venue.status === 'suspended' ? 'Your public board is hidden while the venue is suspended' : 'Nothing on tap yet'}>
          {venue.status === 'suspended' ? 'It shows again once the venue is reactivated.' : null}
        </EmptyState>
      )}
    </div>
  );
}
