import * as Dialog from '@radix-ui/react-dialog';
import { Link } from '@tanstack/react-router';
import { LogIn, LogOut, X } from 'lucide-react';
import { lazy, Suspense, type RefObject } from 'react';
import { useSupabaseAuth } from '@/features/auth/supabase-auth-provider';
import { PUBLIC_LINKS } from './nav-links';

// the dashboard links (organisations, platform admin check) are for the signed in: never in a public page's scripts
const DashboardNav = lazy(() => import('./dashboard-nav').then((module) => ({ default: module.DashboardNav })));

const itemClass =
  'flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-ink hover:bg-malt-50 [&.active]:bg-malt-100 [&.active]:text-malt-800';

/**
 * The side menu's panel (docs/domain.md, Page frame): a Radix dialog sliding in from the right, with "Close menu". Signed out it
 * lists the public pages and Sign in; signed in, the dashboard links for the active entity first (the same list
 * as the desktop side navigation), then the public pages and Sign out. Loaded when the menu first opens
 * (side-menu.tsx); closing it gives the focus back to the menu button.
 */
export function SideMenuPanel({
  open,
  onOpenChange,
  trigger,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: RefObject<HTMLButtonElement | null>;
}) {
  const { user, signOut } = useSupabaseAuth();
  const close = () => onOpenChange(false);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="animate-fade-in fixed inset-0 z-40 bg-stone-900/40" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            trigger.current?.focus();
          }}
          className="animate-slide-in-right fixed inset-y-0 right-0 z-50 flex w-80 max-w-[85vw] flex-col bg-white shadow-xl outline-none"
        >
          <div className="flex items-center justify-between border-b border-line px-4 py-3">
            <Dialog.Title className="text-base font-semibold text-ink">Menu</Dialog.Title>
            <Dialog.Close asChild>
              <button
                type="button"
                aria-label="Close menu"
                className="inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-malt-50"
              >
                <X aria-hidden="true" className="h-5 w-5" />
              </button>
            </Dialog.Close>
          </div>
          <div className="flex-1 overflow-y-auto p-3">
            {user ? (
              <div className="mb-4 border-b border-line pb-4">
                <Suspense fallback={<div className="h-40" aria-busy="true" />}>
                  <DashboardNav label="Dashboard" onNavigate={close} />
                </Suspense>
              </div>
            ) : null}
            <nav aria-label="Browse">
              {user ? <p className="mb-1 px-3 text-xs font-semibold uppercase tracking-wide text-ink-soft">Browse Tapline</p> : null}
              <ul className="space-y-1">
                {PUBLIC_LINKS.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} className={itemClass} onClick={close}>
                      {link.label}
                    </Link>
                  </li>
                ))}
              </ul>
            </nav>
            <div className="mt-4 border-t border-line pt-4">
              {user ? (
                <button
                  type="button"
                  className={`${itemClass} w-full`}
                  onClick={() => {
                    close();
                    void signOut();
                  }}
                >
                  <LogOut aria-hidden="true" className="h-5 w-5 text-malt-700" />
                  Sign out
                </button>
              ) : (
                <Link to="/auth/login" className={itemClass} onClick={close}>
                  <LogIn aria-hidden="true" className="h-5 w-5 text-malt-700" />
                  Sign in
                </Link>
              )}
            </div>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
