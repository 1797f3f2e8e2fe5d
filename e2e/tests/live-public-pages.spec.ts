import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { apiAs, createOrganisation } from './organisation-helpers';

// Public pages follow changes too. A visitor (signed out) on a product's page sees the supplier's rename
// without a reload: the page opens a visitor's socket (no token) that watches the product.

/** Resolves once the page's visitor socket has sent its watch (so a change made after it is heard). */
function watching(page: Page, what: string): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().endsWith('/api/realtime')) return;
      socket.on('framesent', ({ payload }) => {
        if (typeof payload === 'string' && payload.includes('"watch"') && payload.includes(what)) resolve();
      });
    });
  });
}

test("a visitor's product page shows the supplier's change without a reload", async ({ page, request, consoleErrors }) => {
  test.setTimeout(60_000);
  const { owner, organisation: supplier } = await createOrganisation(request, 'supplier', 'live-public');
  const api = await apiAs(request, owner.email, owner.password);
  const created = await api.raw('POST', `/api/suppliers/${supplier.id}/products`, { name: 'Visitor Pale', style: 'Pale Ale', abv: 4.6 });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as { id: string; slug: string; version: number };
  const sku = await api.raw('POST', `/api/products/${product.id}/skus`, {
    code: 'VP-K50',
    name: '50 L keg',
    unitPriceCents: 29_000,
    volumeMl: 50_000,
  });
  expect(sku.status(), await sku.text()).toBe(201);
  const published = await api.raw('POST', `/api/suppliers/${supplier.id}/products/bulk-status`, {
    productIds: [product.id],
    status: 'active',
  });
  expect(published.status(), await published.text()).toBe(200);
  const { items } = (await published.json()) as { items: { version: number }[] };

  const live = watching(page, product.id);
  await page.goto(`/products/${product.slug}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor Pale' })).toBeVisible();
  await live;

  const renamed = await api.raw('PATCH', `/api/suppliers/${supplier.id}/products/${product.id}`, {
    version: items[0]!.version,
    name: 'Visitor Pale (new label)',
  });
  expect(renamed.status(), await renamed.text()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Visitor Pale (new label)' })).toBeVisible({ timeout: 5_000 });
  expect(consoleErrors).toEqual([]);
});
