import type { APIRequestContext } from '@playwright/test';
import type { Order, StandingOrderDetail, UserOrganisationList, VenueOrderList } from '@tapline/contracts';
import { DEMO_ACCOUNTS } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, signInWithSession } from './organisation-helpers';

// Standing orders (issue 35): the demo venue's owner makes a standing order from a past order with the demo brewery,
// skips the first delivery and edits the next; the scheduler's tick at that delivery's cut-off (the server's test clock,
// as a second instance would run it) places it, and the brewery finds the order in Orders In. Then the brewery reads
// its standing demand and keeps its closures. The past order is one of the seed's, so no cart is touched.

const SALTWATER = 'Saltwater Brewing Co.';

async function demoOrganisation(request: APIRequestContext, email: string, type: 'venue' | 'supplier') {
  const api = await apiAs(request, email);
  const {
    items: [organisation],
  } = await api.get<UserOrganisationList>(`/api/users/${api.userId}/${type}s`);
  if (!organisation) throw new Error(`${email} belongs to no ${type}`);
  return { api, organisation };
}

/** A past order of the venue with the demo brewery whose packs are all still sold (the seed's delivered ones are). */
async function pastSaltwaterOrder(venue: Awaited<ReturnType<typeof demoOrganisation>>): Promise<{ order: Order; supplierOrderId: string }> {
  const list = await venue.api.get<VenueOrderList>(`/api/venues/${venue.organisation.id}/orders?status=completed&pageSize=20`);
  for (const summary of list.items) {
    const order = await venue.api.get<Order>(`/api/orders/${summary.id}`);
    const part = order.supplierOrders.find(
      (supplierOrder) => supplierOrder.supplier.name === SALTWATER && supplierOrder.lines.every((line) => line.skuId),
    );
    if (part) return { order, supplierOrderId: part.id };
  }
  throw new Error(`The Harbour Hotel has no completed order with ${SALTWATER}`);
}

test('a venue makes a standing order from a past order, skips one, edits the next; it is placed and reaches Orders In', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const venue = await demoOrganisation(request, DEMO_ACCOUNTS.venue, 'venue');
  const { order: past, supplierOrderId } = await pastSaltwaterOrder(venue);
  const dash = `/dash/venues/${venue.organisation.slug}`;

  // the past order: "Make this a standing order" on the brewery's part opens the form with its lines
  await signInWithSession(page, DEMO_ACCOUNTS.venue);
  await page.goto(`${dash}/orders/${past.id}`);
  await page.getByRole('link', { name: `Make this a standing order with ${SALTWATER}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New standing order' })).toBeVisible();
  await expect(page.getByText(`From your past order with ${SALTWATER}`)).toBeVisible();
  const pastLine = past.supplierOrders.find((part) => part.id === supplierOrderId)!.lines[0]!;
  const lines = page.getByRole('list', { name: 'Lines' });
  await expect(lines.getByText(pastLine.productName, { exact: true })).toBeVisible();

  // only the brewery's delivery days are offered (Tuesday and Thursday); nothing ticked → said on the field
  const days = page.getByRole('group', { name: 'Delivery days' });
  await expect(days.getByRole('checkbox')).toHaveCount(2);
  for (const day of ['Tuesday', 'Thursday']) if (await days.getByLabel(day).isChecked()) await days.getByLabel(day).uncheck();
  await page.getByRole('button', { name: 'Set up the standing order' }).click();
  await expect(page.getByText('Choose at least one delivery day')).toBeVisible();
  await days.getByLabel('Tuesday').check();
  await page.getByLabel('Note to the supplier (optional)').fill('Standing order: round the back');
  await page.getByRole('button', { name: 'Set up the standing order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Standing order with ${SALTWATER}` })).toBeVisible();
  await expect(page.getByText(`Standing order with ${SALTWATER} set up`)).toBeVisible();
  await expect(page.getByText('Tue, every week')).toBeVisible();
  const standingOrderId = page.url().split('/standing-orders/')[1]!.split(/[/?]/)[0]!;
  const read = () => venue.api.get<StandingOrderDetail>(`/api/standing-orders/${standingOrderId}`);
  const [first, second, third] = (await read()).occurrences.filter((occurrence) => occurrence.status === 'scheduled');
  if (!first || !second || !third) throw new Error('the standing order has fewer than three deliveries ahead');

  // skip the first delivery
  const firstCard = page.locator(`#occurrence-${first.id}`);
  await firstCard.getByRole('button', { name: 'Skip' }).click();
  await expect(firstCard.getByText('Skipped', { exact: true })).toBeVisible();
  await expect(firstCard.getByRole('button', { name: 'Unskip' })).toBeVisible();

  // edit the next one alone: one more of its first line
  const secondCard = page.locator(`#occurrence-${second.id}`);
  await secondCard.getByRole('button', { name: 'Edit this one' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Only this delivery changes')).toBeVisible();
  const firstLine = second.lines[0]!;
  await dialog.getByRole('button', { name: `One more: ${firstLine.productName}, ${firstLine.skuName}` }).click();
  await dialog.getByRole('button', { name: 'Save this delivery' }).click();
  await expect(dialog).toBeHidden();
  await expect(secondCard.getByText('Edited for this delivery')).toBeVisible();
  const edited = (await read()).occurrences.find((occurrence) => occurrence.id === second.id)!;
  expect(edited.lines[0]!.qty).toBe(firstLine.qty + 1);
  // the usual lines stay as they were
  expect((await read()).lines[0]!.qty).toBe(firstLine.qty);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'standing-order');

  // the reminder mail's Skip button: the link marks that delivery and asks first; nothing changes until confirmed
  await page.goto(`${dash}/standing-orders/${standingOrderId}?occurrence=${third.id}&action=skip`);
  const ask = page.getByRole('alertdialog', { name: /^Skip the .* delivery\?$/ });
  await expect(ask).toBeVisible();
  await expect(page).not.toHaveURL(/action=/);
  expect((await read()).occurrences.find((occurrence) => occurrence.id === third.id)!.status).toBe('scheduled');
  await ask.getByRole('button', { name: 'Keep it' }).click();
  await expect(page.locator(`#occurrence-${third.id}`)).toHaveAttribute('aria-current', 'true');
  await expect(page.locator(`#occurrence-${third.id}`).getByText('Scheduled', { exact: true })).toBeVisible();

  // someone else changes the standing order while it is open in the form: saving says so, and shows their change
  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit the standing order with ${SALTWATER}` })).toBeVisible();
  const lastDay = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
  const elsewhere = await venue.api.raw('PATCH', `/api/standing-orders/${standingOrderId}`, {
    version: (await read()).version,
    endsOn: lastDay,
  });
  expect(elsewhere.status(), await elsewhere.text()).toBe(200);
  await page.getByLabel('Note to the supplier (optional)').fill('Front door');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Someone changed this standing order since you opened it' })).toBeVisible();
  await expect(page.getByLabel('Last delivery by (optional)')).toHaveValue(lastDay);
  await expect(page.getByLabel('Note to the supplier (optional)')).toHaveValue('Standing order: round the back');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Standing order with ${SALTWATER}` })).toBeVisible();

  // the scheduler's tick at the second delivery's cut-off places it; the first, skipped, is not placed
  const tick = await venue.api.raw('POST', `/api/standing-orders/${standingOrderId}/test-clock`, { at: second.placeAt });
  expect(tick.status(), await tick.text()).toBeLessThan(300);
  const placed = (await read()).occurrences.find((occurrence) => occurrence.id === second.id)!;
  expect(placed.status).toBe('placed');
  expect((await read()).occurrences.find((occurrence) => occurrence.id === first.id)!.status).toBe('skipped');
  await page.reload();
  await expect(secondCard.getByText('Placed', { exact: true })).toBeVisible();
  await secondCard.getByRole('link', { name: `Order ${placed.order!.number}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${placed.order!.number}` })).toBeVisible();
  await expect(page.getByText('Standing order: round the back')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Placed by a standing order' })).toHaveAttribute(
    'href',
    `${dash}/standing-orders/${standingOrderId}?occurrence=${second.id}`,
  );

  // the brewery finds it in Orders In, new
  const supplierPage = await (await browser.newContext()).newPage();
  await signInWithSession(supplierPage, DEMO_ACCOUNTS.supplier);
  const brewery = await demoOrganisation(request, DEMO_ACCOUNTS.supplier, 'supplier');
  await supplierPage.goto(`/dash/suppliers/${brewery.organisation.slug}/orders`);
  await expect(supplierPage.getByRole('link', { name: placed.order!.number })).toBeVisible();
  await supplierPage.getByRole('link', { name: placed.order!.number }).click();
  await expect(supplierPage.getByText('Standing order: round the back')).toBeVisible();
  // and its standing demand: the venue's next deliveries
  await supplierPage.goto(`/dash/suppliers/${brewery.organisation.slug}/standing-demand`);
  const nextDay = supplierPage.locator(`section[aria-labelledby="demand-${third.deliveryDate}"]`);
  await expect(nextDay.getByText(venue.organisation.name)).toBeVisible();
  await expect(nextDay.getByRole('rowheader', { name: new RegExp(firstLine.productName) })).toBeVisible();

  // the venue pauses it until a day, resumes it, then ends it (so nothing more is placed during the other journeys)
  await page.goto(`${dash}/standing-orders/${standingOrderId}`);
  await page.getByRole('button', { name: 'Pause' }).click();
  const pause = page.getByRole('alertdialog', { name: `Pause the standing order with ${SALTWATER}?` });
  await pause.getByLabel('Resume on').fill(third.deliveryDate);
  await pause.getByRole('button', { name: 'Pause it' }).click();
  await expect(page.getByText(/^Paused until /).first()).toBeVisible();
  expect((await read()).occurrences.find((occurrence) => occurrence.id === third.id)!.status).toBe('scheduled');
  await page.getByRole('button', { name: 'Resume now' }).click();
  await expect(page.getByText('Active', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'End' }).click();
  await page
    .getByRole('alertdialog', { name: `End the standing order with ${SALTWATER}?` })
    .getByRole('button', { name: 'End it' })
    .click();
  await expect(page.getByText('Ended', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pause' })).toHaveCount(0);
  expect(consoleErrors).toEqual([]);
});

test('the brewery reads its standing demand and keeps its closures @phone', async ({ page, request, consoleErrors }) => {
  const brewery = await demoOrganisation(request, DEMO_ACCOUNTS.supplier, 'supplier');
  await signInWithSession(page, DEMO_ACCOUNTS.supplier);
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}/standing-demand`);
  await expect(page.getByRole('heading', { level: 1, name: 'Standing orders' })).toBeVisible();
  await expect(page).toHaveTitle(`Standing orders · ${SALTWATER} · Tapline`);
  await expect(page.getByRole('heading', { name: 'Standing demand' })).toBeVisible();
  await expect(page.getByRole('radio', { name: /Move it earlier/ })).toBeVisible();

  // a closure far ahead (past the demand's eight weeks, so no other journey's delivery moves): added, listed, removed
  const day = new Date(Date.now() + 200 * 86_400_000).toISOString().slice(0, 10);
  const form = page.getByRole('form', { name: 'Add a closure' });
  await form.getByRole('button', { name: 'Add the closure' }).click();
  await expect(form.getByText('Choose the first day closed')).toBeVisible();
  await form.getByLabel('Closed from').fill(day);
  await form.getByLabel('Reason').fill('Brewhouse refit');
  await form.getByRole('button', { name: 'Add the closure' }).click();
  const closure = page.getByRole('listitem').filter({ hasText: 'Brewhouse refit' });
  await expect(closure).toBeVisible();
  await screenshotsAt(page, 'standing-demand');
  await expectNoSeriousAxeViolations(page);
  await closure.getByRole('button', { name: /Remove the closure/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove it' }).click();
  await expect(closure).toHaveCount(0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(consoleErrors).toEqual([]);
});
