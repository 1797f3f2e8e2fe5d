import { expect, type Page } from '@playwright/test';
import type { Order, RunSheet, SupplierOrder } from '@tapline/contracts';
import { expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { kegPair } from './keg-helpers';
import { apiAs, chooseEntity, createOrganisation, expectPdfDownload, orderThroughApi, signInWithSession } from './organisation-helpers';

// Run sheets and the driver's screen (decisions 0190–0192): a brewery of the journey's own has three venues' orders
// accepted for one day (two dispatched already). Its owner opens the day's run sheet, puts the last stop first with the
// keyboard (read out), and downloads the PDF; then, on a phone, marks two stops delivered and the third partly
// delivered: one keg of its two came back, which becomes a short delivery on the order.

const RUN_ALE = { name: 'Run Ale', style: 'Pale Ale', code: 'RA-K50', unitPriceCents: 21_000, depositCents: 5_000 };

async function moveWithKeyboard(page: Page, name: string, from: string, to: string) {
  await page.getByRole('button', { name: `Move ${name}` }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(`Picked up ${name}, ${from}.`)).toBeAttached();
  // dnd-kit measures just after the pick-up: an arrow is pressed again only while the pick-up is the last thing read
  await expect(async () => {
    if ((await page.getByText(`Picked up ${name}, ${from}.`).count()) > 0) await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${name} is now ${to}.`)).toBeAttached({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
}

test('the brewery arranges a day’s run, and its driver marks two stops delivered and one short on a phone', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const pair = await kegPair(request, 'run', RUN_ALE);
  const { brewery, breweryApi } = pair;
  const more = await Promise.all([createOrganisation(request, 'venue', 'run-second'), createOrganisation(request, 'venue', 'run-third')]);
  const venues = [
    { ...pair.venue, api: pair.venueApi },
    ...(await Promise.all(more.map(async (own) => ({ ...own, api: await apiAs(request, own.owner.email, own.owner.password) })))),
  ];
  const orders: Order[] = [];
  for (const [index, venue] of venues.entries()) {
    orders.push(await orderThroughApi(venue.api, venue.organisation.id, pair.sku.id, index === 2 ? 2 : 1));
  }
  const day = orders[0]!.supplierOrders[0]!.requestedDeliveryDate!;
  for (const [index, order] of orders.entries()) {
    const id = order.supplierOrders[0]!.id;
    const accepted = await breweryApi.raw('POST', `/api/supplier-orders/${id}/accept`, { deliveryDate: day });
    expect(accepted.status(), await accepted.text()).toBe(200);
    if (index < 2) expect((await breweryApi.raw('POST', `/api/supplier-orders/${id}/dispatch`, {})).status()).toBe(200);
  }
  const [first, second, third] = venues.map((venue) => venue.organisation.name) as [string, string, string];

  await signInWithSession(page, brewery.owner.email, brewery.owner.password);
  await chooseEntity(page, request, brewery.owner.email, 'supplier', brewery.owner.password);
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}`);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Deliveries' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Deliveries' })).toBeVisible();
  await page.getByRole('link', { name: /3 stops · 3 orders/ }).click();
  const stops = page.getByRole('list', { name: 'Stops in run order' });
  // by name until arranged: the first venue's name sorts last
  const byName = [first, second, third].sort();
  await expect(stops.getByRole('heading', { level: 3 })).toHaveText(byName.map((name, index) => `Stop ${index + 1}: ${name}`));
  await expectNoSeriousAxeViolations(page);

  // the last stop goes first: two moves up, each read out, saved when dropped
  const last = byName[2]!;
  const saved = page.waitForResponse(
    (response) => response.url().endsWith(`/run-sheets/${day}/order`) && response.request().method() === 'PUT',
  );
  await moveWithKeyboard(page, last, 'stop 3 of 3', 'stop 2 of 3');
  await expect(async () => {
    if ((await page.getByText(`${last} is now stop 1 of 3.`).count()) === 0) await page.keyboard.press('ArrowUp');
    await expect(page.getByText(`${last} is now stop 1 of 3.`)).toBeAttached({ timeout: 1500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(page.getByText(`${last} dropped at stop 1 of 3.`)).toBeAttached();
  await page.reload();
  await expect(stops.getByRole('heading', { level: 3 }).first()).toHaveText(`Stop 1: ${last}`);
  expect(last).toBe(first);
  await expectPdfDownload(page, `run-sheet-${day}`);
  await screenshotsAt(page, 'run-sheet');
  // as it prints: no handles, a line to sign per stop
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByText('Received by: ').first()).toBeVisible();
  await expect(page.getByRole('button', { name: `Move ${last}` })).toBeHidden();
  await screenshotsAt(page, 'run-sheet-print');
  await page.emulateMedia({ media: 'screen' });

  // the driver, on a phone
  await page.setViewportSize({ width: 360, height: 780 });
  await page.getByRole('link', { name: 'Driver’s screen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Driving/ })).toBeVisible();
  await expect(page.getByText('0 of 3 stops done')).toBeVisible();
  const stopOf = (name: string) => page.getByRole('listitem', { name: new RegExp(name) });
  for (const name of [first, second]) {
    const stop = stopOf(name);
    await stop.getByRole('button', { name: 'Delivered', exact: true }).click();
    await stop.getByLabel('Received by').fill(`Bar manager at ${name}`);
    await stop.getByRole('button', { name: 'Confirm delivered' }).click();
    await expect(stop.getByText('Delivered', { exact: true })).toBeVisible();
  }
  const short = stopOf(third);
  await short.getByRole('button', { name: 'Partly delivered' }).click();
  await short.getByLabel('Received by').fill('Cellar hand');
  await short.getByLabel(/Run Ale.*of 2/).fill('1');
  await screenshotsAt(page, 'driver-partly');
  await page.setViewportSize({ width: 360, height: 780 });
  await short.getByRole('button', { name: 'Confirm partly delivered' }).click();
  await expect(short.getByText('Partly delivered', { exact: true })).toBeVisible();
  await expect(page.getByText('3 of 3 stops done')).toBeVisible();
  await expect(short.getByRole('button', { name: 'Add a proof photo' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'driver-done');

  // the orders went through the lifecycle: two delivered in full, the third delivered short (1 of 2)
  for (const [index, order] of orders.entries()) {
    const answer = await breweryApi.raw('GET', `/api/supplier-orders/${order.supplierOrders[0]!.id}`);
    const supplierOrder = (await answer.json()) as SupplierOrder;
    expect(supplierOrder.status).toBe('delivered');
    expect(supplierOrder.lines[0]).toMatchObject(index === 2 ? { qty: 1, orderedQty: 2 } : { qty: 1, orderedQty: 1 });
  }
  const sheet = (await (await breweryApi.raw('GET', `/api/suppliers/${brewery.organisation.id}/run-sheets/${day}`)).json()) as RunSheet;
  expect(sheet.stops.map((stop) => stop.outcome?.outcome)).toEqual(['delivered', 'delivered', 'partly_delivered']);
  expect(consoleErrors).toEqual([]);
});
