/** The trimmed value of a form's `q` field. */
export function textOf(form: HTMLFormElement, field = 'q'): string {
  const value = new FormData(form).get(field);
  return typeof value === 'string' ? value.trim() : '';
}
