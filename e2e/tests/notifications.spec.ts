import type { CatalogueProduct } from '@tapline/contracts';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, signInWithSession, orderThroughApi } from './organisation-helpers';

// The notification centre: a venue sends an order; the supplier's member sees the bell count 1, opens the
// panel, follows the notification to the order, and the count goes back to 0. The supplier and venue are the
// journey's own, so other journeys' orders never reach this bell.

const bell = (page: Page) => page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });

test('the bell counts a new order, its panel links to the order, and following it marks it read @phone', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(120_000);
  const suffix = testInfo.project.name;
  const [supplier, venue] = await Promise.all([
    createOrganisation(request, 'supplier', `bell-${suffix}`),
    createOrganisation(request, 'venue', `bell-buyer-${suffix}`),
  ]);
  const supplierApi = await apiAs(request, supplier.owner.email, supplier.owner.password);
  const created = await supplierApi.raw('POST', `/api/suppliers/${supplier.organisation.id}/products`, {
    name: `Bell Ale ${supplier.organisation.slug.slice(-6)}`,
    style: 'Pale Ale',
  });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as CatalogueProduct;
  const sku = await supplierApi.raw('POST', `/api/products/${product.id}/skus`, {
    code: 'BA-K20',
    name: '20 L keg',
    unitPriceCents: 12_000,
  });
  expect(sku.status(), await sku.text()).toBe(201);
  const skuId = ((await sku.json()) as { id: string }).id;
  expect((await supplierApi.raw('POST', `/api/suppliers/${supplier.organisation.id}/products/${product.id}/publish`)).status()).toBe(200);

  // the supplier's owner, signed in, has nothing unread: no badge
  await signInWithSession(page, supplier.owner.email, supplier.owner.password);
  await chooseEntity(page, request, supplier.owner.email, 'supplier', supplier.owner.password);
  await page.goto(`/dash/suppliers/${supplier.organisation.slug}`);
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);

  // the venue sends an order
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const order = await orderThroughApi(venueApi, venue.organisation.id, skuId, 2);
  const supplierOrderId = order.supplierOrders[0]!.id;

  // the bell polls every minute (and on focus); a reload asks now
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 1 unread');
  await expect(page.getByTestId('notification-badge')).toHaveText('1');
  await page.screenshot({ path: testInfo.outputPath(`bell-${suffix}.png`) });

  await bell(page).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel).toBeVisible();
  const item = panel.getByRole('link', { name: new RegExp(`New order ${order.number} from ${venue.organisation.name}`) });
  await expect(item).toBeVisible();
  await expect(item).toContainText('Unread');
  await expect(panel.getByRole('button', { name: 'Mark all read' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`panel-${suffix}.png`) });

  // Escape closes it and gives the focus back to the bell; the arrow keys move through the list
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(bell(page)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await item.focus();
  await page.keyboard.press('ArrowDown');
  await expect(item).toBeFocused(); // the only one: it stays

  await item.click();
  // the link names the supplier by id; the dashboard shows its slug in the address
  await expect(page).toHaveURL(
    new RegExp(`/dash/suppliers/(${supplier.organisation.id}|${supplier.organisation.slug})/orders/${supplierOrderId}$`),
  );
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { name: new RegExp(order.number) }).first()).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');
  await expect(page.getByTestId('notification-badge')).toHaveCount(0);
  // and it stays read after a reload
  await page.reload();
  await expect(bell(page)).toHaveAccessibleName('Notifications, 0 unread');

  // the profile's email choices: a supplier has all three, the digest off until chosen; each change saves with a
  // toast, and stays
  await page.goto('/dash/profile');
  const choices = page.getByRole('group', { name: new RegExp(supplier.organisation.name) });
  await expect(choices.getByRole('checkbox', { name: 'Order status changes' })).toBeChecked();
  await expect(choices.getByRole('checkbox', { name: 'Daily digest at 7 am' })).not.toBeChecked();
  // a click, then the box's state: the choice shows once the query's optimistic answer is rendered, a task after the
  // click (React puts a controlled box back until then), which uncheck() would read too early
  await choices.getByRole('checkbox', { name: 'New orders' }).click();
  await expect(choices.getByRole('checkbox', { name: 'New orders' })).not.toBeChecked();
  await expect(page.getByText(`Email preferences saved for ${supplier.organisation.name}`)).toBeVisible();
  const digestSaved = page.waitForResponse(
    (response) => response.request().method() === 'PUT' && response.url().includes('/api/notifications/preferences/'),
  );
  await choices.getByRole('checkbox', { name: 'Daily digest at 7 am' }).click();
  await expect(choices.getByRole('checkbox', { name: 'Daily digest at 7 am' })).toBeChecked();
  expect((await digestSaved).status()).toBe(200);
  await page.screenshot({ path: testInfo.outputPath(`preferences-${suffix}.png`), fullPage: true });
  await page.reload();
  const saved = page.getByRole('group', { name: new RegExp(supplier.organisation.name) });
  await expect(saved.getByRole('checkbox', { name: 'New orders' })).not.toBeChecked();
  await expect(saved.getByRole('checkbox', { name: 'Daily digest at 7 am' })).toBeChecked();
  expect(consoleErrors).toEqual([]);
});
