import { Repeat } from 'lucide-react';
import { LinkButton } from '@/components/ui/button';
import type { OrganisationTypeSegment } from '@/features/organisations';

/** "Make this a standing order" on a past order, per supplier: the new standing order's form, filled from that part of it. */
export function MakeStandingOrderLink({
  params,
  orderId,
  supplierOrderId,
  supplierName,
}: {
  params: { orgType: OrganisationTypeSegment; orgId: string };
  orderId: string;
  supplierOrderId: string;
  supplierName: string;
}) {
  return (
    <LinkButton
      variant="secondary"
      to="/dash/$orgType/$orgId/standing-orders/new"
      params={params}
      search={{ order: orderId, supplierOrder: supplierOrderId }}
      aria-label={`Make this a standing order with ${supplierName}`}
    >
      <Repeat aria-hidden="true" className="h-4 w-4" />
      Make this a standing order
    </LinkButton>
  );
}
