import type { LinkOptions } from '@tanstack/react-router';
import {
  Beer,
  Building2,
  ClipboardList,
  Inbox,
  LayoutDashboard,
  Package,
  Search,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Store,
  UserRound,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ActiveEntity } from '@/features/session/active-entity';

export interface DashboardLink {
  key: string;
  label: string;
  icon: LucideIcon;
  /** the typed router link */
  link: LinkOptions;
  /** the same place as a path, for deciding which link is the current one */
  path: string;
  /** the entity's overview is current only on itself; every other link also on the pages below it */
  exact?: boolean;
  /** other paths this link stands for (Settings also covers the edit form) */
  alsoCovers?: string[];
}

export interface DashboardLinkGroups {
  /** the active entity's areas, its name first (spec §1); empty when no entity is chosen */
  entity: DashboardLink[];
  /** Profile, Team, and Admin for platform admins only (PRODUCT.md §3); always after the entity links */
  account: DashboardLink[];
}

function venueLinks(slug: string, name: string): DashboardLink[] {
  const base = `/dash/venues/${slug}`;
  const params = { venueId: slug };
  return [
    { key: 'overview', label: name, icon: LayoutDashboard, link: { to: '/dash/venues/$venueId', params }, path: base, exact: true },
    { key: 'discover', label: 'Discover', icon: Search, link: { to: '/dash/venues/$venueId/discover', params }, path: `${base}/discover` },
    { key: 'orders', label: 'Orders', icon: ClipboardList, link: { to: '/dash/venues/$venueId/orders', params }, path: `${base}/orders` },
    { key: 'cart', label: 'Cart', icon: ShoppingCart, link: { to: '/dash/cart' }, path: '/dash/cart' },
    { key: 'on-tap', label: 'On Tap', icon: Beer, link: { to: '/dash/venues/$venueId/on-tap', params }, path: `${base}/on-tap` },
    {
      key: 'settings',
      label: 'Settings',
      icon: Settings,
      link: { to: '/dash/venues/$venueId/settings', params },
      path: `${base}/settings`,
      alsoCovers: [`${base}/edit`],
    },
  ];
}

function supplierLinks(slug: string, name: string): DashboardLink[] {
  const base = `/dash/suppliers/${slug}`;
  const params = { supplierId: slug };
  return [
    { key: 'overview', label: name, icon: LayoutDashboard, link: { to: '/dash/suppliers/$supplierId', params }, path: base, exact: true },
    { key: 'products', label: 'Products', icon: Package, link: { to: '/dash/suppliers/$supplierId/products', params }, path: `${base}/products` },
    { key: 'orders', label: 'Orders In', icon: Inbox, link: { to: '/dash/suppliers/$supplierId/orders', params }, path: `${base}/orders` },
    { key: 'venues', label: 'Venues', icon: Store, link: { to: '/dash/suppliers/$supplierId/venues', params }, path: `${base}/venues` },
    {
      key: 'settings',
      label: 'Settings',
      icon: Settings,
      link: { to: '/dash/suppliers/$supplierId/settings', params },
      path: `${base}/settings`,
      alsoCovers: [`${base}/edit`],
    },
  ];
}

/**
 * The one list of dashboard links, for the desktop side navigation and the phone side menu alike (spec §1):
 * the entity's links with slugs in the paths and its name first, then Profile, Team, and Admin for platform
 * admins only. Without an entity the first link asks the user to choose one.
 */
export function dashboardLinks(entity: ActiveEntity | null, { isPlatformAdmin }: { isPlatformAdmin: boolean }): DashboardLinkGroups {
  const entityLinks: DashboardLink[] = entity
    ? entity.type === 'venue'
      ? venueLinks(entity.slug, entity.name)
      : supplierLinks(entity.slug, entity.name)
    : [
        {
          key: 'choose',
          label: 'Choose an organisation',
          icon: Building2,
          link: { to: '/dash/profile/choose-entity' },
          path: '/dash/profile/choose-entity',
        },
      ];
  const account: DashboardLink[] = [
    { key: 'profile', label: 'Profile', icon: UserRound, link: { to: '/dash/profile' }, path: '/dash/profile' },
    { key: 'team', label: 'Team', icon: Users, link: { to: '/dash/team' }, path: '/dash/team' },
  ];
  if (isPlatformAdmin) {
    account.push({ key: 'admin', label: 'Admin', icon: ShieldCheck, link: { to: '/dash/admin' }, path: '/dash/admin' });
  }
  return { entity: entityLinks, account };
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
}

/** The link of the current route: the one whose path matches the most of it (one link only is highlighted). */
export function currentLinkKey(links: readonly DashboardLink[], pathname: string): string | undefined {
  const current = withoutTrailingSlash(pathname);
  let best: { key: string; length: number } | undefined;
  for (const link of links) {
    for (const path of [link.path, ...(link.alsoCovers ?? [])]) {
      const matches = current === path || (!link.exact && current.startsWith(`${path}/`));
      if (matches && (!best || path.length > best.length)) best = { key: link.key, length: path.length };
    }
  }
  return best?.key;
}
