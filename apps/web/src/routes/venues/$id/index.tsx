import { createFileRoute, Link, notFound } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { FallbackImage } from '@/components/ui/image';
import { NotFound } from '@/components/ui/not-found';
import { useVenue, useVenueMenu, venueMenuQueryOptions, venueQueryOptions } from '@/features/venues/api/get-venue';
import { OnTapBoard } from '@/features/venues/components/on-tap-board';
import { OpeningHours } from '@/features/venues/components/opening-hours';
import { isNotFound } from '@/lib/api-client';

export const Route = createFileRoute('/venues/$id/')({
  loader: async ({ context: { queryClient }, params }) => {
    try {
      await Promise.all([
        queryClient.ensureQueryData(venueQueryOptions(params.id)),
        queryClient.ensureQueryData(venueMenuQueryOptions(params.id)),
      ]);
    } catch (error) {
      if (isNotFound(error)) throw notFound();
      throw error;
    }
  },
  notFoundComponent: () => <NotFound what="venue" />,
  component: VenuePage,
});

function VenuePage() {
  const { id } = Route.useParams();
  const { data: venue } = useVenue(id);
  const { data: menu } = useVenueMenu(id);
  const address = venue.addresses.find((item) => item.kind === 'physical');

  return (
    <div>
      <header className="flex items-center gap-4">
        <FallbackImage src={venue.logoUrl} alt="" label={venue.name} className="h-16 w-16 shrink-0 rounded-xl sm:h-20 sm:w-20" />
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-ink sm:text-3xl">{venue.name}</h1>
          <p className="capitalize text-ink-soft">{[venue.venueKind, venue.suburb].filter(Boolean).join(' · ')}</p>
        </div>
      </header>
      <p className="mt-4 max-w-3xl text-ink">{venue.description}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <section aria-labelledby="on-tap-heading">
          <div className="mb-3 flex items-baseline justify-between gap-4">
            <h2 id="on-tap-heading" className="text-xl font-bold text-ink">
              On Tap
            </h2>
            {menu.items.length > 0 ? (
              <Link to="/venues/$id/products" params={{ id }} className="text-sm font-semibold text-malt-700 underline-offset-4 hover:underline">
                Browse what they pour
              </Link>
            ) : null}
          </div>
          {menu.items.length > 0 ? (
            <OnTapBoard entries={menu.items} />
          ) : (
            <EmptyState title="Nothing on tap right now">{venue.name} hasn’t listed its taps yet.</EmptyState>
          )}
        </section>

        <aside className="space-y-6">
          {address ? (
            <section className="rounded-xl border border-line bg-white p-4">
              <h2 className="font-semibold text-ink">Address</h2>
              <address className="mt-1 not-italic text-ink-soft">
                {address.line1}
                {address.line2 ? <>, {address.line2}</> : null}
                <br />
                {address.suburb} {address.state} {address.postcode}
              </address>
            </section>
          ) : null}
          {venue.openingHours ? (
            <section className="rounded-xl border border-line bg-white p-4">
              <h2 className="font-semibold text-ink">Opening hours</h2>
              <OpeningHours hours={venue.openingHours} />
            </section>
          ) : null}
          {venue.contactPhone || venue.contactEmail ? (
            <section className="rounded-xl border border-line bg-white p-4">
              <h2 className="font-semibold text-ink">Contact</h2>
              <ul className="mt-1 space-y-1 text-ink-soft">
                {venue.contactPhone ? (
                  <li>
                    <a href={`tel:${venue.contactPhone.replace(/\s+/g, '')}`} className="underline-offset-4 hover:underline">
                      {venue.contactPhone}
                    </a>
                  </li>
                ) : null}
                {venue.contactEmail ? (
                  <li>
                    <a href={`mailto:${venue.contactEmail}`} className="break-all underline-offset-4 hover:underline">
                      {venue.contactEmail}
                    </a>
                  </li>
                ) : null}
              </ul>
            </section>
          ) : null}
        </aside>
      </div>
    </div>
  );
}
