import type { CatalogueProduct, Order } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, publishedKeg, signInWithSession } from './organisation-helpers';

// Keg types and deposits (issue 37, decision 0175): a fresh brewery adds its own 50 L keg with a $50.00 deposit and a
// Kegstar pool keg from its Settings, sets its keg promises, and names the keg on its keg pack in the product form; a
// fresh venue's cart then shows the deposit as a line of its own ("Keg deposit · 50 L keg × 3"), outside the minimum,
// and the order it sends carries it on both sides.

test('a supplier adds keg types and names one on its keg pack; the venue’s cart and order show the deposit line', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const supplier = await createOrganisation(request, 'supplier', 'kegs');
  const { product, sku } = await publishedKeg(request, supplier, {
    name: 'Keg Pale',
    style: 'Pale Ale',
    code: 'KP-50',
    unitPriceCents: 28_000,
  });
  const dash = `/dash/suppliers/${supplier.organisation.slug}`;

  // the keg types: none yet, then the brewery's own 50 L keg with its deposit, and a Kegstar keg without one
  await signInWithSession(page, supplier.owner.email, supplier.owner.password);
  await page.goto(`${dash}/settings`);
  await page.getByRole('link', { name: 'Keg types' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Keg types' })).toBeVisible();
  await expect(page.getByText('No keg types')).toBeVisible();
  await page.getByRole('button', { name: 'Add keg type' }).click();
  const editor = page.getByRole('form', { name: 'New keg type' });
  await editor.getByLabel('Name', { exact: true }).fill('50 L keg');
  await editor.getByLabel('Size (litres)').fill('50');
  await editor.getByLabel('Deposit per keg ($, ex GST)').fill('50');
  await expect(editor.getByLabel('GST applies to the deposit')).toBeChecked();
  await editor.getByRole('button', { name: 'Add keg type' }).click();
  await expect(page.getByText('Keg type “50 L keg” saved')).toBeVisible();
  await expect(page.getByRole('row', { name: /50 L keg/ })).toContainText('$50.00 + GST');

  await page.getByRole('button', { name: 'Add keg type' }).click();
  const pool = page.getByRole('form', { name: 'New keg type' });
  await pool.getByLabel('Name', { exact: true }).fill('Kegstar 30 L');
  await pool.getByLabel('Size (litres)').fill('30');
  await pool.getByLabel(/A pool’s/).check();
  await expect(pool.getByLabel('Deposit per keg ($, ex GST)')).toHaveCount(0);
  await pool.getByRole('button', { name: 'Add keg type' }).click();
  // a pool keg names its pool before anything is sent
  await expect(pool.getByText('Name the pool it belongs to, e.g. Kegstar')).toBeVisible();
  await pool.getByLabel('Pool', { exact: true }).fill('Kegstar');
  await screenshotsAt(page, 'keg-type-editor');
  await pool.getByRole('button', { name: 'Add keg type' }).click();
  await expect(page.getByText('Keg type “Kegstar 30 L” saved')).toBeVisible();
  const kegstar = page.getByRole('row', { name: /Kegstar 30 L/ });
  await expect(kegstar).toContainText('Kegstar pool');
  await expect(kegstar).toContainText('None');

  // the keg promises
  await page.getByLabel('Collect empties within (days)').fill('5');
  await page.getByRole('button', { name: 'Save keg promises' }).click();
  await expect(page.getByText('Keg promises saved')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'keg-types');

  // the keg pack names its keg in the product form
  await page.goto(`${dash}/products/${product.slug}/edit`);
  const pack = page.getByRole('group', { name: 'Pack 1' });
  await pack.getByLabel('Keg', { exact: true }).selectOption({ label: '50 L keg · $50.00 deposit' });
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Changes saved')).toBeVisible();
  const supplierApi = await apiAs(request, supplier.owner.email, supplier.owner.password);
  const stored = await supplierApi.get<CatalogueProduct>(`/api/suppliers/${supplier.organisation.id}/products/${product.id}`);
  expect(stored.skus.find((candidate) => candidate.id === sku.id)?.kegTypeId).not.toBeNull();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'keg-pack');

  // the venue's cart: the deposit is a line of its own, in the subtotal
  const venue = await createOrganisation(request, 'venue', 'kegs');
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const added = await venueApi.raw('POST', '/api/cart/items', { venueId: venue.organisation.id, skuId: sku.id, qty: 3 });
  expect(added.status(), await added.text()).toBe(200);
  const venuePage = await (await browser.newContext()).newPage();
  await signInWithSession(venuePage, venue.owner.email, venue.owner.password);
  await chooseEntity(venuePage, request, venue.owner.email, 'venue', venue.owner.password);
  await venuePage.goto('/dash/cart');
  const group = venuePage.getByRole('region', { name: supplier.organisation.name });
  await expect(group.getByText('Keg deposit · 50 L keg × 3')).toBeVisible();
  // $840.00 of beer and the $150.00 deposit, ex GST; $1,089.00 with GST
  await expect(group).toContainText('$990.00');
  await expect(group).toContainText('$1,089.00');
  await expectNoSeriousAxeViolations(venuePage);
  await screenshotsAt(venuePage, 'cart-keg-deposit');

  // sent, the order carries the deposit as its own line on both sides
  await group.getByRole('link', { name: 'Send this order' }).click();
  await expect(venuePage.getByText('Keg deposit · 50 L keg × 3')).toBeVisible();
  await venuePage.getByRole('button', { name: 'Send order' }).click();
  await expect(venuePage.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(venuePage.getByRole('row', { name: 'Keg deposit · 50 L keg × 3 $150.00' })).toBeVisible();
  await expect(venuePage.getByRole('row', { name: 'Subtotal $990.00' })).toBeVisible();
  const placed = await venueApi.get<Order>(`/api/orders/${venuePage.url().split('/').pop()}`);
  await page.goto(`${dash}/orders/${placed.supplierOrders[0]!.id}`);
  await expect(page.getByRole('row', { name: 'Keg deposit · 50 L keg × 3 $150.00' })).toBeVisible();
  await screenshotsAt(page, 'supplier-order-keg-deposit');
  expect(consoleErrors).toEqual([]);
});
