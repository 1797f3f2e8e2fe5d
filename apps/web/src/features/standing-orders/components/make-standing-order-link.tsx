import type { SupplierOrder } from '@tapline/contracts';
import { Repeat } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import type { OrganisationTypeSegment } from '@/features/organisations';

/**
 * On a venue's past order, per supplier: the standing order that placed it (anyone of the venue may open it), or, for
 * owners and admins, "Make this a standing order", the new standing order's form filled from that part of the order.
 */
export function SupplierOrderStanding({
  params,
  orderId,
  supplierOrder,
  canManage,
}: {
  params: { orgType: OrganisationTypeSegment; orgId: string };
  orderId: string;
  supplierOrder: SupplierOrder;
  canManage: boolean;
}) {
  if (supplierOrder.standing) {
    return (
      <LinkButton
        variant="secondary"
        to="/dash/$orgType/$orgId/standing-orders/$standingOrderId"
        params={{ ...params, standingOrderId: supplierOrder.standing.standingOrderId }}
        search={{ occurrence: supplierOrder.standing.occurrenceId }}
      >
        <Repeat aria-hidden="true" className="h-4 w-4" />
        Placed by a standing order
      </LinkButton>
    );
  }
  if (!canManage) return null;
  return (
    <LinkButton
      variant="secondary"
      to="/dash/$orgType/$orgId/standing-orders/new"
      params={params}
      search={{ order: orderId, supplierOrder: supplierOrder.id }}
      aria-label={`Make this a standing order with ${supplierOrder.supplier.name}`}
    >
      <Repeat aria-hidden="true" className="h-4 w-4" />
      Make this a standing order
    </LinkButton>
  );
}
