/**
 * After a form's check put its errors on screen, moves focus to the first field marked invalid (scrolling it into view),
 * so a refusal below the fold on a phone is not missed. Waits a frame for React to mark the fields.
 */
export function focusFirstInvalid(form: HTMLFormElement) {
  requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
}
