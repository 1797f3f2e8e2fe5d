import { describe, expect, it } from 'vitest';
import type { ActiveEntity } from '@/features/session/active-entity';
import { currentLinkKey, dashboardLinks } from './dashboard-links';

const venue: ActiveEntity = { type: 'venue', slug: 'the-harbour-hotel', name: 'The Harbour Hotel', id: 'v1' };
const supplier: ActiveEntity = { type: 'supplier', slug: 'saltwater-brewing', name: 'Saltwater Brewing', id: 's1' };
const summary = (groups: ReturnType<typeof dashboardLinks>) => [...groups.entity, ...groups.account].map((link) => [link.label, link.path]);

describe('dashboardLinks (docs/domain.md, Page frame)', () => {
  it('a venue: its name first, its areas with the slug in the paths, then Profile and Team', () => {
    expect(summary(dashboardLinks(venue, { isPlatformAdmin: false }))).toEqual([
      ['The Harbour Hotel', '/dash/venues/the-harbour-hotel'],
      ['Discover', '/dash/venues/the-harbour-hotel/discover'],
      ['Orders', '/dash/venues/the-harbour-hotel/orders'],
      ['Approvals', '/dash/venues/the-harbour-hotel/approvals'],
      ['Guides', '/dash/venues/the-harbour-hotel/guides'],
      ['Standing orders', '/dash/venues/the-harbour-hotel/standing-orders'],
      ['Cart', '/dash/cart'],
      ['Bills', '/dash/venues/the-harbour-hotel/bills'],
      ['Spend', '/dash/venues/the-harbour-hotel/spend'],
      ['Trade accounts', '/dash/venues/the-harbour-hotel/trade-accounts'],
      ['On Tap', '/dash/venues/the-harbour-hotel/on-tap'],
      ['Kegs', '/dash/venues/the-harbour-hotel/kegs'],
      ['Settings', '/dash/venues/the-harbour-hotel/settings'],
      ['Profile', '/dash/profile'],
      ['Team', '/dash/team'],
    ]);
  });

  it('a supplier: its name first, Products, Orders In, Deliveries, Standing orders, Invoices, Analytics, Venues, Trade accounts, Kegs, Settings, then Profile and Team', () => {
    expect(summary(dashboardLinks(supplier, { isPlatformAdmin: false }))).toEqual([
      ['Saltwater Brewing', '/dash/suppliers/saltwater-brewing'],
      ['Products', '/dash/suppliers/saltwater-brewing/products'],
      ['Orders In', '/dash/suppliers/saltwater-brewing/orders'],
      ['Deliveries', '/dash/suppliers/saltwater-brewing/deliveries'],
      ['Standing orders', '/dash/suppliers/saltwater-brewing/standing-demand'],
      ['Invoices', '/dash/suppliers/saltwater-brewing/invoices'],
      ['Analytics', '/dash/suppliers/saltwater-brewing/analytics'],
      ['Venues', '/dash/suppliers/saltwater-brewing/venues'],
      ['Trade accounts', '/dash/suppliers/saltwater-brewing/trade-accounts'],
      ['Kegs', '/dash/suppliers/saltwater-brewing/kegs'],
      ['Settings', '/dash/suppliers/saltwater-brewing/settings'],
      ['Profile', '/dash/profile'],
      ['Team', '/dash/team'],
    ]);
  });

  it('Admin only for platform admins, always last (docs/domain.md, Roles and permissions)', () => {
    expect(dashboardLinks(venue, { isPlatformAdmin: false }).account.map((link) => link.label)).not.toContain('Admin');
    expect(dashboardLinks(venue, { isPlatformAdmin: true }).account.map((link) => link.label)).toEqual(['Profile', 'Team', 'Admin']);
    expect(dashboardLinks(null, { isPlatformAdmin: true }).account.at(-1)?.path).toBe('/dash/admin');
  });

  it('a venue a platform admin opened without being a member: no Cart and no Team (decision 0119)', () => {
    const links = dashboardLinks({ ...venue, readOnly: true }, { isPlatformAdmin: true });
    expect(links.entity.map((link) => link.label)).toEqual([
      'The Harbour Hotel',
      'Discover',
      'Orders',
      'Approvals',
      'Guides',
      'Standing orders',
      'Bills',
      'Spend',
      'Trade accounts',
      'On Tap',
      'Kegs',
      'Settings',
    ]);
    expect(links.account.map((link) => link.label)).toEqual(['Profile', 'Admin']);
  });

  it('without an entity, asks to choose one before Profile and Team', () => {
    expect(summary(dashboardLinks(null, { isPlatformAdmin: false }))).toEqual([
      ['Choose an organisation', '/dash/profile/choose-entity'],
      ['Profile', '/dash/profile'],
      ['Team', '/dash/team'],
    ]);
  });

  it('the typed router links carry the slug as the route parameter', () => {
    const [overview] = dashboardLinks(supplier, { isPlatformAdmin: false }).entity;
    expect(overview?.link).toEqual({ to: '/dash/$orgType/$orgId', params: { orgType: 'suppliers', orgId: 'saltwater-brewing' } });
  });
});

describe('currentLinkKey', () => {
  const groups = dashboardLinks(venue, { isPlatformAdmin: true });
  const links = [...groups.entity, ...groups.account];

  it.each([
    ['/dash/venues/the-harbour-hotel', 'overview'],
    ['/dash/venues/the-harbour-hotel/', 'overview'],
    ['/dash/venues/the-harbour-hotel/discover', 'discover'],
    ['/dash/venues/the-harbour-hotel/orders/123', 'orders'],
    ['/dash/venues/the-harbour-hotel/settings/integrations', 'settings'],
    ['/dash/venues/the-harbour-hotel/edit', 'settings'],
    ['/dash/venues/the-harbour-hotel/bills/123', 'bills'],
    ['/dash/venues/the-harbour-hotel/statements/456', 'bills'],
    ['/dash/cart', 'cart'],
    ['/dash/cart/checkout', 'cart'],
    ['/dash/profile/choose-entity', 'profile'],
    ['/dash/team/invite', 'team'],
    ['/dash/admin/venues', 'admin'],
  ])('%s → %s', (pathname, key) => {
    expect(currentLinkKey(links, pathname)).toBe(key);
  });

  it('nothing for a page outside the list (and never a prefix that is not a whole segment)', () => {
    expect(currentLinkKey(links, '/products')).toBeUndefined();
    expect(currentLinkKey(links, '/dash/venues/the-harbour-hotel-2')).toBeUndefined();
    expect(currentLinkKey(links, '/dash/venues/other/discover')).toBeUndefined();
  });

  it('the choose link wins over Profile on the choose page when no entity is chosen', () => {
    const none = dashboardLinks(null, { isPlatformAdmin: false });
    expect(currentLinkKey([...none.entity, ...none.account], '/dash/profile/choose-entity')).toBe('choose');
  });
});
