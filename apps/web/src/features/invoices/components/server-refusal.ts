import { fieldErrors } from '@/lib/api-client';
import { fieldMessage } from '@/lib/field-message';

/**
 * A refusal's field errors (400, or 422 `invoice_refused`) placed on a form's fields: `place` names the form's field of
 * a server field, `label` how the form calls it. What has no field is the message shown above the buttons.
 */
export function placeRefusal<Field extends string>(
  error: Error,
  place: (serverField: string) => Field | undefined,
  label: (field: Field) => string,
): { errors: Partial<Record<Field, string>>; message: string | null } {
  const errors: Partial<Record<Field, string>> = {};
  for (const issue of fieldErrors(error)) {
    const field = place(issue.field);
    if (!field) continue;
    // "can be at most $1,144.00, …": said of the field, as the form names it
    errors[field] =
      /^[a-z]/.test(issue.message) && !issue.message.startsWith(`${issue.field.split('.').at(-1)} `)
        ? `${label(field)} ${issue.message}`
        : fieldMessage(label(field), issue.field.split('.').at(-1) ?? '', issue.message);
  }
  return { errors, message: Object.keys(errors).length === 0 ? error.message : null };
}
