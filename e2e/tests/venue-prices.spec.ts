import type { CatalogueProduct } from '@tapline/contracts';
import { DEMO_ACCOUNTS } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, signInWithSession } from './organisation-helpers';

// Venue prices (decisions 0068, 0069, 0079): a supplier of the journey's own finds a new venue on its
// Venues page, gives it its own price for a keg, and that venue, signed in, sees it on the public product page and
// in Discover; another venue sees the list price.

test('a supplier prices a keg for a venue, which sees its own price; another venue sees the list price @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const supplier = await createOrganisation(request, 'supplier', 'prices');
  const venue = await createOrganisation(request, 'venue', 'priced');
  const api = await apiAs(request, supplier.owner.email, supplier.owner.password);
  const name = `Priced Pale ${supplier.organisation.slug.slice(-6)}`;
  const created = await api.raw('POST', `/api/suppliers/${supplier.organisation.id}/products`, { name, style: 'Pale Ale' });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as CatalogueProduct;
  const sku = await api.raw('POST', `/api/products/${product.id}/skus`, {
    code: 'PP-K50',
    name: '50 L keg',
    volumeMl: 50000,
    unitPriceCents: 30000,
  });
  expect(sku.status(), await sku.text()).toBe(201);
  expect((await api.raw('POST', `/api/suppliers/${supplier.organisation.id}/products/${product.id}/publish`)).status()).toBe(200);

  // the supplier finds the venue and sets its price
  await signInWithSession(page, supplier.owner.email, supplier.owner.password);
  await page.goto(`/dash/suppliers/${supplier.organisation.slug}/venues`);
  await page.getByRole('searchbox', { name: 'Search venues by name or suburb' }).fill(venue.organisation.name);
  await page.keyboard.press('Enter');
  await page.getByRole('link', { name: `Set prices for ${venue.organisation.name}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: `Prices for ${venue.organisation.name}` })).toBeVisible();
  const input = page.getByLabel(`${venue.organisation.name}'s price for PP-K50 ($, ex GST)`);
  await input.fill('12.345');
  await page.getByRole('button', { name: 'Save PP-K50' }).click();
  await expect(page.getByText('Enter a price in dollars, e.g. 48.50 (not negative)')).toBeVisible();
  await input.fill('255');
  await page.getByRole('button', { name: 'Save all changes' }).click();
  await expect(page.getByText('Price saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Use list price for PP-K50' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`venue-prices-${testInfo.project.name}.png`), fullPage: true });

  // the venue, signed in and acting for itself, sees its own price beside the list price
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  await page.goto(`/products/${product.slug}`);
  const row = page.getByRole('row', { name: /50 L keg/ });
  await expect(row).toContainText('Your price');
  await expect(row).toContainText('$255.00');
  await expect(row.locator('s')).toContainText('$300.00');
  await page.screenshot({ path: testInfo.outputPath(`your-price-${testInfo.project.name}.png`), fullPage: true });
  await page.goto(`/dash/venues/${venue.organisation.slug}/discover?q=${encodeURIComponent(name)}`);
  await expect(page.getByText(`the prices your suppliers set for ${venue.organisation.name}`)).toBeVisible();
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toContainText('$255.00');
  // the product opens inside the dashboard: the sidebar stays, the price is the venue's
  await page.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/dash/venues/${venue.organisation.slug}/discover/${product.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  if (testInfo.project.name !== 'phone')
    await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Discover' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  const inDashboard = page.getByRole('row', { name: /50 L keg/ });
  await expect(inDashboard).toContainText('Your price');
  await expect(inDashboard).toContainText('$255.00');
  await page.screenshot({ path: testInfo.outputPath(`discover-product-${testInfo.project.name}.png`), fullPage: true });
  await page.getByRole('link', { name: 'Discover', exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/dash/venues/${venue.organisation.slug}/discover`));
  await page.goto(`/suppliers/${supplier.organisation.slug}`);
  await expect(page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) })).toContainText('$255.00');

  // another venue sees the list price
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await signInWithSession(page, DEMO_ACCOUNTS.venue);
  await chooseEntity(page, request, DEMO_ACCOUNTS.venue, 'venue');
  await page.goto(`/products/${product.slug}`);
  const theirs = page.getByRole('row', { name: /50 L keg/ });
  await expect(theirs).toContainText('$300.00');
  await expect(theirs).not.toContainText('Your price');
  await expect(theirs).not.toContainText('$255.00');
  await page.goto(`/suppliers/${supplier.organisation.slug}`);
  await expect(page.getByRole('listitem').filter({ hasText: name })).toContainText('$300.00');
});
