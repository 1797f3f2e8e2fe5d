import type { OrganisationSettings, ProductList } from '@tapline/contracts';
import { ADMIN, HARBOUR, organisationOf, SALTWATER, storeEntity, SUPPLIER, VENUE } from './dashboard-helpers';
import { expect, test } from './fixtures';
import { apiAs, signIn, signInWithSession } from './organisation-helpers';

// The dashboard's frame: its links, on a desktop and in a phone's side menu.

test.describe('the dashboard links (docs/domain.md, Page frame)', () => {
  test('venue: the name first, the areas with the slug, Profile and Team; the current one highlighted; no Admin', async ({
    page,
    request,
  }) => {
    await signInWithSession(page, VENUE);
    await page.goto('/dash/profile/choose-entity');
    await page.getByRole('button', { name: 'The Harbour Hotel' }).click();
    await page.goto(`/dash/venues/${HARBOUR}/discover`);
    // Discover marks what the venue has ordered before, as its API says for the first page
    const venue = await apiAs(request, VENUE);
    const harbourId = (await venue.get<OrganisationSettings>(`/api/venues/${HARBOUR}/settings`)).id;
    const discovered = await venue.get<ProductList>(`/api/products?page=1&pageSize=24&venueId=${harbourId}`);
    const ordered = discovered.items.filter((item) => item.orderedBefore).length;
    expect(ordered).toBeGreaterThan(0);
    await expect(page.getByText('Ordered before', { exact: true })).toHaveCount(ordered);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    const links = nav.getByRole('link');
    await expect(links).toHaveText([
      /^The Harbour Hotel/,
      'Discover',
      'Orders',
      'Approvals',
      'Guides',
      'Standing orders',
      'Cart',
      'Bills',
      'Spend',
      'Trade accounts',
      'On Tap',
      'Kegs',
      'Settings',
      'Profile',
      'Team',
    ]);
    const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href')));
    expect(hrefs).toEqual([
      `/dash/venues/${HARBOUR}`,
      `/dash/venues/${HARBOUR}/discover`,
      `/dash/venues/${HARBOUR}/orders`,
      `/dash/venues/${HARBOUR}/approvals`,
      `/dash/venues/${HARBOUR}/guides`,
      `/dash/venues/${HARBOUR}/standing-orders`,
      '/dash/cart',
      `/dash/venues/${HARBOUR}/bills`,
      `/dash/venues/${HARBOUR}/spend`,
      `/dash/venues/${HARBOUR}/trade-accounts`,
      `/dash/venues/${HARBOUR}/on-tap`,
      `/dash/venues/${HARBOUR}/kegs`,
      `/dash/venues/${HARBOUR}/settings`,
      '/dash/profile',
      '/dash/team',
    ]);
    await expect(nav.getByRole('link', { name: 'Discover' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);

    // the current link follows the route, in the side menu too; the cart button shows for a venue
    await nav.getByRole('link', { name: 'Settings' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/settings$`));
    await expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/dash/cart');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog').getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link')).toHaveText([
      /^The Harbour Hotel/,
      'Discover',
      'Orders',
      'Approvals',
      'Guides',
      'Standing orders',
      'Cart',
      'Bills',
      'Spend',
      'Trade accounts',
      'On Tap',
      'Kegs',
      'Settings',
      'Profile',
      'Team',
    ]);
    await expect(menu.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('supplier: Products, Orders In, Deliveries, Standing orders, Invoices, Analytics, Venues, Trade accounts, Kegs, Settings; no cart button', async ({
    page,
  }) => {
    await signInWithSession(page, SUPPLIER);
    await page.goto('/dash/profile/choose-entity');
    await page.getByRole('button', { name: 'Saltwater Brewing Co.' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/suppliers/${SALTWATER}$`));
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link')).toHaveText([
      /^Saltwater Brewing Co\./,
      'Products',
      'Orders In',
      'Deliveries',
      'Standing orders',
      'Invoices',
      'Analytics',
      'Venues',
      'Trade accounts',
      'Kegs',
      'Settings',
      'Profile',
      'Team',
    ]);
    await expect(nav.getByRole('link', { name: /^Saltwater Brewing Co\./ })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('banner').getByRole('link', { name: /^Cart/ })).toHaveCount(0);

    await nav.getByRole('link', { name: 'Orders In' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders In' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Orders In' })).toHaveAttribute('aria-current', 'page');
    await nav.getByRole('link', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test('a platform admin also gets Admin, last', async ({ page, request }) => {
    const harbour = await organisationOf(request, VENUE, 'venue');
    await signIn(page, ADMIN);
    await storeEntity(page, JSON.stringify(harbour));
    await page.goto(`/dash/venues/${HARBOUR}`);
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link').last()).toHaveText('Admin');
    await expect(nav.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/dash/admin');
  });
});

test('the frame on a phone: the side menu carries the dashboard links, nothing scrolls sideways @phone', async ({ page }) => {
  await signInWithSession(page, VENUE);
  await page.goto('/dash/profile/choose-entity');
  await page.getByRole('button', { name: 'The Harbour Hotel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'The Harbour Hotel' })).toBeVisible();
  for (const path of ['', '/settings', '/edit', '/on-tap', '/orders']) {
    await page.goto(`/dash/venues/${HARBOUR}${path}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `${path || '/'} scrolls sideways`).toBeLessThanOrEqual(0);
  }
  await page.goto(`/dash/venues/${HARBOUR}/on-tap`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog');
  const nav = menu.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link').first()).toHaveText(/^The Harbour Hotel/);
  await expect(nav.getByRole('link', { name: 'On Tap' })).toHaveAttribute('aria-current', 'page');
  await nav.getByRole('link', { name: 'Settings' }).click();
  await expect(menu).toBeHidden();
  await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/settings$`));
});
