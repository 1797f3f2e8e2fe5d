import { pageHeads } from '@tapline/contracts/page-heads';
import type { Page } from '@playwright/test';
import { api } from './api';
import { expect, test } from './fixtures';

// Each page's title and description: in the HTML the server sends, and kept up to date by the app when it moves
// between pages without loading a new document (decision 0060).

const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content');

/**
 * Marks the document, so a later check can tell that no new one was loaded. Once the app has taken over the
 * server's first paint (decision 0104): before that a link is a plain link, and a click loads a new document.
 */
async function markDocument(page: Page) {
  await page.waitForFunction(() => (window as unknown as { taplineTakenOver?: boolean }).taplineTakenOver === true);
  await page.evaluate(() => ((window as unknown as { tapMark: number }).tapMark = 1));
}
async function expectSameDocument(page: Page) {
  expect(await page.evaluate(() => (window as unknown as { tapMark?: number }).tapMark)).toBe(1);
}

test.describe('page titles', () => {
  test('change with client-side navigation between the public pages', async ({ page, request }) => {
    const venues = await api.venues(request);
    const harbour = venues.items.find((venue) => venue.slug === 'the-harbour-hotel')!;
    const list = await api.products(request, '?pageSize=100');
    const product = await api.product(request, list.items.find((item) => item.fromPriceCents !== null)!.slug);
    const supplier = await api.supplier(request, product.supplier.slug);

    const first = await page.goto(`/products/${product.slug}/`);
    expect(first?.status()).toBe(200);
    await expect(page).toHaveTitle(`${product.name} by ${product.supplier.name} · Tapline`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    expect(await description(page)).toBe(pageHeads.product(product).description);
    await markDocument(page);

    await page.getByRole('link', { name: product.supplier.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: supplier.name })).toBeVisible();
    await expect(page).toHaveTitle(`${supplier.name} · Tapline`);
    await expect.poll(() => description(page)).toBe(pageHeads.supplier(supplier).description);

    await page.getByRole('navigation').getByRole('link', { name: 'Venues', exact: true }).first().click();
    await expect(page).toHaveTitle('Venues · Tapline');
    // found by name: the journeys' own venues may fill the first page of the list
    const search = page.getByRole('searchbox', { name: 'Search venues by name or suburb' });
    await search.fill(harbour.name);
    await search.press('Enter');
    await expect(page.getByText(/^\d+ venues?$/)).toHaveText(/^[1-9] venues?$/);
    await page.getByRole('link', { name: harbour.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: harbour.name })).toBeVisible();
    await expect(page).toHaveTitle('On tap at The Harbour Hotel, Newtown · Tapline');

    await page.goBack();
    await expect(page).toHaveTitle(`Venues matching “${harbour.name}” · Tapline`);
    await expectSameDocument(page);
  });

  test('an unknown address is a 404 showing Not Found, and the app moves on from it', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Tapline');
    await markDocument(page);
    await page.getByRole('link', { name: 'Browse products' }).click();
    await expect(page).toHaveURL(/\/products\/?$/);
    await expect(page).toHaveTitle('Products · Tapline');
    await expectSameDocument(page);
  });

  test('a draft product is a 404 showing the product’s Not Found', async ({ page }) => {
    const response = await page.goto('/products/flood-gate-triple-ipa/');
    expect(response?.status()).toBe(404);
    await expect(page.getByText('We couldn’t find that product.')).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Tapline');
  });
});
