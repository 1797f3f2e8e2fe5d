import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

// the dialog (Radix, focus trap, scroll lock) is for those who open the menu: not in every page's first scripts
const loadPanel = () => import('./side-menu-panel');
const SideMenuPanel = lazy(() => loadPanel().then((module) => ({ default: module.SideMenuPanel })));

/** The header's menu button (docs/domain.md, Page frame); the panel it opens loads on first use, fetched as soon as the pointer or focus is on the button. */
export function SideMenu() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-malt-50"
        onPointerEnter={() => void loadPanel()}
        onFocus={() => void loadPanel()}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu aria-hidden="true" className="h-5 w-5" />
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <SideMenuPanel open={open} onOpenChange={setOpen} trigger={trigger} />
        </Suspense>
      ) : null}
    </>
  );
}
