import { Fragment } from 'react';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Input } from '@/components/ui/input';
import { weekdayName } from '@/lib/format';
import { closesNextDay, WEEK, type SettingsFormValues } from '../settings-form';

/** The two ends of an open day, each its own time input (labelled "Monday opens", "Monday closes"). */
const TIME_EDGES = ['opens', 'closes'] as const;

/** A row per weekday, Monday first: open or closed, and the hours (closing after midnight is fine). */
export function OpeningHoursFields({
  register,
  control,
  errors,
}: {
  register: UseFormRegister<SettingsFormValues>;
  control: Control<SettingsFormValues>;
  errors: FieldErrors<SettingsFormValues>;
}) {
  const hours = useWatch({ control, name: 'openingHours' });
  return (
    // min-w-0: a fieldset is as wide as its content by default, which pushed the rows past the card on phones
    <fieldset className="min-w-0">
      <legend className="sr-only">Opening hours</legend>
      <ul className="divide-y divide-line rounded-lg border border-line">
        {WEEK.map((day) => {
          const open = hours[day]?.open;
          const dayErrors = errors.openingHours?.[day];
          const name = weekdayName(Number(day));
          const message = dayErrors?.opens?.message ?? dayErrors?.closes?.message;
          const overnight = open && hours[day] ? closesNextDay(hours[day]) : false;
          return (
            <li key={day} className="flex flex-wrap items-center gap-x-4 gap-y-2 px-3 py-2 max-sm:px-2">
              <label className="flex w-36 items-center gap-2 text-sm text-ink">
                <input type="checkbox" className="h-4 w-4 accent-malt-700" {...register(`openingHours.${day}.open`)} />
                <span>
                  <span className="font-medium">{name}</span>
                  <span className="sr-only">: open</span>
                </span>
              </label>
              {open ? (
                <span className="flex min-w-0 items-center gap-2 max-sm:w-full">
                  {TIME_EDGES.map((edge) => (
                    <Fragment key={edge}>
                      {edge === 'closes' ? (
                        <span aria-hidden="true" className="text-ink-soft">
                          –
                        </span>
                      ) : null}
                      <Input
                        type="time"
                        aria-label={`${name} ${edge}`}
                        aria-invalid={dayErrors?.[edge] ? true : undefined}
                        className={`h-10 w-32 min-w-0 max-sm:flex-1 max-sm:px-2 ${dayErrors?.[edge] ? 'border-red-700' : ''}`}
                        {...register(`openingHours.${day}.${edge}`)}
                      />
                    </Fragment>
                  ))}
                  {overnight ? <span className="whitespace-nowrap text-sm text-ink-soft">next day</span> : null}
                </span>
              ) : (
                <span className="text-sm text-ink-soft">Closed</span>
              )}
              {message ? <p className="w-full text-sm font-medium text-red-700">{message}</p> : null}
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
