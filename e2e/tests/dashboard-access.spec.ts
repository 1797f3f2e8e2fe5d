import { HARBOUR, SALTWATER, STAFF, SUPPLIER, VENUE } from './dashboard-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { createOrganisation, signIn, signInWithSession, uniqueSuffix } from './organisation-helpers';

// Who may open which dashboard page, and the one route tree both organisation types share.

test.describe('guards', () => {
  test('a signed-out visitor signs in and is brought back', async ({ page }) => {
    await page.goto(`/dash/venues/${HARBOUR}/settings`);
    await expect(page).toHaveURL(/\/auth\/login\?redirect=/);
    // on the login page the guard sent them to (the shared helper would open a fresh one)
    await page.getByLabel('Email').fill(VENUE);
    await page.getByLabel('Password').fill('tapline-demo');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${HARBOUR}/settings$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });

  test('another organisation’s dashboard says "You don’t have access to this"', async ({ page }) => {
    await signInWithSession(page, VENUE);
    await page.goto(`/dash/suppliers/${SALTWATER}`);
    await expect(page.getByRole('heading', { name: /You don.t have access to this/ })).toBeVisible();
  });

  test('a buyer reads the settings; /edit is not theirs', async ({ page }) => {
    await signInWithSession(page, STAFF);
    await page.goto(`/dash/venues/${HARBOUR}/settings`);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
    await expect(page.getByText('Only owners and admins can change these settings')).toBeVisible();
    await expect(page.getByText('you’re a buyer')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Edit settings' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
    await page.goto(`/dash/venues/${HARBOUR}/edit`);
    await expect(page.getByRole('heading', { name: /You don.t have access to this/ })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveCount(0);
  });
});

test.describe('one route tree for both types (docs/decisions/0024)', () => {
  test('an unknown organisation type is Not Found; a venue page under a supplier is Not Found', async ({ page }) => {
    await signInWithSession(page, SUPPLIER);
    for (const path of [`/dash/breweries/${SALTWATER}`, `/dash/suppliers/${SALTWATER}/discover`, `/dash/suppliers/${SALTWATER}/on-tap`]) {
      await page.goto(path);
      await expect(page.getByText('Not Found'), path).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: 'Saltwater Brewing Co.' })).toHaveCount(0);
    }
  });

  test('a supplier page under a venue is Not Found; the static dashboard pages still win', async ({ page }) => {
    await signInWithSession(page, VENUE);
    for (const path of [`/dash/venues/${HARBOUR}/products`, `/dash/venues/${HARBOUR}/venues`]) {
      await page.goto(path);
      await expect(page.getByText('Not Found'), path).toBeVisible();
    }
    // the static dashboard pages still win over /dash/$orgType
    await page.goto('/dash/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  });

  test('no screen announces what is not built', async ({ page }) => {
    await signInWithSession(page, VENUE);
    for (const path of ['', '/discover', '/orders', '/on-tap', '/settings']) {
      await page.goto(`/dash/venues/${HARBOUR}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/coming soon|comes next|with ordering|once ordering/i), path).toHaveCount(0);
    }
    await page.goto('/dash/cart');
    await expect(page.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
    await expect(page.getByText(/coming soon|comes next|with ordering/i)).toHaveCount(0);
  });

  test('a team change shows on the overview at once, without a reload (one cache identity)', async ({ page, request }) => {
    const { owner, organisation } = await createOrganisation(request, 'venue', 'venue');
    await signIn(page, owner.email, owner.password);
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${organisation.slug}$`));
    const teamLine = page.getByText(/on the team/);
    await expect(teamLine).toHaveText(/^1 person on the team\.\s*Team$/);

    await teamLine.getByRole('link', { name: 'Team' }).click();
    await page.getByRole('link', { name: 'Invite someone' }).click();
    await page.getByLabel('Email').fill(`colleague-${uniqueSuffix()}@example.test`);
    await page.getByRole('button', { name: 'Send invite' }).click();
    await expect(page).toHaveURL(/\/dash\/team\/?$/);

    // back through the navigation, within the overview's 30 s freshness: the count must be the new one
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: organisation.name }).click();
    await expect(page).toHaveURL(new RegExp(`/dash/venues/${organisation.slug}$`));
    await expect(page.getByText(/on the team/)).toHaveText(/^1 person on the team, 1 invite pending\.\s*Team$/);
  });

  test('a rename shows in the navigation at once', async ({ page, request }) => {
    const { owner, organisation } = await createOrganisation(request, 'supplier', 'supplier');
    await signInWithSession(page, owner.email, owner.password);
    await page.goto(`/dash/suppliers/${organisation.slug}/edit`);
    const renamed = `${organisation.name} Renamed`;
    await page.getByRole('textbox', { name: 'Name' }).fill(renamed);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByText('Settings saved')).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(nav.getByRole('link').first()).toContainText(renamed);
    await nav.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  });
});
