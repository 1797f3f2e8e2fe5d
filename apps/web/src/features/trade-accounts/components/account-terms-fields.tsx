import { paymentTermsLabel } from '@tapline/contracts';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { PaymentTermsFields, termsOf } from '@/features/invoices';
import type { AccountFormErrors, AccountFormValues } from '../account-form';
import type { TermChoice } from '../api/get-trade';

/**
 * An account's terms to set (the approval) or change: payment terms (the invoice settings' picker), a credit limit or
 * none, the price list, and a delivery zone over the venue's address. A supplier with no price lists or zones sees
 * a line saying so instead of an empty picker.
 */
export function AccountTermsFields({
  values,
  errors,
  onChange,
  priceLists,
  zones,
}: {
  values: AccountFormValues;
  errors: AccountFormErrors;
  onChange: (values: AccountFormValues) => void;
  priceLists: readonly TermChoice[];
  zones: readonly TermChoice[];
}) {
  const set = (change: Partial<AccountFormValues>) => onChange({ ...values, ...change });
  const preview = termsOf(values.terms);
  return (
    <div className="space-y-4">
      <div>
        <PaymentTermsFields label="Payment terms" values={values.terms} error={errors.terms} onChange={(terms) => set({ terms })} />
        {preview.ok ? <p className="mt-1 text-sm text-ink-soft">Invoices will say: {paymentTermsLabel(preview.terms)}</p> : null}
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-ink">
          <input
            type="checkbox"
            className="h-4 w-4 accent-malt-700"
            checked={values.noLimit}
            onChange={(event) => set({ noLimit: event.currentTarget.checked })}
          />
          No credit limit
        </label>
        {values.noLimit ? null : (
          <TextField
            label="Credit limit"
            inputMode="decimal"
            className="mt-2 sm:max-w-xs"
            hint="In dollars, inc GST. An order that would pass it is held for you to release."
            value={values.limit}
            error={errors.limit}
            onChange={(event) => set({ limit: event.currentTarget.value })}
          />
        )}
      </div>
      {priceLists.length > 0 ? (
        <SelectField
          label="Price list"
          options={[
            { value: '', label: 'List prices' },
            ...priceLists.map((list) => ({ value: list.id, label: list.label ? `${list.name} · ${list.label}` : list.name })),
          ]}
          value={values.priceListId}
          hint="A price you set for this venue alone still wins."
          onChange={(event) => set({ priceListId: event.currentTarget.value })}
        />
      ) : (
        <p className="text-sm text-ink-soft">The venue buys at your list prices (you have no price lists).</p>
      )}
      {zones.length > 0 ? (
        <SelectField
          label="Delivery zone"
          options={[{ value: '', label: 'By the venue’s address' }, ...zones.map((zone) => ({ value: zone.id, label: zone.name }))]}
          value={values.zoneId}
          hint="Its days, cut-off, minimum and fee apply to this venue, wherever its address falls."
          onChange={(event) => set({ zoneId: event.currentTarget.value })}
        />
      ) : null}
    </div>
  );
}
