import type { TaxInvoice } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { TaxInvoiceDocument } from './tax-invoice-document';

/**
 * One invoice's page, as its supplier or its venue reads it: the tax invoice as a document, whose order links to the order
 * (the supplier's own part of it, or the venue's whole order).
 */
export function InvoiceView({
  invoice,
  side,
  params,
}: {
  invoice: TaxInvoice;
  side: 'supplier' | 'venue';
  params: { orgType: OrganisationTypeSegment; orgId: string };
}) {
  const order = (
    <Link
      to="/dash/$orgType/$orgId/orders/$orderId"
      params={{ ...params, orderId: side === 'supplier' ? invoice.supplierOrderId : invoice.orderId }}
      className="text-malt-700 underline underline-offset-4 hover:no-underline"
    >
      {invoice.orderNumber}
    </Link>
  );
  return <TaxInvoiceDocument invoice={invoice} order={order} />;
}
