import { createFileRoute } from '@tanstack/react-router';
import { Search } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { useOrganisationSettings } from '@/features/organisations/api/get-organisation-settings';

export const Route = createFileRoute('/dash/venues/$venueId/orders/')({
  component: VenueOrdersPage,
});

/** Ordering arrives with a later issue; until then the page says so plainly and points to Discover. */
function VenueOrdersPage() {
  const { venueId } = Route.useParams();
  const { data: venue } = useOrganisationSettings('venue', venueId);
  return (
    <div>
      <PageHeader title="Orders" eyebrow={venue.name}>
        Every order {venue.name} sends, with each supplier’s part and where it is up to.
      </PageHeader>
      <EmptyState
        title="Ordering from the dashboard is coming soon"
        action={
          <LinkButton to="/dash/venues/$venueId/discover" params={{ venueId: venue.slug }}>
            <Search aria-hidden="true" className="h-4 w-4" />
            Discover products
          </LinkButton>
        }
      >
        <p className="mx-auto max-w-md">
          Soon you’ll fill one cart from several suppliers, send it in one go, and follow each supplier’s order here: accepted,
          dispatched, delivered. Meanwhile, Discover shows what you’ll be able to order.
        </p>
      </EmptyState>
    </div>
  );
}
