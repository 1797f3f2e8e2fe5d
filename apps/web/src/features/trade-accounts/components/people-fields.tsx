import { TRADE_DIRECTORS_MAX, TRADE_REFERENCES_MAX } from '@tapline/contracts';
import { Plus, Trash2 } from 'lucide-react';
import { useFieldArray, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { emptyReference, type ApplicationFormValues } from '../application-form';

interface RowsProps {
  control: Control<ApplicationFormValues>;
  register: UseFormRegister<ApplicationFormValues>;
  errors: FieldErrors<ApplicationFormValues>;
}

/** "Phone", read out as "Phone of reference 2": every row has the same fields */
function ofReference(label: string, index: number) {
  return (
    <>
      {label}
      <span className="sr-only"> of reference {index + 1}</span>
    </>
  );
}

const fieldsetClass = 'rounded-xl border border-line bg-white p-5';
const legendClass = 'px-1 text-lg font-semibold text-ink';

/** The company's directors, a row each (at least one); a row is removed by its own button, named for it. */
export function DirectorRows({ control, register, errors }: RowsProps) {
  const rows = useFieldArray({ control, name: 'directors' });
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>Directors</legend>
      <p className="mb-3 text-sm text-ink-soft">The directors of the business that holds the licence, as ASIC lists them.</p>
      <ul className="space-y-3">
        {rows.fields.map((row, index) => (
          <li key={row.id} className="flex items-end gap-2">
            <TextField
              label={`Director ${index + 1}`}
              autoComplete="off"
              className="min-w-0 flex-1"
              error={errors.directors?.[index]?.name?.message}
              {...register(`directors.${index}.name`)}
            />
            {rows.fields.length > 1 ? (
              <Button
                variant="ghost"
                aria-label={`Remove director ${index + 1}`}
                className="mb-0.5 min-h-11 px-3"
                onClick={() => rows.remove(index)}
              >
                <Trash2 aria-hidden="true" className="h-4 w-4" />
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
      {rows.fields.length < TRADE_DIRECTORS_MAX ? (
        <Button variant="secondary" className="mt-3" onClick={() => rows.append({ name: '' })}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add a director
        </Button>
      ) : null}
    </fieldset>
  );
}

/** Trade references: businesses that sell to the venue on account, each with a phone or an email (optional, up to 5). */
export function ReferenceRows({ control, register, errors }: RowsProps) {
  const rows = useFieldArray({ control, name: 'tradeReferences' });
  return (
    <fieldset className={fieldsetClass}>
      <legend className={legendClass}>
        Trade references <span className="text-sm font-normal text-ink-soft">(optional)</span>
      </legend>
      <p className="mb-3 text-sm text-ink-soft">Other suppliers that give you credit, and how to reach them: a phone or an email.</p>
      <ul className="space-y-4">
        {rows.fields.map((row, index) => {
          const rowErrors = errors.tradeReferences?.[index];
          return (
            <li key={row.id} className="rounded-lg border border-line p-3">
              <div className="mb-2 flex items-center justify-between gap-2">
                <p className="text-sm font-semibold text-ink">Reference {index + 1}</p>
                <Button variant="ghost" className="min-h-9 px-2 text-sm" onClick={() => rows.remove(index)}>
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                  Remove<span className="sr-only"> reference {index + 1}</span>
                </Button>
              </div>
              <div className="grid gap-3 sm:grid-cols-2">
                <TextField
                  label={ofReference('Business', index)}
                  error={rowErrors?.business?.message}
                  {...register(`tradeReferences.${index}.business`)}
                />
                <TextField
                  label={ofReference('Contact name', index)}
                  error={rowErrors?.contactName?.message}
                  {...register(`tradeReferences.${index}.contactName`)}
                />
                <TextField
                  label={ofReference('Phone', index)}
                  type="tel"
                  error={rowErrors?.phone?.message}
                  {...register(`tradeReferences.${index}.phone`)}
                />
                <TextField
                  label={ofReference('Email', index)}
                  type="email"
                  error={rowErrors?.email?.message}
                  {...register(`tradeReferences.${index}.email`)}
                />
              </div>
            </li>
          );
        })}
      </ul>
      {rows.fields.length < TRADE_REFERENCES_MAX ? (
        <Button variant="secondary" className="mt-3" onClick={() => rows.append(emptyReference())}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add a reference
        </Button>
      ) : null}
    </fieldset>
  );
}
