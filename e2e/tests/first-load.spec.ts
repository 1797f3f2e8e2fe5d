import type { Page } from '@playwright/test';
import { api } from './api';
import { expect, test } from './fixtures';

// A public page's first render needs no API call (decision 0090): the server writes the answers it asks for into
// the HTML, and the product's or venue's image is preloaded at high priority.

/** The API paths the page asked for, as they happen. */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe('first load without an API round-trip', () => {
  test('a product page shows the product, its packs and where it pours without asking the API for them @phone', async ({
    page,
    request,
  }) => {
    const list = await api.products(request, '?pageSize=100');
    const product = await api.product(request, list.items.find((item) => item.fromPriceCents !== null && item.imageUrl)!.slug);
    const seen = apiRequests(page);
    await page.goto(`/products/${product.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    for (const sku of product.skus) await expect(page.getByText(sku.name).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'On tap at' })).toBeVisible();
    const image = page.getByRole('img', { name: `${product.name} label art` });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(image).not.toHaveAttribute('loading', 'lazy');
    await expect(page.locator('link[rel="preload"][as="image"]')).toHaveAttribute('href', product.imageUrl!);
    await page.waitForLoadState('networkidle');
    expect(seen.filter((path) => path.startsWith(`/api/products/${product.slug}`))).toEqual([]);
  });

  test('a venue page shows its On Tap list without asking the API for the venue or the list', async ({ page, request }) => {
    const venue = (await api.venues(request)).items.find((item) => item.onTapCount > 0)!;
    const menu = await api.menu(request, venue.slug);
    const seen = apiRequests(page);
    await page.goto(`/venues/${venue.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    for (const entry of menu.items) await expect(page.getByText(entry.name).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.filter((path) => path.startsWith(`/api/venues/${venue.slug}`))).toEqual([]);
  });

  test('the products search shows its results without asking the API; the next search asks it', async ({ page }) => {
    const seen = apiRequests(page);
    await page.goto('/products/?q=hazy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /hazy/i }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.filter((path) => path.startsWith('/api/products?'))).toEqual([]);
    // the next search is the app's once it has taken the page over (before that, Enter submits the painted form and
    // the server paints the answer, which asks no API either)
    await page.waitForFunction(() => (window as unknown as { taplineTakenOver?: boolean }).taplineTakenOver === true);
    const search = page.getByRole('searchbox').first();
    await search.fill('ipa');
    await search.press('Enter');
    await expect.poll(() => seen.filter((path) => path.startsWith('/api/products?') && path.includes('q=ipa')).length).toBeGreaterThan(0);
  });
});
