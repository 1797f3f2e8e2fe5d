import type { TaxInvoice } from '@tapline/contracts';
import type { OrganisationKey } from '@/features/organisations';
import { invoicePath } from '../api/get-invoices';
import { PdfButton } from './pdf-button';

/** The invoice's (or note's) PDF, as the supplier mailed it: the same figures, A4, the supplier's logo. */
export function InvoicePdfButton({ organisation, invoice }: { organisation: OrganisationKey; invoice: TaxInvoice }) {
  return <PdfButton path={`${invoicePath(organisation, invoice.id)}/pdf`} fallbackName={`${invoice.number}.pdf`} />;
}
