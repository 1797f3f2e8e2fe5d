import { fieldErrors } from '@/lib/api-client';

/**
 * A refusal (400, or 422 `keg_refused`) placed on a dialog's fields: `place` names the form's field of a server field.
 * What no field takes is the message shown above the buttons.
 */
export function placeRefusal<Field extends string>(
  error: Error,
  place: (serverField: string) => Field | undefined,
): { errors: Partial<Record<Field, string>>; message: string | null } {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of fieldErrors(error)) {
    const field = place(issue.field);
    if (field) errors[field] = issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
  }
  return { errors, message: Object.keys(errors).length === 0 ? error.message : null };
}
