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
 * After the app rendered over the paint: each typed field (the same element, which the app reused) gets its text
 * back as if typed now, so the app's own state hears of it (an `input` event, as a keystroke sends).
 */
export function replayTyped(typed: Map<HTMLInputElement | HTMLTextAreaElement, string>) {
  for (const [field, value] of typed) {
    if (!field.isConnected || field.value === value) continue;
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // the native setter: the app's controlled value would otherwise swallow it
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
