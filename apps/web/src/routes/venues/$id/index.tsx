import { pageHeads } from '@tapline/contracts/page-heads';
import { createFileRoute, Link } from '@tanstack/react-router';
import { Panel } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PostalAddress } from '@/components/ui/postal-address';
import { ContactLinks, OrganisationHeader, organisationPageRouteOptions, useOrganisation } from '@/features/directory';
import { useRealtimeWatch } from '@/features/realtime';
import { useLiveVenueMenu, venueMenuQueryOptions, NextOnList, OnTapBoard, OpeningHours } from '@/features/venues';
import { formatDateTime } from '@/lib/format-time';
import { usePageHead } from '@/lib/page-head';
import { TitledSection } from '@/components/ui/titled-section';

export const Route = createFileRoute('/venues/$id/')({
  ...organisationPageRouteOptions('venue', (queryClient, id) => queryClient.ensureQueryData(venueMenuQueryOptions(id))),
  component: VenuePage,
});

function VenuePage() {
  const { id } = Route.useParams();
  const { data: venue } = useOrganisation('venue', id);
  // the list follows the venue's changes while the page is open (its realtime event, else every minute)
  const { data: menu } = useLiveVenueMenu(id);
  useRealtimeWatch({ venueIds: [menu.venue.id] });
  usePageHead(pageHeads.venue(venue));
  const address = venue.addresses.find((item) => item.kind === 'physical');

  return (
    <div>
      <OrganisationHeader type="venue" organisation={venue} />
      {venue.description ? <p className="mt-4 max-w-3xl text-ink">{venue.description}</p> : null}

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <TitledSection
          title="On Tap"
          headingId="on-tap-heading"
          headingClassName="text-xl font-bold text-ink"
          className="min-w-0"
          headerClassName="mb-3 flex items-baseline justify-between gap-4"
          action={
            menu.items.length > 0 ? (
              <Link
                to="/venues/$id/products"
                params={{ id }}
                className="shrink-0 text-sm font-semibold text-malt-700 underline-offset-4 hover:underline"
              >
                Browse what they pour
              </Link>
            ) : null
          }
        >
          {menu.items.length > 0 ? (
            <OnTapBoard entries={menu.items} timeZone={venue.timeZone} />
          ) : menu.next.length > 0 ? null : (
            <EmptyState
              title="Nothing on tap right now"
              action={
                <Link to="/venues" className="font-semibold text-malt-700 underline underline-offset-4">
                  See other venues
                </Link>
              }
            >
              {venue.name} hasn’t listed its taps yet.
            </EmptyState>
          )}
          {menu.next.length > 0 ? (
            <>
              <h3 className="mb-2 mt-6 text-lg font-bold text-ink">Next on</h3>
              <NextOnList entries={menu.next} />
            </>
          ) : null}
          {menu.updatedAt ? (
            <p className="mt-3 text-sm text-ink-soft">
              Updated <time dateTime={menu.updatedAt}>{formatDateTime(menu.updatedAt, venue.timeZone)}</time>
            </p>
          ) : null}
        </TitledSection>

        <aside className="space-y-4" aria-label={`About ${venue.name}`}>
          {address ? (
            <Panel title="Address">
              <PostalAddress address={address} className="mt-1 text-ink-soft" />
            </Panel>
          ) : null}
          <Panel title="Opening hours">
            {venue.openingHours ? <OpeningHours hours={venue.openingHours} /> : <p className="mt-1 text-sm text-ink-soft">Not listed.</p>}
          </Panel>
          {venue.publicPhone || venue.publicEmail ? (
            <Panel title="Contact">
              <ContactLinks phone={venue.publicPhone} email={venue.publicEmail} layout="stacked" />
            </Panel>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
