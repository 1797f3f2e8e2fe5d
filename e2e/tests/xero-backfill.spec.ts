import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation, publishedKeg, signInWithSession, orderThroughApi } from './organisation-helpers';

// An order the supplier accepted (and so invoiced) before connecting Xero never went there. After connecting the fake
// Xero (XERO_FAKE=1, e2e/start-server.mjs) and choosing the account and tax rate, the owner sends the last 30 days'
// orders that have nothing in Xero: the page counts them first, asks, and the order's invoice appears in the list.

test('an order accepted before Xero was connected is sent from the Xero page and its invoice appears', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'backfill-brewery'),
    createOrganisation(request, 'venue', 'backfill-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, {
    name: 'Backfill Bitter',
    style: 'Bitter',
    code: 'BB-K50',
    unitPriceCents: 26_000,
  });
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const address = await venueApi.raw('PATCH', `/api/venues/${venue.organisation.id}`, {
    addresses: [{ kind: 'delivery', line1: '29 Ledger Lane', suburb: 'Newtown', state: 'NSW', postcode: '2042' }],
  });
  expect(address.status(), await address.text()).toBe(200);

  // the venue orders and the brewery accepts, all before Xero is connected (through the API: ordering is another journey's)
  const order = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 1);
  const breweryApi = await apiAs(request, brewery.owner.email, brewery.owner.password);
  // it issues its tax invoices on accepting: what reaches Xero is that invoice, with its number (decision 0162)
  const issueOn = await breweryApi.raw('PATCH', `/api/suppliers/${brewery.organisation.id}/invoice-settings`, { issueOn: 'accepted' });
  expect(issueOn.status(), await issueOn.text()).toBe(200);
  const accepted = await breweryApi.raw('POST', `/api/supplier-orders/${order.supplierOrders[0]!.id}/accept`, {});
  expect(accepted.status(), await accepted.text()).toBe(200);

  // the owner connects Xero and chooses how orders go there
  await signInWithSession(page, brewery.owner.email, brewery.owner.password);
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}/settings/integrations/xero`);
  await page.getByRole('button', { name: 'Connect to Xero' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Tapline wants to access your Xero organisations' })).toBeVisible();
  // the fake's third organisation only: the first two are the Xero journey's, which runs beside this one (the fake
  // is one Xero user, and connecting an organisation again takes it from the grant that had it)
  await page.getByRole('checkbox', { name: 'Demo Brewery Books' }).uncheck();
  await page.getByRole('checkbox', { name: 'Demo Venue Books' }).uncheck();
  await page.getByRole('checkbox', { name: 'Demo Distributor Books' }).check();
  await page.getByRole('button', { name: 'Allow access' }).click();
  // one organisation allowed: no choosing step
  await expect(page.getByText('Connected to Demo Distributor Books').first()).toBeVisible();
  // nothing to send back until the account and tax rate are chosen
  await expect(page.getByRole('heading', { name: 'Send earlier orders' })).toHaveCount(0);
  const settings = page.getByRole('form', { name: 'Xero settings' });
  await settings.getByLabel('Sales account').selectOption({ label: '200 · Sales' });
  await settings.getByLabel('Tax rate').selectOption({ label: 'GST on Income (10%)' });
  await settings.getByRole('button', { name: 'Save Xero settings' }).click();
  await expect(page.getByText('Xero settings saved')).toBeVisible();
  // the accepted order did not go to Xero by itself
  await expect(page.getByText('Nothing sent to Xero yet')).toBeVisible();

  // the page counts the order of the last 30 days with nothing in Xero, and sends it after asking
  const backfill = page.getByRole('region', { name: 'Send earlier orders' });
  await expect(backfill.getByRole('radio', { name: '30 days' })).toBeChecked();
  await expect(backfill).toContainText('1 order placed since');
  await expect(backfill).toContainText('has no invoice in Xero yet.');
  // another window: a typed number is checked where it is typed
  await backfill.getByRole('radio', { name: 'Another number of days' }).check();
  await backfill.getByRole('textbox', { name: 'Days' }).fill('0');
  await expect(backfill.getByText('Enter a number of days from 1 to 365')).toBeVisible();
  await backfill.getByRole('textbox', { name: 'Days' }).fill('3');
  await expect(backfill).toContainText('1 order placed since');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'xero-backfill');
  await backfill.getByRole('button', { name: 'Send 1 order to Xero' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send 1 order to Demo Distributor Books?' });
  await expect(dialog).toContainText('become draft invoices, each dated the day the order was accepted');
  await dialog.getByRole('button', { name: 'Send 1 order' }).click();
  await expect(page.getByText('1 order is being sent to Demo Distributor Books')).toBeVisible();

  // its invoice appears among the syncs, and nothing is left to send
  const row = page.getByRole('row').filter({ hasText: order.number });
  await expect(row.getByRole('link', { name: /Invoice INV-000001/ })).toBeVisible({ timeout: 30_000 });
  await expect(row).toContainText('In Xero (Draft)');
  await expect(backfill).toContainText('Every order accepted in the last 3 days is already in Xero or on its way.');
  await screenshotsAt(page, 'xero-backfill-sent');
  expect(consoleErrors).toEqual([]);
});
