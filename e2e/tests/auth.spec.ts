import type { Page } from '@playwright/test';
import { createUser, DEMO_ACCOUNTS, signIn, signOut } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe('signing in', () => {
  for (const [role, email] of Object.entries(DEMO_ACCOUNTS)) {
    test(`the ${role} demo account signs in and lands on the dashboard`, async ({ page }) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
      await expect(page).toHaveURL(/\/auth\/login$/);
      await signIn(page, email);
      await expect(page).toHaveURL(/\/dash(\/|\?|$)/);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    });
  }

  test('wrong details get plain words, and empty fields are named', async ({ page }) => {
    await page.goto('/auth/login');
    await expectNoSeriousAxeViolations(page);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Enter your email address')).toBeVisible();
    await expect(page.getByText('Enter your password')).toBeVisible();

    await signInAttempt(page, DEMO_ACCOUNTS.staff, 'not-the-password');
    await expect(page.getByRole('alert')).toHaveText('Email or password is wrong');
    await expect(page).toHaveURL(/\/auth\/login$/);
  });

  test('a lost connection is said as such', async ({ page }) => {
    await page.goto('/auth/login');
    await page.route('**/auth/v1/token*', (route) => route.abort('internetdisconnected'));
    await signInAttempt(page, DEMO_ACCOUNTS.staff, 'tapline-demo');
    await expect(page.getByRole('alert')).toContainText('Could not reach Tapline');
  });

  test('a signed-out visit to /dash/profile signs in and comes back to it', async ({ page }) => {
    await page.goto('/dash/profile');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdash%2Fprofile/);
    await signIn(page, DEMO_ACCOUNTS.venue);
    await expect(page).toHaveURL(/\/dash\/profile$/);
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expect(page.getByText(DEMO_ACCOUNTS.venue)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Your organisations' })).toContainText('Venue · Owner');
  });

  test('on a slow connection the pending page shows, and the sign-in form goes once the dashboard is there (decision 0115)', async ({
    page,
  }) => {
    await page.goto('/auth/login');
    // slower than the router's pending delay (1 s), so the navigation shows the pending page on its way: the
    // sign-in form stayed on screen under the dashboard then
    await page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_600));
      await route.continue();
    });
    await signInAttempt(page, DEMO_ACCOUNTS.venue, 'tapline-demo');
    await expect(page).toHaveURL(/\/dash(\/|\?|$)/);
    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
    await expect(page.getByLabel('Email')).toHaveCount(0);
  });

  test('a signed-in person opening the sign-in page goes on to the dashboard', async ({ page }) => {
    await signIn(page, DEMO_ACCOUNTS.supplier);
    await page.goto('/auth/login');
    await expect(page).toHaveURL(/\/dash(\/|\?|$)/);
  });

  test('a reload keeps the session', async ({ page }) => {
    await page.goto('/dash/profile');
    await signIn(page, DEMO_ACCOUNTS.staff);
    await expect(page.getByText(DEMO_ACCOUNTS.staff)).toBeVisible();
    await page.reload();
    await expect(page).toHaveURL(/\/dash\/profile$/);
    await expect(page.getByText(DEMO_ACCOUNTS.staff)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
  });

  test('the session refreshes itself before its access token ends', async ({ page }) => {
    // the page's clock only: supabase-js's own tick notices the token is about to end and refreshes it
    await page.clock.install();
    await page.goto('/dash/profile');
    await signIn(page, DEMO_ACCOUNTS.supplier);
    await expect(page.getByText(DEMO_ACCOUNTS.supplier)).toBeVisible();
    const refreshed = page.waitForResponse((response) => response.url().includes('/auth/v1/token?grant_type=refresh_token'));
    await page.clock.fastForward('59:00');
    expect((await refreshed).status()).toBe(200);
    // the new token works for the API: the profile's organisations load again
    await page.reload();
    await expect(page.getByRole('list', { name: 'Your organisations' })).toContainText('Supplier · Owner');
  });

  test('signing out leaves no private data: /dash asks to sign in, and Back shows nothing of theirs', async ({ page }) => {
    await page.goto('/dash/profile');
    await signIn(page, DEMO_ACCOUNTS.staff);
    await expect(page.getByRole('list', { name: 'Your organisations' })).toBeVisible();
    await page.getByRole('link', { name: 'Edit profile' }).click();
    await expect(page.getByText(DEMO_ACCOUNTS.staff)).toBeVisible();

    await signOut(page);
    await expect(page).toHaveURL(/\/auth\/login/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByText(DEMO_ACCOUNTS.staff)).toHaveCount(0);
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('sb-')))).toEqual([]);

    // Back returns to the profile's address, whose guard sends the person to sign in again
    await page.goBack();
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdash%2Fprofile$/);
    await expect(page.getByText(DEMO_ACCOUNTS.staff)).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Your organisations' })).toHaveCount(0);

    await page.goto('/dash');
    await expect(page).toHaveURL(/\/auth\/login\?redirect=%2Fdash$/);
  });

  test('a fresh account without a name or organisations sees its empty profile', async ({ page, request }) => {
    const user = await createUser(request, 'empty-profile');
    await page.goto('/dash/profile');
    await signIn(page, user.email, user.password);
    await expect(page.getByText('You’re not in any organisation yet')).toBeVisible();
    await expect(page.getByText('No second factor yet')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });

  test('an API answer "mfa_required" sends the person to the MFA step, and back once it is not needed', async ({ page }) => {
    await page.goto('/auth/login');
    await signIn(page, DEMO_ACCOUNTS.staff);
    // the dashboard's own calls finish first, so the one answer faked below goes to the profile page's load
    await page.waitForLoadState('networkidle');
    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(new URL(frame.url()).pathname);
    });
    // every call of it answers mfa_required until the person has been sent to the MFA step (the page and the
    // session's entity check may both ask, in either order), and the real answer after
    await page.route('**/api/users/*/venues', async (route) => {
      if (visited.includes('/auth/mfa')) return route.continue();
      await route.fulfill({
        status: 401,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'mfa_required', message: 'Confirm your second factor to continue' } }),
      });
    });
    await page.goto('/dash/profile');
    // staff has no factor: the MFA step finds nothing to ask and sends them back
    await expect(page.getByRole('heading', { name: 'Your profile' })).toBeVisible();
    await expect(page).toHaveURL(/\/dash\/profile$/);
    expect(visited).toContain('/auth/mfa');
  });
});

test.describe('external sign-in providers', () => {
  test('none show with the built-in auth, which has none', async ({ page }) => {
    const settings = page.waitForResponse((response) => response.url().includes('/auth/v1/settings'));
    await page.goto('/auth/login');
    expect((await settings).ok()).toBe(true);
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(0);
  });

  test('a provider switched on in the settings gets its button', async ({ page }) => {
    await page.route('**/auth/v1/settings', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ external: { email: true, phone: false, google: true, github: false } }),
      }),
    );
    await page.goto('/auth/login');
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Continue with/ })).toHaveCount(1);
  });
});

/** Fills and sends the form without waiting to leave the page (for the attempts that fail). */
async function signInAttempt(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}
