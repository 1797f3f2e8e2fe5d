import { Keyboard } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogPanel, PanelCloseButton, PanelTitle } from '@/components/ui/dialog-panel';
import { useKeyboardShortcuts } from '@/lib/keyboard-shortcuts';

const GROUPS: { heading: string; shortcuts: { keys: string[]; what: string }[] }[] = [
  {
    heading: 'Orders In',
    shortcuts: [
      { keys: ['j'], what: 'Next order' },
      { keys: ['k'], what: 'Previous order' },
      { keys: ['Enter', 'o'], what: 'Open the selected order' },
      { keys: ['a'], what: 'Open the selected new order to accept it' },
    ],
  },
  { heading: 'An order', shortcuts: [{ keys: ['a'], what: 'Accept (a new order)' }] },
  { heading: 'Anywhere here', shortcuts: [{ keys: ['?'], what: 'This list' }] },
];

const kbdClass =
  'inline-flex min-w-6 items-center justify-center rounded border border-stone-300 bg-stone-50 px-1.5 font-mono text-xs font-semibold text-ink shadow-[0_1px_0_rgb(0_0_0/0.15)]';

/**
 * The queue's keyboard shortcuts (docs/ui.md, Keyboard shortcuts): `?` opens the list; with `button`, a discreet
 * "Keyboard shortcuts" button does too, on screens from 640 px only (phones have no keyboard). A Radix dialog:
 * labelled by its title, Escape closes it, and the focus goes back where it was (a selected row, or the button).
 */
export function ShortcutsHelp({ button = false }: { button?: boolean }) {
  const [open, setOpen] = useState(false);
  const returnTo = useRef<HTMLElement | null>(null);
  const show = () => {
    returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setOpen(true);
  };
  useKeyboardShortcuts({ '?': show });
  return (
    <>
      {button ? (
        <Button variant="ghost" className="shrink-0 text-ink-soft max-sm:hidden" aria-keyshortcuts="?" onClick={show}>
          <Keyboard aria-hidden="true" className="h-4 w-4" />
          Keyboard shortcuts
          <kbd aria-hidden="true" className={kbdClass}>
            ?
          </kbd>
        </Button>
      ) : null}
      <DialogPanel
        open={open}
        onOpenChange={setOpen}
        returnFocus={() => returnTo.current}
        className="animate-fade-in left-1/2 top-1/2 max-h-[calc(100vh-2rem)] w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl border border-line p-5"
      >
        <div className="flex items-center justify-between gap-3">
          <PanelTitle className="text-lg font-semibold text-ink">Keyboard shortcuts</PanelTitle>
          <PanelCloseButton label="Close" />
        </div>
        {GROUPS.map((group) => (
          <section key={group.heading} aria-label={group.heading} className="mt-3">
            <h3 className="text-xs font-semibold uppercase tracking-wide text-ink-soft">{group.heading}</h3>
            <dl className="mt-1 divide-y divide-line text-sm">
              {group.shortcuts.map((shortcut) => (
                <div key={shortcut.what} className="flex items-center justify-between gap-3 py-1.5">
                  <dt className="flex shrink-0 items-center gap-1">
                    {shortcut.keys.map((key, index) => (
                      <span key={key} className="flex items-center gap-1">
                        {index > 0 ? <span className="text-xs text-ink-soft">or</span> : null}
                        <kbd className={kbdClass}>{key}</kbd>
                      </span>
                    ))}
                  </dt>
                  <dd className="text-right text-ink">{shortcut.what}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
        <p className="mt-3 text-xs text-ink-soft">Not while you type in a field, nor with Ctrl, Alt or ⌘ held.</p>
      </DialogPanel>
    </>
  );
}
