import type { TaxInvoice } from '@tapline/contracts';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrganisationTypeSegment } from '@/features/organisations';
import { DocumentLink } from './document-link';
import { MoneyTrail } from './money-trail';

const linkClass = 'text-malt-700 underline underline-offset-4 hover:no-underline';
import { TaxInvoiceDocument } from './tax-invoice-document';

/**
 * One invoice's page, as its supplier or its venue reads it: the tax invoice as a document, whose order links to the order
 * (the supplier's own part of it, or the venue's whole order).
 */
export function InvoiceView({
  invoice,
  side,
  params,
  paymentAction,
  noteAction,
}: {
  invoice: TaxInvoice;
  side: 'supplier' | 'venue';
  params: { orgType: OrganisationTypeSegment; orgId: string };
  /** "Record a payment", "Make an adjustment note": the supplier's owners and admins only */
  paymentAction?: ReactNode;
  noteAction?: ReactNode;
}) {
  const order = (
    <Link
      to="/dash/$orgType/$orgId/orders/$orderId"
      params={{ ...params, orderId: side === 'supplier' ? invoice.supplierOrderId : invoice.orderId }}
      className={linkClass}
    >
      {invoice.orderNumber}
    </Link>
  );
  const adjusts = invoice.relatesToId ? (
    <DocumentLink side={side} params={params} id={invoice.relatesToId} className={linkClass}>
      {invoice.relatesToNumber}
    </DocumentLink>
  ) : null;
  return (
    <div className="space-y-4">
      <TaxInvoiceDocument invoice={invoice} order={order} adjusts={adjusts} />
      <MoneyTrail invoice={invoice} side={side} params={params} paymentAction={paymentAction} noteAction={noteAction} />
    </div>
  );
}
