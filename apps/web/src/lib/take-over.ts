/**
 * What a visitor typed into the server's first paint (docs/decisions/0104) before the app ran: each text field
 * whose value is no longer the one the server wrote.
 */
export function typedFields(root: ParentNode): Map<HTMLInputElement | HTMLTextAreaElement, string> {
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement, string>();
  for (const field of root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')) {
    if (field.value !== field.defaultValue) typed.set(field, field.value);
  }
  return typed;
}

/**
 * After the app hydrated the paint (the same elements, which it kept with the visitor's text in them): each typed
 * field's text is typed again, so the app's state hears of it. React notes a field's value when it hydrates it, and
 * hears of an `input` event only when the value differs from the one it noted: so a first event hydrates the field
 * (React does so at once for input events), the value React rendered is set back through the field's own setter
 * (which React watches), and the text goes in through the browser's setter (which it doesn't) with a second event,
 * as a keystroke would. All in one task: nothing is painted in between.
 */
export function replayTyped(typed: Map<HTMLInputElement | HTMLTextAreaElement, string>) {
  for (const [field, value] of typed) {
    if (!field.isConnected) continue;
    field.dispatchEvent(new Event('input', { bubbles: true }));
    field.value = field.defaultValue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
}

/**
 * The app has taken over the painted page: the clicks /after-paint.js kept (on the page's buttons, before they had
 * handlers) are clicked again, on the same elements the app reused, in the order they came.
 */
export function replayClicks(win: Window & { taplinePaintedClicks?: Element[]; taplineTakenOver?: boolean } = window) {
  win.taplineTakenOver = true;
  const kept = win.taplinePaintedClicks ?? [];
  win.taplinePaintedClicks = [];
  for (const element of kept) if (element.isConnected && element instanceof HTMLElement) element.click();
}
