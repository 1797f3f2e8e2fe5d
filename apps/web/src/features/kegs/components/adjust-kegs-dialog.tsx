import type { KegHolding, KegTypeSummary, OrganisationRef } from '@tapline/contracts';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { plural } from '@/lib/format';
import { useAdjustKegs } from '../api/change-kegs';
import { placeRefusal } from '../keg-refusal';
import { adjustFieldOf, adjustmentInputOf, type AdjustAction, type AdjustField, type AdjustValues } from '../keg-words';

const ACTIONS: { value: AdjustAction; label: string }[] = [
  { value: 'add', label: 'Add kegs (found, or sent outside Tapline)' },
  { value: 'remove', label: 'Take kegs away (counted back, collected outside Tapline)' },
  { value: 'write_off', label: 'Write off (lost or broken)' },
];

/**
 * The supplier's owners and admins correct a venue's kegs (decision 0176): add or take away kegs of a type, or write
 * some off, always with the reason the venue will read in its ledger.
 */
export function AdjustKegsDialog({
  supplierId,
  venue,
  kegTypes,
  holdings,
  kegTypeId,
  open,
  onOpenChange,
}: {
  supplierId: string;
  venue: OrganisationRef;
  kegTypes: readonly KegTypeSummary[];
  holdings: readonly KegHolding[];
  /** the keg type the dialog opens on */
  kegTypeId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [values, setValues] = useState<AdjustValues>({ kegTypeId, action: 'add', qty: '1', note: '' });
  const [errors, setErrors] = useState<Partial<Record<AdjustField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const adjust = useAdjustKegs(supplierId);
  const held = holdings.find((holding) => holding.kegTypeId === values.kegTypeId)?.balance ?? 0;
  const set = (field: keyof AdjustValues) => (event: { currentTarget: { value: string } }) => {
    const value = event.currentTarget.value;
    setValues((current) => ({ ...current, [field]: value }));
  };
  const choices = kegTypes.filter((kegType) => !kegType.archived || holdings.some((holding) => holding.kegTypeId === kegType.id));

  const confirm = () => {
    const checked = adjustmentInputOf(values, held);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setMessage(null);
    adjust.mutate(
      { venueId: venue.id, input: checked.input },
      {
        onSuccess: (entry) => {
          const kegs = plural(Math.abs(entry.delta), 'keg');
          toast.success(
            entry.reason === 'written_off'
              ? `${kegs} written off at ${venue.name}`
              : `${venue.name}: ${entry.delta > 0 ? '+' : '−'}${kegs}`,
          );
          onOpenChange(false);
        },
        onError: (error) => {
          const placed = placeRefusal(error, adjustFieldOf);
          setErrors(placed.errors);
          setMessage(placed.message);
        },
      },
    );
  };

  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Adjust kegs at ${venue.name}`}
      description="The venue sees the change and your reason in its keg ledger."
      confirmLabel={adjust.isPending ? 'Saving…' : values.action === 'write_off' ? 'Write off' : 'Save the adjustment'}
      tone={values.action === 'write_off' ? 'danger' : 'primary'}
      busy={adjust.isPending}
      onConfirm={confirm}
    >
      <div className="grid gap-3">
        <SelectField
          label="Keg type"
          value={values.kegTypeId}
          onChange={set('kegTypeId')}
          error={errors.kegTypeId}
          hint={`${venue.name} holds ${plural(held, 'keg')} of this type.`}
          options={choices.map((kegType) => ({ value: kegType.id, label: kegType.name }))}
        />
        <fieldset>
          <legend className="text-sm font-medium text-ink">What happened</legend>
          <div className="mt-1 grid gap-1">
            {ACTIONS.map((action) => (
              <label key={action.value} className="flex min-h-10 items-center gap-2 text-sm text-ink">
                <input
                  type="radio"
                  name="adjust-action"
                  value={action.value}
                  checked={values.action === action.value}
                  onChange={set('action')}
                  className="h-4 w-4 accent-malt-700"
                />
                {action.label}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="How many kegs" inputMode="numeric" value={values.qty} onChange={set('qty')} error={errors.qty} />
        <TextareaField label="Reason" value={values.note} onChange={set('note')} error={errors.note} maxLength={500} />
        {message ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}
