import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { OrganisationTypeSegment } from '@/features/organisations';

/** A link to one of the side's tax documents: the supplier's under Invoices, the venue's under Bills. */
export function DocumentLink({
  side,
  params,
  id,
  className = 'font-semibold tabular-nums text-malt-700 underline-offset-4 hover:underline',
  children,
}: {
  side: 'supplier' | 'venue';
  params: { orgType: OrganisationTypeSegment; orgId: string };
  id: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Link
      to={side === 'supplier' ? '/dash/$orgType/$orgId/invoices/$invoiceId' : '/dash/$orgType/$orgId/bills/$invoiceId'}
      params={{ ...params, invoiceId: id }}
      className={className}
    >
      {children}
    </Link>
  );
}
