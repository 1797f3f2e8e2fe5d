import type { PaymentTermsKind } from '@tapline/contracts';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { PAYMENT_TERMS_CHOICES, type PaymentTermsValues } from '../payment-terms-form';

/** Payment terms as two fields: the kind, and the number it needs (days, or a day of the month); on delivery needs none. */
export function PaymentTermsFields({
  label,
  values,
  onChange,
  error,
  disabled = false,
}: {
  /** what the kind's field is called ("Default payment terms", "Terms for Harbour Hotel") */
  label: string;
  values: PaymentTermsValues;
  onChange: (values: PaymentTermsValues) => void;
  /** the number's message (the kind can't be wrong) */
  error?: string | undefined;
  disabled?: boolean;
}) {
  const unit = PAYMENT_TERMS_CHOICES.find((choice) => choice.kind === values.kind)?.unit ?? null;
  return (
    <div className="grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
      <SelectField
        label={label}
        options={PAYMENT_TERMS_CHOICES.map((choice) => ({ value: choice.kind, label: choice.label }))}
        value={values.kind}
        disabled={disabled}
        onChange={(event) => onChange({ ...values, kind: event.currentTarget.value as PaymentTermsKind })}
      />
      {unit ? (
        <TextField
          label={unit}
          inputMode="numeric"
          value={values.number}
          error={error}
          disabled={disabled}
          onChange={(event) => onChange({ ...values, number: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}
