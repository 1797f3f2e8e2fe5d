import type { TradeAccountDetail, TradeApplication, VenueTradeStanding } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, publishedKeg, signInWithSession } from './organisation-helpers';

// Trade accounts (issue 36): a venue of the journey's own applies to a supplier of its own from the supplier's page;
// the supplier's owner approves it with payment terms and a credit limit; the venue sees its account; the supplier puts
// it on hold and the venue reads why. Then the journey: approved on screen with terms, a limit and a 10 % list,
// the venue's cart shows the list's prices and its zone's days, an order over the limit is held and the supplier
// releases it. Every organisation is the journey's own, so no demo venue or supplier changes.

/** `text` as a regular expression matches it, letter for letter. */
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const TERMS = 'Payment by the due date on the invoice.\nKegs stay ours until paid for and are returned empty.';

test('a venue applies from a supplier’s page, the supplier approves with terms and a limit, then puts the account on hold', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const supplier = await createOrganisation(request, 'supplier', 'trade-supplier');
  const venue = await createOrganisation(request, 'venue', 'trade-venue');
  const supplierDash = `/dash/suppliers/${supplier.organisation.slug}`;
  const venueDash = `/dash/venues/${venue.organisation.slug}`;

  // the supplier writes its trade terms (Trade accounts → Settings)
  const supplierPage = await (await browser.newContext()).newPage();
  await signInWithSession(supplierPage, supplier.owner.email, supplier.owner.password);
  await chooseEntity(supplierPage, request, supplier.owner.email, 'supplier', supplier.owner.password);
  await supplierPage.goto(`${supplierDash}/trade-accounts?tab=settings`);
  await expect(supplierPage.getByRole('heading', { level: 1, name: 'Trade accounts' })).toBeVisible();
  await supplierPage.getByLabel('Your trade terms').fill(TERMS);
  await supplierPage.getByRole('button', { name: 'Save' }).click();
  await expect(supplierPage.getByText('Trade account settings saved')).toBeVisible();
  await screenshotsAt(supplierPage, 'trade-supplier-settings');

  // the venue's owner, on the supplier's public page: no account yet, and the way to apply
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  await page.goto(`/suppliers/${supplier.organisation.slug}`);
  const standing = page.getByRole('region', { name: 'No trade account yet' });
  await expect(standing).toBeVisible();
  await standing.getByRole('link', { name: 'Apply for a trade account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Apply for a trade account with ${supplier.organisation.name}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `${supplier.organisation.name}’s trade terms` })).toContainText('Kegs stay ours');
  await expect(page.getByLabel('Legal name')).toHaveValue(venue.organisation.name);

  // a licence already expired is refused beside its field, and so is an application without the terms accepted
  await page.getByLabel('ABN').fill('51 824 753 556');
  await page.getByLabel('Licence number').fill('LIQH400123456');
  await page.getByLabel('State').selectOption('NSW');
  await page.getByLabel('Expires').fill('2020-06-30');
  await page.getByLabel('Director 1', { exact: true }).fill('Sam Lee');
  await page.getByRole('button', { name: 'Add a director' }).click();
  await page.getByLabel('Director 2', { exact: true }).fill('Alex Chen');
  await page.getByLabel('Business of reference 1').fill('Hop Merchants');
  await page.getByLabel('Phone of reference 1').fill('02 9000 1234');
  await page.getByLabel('Credit limit you ask for (optional)').fill('5,000');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByText('Accept the supplier’s trade terms to apply')).toBeVisible();
  await page.getByLabel(/I have read .* trade terms and accept them/).check();
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByLabel('Expires')).toHaveAttribute('aria-invalid', 'true');
  await screenshotsAt(page, 'trade-apply-form');
  await page.getByLabel('Expires').fill('2029-06-30');
  await page.getByRole('button', { name: 'Send application' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Application to ${supplier.organisation.name}` })).toBeVisible();
  await expect(page.getByText('Waiting', { exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'trade-venue-application');

  // the supplier's owner: the application waits on the Applications tab; its page shows what the venue gave
  await supplierPage.goto(`${supplierDash}/trade-accounts`);
  await supplierPage.getByRole('link', { name: venue.organisation.name }).click();
  await expect(supplierPage.getByRole('heading', { level: 1, name: `${venue.organisation.name}’s application` })).toBeVisible();
  for (const given of ['51 824 753 556', 'LIQH400123456', 'Alex Chen', 'Hop Merchants', '$5,000.00']) {
    await expect(supplierPage.getByText(given, { exact: true })).toBeVisible();
  }
  await supplierPage.getByLabel('Payment terms').selectOption('net_days');
  await supplierPage.getByLabel('Days').fill('14');
  await supplierPage.getByLabel('Credit limit', { exact: true }).fill('2000');
  await expectNoSeriousAxeViolations(supplierPage);
  await screenshotsAt(supplierPage, 'trade-supplier-application');
  await supplierPage.getByRole('button', { name: 'Approve' }).click();
  await expect(supplierPage.getByRole('heading', { level: 1, name: `${venue.organisation.name}’s trade account` })).toBeVisible();
  await expect(supplierPage.getByText('Active', { exact: true })).toBeVisible();
  await expect(supplierPage.getByText('Net 14 days', { exact: true })).toBeVisible();
  await screenshotsAt(supplierPage, 'trade-supplier-account');

  // the venue sees its account on its Trade accounts page and on the supplier's page
  await page.goto(`${venueDash}/trade-accounts`);
  const row = page.getByRole('row', { name: new RegExp(supplier.organisation.name) });
  await expect(row.getByText('Active')).toBeVisible();
  await expect(row.getByText('Net 14 days')).toBeVisible();
  await expect(row.getByRole('cell', { name: '$2,000.00', exact: true })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'trade-venue-accounts');
  await row.getByRole('link', { name: supplier.organisation.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Trade account with ${supplier.organisation.name}` })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Put on hold' })).toHaveCount(0);
  await screenshotsAt(page, 'trade-venue-account');

  // the supplier puts it on hold, saying why; the venue reads the reason on the supplier's page
  await supplierPage.getByRole('button', { name: 'Put on hold' }).click();
  await supplierPage.getByLabel(/Reason/).fill('Two invoices overdue');
  await supplierPage.getByRole('alertdialog').getByRole('button', { name: 'Put on hold' }).click();
  await expect(supplierPage.getByText('On hold', { exact: true }).first()).toBeVisible();
  await expect(supplierPage.getByRole('button', { name: 'Release hold' })).toBeVisible();
  const owner = await apiAs(request, supplier.owner.email, supplier.owner.password);
  const accountId = supplierPage.url().split('/trade-accounts/')[1]!.split(/[/?]/)[0]!;
  const account = await owner.get<TradeAccountDetail>(`/api/trade-accounts/${accountId}`);
  expect([account.status, account.holdReason]).toEqual(['on_hold', 'Two invoices overdue']);

  await page.goto(`/suppliers/${supplier.organisation.slug}`);
  const held = page.getByRole('region', { name: `Your trade account with ${supplier.organisation.name} is on hold` });
  await expect(held).toContainText('Two invoices overdue');
  await screenshotsAt(page, 'trade-supplier-page-on-hold');
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const read = await venueApi.get<VenueTradeStanding>(`/api/venues/${venue.organisation.id}/suppliers/${supplier.organisation.id}/trade`);
  expect(read.account?.status).toBe('on_hold');
  expect(consoleErrors).toEqual([]);
});

test('approved with terms, a limit and a 10 % list, the cart shows the list’s prices and the zone’s days; an order over the limit is held and released', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'held-brewery'),
    createOrganisation(request, 'venue', 'held-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, { name: 'Held Pale', style: 'Pale Ale', code: 'HP-50', unitPriceCents: 20_000 });
  const [venueApi, breweryApi] = await Promise.all([
    apiAs(request, venue.owner.email, venue.owner.password),
    apiAs(request, brewery.owner.email, brewery.owner.password),
  ]);
  // the brewery's 10 % list and its one zone, delivering Melbourne's 3000 on Tuesdays and Thursdays (the screens for
  // both are another journey's); the venue's delivery address is in it
  const [list, zone, address] = await Promise.all([
    breweryApi.raw('POST', `/api/suppliers/${brewery.organisation.id}/price-lists`, {
      name: 'Trade 10',
      kind: 'percent_off',
      percentOffBasisPoints: 1000,
    }),
    breweryApi.raw('POST', `/api/suppliers/${brewery.organisation.id}/delivery-zones`, {
      name: 'Melbourne CBD',
      deliveryWeekdays: [2, 4],
      localities: [{ postcode: '3000' }],
    }),
    venueApi.raw('PATCH', `/api/venues/${venue.organisation.id}`, {
      addresses: [{ kind: 'delivery', line1: '1 Flinders Lane', suburb: 'Melbourne', state: 'VIC', postcode: '3000' }],
    }),
  ]);
  for (const answer of [list, zone, address]) expect(answer.status(), await answer.text()).toBeLessThan(300);

  // the venue applies (through the API: the first journey is the one about the form), withdraws, and applies again
  const standing = await venueApi.get<VenueTradeStanding>(
    `/api/venues/${venue.organisation.id}/suppliers/${brewery.organisation.id}/trade`,
  );
  const applyNow = async () => {
    const applied = await venueApi.raw('POST', `/api/venues/${venue.organisation.id}/trade-applications`, {
      supplierId: brewery.organisation.id,
      legalName: venue.organisation.name,
      abn: '51824753556',
      liquorLicenceNumber: 'LIQH400999',
      liquorLicenceState: 'VIC',
      liquorLicenceExpiry: '2030-01-31',
      directors: [{ name: 'Sam Lee' }],
      termsVersion: standing.settings.termsVersion,
      termsAccepted: true,
    });
    expect(applied.status(), await applied.text()).toBe(201);
    return (await applied.json()) as TradeApplication;
  };
  const withdrawn = await venueApi.raw('POST', `/api/trade-applications/${(await applyNow()).id}/withdraw`);
  expect(withdrawn.status(), await withdrawn.text()).toBe(200);
  const application = await applyNow();

  // the brewery's owner reads in the bell that the venue withdrew, then applied again
  const breweryPage = await (await browser.newContext()).newPage();
  await signInWithSession(breweryPage, brewery.owner.email, brewery.owner.password);
  await chooseEntity(breweryPage, request, brewery.owner.email, 'supplier', brewery.owner.password);
  await breweryPage.goto(`/dash/suppliers/${brewery.organisation.slug}`);
  await breweryPage
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+ unread$/ })
    .click();
  const bell = breweryPage.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByText(`${venue.organisation.name} withdrew its trade account application`)).toBeVisible();
  await expect(bell.getByText(`${venue.organisation.name} applied for a trade account`)).toHaveCount(2);
  await screenshotsAt(breweryPage, 'trade-supplier-bell-withdrawn');
  await breweryPage.keyboard.press('Escape');

  // it approves the application on screen: net 30, a $300 limit, the 10 % list
  await breweryPage.goto(`/dash/suppliers/${brewery.organisation.slug}/trade-accounts/applications/${application.id}`);
  await breweryPage.getByLabel('Payment terms').selectOption('net_days');
  await breweryPage.getByLabel('Days').fill('30');
  // the venue asked for no limit: the form starts without one
  await breweryPage.getByLabel('No credit limit').uncheck();
  await breweryPage.getByLabel('Credit limit', { exact: true }).fill('300');
  await breweryPage.getByLabel('Price list').selectOption({ label: 'Trade 10 · 10 % off list' });
  await breweryPage.getByRole('button', { name: 'Approve' }).click();
  await expect(breweryPage.getByRole('heading', { level: 1, name: `${venue.organisation.name}’s trade account` })).toBeVisible();
  await expect(breweryPage.getByText('Net 30 days', { exact: true })).toBeVisible();

  // two kegs at the list's $180.00 ($396 inc GST) pass the limit: the cart shows the list's price and why, only the
  // zone's days, and that the order will be held, and why, before it is sent
  const added = await venueApi.raw('POST', '/api/cart/items', { venueId: venue.organisation.id, skuId: sku.id, qty: 2 });
  expect(added.status(), await added.text()).toBe(200);
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  await page.goto('/dash/cart');
  const group = page.getByRole('region', { name: brewery.organisation.name });
  await expect(group.getByText('$180.00 each')).toBeVisible();
  await expect(group.getByText('Trade 10: 10 % off list')).toBeVisible();
  await expect(group.getByText('Delivered in its Melbourne CBD zone')).toBeVisible();
  const days = await group.getByLabel('Delivery day').locator('option').allTextContents();
  expect(days.length).toBeGreaterThan(0);
  for (const day of days) expect(day).toMatch(/^(Tue|Thu) /);
  await expect(group.getByText('Trade account: $300.00 of $300.00 left')).toBeVisible();
  await expect(group.getByText(`This order will be held for ${brewery.organisation.name}’s approval`)).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'trade-cart-held');
  await group.getByRole('link', { name: 'Send this order' }).click();
  await expect(page.getByText(`This order will be held for ${brewery.organisation.name}’s approval`)).toBeVisible();
  await page.getByRole('button', { name: 'Send order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  const part = page.getByRole('region', { name: brewery.organisation.name });
  await expect(part.getByText('Held', { exact: true }).first()).toBeVisible();
  await expect(part.getByText(`waiting for ${brewery.organisation.name} to release it`)).toBeVisible();
  // each line says which price it was placed at, as the cart did
  await expect(part.getByText('Trade 10: 10 % off list').filter({ visible: true })).toBeVisible();
  await screenshotsAt(page, 'trade-venue-order-held');

  // the brewery: Needs attention leads to Orders In's Held tab; the order says why it is held; Release
  await breweryPage.goto(`/dash/suppliers/${brewery.organisation.slug}`);
  await breweryPage.getByRole('region', { name: 'Needs attention' }).getByRole('link', { name: 'See held orders' }).click();
  const tabs = breweryPage.getByRole('navigation', { name: 'Order status' });
  await expect(tabs.getByRole('link', { name: /^Held/ })).toHaveAttribute('aria-current', 'page');
  await expect(breweryPage.locator('tbody tr')).toHaveCount(1);
  await screenshotsAt(breweryPage, 'trade-orders-in-held');
  await breweryPage.locator('tbody tr').getByRole('link').first().click();
  await expect(breweryPage.getByText(/^Held: Over the credit limit/)).toBeVisible();
  await expect(breweryPage.getByText('Trade 10: 10 % off list').filter({ visible: true })).toBeVisible();
  await expectNoSeriousAxeViolations(breweryPage);
  await screenshotsAt(breweryPage, 'trade-supplier-order-held');
  await breweryPage.getByRole('button', { name: 'Release' }).click();
  await breweryPage.getByRole('alertdialog').getByRole('button', { name: 'Release' }).click();
  await expect(breweryPage.getByText('Submitted', { exact: true }).first()).toBeVisible();
  await expect(breweryPage.getByRole('button', { name: 'Accept' })).toBeVisible();

  // it is a new order now, in Orders In's New tab
  await breweryPage.goto(`/dash/suppliers/${brewery.organisation.slug}/orders`);
  await expect(tabs.getByRole('link', { name: /^New/ })).toHaveAttribute('aria-current', 'page');
  await expect(breweryPage.locator('tbody tr')).toHaveCount(1);

  // the approval is in both organisations' audit logs, told from each side
  await breweryPage.goto(`/dash/suppliers/${brewery.organisation.slug}/settings/audit`);
  const approval = `approved ${venue.organisation.name}'s trade account: Net 30 days, credit limit $300.00, price list Trade 10`;
  await expect(breweryPage.getByText(new RegExp(` ${escaped(approval)}$`)).filter({ visible: true })).toBeVisible();
  await screenshotsAt(breweryPage, 'trade-supplier-audit');
  await page.goto(`/dash/venues/${venue.organisation.slug}/settings/audit`);
  await expect(
    page.getByText(new RegExp(` of ${escaped(brewery.organisation.name)} ${escaped(approval)}$`)).filter({ visible: true }),
  ).toBeVisible();
  expect(consoleErrors).toEqual([]);
});
