import { SERVING_SIZES_MAX } from '@tapline/contracts';
import { Plus, Trash2 } from 'lucide-react';
import type { ComponentProps, InputHTMLAttributes } from 'react';
import { useFieldArray, useFormContext, type UseFormSetError } from 'react-hook-form';
import { bindFields } from '@/components/ui/bind-fields';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { nextSizeRow, type ServingSizeValues, type SizeErrors } from '../serving-sizes';

/** The part of a form the sizes live in: the row editor's and "Put on tap"'s forms both have it. */
export interface SizesFormValues {
  sizes: ServingSizeValues[];
}

/** A size row's boxes, under their headings; each box's label ("Size 2 millilitres") is read out, not shown. */
interface SizeColumn extends Pick<InputHTMLAttributes<HTMLInputElement>, 'inputMode' | 'maxLength' | 'placeholder'> {
  name: keyof ServingSizeValues;
  heading: string;
  label: string;
  /** figures in a column line up */
  numeric: boolean;
}

const SIZE_COLUMNS: readonly SizeColumn[] = [
  { name: 'label', heading: 'Name', label: 'name', numeric: false, maxLength: 40, placeholder: 'Schooner' },
  { name: 'volumeMl', heading: 'mL', label: 'millilitres', numeric: true, inputMode: 'numeric', placeholder: '425' },
  { name: 'price', heading: 'Price ($)', label: 'price in dollars', numeric: true, inputMode: 'decimal', placeholder: '9.50' },
];

/** One box of a size row; the column headings stand for its label, which only a screen reader hears. */
function SizeInput({ label, error, className = '', ...props }: ComponentProps<'input'> & { label: string; error?: string | undefined }) {
  return (
    <Field label={label} hideLabel error={error}>
      {(control) => <Input {...control} className={`h-10 px-2! text-sm ${className}`.trim()} {...props} />}
    </Field>
  );
}

/** Puts each row's errors (the form's own, or the server's placed by `entryErrorsOf`) under its fields. */
export function setSizeErrors(setError: UseFormSetError<SizesFormValues>, rows: readonly SizeErrors[]) {
  rows.forEach((row, index) => {
    for (const [field, message] of Object.entries(row)) setError(`sizes.${index}.${field as keyof ServingSizeValues}`, { message });
  });
}

/**
 * The serving sizes of a beer as rows of name, mL and price in dollars, with "Add a size" (the usual glasses in
 * turn) and a remove button per row. Lives in a react-hook-form `FormProvider` whose values have `sizes`.
 */
export function ServingSizesFieldset({ empty = 'No sizes yet: add the glasses you pour it in, with their prices.' }: { empty?: string }) {
  const { control, register, getValues, formState } = useFormContext<SizesFormValues>();
  const sizes = useFieldArray({ control, name: 'sizes' });
  const { errors } = formState;
  const field = bindFields(register, errors);
  // said of the sizes as a whole (none given where they are needed)
  const listError = errors.sizes?.message ?? errors.sizes?.root?.message;

  function addSize() {
    const row = nextSizeRow(getValues('sizes'));
    if (row) sizes.append(row, { shouldFocus: true, focusName: `sizes.${sizes.fields.length}.${row.label ? 'price' : 'label'}` });
  }

  return (
    <fieldset>
      <legend className="text-sm font-medium text-ink">Serving sizes</legend>
      {sizes.fields.length === 0 ? <p className="mt-1 text-sm text-ink-soft">{empty}</p> : null}
      {listError ? (
        <p role="alert" className="mt-1 text-sm font-medium text-red-700">
          {listError}
        </p>
      ) : null}
      {sizes.fields.length > 0 ? (
        <div
          aria-hidden="true"
          className="mt-1 grid grid-cols-[minmax(0,1fr)_3.75rem_4.75rem_2.25rem] gap-1.5 text-xs font-medium text-ink-soft sm:gap-2 sm:grid-cols-[minmax(0,14rem)_6rem_7rem_2.5rem]"
        >
          {SIZE_COLUMNS.map((column) => (
            <span key={column.name}>{column.heading}</span>
          ))}
        </div>
      ) : null}
      <ul className="mt-1 space-y-2">
        {sizes.fields.map((row, index) => {
          const n = index + 1;
          return (
            <li key={row.id}>
              <div className="grid grid-cols-[minmax(0,1fr)_3.75rem_4.75rem_2.25rem] items-start gap-1.5 sm:gap-2 sm:grid-cols-[minmax(0,14rem)_6rem_7rem_2.5rem]">
                {SIZE_COLUMNS.map(({ name, label, numeric, ...input }) => (
                  <SizeInput
                    key={name}
                    label={`Size ${n} ${label}`}
                    className={numeric ? 'tabular-nums' : ''}
                    {...input}
                    {...field(`sizes.${index}.${name}`)}
                  />
                ))}
                <button
                  type="button"
                  onClick={() => sizes.remove(index)}
                  aria-label={`Remove size ${n}`}
                  className="flex h-10 w-9 items-center justify-center rounded-lg text-ink-soft hover:bg-red-50 hover:text-red-700"
                >
                  <Trash2 aria-hidden="true" className="h-4 w-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ul>
      {sizes.fields.length < SERVING_SIZES_MAX ? (
        <Button variant="ghost" className="mt-2 px-2" onClick={addSize}>
          <Plus aria-hidden="true" className="h-4 w-4" />
          Add a size
        </Button>
      ) : (
        <p className="mt-2 text-sm text-ink-soft">At most {SERVING_SIZES_MAX} sizes.</p>
      )}
    </fieldset>
  );
}
