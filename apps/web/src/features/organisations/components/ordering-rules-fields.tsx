import type { FieldErrors, UseFormRegister } from 'react-hook-form';
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
  const ruleErrors = errors.orderingRules;
  return (
    <div className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Minimum order (AUD, ex GST)"
          inputMode="decimal"
          placeholder="No minimum"
          hint="Leave empty for no minimum."
          error={ruleErrors?.minimumOrder?.message}
          {...register('orderingRules.minimumOrder')}
        />
        <TextField
          label="Order cut-off"
          type="time"
          hint={`In ${timeZone.replace(/_/g, ' ')} time. Empty for none.`}
          error={ruleErrors?.orderCutoffTime?.message}
          {...register('orderingRules.orderCutoffTime')}
        />
        <TextField
          label="Lead time (days)"
          inputMode="numeric"
          placeholder="0"
          hint="Days between the order and its delivery."
          error={ruleErrors?.leadDays?.message}
          {...register('orderingRules.leadDays')}
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
        {ruleErrors?.deliveryWeekdays?.message ? (
          <p className="mt-1 text-sm font-medium text-red-700">{ruleErrors.deliveryWeekdays.message}</p>
        ) : null}
      </fieldset>
    </div>
  );
}
