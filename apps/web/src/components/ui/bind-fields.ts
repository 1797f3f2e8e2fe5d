import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormRegister,
} from 'react-hook-form';
import { fieldMessage } from '@/lib/field-message';

/**
 * The props that tie TextField, SelectField or TextareaField to a react-hook-form field: its registration and its
 * error message, found by the same name, so a form names each field once (`<TextField label="Email" {...field('email')} />`).
 * With `labels`, a message worded for API callers ("is taken", "email must be…") reads under the field's label
 * (`fieldMessage`).
 */
export function bindFields<Values extends FieldValues>(
  register: UseFormRegister<Values>,
  errors: FieldErrors<Values>,
  labels?: Partial<Record<FieldPath<Values>, string>>,
) {
  return <Name extends FieldPath<Values>>(name: Name, options?: RegisterOptions<Values, Name>) => {
    const message = (get(errors, name) as FieldError | undefined)?.message;
    const label = labels?.[name];
    return {
      ...register(name, options),
      error: label === undefined ? message : fieldMessage(label, name.split('.').at(-1) ?? name, message),
    };
  };
}
