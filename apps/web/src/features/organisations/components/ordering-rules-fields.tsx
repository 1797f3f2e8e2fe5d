import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { TextField } from '@/components/ui/text-field';
import { weekdayName } from '@/lib/format';
import { WEEK, type SettingsFormValues } from '../settings-form';

/** A supplier's ordering rules as venues meet them at checkout (docs/domain.md, Checkout rules and Delivery days). */
export function OrderingRulesFields({
  register,
  errors,
  timeZone,
}: {
  register: UseFormRegister<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
  timeZone: string;
}) {
  const field = bindFields(register, errors);
  const weekdaysError = errors.orderingRules?.deliveryWeekdays?.message;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Minimum order (AUD, ex GST)"
          inputMode="decimal"
          placeholder="No minimum"
          hint="Leave empty for no minimum."
          {...field('orderingRules.minimumOrder')}
        />
        <TextField
          label="Order cut-off"
          type="time"
          hint={`In ${timeZone.replace(/_/g, ' ')} time. Empty for none.`}
          {...field('orderingRules.orderCutoffTime')}
        />
        <TextField
          label="Lead time (days)"
          inputMode="numeric"
          placeholder="0"
          hint="Days between the order and its delivery."
          {...field('orderingRules.leadDays')}
        />
      </div>
      <fieldset className="min-w-0">
        <legend className="text-sm font-medium text-ink">Delivery days</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {WEEK.map((day) => (
            <label
              key={day}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 text-sm text-ink has-[:checked]:border-malt-700 has-[:checked]:bg-malt-50"
            >
              <input type="checkbox" value={day} className="h-4 w-4 accent-malt-700" {...register('orderingRules.deliveryWeekdays')} />
              {weekdayName(Number(day))}
            </label>
          ))}
        </div>
        {weekdaysError ? <p className="mt-1 text-sm font-medium text-red-700">{weekdaysError}</p> : null}
      </fieldset>
    </div>
  );
}
