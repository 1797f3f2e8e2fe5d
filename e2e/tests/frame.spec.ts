import { expect, test } from './fixtures';

test.describe('the shared page frame', () => {
  test('header links, Login, footer with the year and policy links @phone', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/auth/login');
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`);
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Privacy');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveURL(/\/terms-of-service$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Terms');
  });

  test('the side menu slides in from the right and closes with "Close menu" @phone', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    for (const name of ['Products', 'Venues', 'Suppliers', 'Sign in']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    // measured once the slide-in has finished
    const viewport = page.viewportSize();
    await expect
      .poll(async () => {
        const box = await menu.boundingBox();
        return box && Math.round(box.x + box.width);
      })
      .toBe(viewport?.width);
    await menu.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Venues' }).click();
    await expect(page).toHaveURL(/\/venues\/?$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the cart button shows only while the active entity is a venue', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
    await page.evaluate(() => localStorage.setItem('activeEntity', JSON.stringify({ type: 'venue', slug: 'x', name: 'X', id: 'x' })));
    await page.reload();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveAttribute('href', '/dash/cart');
    await page.evaluate(() => localStorage.setItem('activeEntity', '{not json'));
    await page.reload();
    await expect(page.getByRole('link', { name: /^Cart/ })).toHaveCount(0);
  });

  test('an unknown route shows Not Found @phone', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    // the server answers 404 for a page the web app has no route for, with the app showing Not Found
    expect(response?.status()).toBe(404);
    await expect(page.getByText('Not Found')).toBeVisible();
  });

  test('a failing screen shows the default error view with Show Error / Hide Error', async ({ page }) => {
    await page.route('**/api/venues?*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }),
      }),
    );
    await page.route('**/api/venues', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Internal server error' } }),
      }),
    );
    await page.goto('/venues');
    await expect(page.getByText('Something went wrong!')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Show Error' }).click();
    await expect(page.getByText('Internal server error')).toBeVisible();
    await page.getByRole('button', { name: 'Hide Error' }).click();
    await expect(page.getByText('Internal server error')).toBeHidden();
  });
});
