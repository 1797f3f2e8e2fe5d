import type { APIRequestContext } from '@playwright/test';
import type { Cart, Order, TradeApplication, VenueTradeStanding } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, publishedKeg, signInWithSession, type OwnOrganisation } from './organisation-helpers';

// Price lists and delivery zones (issue 36, parts 3 and 4; decision 0174): a fresh brewery sets up a delivery zone
// with a fee for a fresh venue's suburb and a 10 % price list with a quantity break, from its Settings; the venue's
// cart then shows the zone, its fee and only the zone's days, and (its account on the list) the list's prices and why.

const KEG_CENTS = 18_000;

/** The venue applies for a trade account and the supplier approves it on the price list (through the API). */
async function onTheList(request: APIRequestContext, venue: OwnOrganisation, supplier: OwnOrganisation, priceListId: string) {
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const standing = await venueApi.get<VenueTradeStanding>(
    `/api/venues/${venue.organisation.id}/suppliers/${supplier.organisation.id}/trade`,
  );
  const applied = await venueApi.raw('POST', `/api/venues/${venue.organisation.id}/trade-applications`, {
    supplierId: supplier.organisation.id,
    legalName: `${venue.organisation.name} Pty Ltd`,
    abn: '51 824 753 556',
    liquorLicenceNumber: 'LIQO624000001',
    liquorLicenceState: 'NSW',
    liquorLicenceExpiry: `${new Date().getFullYear() + 2}-06-30`,
    directors: [{ name: 'Dana Director' }],
    termsVersion: standing.settings.termsVersion,
    termsAccepted: true,
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const application = (await applied.json()) as TradeApplication;
  const supplierApi = await apiAs(request, supplier.owner.email, supplier.owner.password);
  const approved = await supplierApi.raw('POST', `/api/trade-applications/${application.id}/approve`, {
    terms: { kind: 'net_days', days: 30 },
    creditLimitCents: null,
    priceListId,
  });
  expect(approved.status(), await approved.text()).toBe(200);
}

test('a supplier makes a zone with a fee and a 10 % list; the venue’s cart shows the fee, the zone’s days and the list’s prices', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const supplier = await createOrganisation(request, 'supplier', 'zones');
  const { product, sku } = await publishedKeg(request, supplier, {
    name: 'Zone Pale',
    style: 'Pale Ale',
    code: 'ZP-50',
    unitPriceCents: KEG_CENTS,
  });
  const venue = await createOrganisation(request, 'venue', 'zoned');
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const address = await venueApi.raw('PATCH', `/api/venues/${venue.organisation.id}`, {
    addresses: [{ kind: 'delivery', line1: '12 Cask Street', suburb: 'Newtown', state: 'NSW', postcode: '2042' }],
  });
  expect(address.status(), await address.text()).toBe(200);
  const dash = `/dash/suppliers/${supplier.organisation.slug}`;

  // the zone: from Settings, its days (Tuesday and Thursday), a fee, and the venue's suburb pasted with another postcode
  await signInWithSession(page, supplier.owner.email, supplier.owner.password);
  await page.goto(`${dash}/settings`);
  await page.getByRole('link', { name: 'Delivery zones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Delivery zones' })).toBeVisible();
  await expect(page.getByText('No delivery zones')).toBeVisible();
  await page.getByRole('link', { name: 'New zone' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Inner West');
  const days = page.getByRole('group', { name: 'Delivery days' });
  await days.getByLabel('Tue').check();
  await days.getByLabel('Thu').check();
  await page.getByLabel('Delivery fee ($, ex GST)').fill('15');
  await page.getByLabel('Postcodes and suburbs').fill('Newtown NSW 2042\n2204, 2050\nsomewhere');
  await page.getByRole('button', { name: 'Create zone' }).click();
  // a line that reads as no locality is named before anything is sent
  await expect(page.getByText('Not a postcode or “postcode suburb”: somewhere')).toBeVisible();
  await page.getByLabel('Postcodes and suburbs').fill('Newtown NSW 2042\n2204, 2050');
  await expect(page.getByText('Reads as 3 postcodes, 1 suburb')).toBeVisible();
  await page.getByRole('button', { name: 'Create zone' }).click();
  await expect(page.getByText('Delivery zone “Inner West” saved')).toBeVisible();
  const zoneRow = page.getByRole('row', { name: /Inner West/ });
  await expect(zoneRow).toContainText('Tue & Thu');
  await expect(zoneRow).toContainText('$15.00');
  await expect(zoneRow).toContainText('3 postcodes, 1 suburb');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'delivery-zones');

  // the price list: 10 % off, and the keg at $150.00 from 5, found in the catalogue
  await page.goto(`${dash}/settings`);
  await page.getByRole('link', { name: 'Price lists' }).click();
  await expect(page.getByText('No price lists yet')).toBeVisible();
  await page.getByRole('link', { name: 'New price list' }).first().click();
  await page.getByRole('textbox', { name: 'Name' }).fill('Gold venues');
  await page.getByLabel('Percent off list (%)').fill('10');
  await expect(page.getByText('A $100.00 pack costs $90.00 ex GST.')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Find a product to price' }).fill('Zone Pale');
  await page.getByRole('button', { name: new RegExp(`^${product.name}`) }).click();
  await page.getByRole('button', { name: `Add ${product.name}, 50 L keg` }).click();
  const pack = page.getByRole('region', { name: `${product.name} · 50 L keg` });
  await expect(pack).toContainText('List $180.00 · on this list $162.00');
  await pack.getByLabel(`From quantity, ${product.name}, 50 L keg`).fill('5');
  await pack.getByLabel(/^Unit price from 5/).fill('150');
  await expect(pack).toContainText('Reads 1+ $162.00, 5+ $150.00');
  await page.getByRole('button', { name: 'Create price list' }).click();
  await expect(page.getByText('Price list “Gold venues” saved')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Gold venues' })).toBeVisible();
  await expect(page.getByText('10 % off list. No trade account is on it yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'price-list');
  const priceListId = page.url().split('/').pop()!;

  // the venue's account names the list (applied and approved through the API: the accounts' screens are another journey's)
  await onTheList(request, venue, supplier, priceListId);

  // the venue's cart: the zone, its fee before the subtotal, only Tuesdays and Thursdays, the list's prices and why
  const added = await venueApi.raw('POST', '/api/cart/items', { venueId: venue.organisation.id, skuId: sku.id, qty: 2 });
  expect(added.status(), await added.text()).toBe(200);
  const venuePage = await (await browser.newContext()).newPage();
  await signInWithSession(venuePage, venue.owner.email, venue.owner.password);
  await chooseEntity(venuePage, request, venue.owner.email, 'venue', venue.owner.password);
  await venuePage.goto('/dash/cart');
  const group = venuePage.getByRole('region', { name: supplier.organisation.name });
  await expect(group.getByText('Delivered in its Inner West zone')).toBeVisible();
  await expect(group.getByText('Delivery fee (Inner West)')).toBeVisible();
  const options = await group.getByLabel('Delivery day').locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(0);
  for (const option of options) expect(option).toMatch(/^(Tue|Thu) /);
  await expect(group.getByText('$162.00 each')).toBeVisible();
  await expect(group.getByText('Gold venues: 10 % off list')).toBeVisible();
  const more = group.getByRole('button', { name: `One more: ${product.name}, 50 L keg` });
  for (const qty of [3, 4, 5]) {
    await more.click();
    await expect(group.getByLabel(`Quantity: ${product.name}, 50 L keg`)).toHaveValue(String(qty));
  }
  // a break applies at exactly its quantity
  await expect(group.getByText('$150.00 each')).toBeVisible();
  const cart = (await venueApi.get<Cart>(`/api/users/${venueApi.userId}/cart?venueId=${venue.organisation.id}`)).groups[0]!;
  expect(cart.deliveryFeeCents).toBe(1500);
  expect(cart.subtotalCents).toBe(5 * 15_000 + 1500);
  await expectNoSeriousAxeViolations(venuePage);
  await screenshotsAt(venuePage, 'cart-zone-and-list');

  // sent, the fee is a line of the order's own before its subtotal, on both sides, and on the tax invoice
  await group.getByRole('link', { name: 'Send this order' }).click();
  await expect(venuePage.getByText('Delivery fee · Inner West')).toBeVisible();
  await venuePage.getByRole('button', { name: 'Send order' }).click();
  await expect(venuePage.getByRole('heading', { level: 1, name: /^Order / })).toBeVisible();
  await expect(venuePage.getByRole('row', { name: 'Delivery fee $15.00' })).toBeVisible();
  await expect(venuePage.getByRole('row', { name: 'Subtotal $765.00' })).toBeVisible();
  const issueOnAccept = await (
    await apiAs(request, supplier.owner.email, supplier.owner.password)
  ).raw('PATCH', `/api/suppliers/${supplier.organisation.id}/invoice-settings`, { issueOn: 'accepted' });
  expect(issueOnAccept.status(), await issueOnAccept.text()).toBe(200);
  const placed = await venueApi.get<Order>(`/api/orders/${venuePage.url().split('/').pop()}`);
  await page.goto(`${dash}/orders/${placed.supplierOrders[0]!.id}`);
  await expect(page.getByRole('row', { name: 'Delivery fee $15.00' })).toBeVisible();
  await screenshotsAt(page, 'supplier-order-delivery-fee');
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByText('Accepted').first()).toBeVisible();
  await page.goto(`${dash}/invoices`);
  await page.getByRole('link', { name: /^INV-/ }).first().click();
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice.getByRole('row', { name: /^Delivery fee 1 \$15\.00 \$1\.50 \$15\.00/ })).toBeVisible();
  await screenshotsAt(page, 'invoice-delivery-fee');

  // the list can't be deleted while the venue's account is on it: the dialog stays open and says why
  await page.goto(`${dash}/settings/price-lists/${priceListId}`);
  await page.getByRole('button', { name: 'Delete' }).click();
  const dialog = page.getByRole('alertdialog');
  await dialog.getByRole('button', { name: 'Delete price list' }).click();
  await expect(dialog.getByRole('alert')).toContainText(venue.organisation.name);
  expect(consoleErrors).toEqual([]);
});
