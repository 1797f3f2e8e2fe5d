import type { TaxInvoice } from '@tapline/contracts';
import { Banknote } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { TextField } from '@/components/ui/text-field';
import { formatMoney } from '@/lib/format';
import { useRecordPayment } from '../api/money-trail';
import { paymentFieldOf, paymentInputOf, paymentValuesFor, type PaymentField, type PaymentValues } from '../money-trail-forms';
import { placeRefusal } from './server-refusal';

const LABELS: Record<PaymentField, string> = { paidOn: 'The day paid', amount: 'The amount', reference: 'The reference' };

/** "Record a payment" and its dialog (owners and admins, when the supplier's Xero isn't connected): day, amount, reference. */
export function RecordPaymentButton({ supplierId, invoice, today }: { supplierId: string; invoice: TaxInvoice; today: string }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<PaymentValues>(() => paymentValuesFor(invoice.balanceCents, today));
  const [errors, setErrors] = useState<Partial<Record<PaymentField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const record = useRecordPayment(supplierId, invoice.id);
  const set = (field: PaymentField) => (event: { currentTarget: { value: string } }) => {
    // read now: React clears the event's target before the state updater runs
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };

  const openDialog = () => {
    setValues(paymentValuesFor(invoice.balanceCents, today));
    setErrors({});
    setMessage(null);
    setOpen(true);
  };
  const confirm = () => {
    const checked = paymentInputOf(values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setMessage(null);
    record.mutate(checked.input, {
      onSuccess: (paid) => {
        toast.success(`${formatMoney(checked.input.amountCents, invoice.currency)} recorded against ${paid.number}`);
        setOpen(false);
      },
      onError: (error) => {
        const placed = placeRefusal(error, paymentFieldOf, (field) => LABELS[field]);
        setErrors(placed.errors);
        setMessage(placed.message);
      },
    });
  };
  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        <Banknote aria-hidden="true" className="h-4 w-4" />
        Record a payment
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Record a payment of ${invoice.number}`}
        description={`From ${invoice.buyer.name}; ${formatMoney(invoice.balanceCents, invoice.currency)} is left to pay.`}
        confirmLabel={record.isPending ? 'Recording…' : 'Record the payment'}
        tone="primary"
        busy={record.isPending}
        onConfirm={confirm}
      >
        <div className="grid gap-3">
          <TextField label="Paid on" type="date" max={today} value={values.paidOn} error={errors.paidOn} onChange={set('paidOn')} />
          <TextField label="Amount ($)" inputMode="decimal" value={values.amount} error={errors.amount} onChange={set('amount')} />
          <TextField
            label="Reference (optional)"
            hint="The bank transfer’s reference, or a receipt number."
            value={values.reference}
            error={errors.reference}
            onChange={set('reference')}
          />
          {message ? (
            <p role="alert" className="text-sm font-medium text-red-700">
              {message}
            </p>
          ) : null}
        </div>
      </ConfirmDialog>
    </>
  );
}
