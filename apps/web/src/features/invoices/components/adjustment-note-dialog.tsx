import type { AdjustmentNoteInput, TaxInvoice } from '@tapline/contracts';
import { FilePenLine } from 'lucide-react';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { RadioCard } from '@/components/ui/radio-card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { formatMoney } from '@/lib/format';
import { useMakeAdjustmentNote } from '../api/money-trail';
import { noteFieldOf, noteInputOf, noteValuesFor, type NoteField, type NoteValues } from '../money-trail-forms';
import { placeRefusal } from './server-refusal';

const LABELS: Record<string, string> = { reason: 'The reason', amount: 'The amount', lineIndex: 'The line', units: 'The units' };

/**
 * "Make an adjustment note" and its dialog (owners and admins): why, and what it credits: units of the invoice's lines
 * at their price, or a price correction on one line. GST is the server's (per line, at the line's rate).
 */
export function AdjustmentNoteButton({ supplierId, invoice }: { supplierId: string; invoice: TaxInvoice }) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState<NoteValues>(() => noteValuesFor(invoice.lines));
  const [errors, setErrors] = useState<Partial<Record<NoteField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const make = useMakeAdjustmentNote(supplierId, invoice.id);
  const set = (change: Partial<NoteValues>) => setValues((current) => ({ ...current, ...change }));

  const openDialog = () => {
    setValues(noteValuesFor(invoice.lines));
    setErrors({});
    setMessage(null);
    setOpen(true);
  };
  const confirm = () => {
    const checked = noteInputOf(values, invoice.lines);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    const sent: AdjustmentNoteInput = checked.input;
    setErrors({});
    setMessage(null);
    make.mutate(sent, {
      onSuccess: (note) => {
        toast.success(`Adjustment note ${note.number} made: ${formatMoney(note.totalCents, note.currency)} credited`);
        setOpen(false);
      },
      onError: (error) => {
        const placed = placeRefusal(
          error,
          (field) => noteFieldOf(field, sent),
          (field) => LABELS[field.split('.')[0] ?? ''] ?? 'This',
        );
        setErrors(placed.errors);
        setMessage(placed.message);
      },
    });
  };
  return (
    <>
      <Button variant="secondary" onClick={openDialog}>
        <FilePenLine aria-hidden="true" className="h-4 w-4" />
        Make an adjustment note
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Make an adjustment note against ${invoice.number}`}
        description="The invoice stays as it was issued; the note credits the venue, and its credit pays this invoice first."
        confirmLabel={make.isPending ? 'Making…' : 'Make the note'}
        tone="primary"
        busy={make.isPending}
        onConfirm={confirm}
      >
        <div className="grid gap-3">
          <TextareaField
            label="Reason"
            hint="The venue reads it on the note."
            rows={2}
            value={values.reason}
            error={errors.reason}
            onChange={(event) => set({ reason: event.currentTarget.value })}
          />
          <fieldset className="grid gap-2 sm:grid-cols-2">
            <legend className="mb-1 text-sm font-medium text-ink">It credits</legend>
            <RadioCard name="credit" checked={values.credit === 'units'} onChange={() => set({ credit: 'units' })}>
              <span className="text-sm text-ink">Units of the lines</span>
            </RadioCard>
            <RadioCard name="credit" checked={values.credit === 'amount'} onChange={() => set({ credit: 'amount' })}>
              <span className="text-sm text-ink">A price correction</span>
            </RadioCard>
          </fieldset>
          {values.credit === 'units' ? (
            <fieldset>
              <legend className="text-sm font-medium text-ink">Units credited</legend>
              <ul className="mt-1 max-h-56 space-y-2 overflow-y-auto">
                {invoice.lines.map((line, index) => (
                  <li key={index}>
                    <TextField
                      label={`${line.description} (${line.qty} at ${formatMoney(line.unitPriceCents, invoice.currency)})`}
                      inputMode="numeric"
                      value={values.units[index] ?? ''}
                      error={errors[`units.${index}`]}
                      onChange={(event) => {
                        const units = [...values.units];
                        units[index] = event.currentTarget.value;
                        set({ units });
                      }}
                    />
                  </li>
                ))}
              </ul>
              {errors.units ? <p className="mt-1 text-sm font-medium text-red-700">{errors.units}</p> : null}
            </fieldset>
          ) : (
            <div className="grid gap-3">
              {invoice.lines.length > 1 ? (
                <SelectField
                  label="On the line"
                  options={invoice.lines.map((line, index) => ({ value: String(index), label: line.description }))}
                  value={values.lineIndex}
                  error={errors.lineIndex}
                  onChange={(event) => set({ lineIndex: event.currentTarget.value })}
                />
              ) : null}
              <TextField
                label="Amount ex GST ($)"
                inputMode="decimal"
                hint="GST is added at the line’s rate."
                value={values.amount}
                error={errors.amount}
                onChange={(event) => set({ amount: event.currentTarget.value })}
              />
            </div>
          )}
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
