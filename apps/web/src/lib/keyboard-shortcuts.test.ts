import { describe, expect, it } from 'vitest';
import { shortcutKeyOf, type ShortcutKeypress } from './keyboard-shortcuts';

const press = (key: string, more: Partial<ShortcutKeypress> = {}): ShortcutKeypress => ({
  key,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  defaultPrevented: false,
  target: { tagName: 'BODY' },
  ...more,
});

describe('shortcutKeyOf', () => {
  it('gives the page a plain key, and ? with Shift', () => {
    expect(shortcutKeyOf(press('j'), false)).toBe('j');
    expect(shortcutKeyOf(press('?', { target: { tagName: 'A' } }), false)).toBe('?');
    expect(shortcutKeyOf(press('Enter', { target: null }), false)).toBe('Enter');
  });

  it('leaves keys alone while typing', () => {
    for (const tagName of ['INPUT', 'TEXTAREA', 'SELECT', 'input'])
      expect(shortcutKeyOf(press('a', { target: { tagName } }), false)).toBeNull();
    expect(shortcutKeyOf(press('a', { target: { tagName: 'DIV', isContentEditable: true } }), false)).toBeNull();
  });

  it('leaves keys alone with Ctrl, Alt or Meta held, while a dialog is open, or once handled', () => {
    expect(shortcutKeyOf(press('a', { ctrlKey: true }), false)).toBeNull();
    expect(shortcutKeyOf(press('k', { metaKey: true }), false)).toBeNull();
    expect(shortcutKeyOf(press('j', { altKey: true }), false)).toBeNull();
    expect(shortcutKeyOf(press('a'), true)).toBeNull();
    expect(shortcutKeyOf(press('a', { defaultPrevented: true }), false)).toBeNull();
  });
});
