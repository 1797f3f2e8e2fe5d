import type { VenueOverview } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import { dashboardParams } from '@/features/organisations';
import { RecentOrdersTable } from '@/features/orders';

/** The venue's latest orders, with the suppliers each went to. */
export function RecentVenueOrders({
  orders,
  timeZone,
  venueSlug,
}: {
  orders: VenueOverview['recentOrders'];
  timeZone: string;
  venueSlug: string;
}) {
  return (
    <RecentOrdersTable
      rows={orders.map((order) => ({ ...order, key: order.id, party: order.supplierNames.join(', ') }))}
      timeZone={timeZone}
      partyHeading="Suppliers"
      empty={
        <>
          No orders yet.{' '}
          <Link
            to="/dash/$orgType/$orgId/discover"
            params={dashboardParams({ type: 'venue', slug: venueSlug })}
            className="font-semibold text-malt-700 underline-offset-4 hover:underline"
          >
            Discover products
          </Link>
        </>
      }
    />
  );
}
