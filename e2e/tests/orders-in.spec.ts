import type { APIRequestContext } from '@playwright/test';
import type { CatalogueSkuList, Order, ProductList, SupplierOrderList, UserOrganisationList } from '@tapline/contracts';
import { DEMO_ACCOUNTS } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, createOrganisation, signInWithSession } from './organisation-helpers';

// Orders In for the demo supplier: the venue filter, the queue's keys (docs/ui.md, Keyboard shortcuts: j/k to move, a to accept,
// listed under ?) and the packing slip's address. The orders are the journey's own, from a venue of its own (other
// journeys count the demo orders), for a pack whose stock is not tracked (the public pages stay as they are).

async function demoSupplier(request: APIRequestContext) {
  const api = await apiAs(request, DEMO_ACCOUNTS.supplier);
  const {
    items: [supplier],
  } = await api.get<UserOrganisationList>(`/api/users/${api.userId}/suppliers`);
  if (!supplier) throw new Error('the demo supplier account belongs to no supplier');
  return { api, supplier };
}

/** A venue of the journey's own, with a delivery address and a phone, that sends the supplier two orders. */
async function venueWithTwoOrders(request: APIRequestContext, supplier: Awaited<ReturnType<typeof demoSupplier>>) {
  const products = await supplier.api.get<ProductList>(`/api/suppliers/${supplier.supplier.id}/products?pageSize=50`);
  let skuId: string | undefined;
  for (const product of products.items) {
    const { items } = await supplier.api.get<CatalogueSkuList>(`/api/products/${product.id}/skus`);
    skuId = items.find((sku) => sku.status === 'active' && sku.stockOnHand === null && sku.unitPriceCents >= 10_000)?.id;
    if (skuId) break;
  }
  if (!skuId) throw new Error('the demo supplier sells no pack of $100 or more whose stock is not tracked');

  const { owner, organisation: venue } = await createOrganisation(request, 'venue', 'orders-in');
  const api = await apiAs(request, owner.email, owner.password);
  const settings = await api.raw('PATCH', `/api/venues/${venue.id}`, {
    contactPhone: '02 9555 0134',
    addresses: [{ kind: 'delivery', line1: '7 Keg Lane', line2: 'Loading dock', suburb: 'Newtown', state: 'NSW', postcode: '2042' }],
  });
  expect(settings.status(), await settings.text()).toBe(200);
  const orders: Order[] = [];
  for (const qty of [4, 5]) {
    const added = await api.raw('POST', '/api/cart/items', { venueId: venue.id, skuId, qty });
    expect(added.status(), await added.text()).toBe(200);
    const sent = await api.raw(
      'POST',
      `/api/users/${api.userId}/cart/checkout`,
      { userId: api.userId, venueId: venue.id },
      { 'idempotency-key': crypto.randomUUID() },
    );
    expect(sent.status(), await sent.text()).toBe(201);
    orders.push((await sent.json()) as Order);
  }
  return { venue, orders: orders.map((order) => ({ id: order.supplierOrders[0]!.id, number: order.number })) };
}

test('Orders In: filter by venue, move with j/k, open with Enter, a opens Accept, ? lists the keys; the slip says where', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(90_000);
  const supplier = await demoSupplier(request);
  const { venue, orders } = await venueWithTwoOrders(request, supplier);
  const [older, newer] = orders as [(typeof orders)[number], (typeof orders)[number]];

  await signInWithSession(page, DEMO_ACCOUNTS.supplier);
  await page.goto(`/dash/suppliers/${supplier.supplier.slug}/orders`);
  await page.getByRole('combobox', { name: 'Venue' }).selectOption({ label: venue.name });
  await expect(page).toHaveURL(new RegExp(`\\?venueId=${venue.id}$`));
  // New orders, oldest first, only this venue's; the tabs count under the filter
  const rows = page.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(older.number);
  await expect(rows.nth(1)).toContainText(newer.number);
  const tabs = page.getByRole('navigation', { name: 'Order status' });
  await expect(tabs.getByRole('link', { name: /^New/ })).toContainText('2');
  await expect(tabs.getByRole('link', { name: /^Accepted/ })).toContainText('0');
  const unfiltered = await supplier.api.get<SupplierOrderList>(`/api/suppliers/${supplier.supplier.id}/orders?pageSize=1`);
  expect(unfiltered.counts.submitted, 'the demo supplier has orders from other venues too').toBeGreaterThan(2);
  await expectNoSeriousAxeViolations(page);

  // not while typing
  await page.getByRole('searchbox', { name: 'Search by order number or venue' }).press('j');
  await expect(page.locator('tbody tr[aria-current="true"]')).toHaveCount(0);
  // j, j, k: the first row again, marked and focused; Enter opens it
  await page.getByRole('heading', { level: 1, name: 'Orders In' }).click();
  await page.keyboard.press('j');
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('j');
  await expect(rows.nth(1)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(1).getByRole('link', { name: newer.number })).toBeFocused();
  await expect(rows.nth(0)).not.toHaveAttribute('aria-current', 'true');
  await page.screenshot({ path: testInfo.outputPath('orders-in-selected.png'), fullPage: true });
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: `Order ${older.number}` })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${older.id}$`));
  // the page's own way back keeps the list's filter, as the browser's Back does
  await page
    .locator('main a:not(aside a)')
    .filter({ hasText: /^Orders In$/ })
    .click();
  await expect(page).toHaveURL(new RegExp(`/orders\\?venueId=${venue.id}$`));
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(venue.id);
  await expect(rows).toHaveCount(2);
  // and so does the browser's Back, from the order
  await rows.nth(0).getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/orders/${older.id}$`));
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(venue.id);
  await expect(rows).toHaveCount(2);

  // ?: the list of keys, in a dialog that Escape closes, the focus back where it was
  await page.getByRole('heading', { level: 1, name: 'Orders In' }).click();
  await page.keyboard.press('j');
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help.getByRole('region', { name: 'Orders In' })).toContainText('Next order');
  await expect(help.getByRole('region', { name: 'Orders In' })).toContainText('Open the selected new order to accept it');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('j'); // the dialog has the keyboard
  await page.keyboard.press('Escape');
  await expect(help).toHaveCount(0);
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
  await expect(rows.nth(0).getByRole('link')).toBeFocused();
  // the same list from the button
  const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await button.click();
  await expect(help).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(button).toBeFocused();

  // a on a new order: its page, with the Accept dialog open; the address then loses ?do=accept (Back won't reopen it)
  // the selection stays on the first row while the focus is elsewhere: k keeps it there
  await page.getByRole('heading', { level: 1, name: 'Orders In' }).click();
  await page.keyboard.press('k');
  await expect(rows.nth(0)).toHaveAttribute('aria-current', 'true');
  await page.keyboard.press('a');
  const accept = page.getByRole('alertdialog', { name: `Accept order ${older.number} from ${venue.name}?` });
  await expect(accept).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/orders/${older.id}$`));
  await page.screenshot({ path: testInfo.outputPath('orders-in-accept.png'), fullPage: true });
  await accept.getByRole('button', { name: 'Cancel' }).click();
  await expect(accept).toHaveCount(0);

  // where it goes, on screen and on the printed slip
  const deliverTo = page.locator('address');
  await expect(deliverTo).toContainText('7 Keg Lane, Loading dock');
  await expect(deliverTo).toContainText('Newtown NSW 2042');
  await expect(deliverTo.getByRole('link', { name: '02 9555 0134' })).toHaveAttribute('href', 'tel:0295550134');
  await page.emulateMedia({ media: 'print' });
  await expect(deliverTo).toContainText('7 Keg Lane, Loading dock');
  await expect(page.getByRole('button', { name: 'Accept' })).toBeHidden();
  await page.screenshot({ path: testInfo.outputPath('packing-slip.png'), fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // on the order page a opens Accept too; this order is the journey's own, so it is accepted
  await page.keyboard.press('a');
  await expect(accept).toBeVisible();
  await accept.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Mark dispatched' })).toBeVisible();
  await page.keyboard.press('a'); // nothing left to accept
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // back in the queue, the filter's counts follow; a on an accepted order does nothing
  await page.goBack();
  await expect(page.getByRole('combobox', { name: 'Venue' })).toHaveValue(venue.id);
  await expect(tabs.getByRole('link', { name: /^New/ })).toContainText('1');
  await tabs.getByRole('link', { name: /^Accepted/ }).click();
  // the New tab also holds one row: wait for the accepted order itself before pressing keys
  await expect(page).toHaveURL(/status=accepted/);
  await expect(rows).toHaveCount(1);
  await expect(rows.nth(0)).toContainText(older.number);
  await page.getByRole('heading', { level: 1, name: 'Orders In' }).click();
  await page.keyboard.press('j');
  await page.keyboard.press('a');
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/orders\?/);
  expect(consoleErrors).toEqual([]);
});

test('Orders In on a phone: the venue filter fits, and no shortcut button (no keyboard) @phone', async ({ page, request }, testInfo) => {
  const { supplier } = await demoSupplier(request);
  await signInWithSession(page, DEMO_ACCOUNTS.supplier);
  await page.goto(`/dash/suppliers/${supplier.slug}/orders?status=delivered`);
  await expect(page.getByRole('combobox', { name: 'Venue' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Keyboard shortcuts' });
  if ((page.viewportSize()?.width ?? 1280) < 640) await expect(button).toBeHidden();
  else await expect(button).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);
  await page.screenshot({ path: testInfo.outputPath(`orders-in-${testInfo.project.name}.png`), fullPage: true });
});
