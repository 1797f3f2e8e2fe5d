import type { Page } from '@playwright/test';
import type { Order } from '@tapline/contracts';
import { latestMessage } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation, publishedKeg, signInWithSession } from './organisation-helpers';

const STATE_STOUT = { name: 'State Stout', style: 'Stout', code: 'SS-K50', unitPriceCents: 26_000 };

// On both sides' screens. A rejected order and a cancelled one read apart on the venue's
// list and order page and in the supplier's Orders In and order page, each saying who ended it and why. A supplier
// accepts an order whose delivery day has passed on a new day, picked from its own delivery days; the venue's open
// order page shows the move at once, its bell rings, and the mail says so. The organisations are the journey's own.

type Api = Awaited<ReturnType<typeof apiAs>>;

async function placeOrder(api: Api, venueId: string, skuId: string) {
  const added = await api.raw('POST', '/api/cart/items', { venueId, skuId, qty: 1 });
  expect(added.status(), await added.text()).toBe(200);
  const sent = await api.raw(
    'POST',
    `/api/users/${api.userId}/cart/checkout`,
    { userId: api.userId, venueId },
    { 'idempotency-key': crypto.randomUUID() },
  );
  expect(sent.status(), await sent.text()).toBe(201);
  const order = (await sent.json()) as Order;
  return {
    id: order.id,
    number: order.number,
    supplierOrderId: order.supplierOrders[0]!.id,
    requestedDeliveryDate: order.supplierOrders[0]!.requestedDeliveryDate!,
  };
}

async function step(api: Api, supplierOrderId: string, action: string, body: unknown = {}) {
  const answer = await api.raw('POST', `/api/supplier-orders/${supplierOrderId}/${action}`, body);
  expect(answer.status(), await answer.text()).toBe(200);
}

async function patch(api: Api, path: string, body: unknown) {
  const answer = await api.raw('PATCH', path, body);
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Nothing scrolls sideways on a 360 px phone. */
async function expectNoSidewaysScrollAt360(page: Page) {
  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1280, height: 900 });
}

test('a rejected order and a cancelled one read apart on both sides: the state, who ended it and why', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'states-brewery'),
    createOrganisation(request, 'venue', 'states-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, STATE_STOUT);
  const [venueApi, breweryApi] = await Promise.all([
    apiAs(request, venue.owner.email, venue.owner.password),
    apiAs(request, brewery.owner.email, brewery.owner.password),
  ]);
  const rejected = await placeOrder(venueApi, venue.organisation.id, sku.id);
  const byVenue = await placeOrder(venueApi, venue.organisation.id, sku.id);
  const bySupplier = await placeOrder(venueApi, venue.organisation.id, sku.id);
  await step(breweryApi, rejected.supplierOrderId, 'reject', { reason: 'Out of kegs this week' });
  await step(venueApi, byVenue.supplierOrderId, 'cancel', { reason: 'Ordered twice by mistake' });
  await step(breweryApi, bySupplier.supplierOrderId, 'accept');
  await step(breweryApi, bySupplier.supplierOrderId, 'cancel', { reason: 'Truck off the road' });
  const breweryName = brewery.organisation.name;
  const venueName = venue.organisation.name;

  // the venue's list: rejected by the supplier, cancelled by the venue itself, cancelled by the supplier
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await page.goto(`/dash/venues/${venue.organisation.slug}/orders`);
  const row = (on: Page, number: string) => on.getByRole('row').filter({ hasText: number });
  await expect(row(page, rejected.number)).toContainText('Rejected');
  await expect(row(page, rejected.number)).toContainText(`by ${breweryName}: Out of kegs this week`);
  await expect(row(page, byVenue.number)).toContainText('Cancelled');
  await expect(row(page, byVenue.number)).toContainText('by you: Ordered twice by mistake');
  await expect(row(page, bySupplier.number)).toContainText('Cancelled');
  await expect(row(page, bySupplier.number)).toContainText(`by ${breweryName}: Truck off the road`);
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScrollAt360(page);
  await screenshotsAt(page, 'order-states-venue-list');
  // a tab of its own
  const tabs = page.getByRole('navigation', { name: 'Order status' });
  await tabs.getByRole('link', { name: 'Rejected' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(1);
  await expect(page.locator('tbody tr')).toContainText(rejected.number);
  await tabs.getByRole('link', { name: 'Cancelled' }).click();
  await expect(page.locator('tbody tr')).toHaveCount(2);

  // the venue's order pages
  await page.goto(`/dash/venues/${venue.organisation.slug}/orders/${rejected.id}`);
  const part = page.getByRole('region', { name: breweryName });
  await expect(part).toContainText(`Rejected by ${breweryName}`);
  await expect(part).toContainText('“Out of kegs this week”');
  await expect(page.getByRole('button', { name: 'Cancel this order' })).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScrollAt360(page);
  await screenshotsAt(page, 'order-states-venue-rejected');
  await page.goto(`/dash/venues/${venue.organisation.slug}/orders/${byVenue.id}`);
  await expect(part).toContainText('Cancelled by you');
  await expect(part).toContainText('“Ordered twice by mistake”');

  // the supplier's Orders In and order page
  const supplierPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInWithSession(supplierPage, brewery.owner.email, brewery.owner.password);
  await supplierPage.goto(`/dash/suppliers/${brewery.organisation.slug}/orders?status=cancelled`);
  await expect(row(supplierPage, byVenue.number)).toContainText(`by ${venueName}: Ordered twice by mistake`);
  await expect(row(supplierPage, bySupplier.number)).toContainText('by you: Truck off the road');
  await expectNoSeriousAxeViolations(supplierPage);
  await expectNoSidewaysScrollAt360(supplierPage);
  await screenshotsAt(supplierPage, 'order-states-orders-in-cancelled');
  await supplierPage.goto(`/dash/suppliers/${brewery.organisation.slug}/orders?status=rejected`);
  await expect(row(supplierPage, rejected.number)).toContainText('by you: Out of kegs this week');
  await supplierPage.goto(`/dash/suppliers/${brewery.organisation.slug}/orders/${byVenue.supplierOrderId}`);
  await expect(supplierPage.getByText(`Cancelled by ${venueName}`)).toBeVisible();
  await expect(supplierPage.getByText('“Ordered twice by mistake”')).toBeVisible();
  await expectNoSeriousAxeViolations(supplierPage);
  await expectNoSidewaysScrollAt360(supplierPage);
  await screenshotsAt(supplierPage, 'order-states-supplier-cancelled-by-venue');
  await supplierPage.context().close();
  expect(consoleErrors).toEqual([]);
});

test('an order whose delivery day has passed is accepted on a new one of the supplier’s days; the venue sees it at once and by mail', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'moved-brewery'),
    createOrganisation(request, 'venue', 'moved-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, STATE_STOUT);
  const [venueApi, breweryApi] = await Promise.all([
    apiAs(request, venue.owner.email, venue.owner.password),
    apiAs(request, brewery.owner.email, brewery.owner.password),
  ]);
  // A journey has no clock to move, so the day passes by the venue moving: it orders for today in Pago Pago
  // (UTC−11; the brewery delivers the same day), then keeps its books in Kiritimati (UTC+14), where that day is over.
  await patch(breweryApi, `/api/suppliers/${brewery.organisation.id}`, {
    orderingRules: { leadDays: 0, deliveryWeekdays: [], orderCutoffTime: null },
  });
  await patch(venueApi, `/api/venues/${venue.organisation.id}`, { timeZone: 'Pacific/Pago_Pago' });
  const order = await placeOrder(venueApi, venue.organisation.id, sku.id);
  await patch(venueApi, `/api/venues/${venue.organisation.id}`, { timeZone: 'Pacific/Kiritimati' });
  // the brewery now delivers on Mondays, Wednesdays and Fridays, a day after the order at the earliest
  await patch(breweryApi, `/api/suppliers/${brewery.organisation.id}`, { orderingRules: { leadDays: 1, deliveryWeekdays: [1, 3, 5] } });

  // the venue watches its order
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await page.goto(`/dash/venues/${venue.organisation.slug}/orders/${order.id}`);
  const part = page.getByRole('region', { name: brewery.organisation.name });
  await expect(part).toContainText('Submitted');
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+ unread$/ });
  await expect(bell).toHaveAccessibleName('Notifications, 0 unread');

  // the brewery opens it: the day asked for has passed
  const supplierPage = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  await signInWithSession(supplierPage, brewery.owner.email, brewery.owner.password);
  await supplierPage.goto(`/dash/suppliers/${brewery.organisation.slug}/orders/${order.supplierOrderId}`);
  await expect(supplierPage.getByText(/asked for delivery on .+, which has passed/)).toBeVisible();
  await supplierPage.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = supplierPage.getByRole('alertdialog', { name: `Accept order ${order.number} from ${venue.organisation.name}?` });
  const day = dialog.getByRole('combobox', { name: 'Delivery day' });
  await expect(day).toHaveValue('');
  // only the brewery's own days are offered
  const offered = (await day.locator('option').allTextContents()).slice(1);
  expect(offered.length).toBeGreaterThan(3);
  for (const label of offered) expect(label).toMatch(/^(Mon|Wed|Fri) \d{1,2} [A-Z][a-z]{2}$/);
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog.getByText('Choose a new delivery day: the day asked for has passed')).toBeVisible();
  await expect(day).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousAxeViolations(supplierPage);
  await screenshotsAt(supplierPage, 'order-accept-new-day-dialog');
  await day.selectOption({ index: 1 });
  const newDay = offered[0]!;
  await dialog.getByRole('button', { name: 'Accept' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(supplierPage.getByText(`Deliver ${newDay} to ${venue.organisation.name}`)).toBeVisible();
  await expect(supplierPage.getByText(/moved from .+, the day they asked for/)).toBeVisible();
  await expectNoSidewaysScrollAt360(supplierPage);
  await screenshotsAt(supplierPage, 'order-accepted-on-new-day-supplier');
  await supplierPage.context().close();

  // the venue's page follows without a reload, and its bell rings
  await expect(part).toContainText('Accepted');
  await expect(part).toContainText(`Delivery ${newDay} · moved by ${brewery.organisation.name} from`);
  await expect(bell).toHaveAccessibleName('Notifications, 1 unread');
  await bell.click();
  await expect(page.getByText(`Delivery moved to ${newDay}`)).toBeVisible();
  await page.keyboard.press('Escape');
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScrollAt360(page);
  await screenshotsAt(page, 'order-accepted-on-new-day-venue');
  // and the mail says so
  const mail = await latestMessage(request, { channel: 'email', to: venue.owner.email, pattern: new RegExp(`order ${order.number}`) });
  expect(mail.body).toContain(`Delivery moved to ${newDay}`);
  expect(consoleErrors).toEqual([]);
});
