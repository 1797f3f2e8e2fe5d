import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { ErrorView } from '@/components/ui/error-view';
import { Skeleton } from '@/components/ui/skeleton';
import { onlyFor } from '@/features/dashboard';
import { OnTapEditor, onTapListQueryOptions, OnTapReadOnly, ShareTapList } from '@/features/on-tap';
import { DashboardPage } from './-components/dashboard-page';
import { PublicPageLink } from './-components/public-page-link';
import { useDashboard } from './-components/use-dashboard';

export const Route = createFileRoute('/dash/$orgType/$orgId/on-tap')({
  beforeLoad: onlyFor('venue'),
  loader: ({ context: { queryClient, organisation } }) => queryClient.ensureQueryData(onTapListQueryOptions(organisation.id)),
  pendingComponent: OnTapSkeleton,
  errorComponent: ErrorView,
  component: OnTapPage,
});

/** The venue's tap list editor (venues only); the public board beside it on desktop. */
function OnTapPage() {
  const { organisation, userId, settings: venue, params, readOnly } = useDashboard();
  const { data: list } = useSuspenseQuery(onTapListQueryOptions(organisation.id));

  if (readOnly) {
    return (
      <DashboardPage title="On Tap" intro={`What ${venue.name} pours now and what’s on next, as its public page shows it.`}>
        <OnTapReadOnly list={list} publicLink={<PublicPageLink settings={venue} />} />
      </DashboardPage>
    );
  }
  return (
    <DashboardPage
      title="On Tap"
      intro={
        venue.status === 'suspended'
          ? 'Your public board is hidden while the venue is suspended; changes here show once it is reactivated.'
          : 'What you pour now and what’s on next. Drag to put the taps in order; every change shows on your public page at once.'
      }
    >
      <OnTapEditor
        place={{ venueId: organisation.id, currency: 'AUD', timeZone: venue.timeZone, userId, params }}
        list={list}
        publicLink={<PublicPageLink settings={venue} />}
        // the board, the cards and the embed are public pages: a suspended venue has none
        share={venue.status === 'active' ? <ShareTapList venueId={organisation.id} venueSlug={venue.slug} venueName={venue.name} /> : null}
      />
    </DashboardPage>
  );
}

function OnTapSkeleton() {
  return (
    <div role="status">
      <span className="sr-only">Loading…</span>
      <Skeleton className="h-4 w-24" />
      <Skeleton className="mt-2 h-8 w-40" />
      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="space-y-2">
          <Skeleton className="h-10 w-36 rounded-lg" />
          {Array.from({ length: 4 }, (_, index) => (
            <Skeleton key={index} className="h-20 w-full rounded-xl" />
          ))}
        </div>
        <Skeleton className="hidden h-80 rounded-xl lg:block" />
      </div>
    </div>
  );
}
