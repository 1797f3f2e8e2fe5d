import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { signInWithSession } from './auth-helpers';

// A platform admin opens an organisation's dashboard from its admin page: they are not a member, so they
// see it read-only, said on every page, and nothing on it changes the organisation (decision 0119).

const READ_ONLY = /Read-only view\. You’re seeing .+’s dashboard as a platform admin/;

test('a platform admin opens a supplier’s dashboard from its admin page and sees it read-only', async ({ page, consoleErrors }) => {
  await signInWithSession(page, 'admin@tapline.test');
  await page.goto('/dash/admin/suppliers');
  await page.getByRole('link', { name: 'Saltwater Brewing Co.' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saltwater Brewing Co.' })).toBeVisible();
  await page.getByRole('link', { name: 'Open dashboard' }).click();

  await expect(page).toHaveURL(/\/dash\/suppliers\/saltwater-brewing$/);
  const banner = page.getByRole('status').filter({ hasText: 'Read-only view' });
  await expect(banner).toHaveText(READ_ONLY);
  await expect(page.getByRole('heading', { name: 'New orders waiting' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await expect(nav.getByRole('link', { name: 'Products' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'admin-read-only-overview');

  // the catalogue reads, and offers nothing to change
  await nav.getByRole('link', { name: 'Products' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expect(banner).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add product' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Import CSV' })).toHaveCount(0);
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await screenshotsAt(page, 'admin-read-only-products');
  await page.getByRole('row').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 2, name: 'Packs' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Publish|Unpublish|Archive/ })).toHaveCount(0);
  await page.getByRole('link', { name: 'See the SKUs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^SKUs of / })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a SKU' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^(Archive|Restore)/ })).toHaveCount(0);
  await screenshotsAt(page, 'admin-read-only-skus');

  // a page that exists to change something says why it is closed, and where to act instead
  await page.goto('/dash/suppliers/saltwater-brewing/products/create');
  await expect(page.getByRole('heading', { name: "You don't have access to this" })).toBeVisible();
  await expect(page.getByText('You see Saltwater Brewing Co. as a platform admin, read-only')).toBeVisible();

  // Settings: no Edit, no Team shortcut; the admin page is one link away
  await page.goto('/dash/suppliers/saltwater-brewing/settings');
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Edit settings' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Team', exact: true })).toHaveCount(0);
  await banner.getByRole('link', { name: 'Open its admin page' }).click();
  await expect(page).toHaveURL(/\/dash\/admin\/suppliers\/[0-9a-f-]{36}$/);
  expect(consoleErrors).toEqual([]);
});

test('a platform admin sees a venue read-only: no cart, and its On Tap board without the editor @phone', async ({
  page,
  consoleErrors,
}) => {
  await signInWithSession(page, 'admin@tapline.test');
  await page.goto('/dash/venues/the-harbour-hotel');
  await expect(page.getByRole('status').filter({ hasText: 'Read-only view' })).toHaveText(READ_ONLY);
  await expect(page.getByRole('heading', { name: 'Open orders', exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Cart', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);

  await page.goto('/dash/venues/the-harbour-hotel/on-tap');
  await expect(page.getByRole('heading', { level: 1, name: 'On Tap' })).toBeVisible();
  await expect(page.getByText('as its public page shows it')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a beer' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'admin-read-only-on-tap');

  await page.goto('/dash/cart');
  await expect(page.getByText('You’re not one of The Harbour Hotel’s members, so you don’t order for it')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
