/**
 * The shared schemas and the server word field errors as "email must be an email address" or "is taken"
 * (the field named or implied). On a form, under its label, they read better as "Email must be an email
 * address" and "Slug is taken".
 */
export function fieldMessage(label: string, field: string, message: string | undefined): string | undefined {
  if (!message) return undefined;
  if (message.startsWith(`${field} `)) return `${label}${message.slice(field.length)}`;
  if (/^(is|must|should|can't|cannot|needs|has) /.test(message)) return `${label} ${message}`;
  return message.charAt(0).toUpperCase() + message.slice(1);
}
