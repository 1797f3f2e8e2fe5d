import type { LinkOptions } from '@tanstack/react-router';
import {
  Beer,
  Building2,
  ChartColumn,
  ClipboardCheck,
  ClipboardList,
  Cylinder,
  Handshake,
  Inbox,
  LayoutDashboard,
  ListChecks,
  Package,
  ReceiptText,
  Repeat,
  Search,
  Settings,
  ShieldCheck,
  ShoppingCart,
  Store,
  Truck,
  UserRound,
  Wallet,
  Users,
  type LucideIcon,
} from 'lucide-react';
import { dashboardParams } from '@/features/organisations/organisation-ref';
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
  /** the active entity's areas, its name first (docs/domain.md, Page frame); empty when no entity is chosen */
  entity: DashboardLink[];
  /** Profile, Team, and Admin for platform admins only (docs/domain.md, Roles and permissions); always after the entity links */
  account: DashboardLink[];
}

/** `to` of a page of the active entity's dashboard; its params are the entity's type segment and slug. */
type EntityPage =
  | '/dash/$orgType/$orgId'
  | `/dash/$orgType/$orgId/${'discover' | 'orders' | 'approvals' | 'guides' | 'standing-orders' | 'standing-demand' | 'bills' | 'on-tap' | 'settings' | 'products' | 'invoices' | 'venues' | 'trade-accounts' | 'kegs' | 'deliveries' | 'analytics' | 'spend'}`;

function entityLinks(entity: ActiveEntity): DashboardLink[] {
  const params = dashboardParams(entity);
  const base = `/dash/${params.orgType}/${entity.slug}`;
  const page = (key: string, label: string, icon: LucideIcon, to: EntityPage, more: Partial<DashboardLink> = {}): DashboardLink => ({
    key,
    label,
    icon,
    link: { to, params },
    path: to === '/dash/$orgType/$orgId' ? base : `${base}${to.slice('/dash/$orgType/$orgId'.length)}`,
    ...more,
  });
  const overview = page('overview', entity.name, LayoutDashboard, '/dash/$orgType/$orgId', { exact: true });
  const settings = page('settings', 'Settings', Settings, '/dash/$orgType/$orgId/settings', { alsoCovers: [`${base}/edit`] });
  if (entity.type === 'venue') {
    return [
      overview,
      page('discover', 'Discover', Search, '/dash/$orgType/$orgId/discover'),
      page('orders', 'Orders', ClipboardList, '/dash/$orgType/$orgId/orders'),
      // every member: owners and admins decide the requests there, the others follow their own (decision 0184)
      page('approvals', 'Approvals', ClipboardCheck, '/dash/$orgType/$orgId/approvals'),
      page('guides', 'Guides', ListChecks, '/dash/$orgType/$orgId/guides'),
      page('standing-orders', 'Standing orders', Repeat, '/dash/$orgType/$orgId/standing-orders'),
      // a platform admin looking at a venue they aren't in has no cart there (decision 0119)
      ...(entity.readOnly
        ? []
        : [{ key: 'cart', label: 'Cart', icon: ShoppingCart, link: { to: '/dash/cart' }, path: '/dash/cart' } satisfies DashboardLink]),
      page('bills', 'Bills', ReceiptText, '/dash/$orgType/$orgId/bills', { alsoCovers: [`${base}/statements`] }),
      // owners, admins and buyers see what it spends; staff are told it is theirs (decision 0187)
      page('spend', 'Spend', Wallet, '/dash/$orgType/$orgId/spend'),
      page('trade-accounts', 'Trade accounts', Handshake, '/dash/$orgType/$orgId/trade-accounts'),
      page('on-tap', 'On Tap', Beer, '/dash/$orgType/$orgId/on-tap'),
      page('kegs', 'Kegs', Cylinder, '/dash/$orgType/$orgId/kegs'),
      settings,
    ];
  }
  return [
    overview,
    page('products', 'Products', Package, '/dash/$orgType/$orgId/products'),
    page('orders', 'Orders In', Inbox, '/dash/$orgType/$orgId/orders'),
    // a day's pick list is part of its deliveries (the run sheet and the pick list link to each other)
    page('deliveries', 'Deliveries', Truck, '/dash/$orgType/$orgId/deliveries', { alsoCovers: [`${base}/pick-lists`] }),
    page('standing-demand', 'Standing orders', Repeat, '/dash/$orgType/$orgId/standing-demand'),
    page('invoices', 'Invoices', ReceiptText, '/dash/$orgType/$orgId/invoices', { alsoCovers: [`${base}/statements`] }),
    page('analytics', 'Analytics', ChartColumn, '/dash/$orgType/$orgId/analytics'),
    page('venues', 'Venues', Store, '/dash/$orgType/$orgId/venues'),
    page('trade-accounts', 'Trade accounts', Handshake, '/dash/$orgType/$orgId/trade-accounts'),
    page('kegs', 'Kegs', Cylinder, '/dash/$orgType/$orgId/kegs'),
    settings,
  ];
}

/**
 * The one list of dashboard links, for the desktop side navigation and the phone side menu alike (docs/domain.md, Page frame):
 * the entity's links with slugs in the paths and its name first, then Profile, Team, and Admin for platform
 * admins only. Without an entity the first link asks the user to choose one.
 */
export function dashboardLinks(entity: ActiveEntity | null, { isPlatformAdmin }: { isPlatformAdmin: boolean }): DashboardLinkGroups {
  const entityGroup: DashboardLink[] = entity
    ? entityLinks(entity)
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
  ];
  // the team is the active entity's: a platform admin sees the members of one they aren't in on its admin page
  if (!entity?.readOnly) account.push({ key: 'team', label: 'Team', icon: Users, link: { to: '/dash/team' }, path: '/dash/team' });
  if (isPlatformAdmin) {
    account.push({ key: 'admin', label: 'Admin', icon: ShieldCheck, link: { to: '/dash/admin' }, path: '/dash/admin' });
  }
  return { entity: entityGroup, account };
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
