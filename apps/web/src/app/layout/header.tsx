import { Link } from '@tanstack/react-router';
import { LayoutDashboard, ShoppingCart } from 'lucide-react';
import { useQuery } from '@tanstack/react-query';
import { secondFactorPending } from '@/features/auth/assurance';
import { loadAuthClient } from '@/features/auth/auth-client';
import { useSupabaseAuth } from '@/features/auth/supabase-auth-provider';
import { useCart } from '@/features/cart/api/get-cart';
import { formatCartBadge } from '@/features/session/cart-badge';
import { NotificationBell } from '@/features/notifications/components/notification-bell';
import { useActiveEntity } from '@/features/session/use-active-entity';
import { useFirstPaint } from '@/lib/first-paint';
import { LinkButton } from '@/components/ui/button';
import { CART_PATH, PUBLIC_LINKS } from './nav-links';
import { SideMenu } from './side-menu';
import { Wordmark } from './wordmark';

/** The cart's lines, fetched while a signed-in person acts for a venue; the badge follows every change at once. */
function CartButton({ userId, venueId }: { userId: string | undefined; venueId: string }) {
  const cart = useCart(userId, venueId);
  const badge = formatCartBadge(cart.data?.lineCount ?? 0);
  return (
    <a href={CART_PATH} className="relative inline-flex h-10 w-10 items-center justify-center rounded-lg text-ink hover:bg-malt-50">
      <ShoppingCart aria-hidden="true" className="h-5 w-5" />
      {/* the name is its text, "Cart" and the count, so what it says and what is read out agree */}
      <span className="sr-only">Cart</span>
      {badge ? (
        <span className="absolute -right-0.5 -top-0.5 min-w-5 rounded-full bg-malt-700 px-1 text-center text-xs font-bold leading-5 text-white tabular-nums">
          <span className="sr-only">, </span>
          {badge}
          <span className="sr-only"> {badge === '1' ? 'line' : 'lines'}</span>
        </span>
      ) : null}
    </a>
  );
}

export function Header() {
  const activeEntity = useActiveEntity();
  const { user, session } = useSupabaseAuth();
  const firstPaint = useFirstPaint();
  // the bell asks a private call: not while a verified second factor waits for its code (the API would answer
  // mfa_required and the app would take the person to the MFA step from wherever they are, a reset link too)
  const { data: factorPending } = useQuery({
    // a new token (a refresh, a factor verified) has a new expiry
    queryKey: ['auth', 'second-factor-pending', session?.user.id ?? '', session?.expires_at ?? 0],
    queryFn: async () => secondFactorPending(await loadAuthClient()),
    enabled: Boolean(session),
  });
  return (
    <header className="sticky top-0 z-30 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:gap-4">
        <Wordmark />
        <nav aria-label="Main" className="ml-4 hidden md:block">
          <ul className="flex gap-1">
            {PUBLIC_LINKS.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-lg px-3 py-2 text-sm font-medium text-ink-soft hover:bg-malt-50 hover:text-ink [&.active]:font-semibold [&.active]:text-malt-800"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-1">
          {/* the cart is a venue's: it shows only while the active entity is a venue (docs/domain.md, Page frame) the person belongs to */}
          {activeEntity?.type === 'venue' && !activeEntity.readOnly ? <CartButton userId={user?.id} venueId={activeEntity.id} /> : null}
          {/* what happened to the person's organisations: only for the signed in */}
          {user && factorPending === false ? <NotificationBell userId={user.id} /> : null}
          {user ? (
            // below 400 px the cart, the bell and the menu leave no room for the word: an icon, the name kept for everyone else
            <LinkButton to="/dash" className="ml-1 max-[399px]:px-3">
              <LayoutDashboard aria-hidden="true" className="h-4 w-4 min-[400px]:hidden" />
              <span className="max-[399px]:sr-only">Dashboard</span>
            </LinkButton>
          ) : (
            // the server's first paint can't know of a stored session: its Login keeps the place, unseen (decision 0104),
            // until the app has taken over (decision 0151)
            <LinkButton to="/auth/login" className={firstPaint ? 'invisible ml-1' : 'ml-1'}>
              Login
            </LinkButton>
          )}
          <SideMenu />
        </div>
      </div>
    </header>
  );
}
