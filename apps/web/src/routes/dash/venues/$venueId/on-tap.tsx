import { useQuery } from '@tanstack/react-query';
import { createFileRoute, Link } from '@tanstack/react-router';
import { ExternalLink, Info } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';
import { venueMenuQueryOptions } from '@/features/venues/api/get-venue-menu';
import { OnTapBoard } from '@/features/venues/components/on-tap-board';
import { isNotFound } from '@/lib/api-client';

export const Route = createFileRoute('/dash/venues/$venueId/on-tap')({
  // a suspended venue's public board is hidden (404): the page says so instead of failing
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(venueMenuQueryOptions(params.venueId)).catch((error: unknown) => {
      if (!isNotFound(error)) throw error;
    }),
  component: OnTapPage,
});

/** The venue's On Tap list as the public sees it; editing it (reorder, serving sizes) is the next step. */
function OnTapPage() {
  const { venueId } = Route.useParams();
  const { data: venue } = useOrganisationSettings({ type: 'venue', id: venueId });
  const menu = useQuery({ ...venueMenuQueryOptions(venueId), retry: false });

  return (
    <div>
      <PageHeader title="On Tap" eyebrow={venue.name}>
        What {venue.name} pours right now, exactly as it shows on your public page.
      </PageHeader>
      <p className="mb-4 flex items-start gap-2 rounded-lg border border-line bg-white px-4 py-3 text-sm text-ink-soft">
        <Info aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-malt-700" />
        <span>
          Editing the tap list here (changing kegs, reordering taps, serving sizes and prices) comes next. This is a read-only view for now.
        </span>
      </p>
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
          {venue.status === 'active' ? (
            <Link
              to="/venues/$id"
              params={{ id: venue.slug }}
              className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
            >
              See your public page
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
            </Link>
          ) : null}
        </>
      ) : (
        <EmptyState title={venue.status === 'suspended' ? 'Your public board is hidden while the venue is suspended' : 'Nothing on tap yet'}>
          {venue.status === 'suspended'
            ? 'It shows again once the venue is reactivated.'
            : 'Once the tap list can be edited here, what you pour shows on your public page for drinkers to find.'}
        </EmptyState>
      )}
    </div>
  );
}
