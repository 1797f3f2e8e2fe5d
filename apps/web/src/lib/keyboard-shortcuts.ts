import { useEffect, useRef } from 'react';

// Single-key shortcuts for the staff queues (docs/ui.md, Keyboard shortcuts; docs/decisions/0107). A small hook rather
// than a hotkeys library: the keys are a handful of letters, and the rules for when a page may take one are ours.

/** What a key press must say for the shortcut rules (a KeyboardEvent says it; a test passes a plain object). */
export interface ShortcutKeypress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
  target: EventTarget | { tagName?: string; isContentEditable?: boolean } | null;
}

const TYPING_TAGS = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

/**
 * The key a press gives the page, or null when it is not the page's to take: while typing (an input, textarea,
 * select or editable text has it), with Ctrl, Alt or Meta held (the browser's and the system's own shortcuts), while
 * a dialog is open (its keys are its own), or when something already handled it. Shift is allowed: `?` needs it.
 */
export function shortcutKeyOf(event: ShortcutKeypress, dialogOpen: boolean): string | null {
  if (dialogOpen || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return null;
  const target = event.target as { tagName?: string; isContentEditable?: boolean } | null;
  if (target && ((target.tagName && TYPING_TAGS.has(target.tagName.toUpperCase())) || target.isContentEditable)) return null;
  return event.key;
}

/** Radix renders a dialog's content only while it is open: one on the page means a dialog has the keyboard. */
function dialogIsOpen(): boolean {
  return document.querySelector('[role="dialog"], [role="alertdialog"], [aria-modal="true"]') !== null;
}

/** A shortcut's action; returning false leaves the key to the browser (Enter on a focused link opens it itself). */
export type ShortcutAction = (event: KeyboardEvent) => boolean | void;

/** Runs `shortcuts[key]` for each key press the page may take (see shortcutKeyOf); the latest actions are used. */
export function useKeyboardShortcuts(shortcuts: Partial<Record<string, ShortcutAction>>, enabled = true) {
  const latest = useRef(shortcuts);
  useEffect(() => {
    latest.current = shortcuts;
  });
  useEffect(() => {
    if (!enabled) return;
    const onKeyDown = (event: KeyboardEvent) => {
      const key = shortcutKeyOf(event, dialogIsOpen());
      const action = key === null ? undefined : latest.current[key];
      if (action && action(event) !== false) event.preventDefault();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
