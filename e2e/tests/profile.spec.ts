import { addTotpFactor, createUser, signIn } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe('profile', () => {
  test('change the name and the password on the edit page', async ({ page, request }) => {
    const user = await createUser(request, 'profile');
    await page.goto('/dash/profile');
    await signIn(page, user.email, user.password);
    await expect(page.getByText(user.name)).toBeVisible();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page).toHaveURL(/\/dash\/profile\/edit$/);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Renamed Person');
    await page.getByRole('button', { name: 'Save name' }).click();
    await expect(page.getByText('Name saved')).toBeVisible();

    await page.getByLabel('New password', { exact: true }).fill('short');
    await page.getByLabel('Confirm new password').fill('short');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText(/Choose a stronger password: it is too short/)).toBeVisible();
    await page.getByLabel('New password', { exact: true }).fill(user.password);
    await page.getByLabel('Confirm new password').fill(user.password);
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Choose a password different from your current one.')).toBeVisible();

    // leaving with unsaved changes asks first
    await page.getByLabel('New password', { exact: true }).fill('another-good-password');
    await page.getByRole('link', { name: 'Your profile' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
    await expect(leave).toBeVisible();
    await leave.getByRole('button', { name: 'Stay on this page' }).click();
    await expect(page).toHaveURL(/\/dash\/profile\/edit$/);

    await page.getByLabel('Confirm new password').fill('another-good-password');
    await page.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('Password changed')).toBeVisible();

    await page.getByRole('link', { name: 'Your profile' }).click();
    await expect(page).toHaveURL(/\/dash\/profile$/);
    await expect(page.getByText('Renamed Person')).toBeVisible();
  });

  test('an enrolment that was started and cancelled leaves nothing behind', async ({ page, request }) => {
    const user = await createUser(request, 'cancel');
    await page.goto('/dash/profile/edit');
    await signIn(page, user.email, user.password);
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    const setup = page.getByRole('region', { name: 'Set up your authenticator app' });
    await expect(setup.getByRole('button', { name: 'Copy secret' })).toBeVisible();
    await setup.getByRole('button', { name: 'Cancel' }).click();
    await expect(setup).toHaveCount(0);
    await expect(page.getByText('No second factor yet')).toBeVisible();
  });
});

test.describe('sign-in screens on a phone', () => {
  const noSidewaysScroll = async (page: import('@playwright/test').Page) => {
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  };

  test('login, reset, MFA step, profile and edit fit 360 px @phone', async ({ page, request }) => {
    await page.goto('/auth/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto('/auth/reset-password');
    await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
    await noSidewaysScroll(page);

    const user = await createUser(request, 'phone');
    await addTotpFactor(request, user);
    await page.goto('/dash/profile');
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
    await noSidewaysScroll(page);
  });

  test('profile and edit fit 360 px @phone', async ({ page, request }) => {
    const user = await createUser(request, 'phone-profile');
    await page.goto('/dash/profile');
    await signIn(page, user.email, user.password);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await noSidewaysScroll(page);
    await page.goto('/dash/profile/edit');
    await page.getByRole('button', { name: 'Add an authenticator app' }).click();
    await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
    await noSidewaysScroll(page);
  });
});
