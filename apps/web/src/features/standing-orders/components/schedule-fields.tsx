import { STANDING_EVERY_WEEKS_MAX } from '@tapline/contracts';
import { useId } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { TextareaField } from '@/components/ui/textarea-field';
import { weekdayName } from '@/lib/format';
import { choosableWeekdays, everyWeeksLabel, supplierCutoffLine } from '../schedule-words';
import type { StandingErrors, StandingFormValues } from '../standing-form';

export interface SupplierCalendar {
  deliveryWeekdays: number[];
  orderCutoffTime: string | null;
  leadDays: number;
  timeZone: string;
}

const EVERY_WEEKS = Array.from({ length: STANDING_EVERY_WEEKS_MAX }, (_, index) => ({
  value: String(index + 1),
  label: everyWeeksLabel(index + 1).replace(/^e/, 'E'),
}));

interface ScheduleFieldsProps {
  values: StandingFormValues;
  set: (change: Partial<StandingFormValues>) => void;
  errors: StandingErrors;
  supplierName: string;
  calendar: SupplierCalendar;
  /** a new standing order chooses its start; an existing one keeps it */
  withStart: boolean;
  /** the earliest start (today, the venue's) */
  today: string;
}

/** When it is delivered: the days (only those the supplier serves), how often, from and until when, and the note. */
export function ScheduleFields({ values, set, errors, supplierName, calendar, withStart, today }: ScheduleFieldsProps) {
  const days = choosableWeekdays(calendar.deliveryWeekdays);
  const hintId = useId();
  const errorId = useId();
  const toggle = (day: number, on: boolean) =>
    set({ deliveryWeekdays: on ? [...values.deliveryWeekdays, day] : values.deliveryWeekdays.filter((chosen) => chosen !== day) });
  return (
    <div className="space-y-5">
      <fieldset aria-describedby={[hintId, errors.deliveryWeekdays ? errorId : null].filter(Boolean).join(' ')}>
        <legend className="text-sm font-medium text-ink">Delivery days</legend>
        <p id={hintId} className="mt-0.5 text-sm text-ink-soft">
          {calendar.deliveryWeekdays.length === 0 ? `${supplierName} delivers any day.` : `The days ${supplierName} delivers.`} Each
          delivery is ordered at its cut-off: {supplierCutoffLine(calendar)}.
        </p>
        <div className="mt-2 flex flex-wrap gap-2">
          {days.map((day) => (
            <label
              key={day}
              className="inline-flex min-h-10 cursor-pointer items-center gap-2 rounded-lg border border-line bg-white px-3 has-[:checked]:border-malt-700 has-[:checked]:bg-malt-50"
            >
              <input
                type="checkbox"
                className="h-4 w-4 accent-malt-700"
                checked={values.deliveryWeekdays.includes(day)}
                onChange={(event) => toggle(day, event.currentTarget.checked)}
              />
              <span className="text-sm text-ink">{weekdayName(day)}</span>
            </label>
          ))}
        </div>
        {errors.deliveryWeekdays ? (
          <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
            {errors.deliveryWeekdays}
          </p>
        ) : null}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-3">
        <SelectField
          label="How often"
          options={EVERY_WEEKS}
          value={String(values.everyWeeks)}
          error={errors.everyWeeks}
          onChange={(event) => set({ everyWeeks: Number(event.currentTarget.value) })}
        />
        {withStart ? (
          <TextField
            label="First delivery from"
            type="date"
            min={today}
            value={values.startsOn}
            error={errors.startsOn}
            onChange={(event) => set({ startsOn: event.currentTarget.value })}
          />
        ) : null}
        <TextField
          label="Last delivery by (optional)"
          type="date"
          min={withStart ? values.startsOn || today : today}
          value={values.endsOn}
          error={errors.endsOn}
          hint="Leave empty to keep it going."
          onChange={(event) => set({ endsOn: event.currentTarget.value })}
        />
      </div>

      <TextareaField
        label="Note to the supplier (optional)"
        hint="Goes with every order this places."
        rows={2}
        maxLength={1000}
        value={values.note}
        error={errors.note}
        onChange={(event) => set({ note: event.currentTarget.value })}
      />
    </div>
  );
}
