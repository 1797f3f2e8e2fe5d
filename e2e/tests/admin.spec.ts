import type { AdminOrganisationList } from '@tapline/contracts';
import { expect, test } from './fixtures';
import { signInWithSession } from './auth-helpers';
import { apiAs, inviteMailed, uniqueSuffix } from './organisation-helpers';

test.describe('the admin area', () => {
  test('someone who isn’t a platform admin sees “You don’t have access to this” @phone', async ({ page }) => {
    await signInWithSession(page, 'venue@tapline.test');
    for (const path of ['/dash/admin', '/dash/admin/suppliers', '/dash/admin/venues/create', '/dash/admin/outbox']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: "You don't have access to this" })).toBeVisible();
      await expect(page.getByText('The admin area is for Tapline’s platform admins.')).toBeVisible();
    }
  });

  test('the admin tables and the outbox fit a phone @phone', async ({ page }) => {
    await signInWithSession(page, 'admin@tapline.test');
    for (const [path, heading] of [
      ['/dash/admin', 'Admin'],
      ['/dash/admin/suppliers', 'Suppliers'],
      ['/dash/admin/venues', 'Venues'],
      ['/dash/admin/outbox', 'Outbox'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth), path).toBe(true);
    }
  });

  test('bad input on the create form gets field errors and creates nothing', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Bad Input Cellars ${suffix}`;
    await signInWithSession(page, 'admin@tapline.test');
    await page.goto('/dash/admin/suppliers/create');

    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Slug (optional)').fill('bad input cellars');
    await page.getByLabel('Owner’s email').fill('owner-at-nowhere');
    await page.getByRole('button', { name: 'Create supplier and invite owner' }).click();
    await expect(page.getByText('Slug must be lowercase letters, digits and single dashes')).toBeVisible();
    await expect(page.getByLabel('Slug (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Email must be an email address')).toBeVisible();
    await expect(page.getByLabel('Owner’s email')).toHaveAttribute('aria-invalid', 'true');

    // a slug another supplier already has: the server says so, on the field
    await page.getByLabel('Slug (optional)').fill('saltwater-brewing');
    await page.getByLabel('Owner’s email').fill(`owner-${suffix}@example.test`);
    await page.getByRole('button', { name: 'Create supplier and invite owner' }).click();
    await expect(page.getByText('Slug is taken')).toBeVisible();
    await expect(page.getByLabel('Slug (optional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL(/\/dash\/admin\/suppliers\/create$/);

    const admin = await apiAs(page.request, 'admin@tapline.test');
    const found = await admin.get<AdminOrganisationList>(`/api/admin/suppliers?q=${encodeURIComponent(suffix)}`);
    expect(found.total).toBe(0);

    // leaving with unsaved changes asks first
    await page.getByRole('link', { name: 'Cancel' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/create$/);
  });

  test('an admin creates a venue, finds it, suspends it with a reason and reactivates it', async ({ page }) => {
    const suffix = uniqueSuffix();
    const name = `Suspense Tavern ${suffix}`;
    const reason = `Unpaid invoices ${suffix}`;
    await signInWithSession(page, 'admin@tapline.test');
    await page.goto('/dash/admin/venues');
    await page.getByRole('link', { name: 'Create venue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create venue' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(name);
    await page.getByLabel('Kind of venue (optional)').selectOption('pub');
    await page.getByLabel('Owner’s email').fill(`tavern-${suffix}@example.test`);
    await page.getByRole('button', { name: 'Create venue and invite owner' }).click();
    await expect(page.getByText(inviteMailed(`tavern-${suffix}@example.test`))).toBeVisible();

    await page.getByRole('searchbox', { name: /Search venues/ }).fill(suffix);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`q=${suffix}`));
    const row = page.getByRole('row', { name: new RegExp(name) });
    await expect(row).toContainText('Active');
    await expect(row).toContainText(`/venues/suspense-tavern-${suffix}`);

    await row.getByRole('button', { name: `Suspend ${name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Suspend ${name}?` });
    await dialog.getByRole('button', { name: `Suspend ${name}` }).click();
    await expect(dialog.getByText('Reason is required')).toBeVisible();
    await dialog.getByLabel('Reason').fill(reason);
    await dialog.getByRole('button', { name: `Suspend ${name}` }).click();
    await expect(page.getByText(`${name} is suspended`)).toBeVisible();
    await expect(row).toContainText('Suspended');
    await expect(row).toContainText(reason);

    await page.getByLabel('Status').selectOption('suspended');
    await expect(page).toHaveURL(/status=suspended/);
    await expect(page.getByRole('row', { name: new RegExp(name) })).toBeVisible();

    await page.getByRole('button', { name: `Reactivate ${name}` }).click();
    await page
      .getByRole('alertdialog', { name: `Reactivate ${name}?` })
      .getByRole('button', { name: `Reactivate ${name}` })
      .click();
    await expect(page.getByText(`${name} is active again`)).toBeVisible();
    await expect(page.getByText('No venues match')).toBeVisible();
  });

  test('the outbox filters by channel and state and opens a message, with its link hidden', async ({ page }) => {
    const suffix = uniqueSuffix();
    await signInWithSession(page, 'admin@tapline.test');
    await page.goto('/dash/admin/suppliers/create');
    await page.getByLabel('Name', { exact: true }).fill(`Outbox Ales ${suffix}`);
    await page.getByLabel('Owner’s email').fill(`outbox-${suffix}@example.test`);
    await page.getByRole('button', { name: 'Create supplier and invite owner' }).click();
    // the journeys' server sends mail to a local SMTP sink: the answer waited for it
    await expect(page.getByText(`Invite sent to outbox-${suffix}@example.test`)).toBeVisible();

    await page.goto('/dash/admin');
    await expect(page.getByRole('heading', { name: 'Latest messages' })).toBeVisible();
    await page.getByRole('link', { name: 'Open the outbox' }).click();
    await page.getByRole('button', { name: 'SMS', exact: true }).click();
    await expect(page).toHaveURL(/channel=sms/);
    await expect(page.getByRole('button', { name: new RegExp(`Outbox Ales ${suffix}`) })).toHaveCount(0);
    await page.getByRole('button', { name: 'Email', exact: true }).click();
    await expect(page).toHaveURL(/channel=email/);
    const message = page.getByRole('button', { name: new RegExp(`invited you to run Outbox Ales ${suffix}`) });
    await page.getByRole('button', { name: 'Failed', exact: true }).click();
    await expect(page).toHaveURL(/state=failed/);
    await expect(message).toHaveCount(0);
    await page.getByRole('button', { name: 'Sent', exact: true }).click();
    await expect(page).toHaveURL(/channel=email.*state=sent|state=sent.*channel=email/);
    await message.click();
    await expect(message).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(`outbox-${suffix}@example.test`).first()).toBeVisible();
    await expect(page.getByText(/^Sent /)).toBeVisible();
    // a platform admin can't take the owner's place: the invite's token is hidden, and not a link (decision 0053)
    await expect(page.locator('[id^="outbox-body-"]')).toContainText('/auth/invite?token=[redacted]');
    await expect(page.getByRole('link', { name: /\/auth\/invite\?token=/ })).toHaveCount(0);
  });
});
