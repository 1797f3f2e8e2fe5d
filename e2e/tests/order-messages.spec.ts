import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, orderThroughApi, publishedKeg, signInWithSession } from './organisation-helpers';
import { subscribed } from './realtime-helpers';

// Messages on an order (decision 0179): a venue and a brewery of the journey's own, and an order between them (set up
// through the API). The venue asks a question on its order's page; the brewery, watching Orders In in another
// browser, sees the order's unread badge arrive live, opens the order, reads the question and answers; the venue sees
// the answer arrive without a reload.

test('a venue asks on its order, the brewery sees it live with an unread badge and answers, the venue sees the answer live', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'messages-brewery'),
    createOrganisation(request, 'venue', 'messages-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, { name: 'Chat Pale', style: 'Pale Ale', code: 'CP-K50', unitPriceCents: 24_000 });
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const order = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 2);

  // the brewery watches Orders In in its own browser
  const breweryPage = await (await browser.newContext()).newPage();
  await signInWithSession(breweryPage, brewery.owner.email, brewery.owner.password);
  await chooseEntity(breweryPage, request, brewery.owner.email, 'supplier', brewery.owner.password);
  const breweryLive = subscribed(breweryPage);
  await breweryPage.goto(`/dash/suppliers/${brewery.organisation.slug}/orders`);
  const row = breweryPage.getByRole('row', { name: new RegExp(order.number) });
  await expect(row).toBeVisible();
  await expect(row.getByText('1 unread message')).toHaveCount(0);
  await breweryLive;

  // the venue asks on its order's page; an empty message is refused on the field
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  const venueLive = subscribed(page);
  await page.goto(`/dash/venues/${venue.organisation.slug}/orders/${order.id}`);
  const thread = page
    .getByRole('region', { name: brewery.organisation.name, exact: true })
    .getByRole('region', { name: 'Messages', exact: true });
  await expect(thread).toContainText('Placed');
  await venueLive;
  const box = thread.getByLabel(`Message to ${brewery.organisation.name}`);
  await box.fill('   ');
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByText('Write a message first')).toBeVisible();
  await box.fill('Could the kegs come before 10 am on Friday?');
  await expect(thread.getByText('43 / 4,000 characters')).toBeVisible();
  await thread.getByRole('button', { name: 'Send' }).click();
  await expect(thread.getByRole('article', { name: /Message from/ })).toContainText('Could the kegs come before 10 am on Friday?');
  await expect(box).toHaveValue('');

  // the brewery's Orders In shows the unread badge without a reload, and the filter finds the order
  await expect(row.getByText('1 unread message')).toBeAttached();
  await breweryPage.getByRole('button', { name: 'With unread messages' }).click();
  await expect(breweryPage.getByRole('row', { name: new RegExp(order.number) })).toBeVisible();
  await screenshotsAt(breweryPage, 'order-messages-orders-in-unread');

  // it opens the order: the question under a "New" divider
  await breweryPage.getByRole('link', { name: order.number }).click();
  const breweryThread = breweryPage.getByRole('region', { name: 'Messages', exact: true });
  await expect(breweryThread.getByRole('article', { name: /Message from/ })).toContainText('Could the kegs come before 10 am on Friday?');
  await expect(breweryThread.getByRole('separator', { name: 'New messages from here' })).toBeVisible();
  await breweryThread.getByLabel(`Message to ${venue.organisation.name}`).fill('Yes: you are first on the Friday run, about 8:30.');
  await breweryThread.getByRole('button', { name: 'Send' }).click();
  await expect(breweryThread.getByRole('article', { name: /Message from/ })).toHaveCount(2);
  await expectNoSeriousAxeViolations(breweryPage);
  await screenshotsAt(breweryPage, 'order-messages-supplier-order');

  // the venue sees the answer arrive on its open page, and its overview and orders no longer count it once read
  await expect(thread.getByRole('article', { name: /Message from/ }).nth(1)).toContainText('Yes: you are first on the Friday run');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'order-messages-venue-order');
  await page.goto(`/dash/venues/${venue.organisation.slug}/orders?unread=true`);
  await expect(page.getByText('No order matches')).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
