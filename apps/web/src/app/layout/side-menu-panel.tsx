import { Link } from '@tanstack/react-router';
import { LogIn, LogOut } from 'lucide-react';
import { DialogPanel, PanelCloseButton, PanelTitle } from '@/components/ui/dialog-panel';
import { lazy, Suspense } from 'react';
import type { PanelProps } from '@/components/ui/panel-button';
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
export function SideMenuPanel({ open, onOpenChange, trigger }: PanelProps) {
  const { user, signOut } = useSupabaseAuth();
  const close = () => onOpenChange(false);
  return (
    <DialogPanel
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={() => trigger.current}
      className="animate-slide-in-right inset-y-0 right-0 flex w-80 max-w-[85vw] flex-col"
    >
      <div className="flex items-center justify-between border-b border-line px-4 py-3">
        <PanelTitle className="text-base font-semibold text-ink">Menu</PanelTitle>
        <PanelCloseButton label="Close menu" />
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
    </DialogPanel>
  );
}
