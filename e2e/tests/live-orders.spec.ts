import type { Order } from '@tapline/contracts';
import { DEMO_ACCOUNTS } from './auth-helpers';
import { expect, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation, demoSupplierPack, signInWithSession } from './organisation-helpers';
import { subscribed } from './realtime-helpers';

// Both sides live. The demo supplier's Orders In, open in one browser, shows a venue's new order without a
// reload, with a toast and the count in the tab's title; the venue's order page, open in another browser, shows
// "Accepted" the moment the supplier accepts. The venue is the journey's own (other journeys count the demo orders).

test('a new order appears in Orders In without a reload, with a toast and the count in the title; the venue sees it accepted live', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const {
    api: supplierApi,
    supplier,
    sku: { id: skuId },
  } = await demoSupplierPack(request, (sku) => sku.unitPriceCents >= 10_000, 'pack of $100 or more');
  const { owner, organisation: venue } = await createOrganisation(request, 'venue', 'live');
  const venueApi = await apiAs(request, owner.email, owner.password);
  const settings = await venueApi.raw('PATCH', `/api/venues/${venue.id}`, {
    addresses: [{ kind: 'delivery', line1: '3 Tap Street', suburb: 'Newtown', state: 'NSW', postcode: '2042' }],
  });
  expect(settings.status(), await settings.text()).toBe(200);

  // the rep watches Orders In, filtered to this venue so the count is the journey's own
  await signInWithSession(page, DEMO_ACCOUNTS.supplier);
  const live = subscribed(page);
  await page.goto(`/dash/suppliers/${supplier.slug}/orders?venueId=${venue.id}`);
  await expect(page.getByText('No order matches')).toBeVisible();
  await live;
  await expect(page).toHaveTitle(`Orders In · ${supplier.name} · Tapline`);

  // the venue orders, elsewhere
  const added = await venueApi.raw('POST', '/api/cart/items', { venueId: venue.id, skuId, qty: 3 });
  expect(added.status(), await added.text()).toBe(200);
  const sent = await venueApi.raw(
    'POST',
    `/api/users/${venueApi.userId}/cart/checkout`,
    { userId: venueApi.userId, venueId: venue.id },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(sent.status(), await sent.text()).toBe(201);
  const order = (await sent.json()) as Order;
  const supplierOrderId = order.supplierOrders[0]!.id;

  await expect(page.getByText(`New order ${order.number} from ${venue.name}`)).toBeVisible({ timeout: 5_000 });
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr').first()).toContainText(order.number);
  await expect(page).toHaveTitle(`(1) Orders In · ${supplier.name} · Tapline`);
  await screenshotsAt(page, 'live-orders-in');

  // the venue's owner has the order open in another browser when the rep accepts it
  const venueContext = await browser.newContext();
  const venuePage = await venueContext.newPage();
  await signInWithSession(venuePage, owner.email, owner.password);
  const venueLive = subscribed(venuePage);
  await venuePage.goto(`/dash/venues/${venue.slug}/orders/${order.id}`);
  await expect(venuePage.getByText('Submitted').first()).toBeVisible();
  await venueLive;
  const accepted = await supplierApi.raw('POST', `/api/supplier-orders/${supplierOrderId}/accept`, {});
  expect(accepted.status(), await accepted.text()).toBe(200);
  await expect(venuePage.getByText('Accepted').first()).toBeVisible({ timeout: 5_000 });
  // and the rep's queue empties: the order left "New"
  await expect(page.getByText('No order matches')).toBeVisible({ timeout: 5_000 });
  await expect(page).toHaveTitle(`Orders In · ${supplier.name} · Tapline`);
  await venueContext.close();
  expect(consoleErrors).toEqual([]);
});
