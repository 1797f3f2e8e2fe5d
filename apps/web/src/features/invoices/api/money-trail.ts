import { TaxInvoice, type AdjustmentNoteInput, type PaymentInput } from '@tapline/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '@/features/orders';
import { apiRequest } from '@/lib/api-client';
import { invoiceKeys } from './invoice-keys';

const invoicePath = (supplierId: string, invoiceId: string, rest: string) =>
  `/api/suppliers/${supplierId}/invoices/${encodeURIComponent(invoiceId)}/${rest}`;

/**
 * A change to an invoice's money (a payment, a note): whatever the answer, the supplier's invoices, their overdue count
 * and its orders (a paid one shows Paid) refetch.
 */
function useInvoiceMutation<Input>(supplierId: string, invoiceId: string, rest: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) =>
      apiRequest('POST', invoicePath(supplierId, invoiceId, rest), import.meta.env.DEV ? TaxInvoice : false, { body: input }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: invoiceKeys.all(supplierId) }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ]),
  });
}

/** POST …/payments (owner or admin, Xero not connected): answers the invoice, paid. */
export const useRecordPayment = (supplierId: string, invoiceId: string) =>
  useInvoiceMutation<PaymentInput>(supplierId, invoiceId, 'payments');

/** POST …/adjustment-notes (owner or admin): answers the note. */
export const useMakeAdjustmentNote = (supplierId: string, invoiceId: string) =>
  useInvoiceMutation<AdjustmentNoteInput>(supplierId, invoiceId, 'adjustment-notes');
