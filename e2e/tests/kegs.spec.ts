import type { SupplierKegs, VenueKegs } from '@tapline/contracts';
import { DEMO_ACCOUNTS } from './auth-helpers';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, demoSupplierPack, orderThroughApi, signInWithSession } from './organisation-helpers';

// The keg ledger (decision 0176): a venue of the journey's own orders three 50 L kegs of the demo brewery, which
// delivers them; both sides' Kegs pages show the same three; the brewery's owner writes one off with the reason, and
// both read two, the venue the write-off in its ledger and its month's keg statement; the venue declares an empty.

test('both sides see the kegs delivered; the brewery writes one off and both see two, with why', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const venue = await createOrganisation(request, 'venue', 'keg-venue');
  const { api: breweryApi, supplier, sku } = await demoSupplierPack(request, (candidate) => candidate.name === '50 L keg', '50 L keg');
  const venueApi = await apiAs(request, venue.owner.email, venue.owner.password);
  const order = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 3);
  const supplierOrderId = order.supplierOrders[0]!.id;
  for (const step of ['accept', 'dispatch', 'deliver']) {
    const moved = await breweryApi.raw('POST', `/api/supplier-orders/${supplierOrderId}/${step}`, {});
    expect(moved.status(), await moved.text()).toBe(200);
  }

  // the venue: three 50 L kegs of the brewery, full in the cold room
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  await page.goto(`/dash/venues/${venue.organisation.slug}`);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Kegs' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kegs' })).toBeVisible();
  const held = page.getByRole('region', { name: supplier.name });
  const heldRow = held.getByRole('row', { name: /50 L keg/ });
  await expect(heldRow.getByRole('cell').nth(0)).toHaveText(/^(Held )?3$/);
  await expect(heldRow.getByRole('cell').nth(2)).toHaveText(/^(Full in the cold room )?3$/);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'kegs-venue');

  // the brewery's owner: the venue's three out; writes one off, with the reason
  const breweryPage = await (await browser.newContext()).newPage();
  await signInWithSession(breweryPage, DEMO_ACCOUNTS.supplier);
  await chooseEntity(breweryPage, request, DEMO_ACCOUNTS.supplier, 'supplier');
  await breweryPage.goto(`/dash/suppliers/${supplier.slug}/kegs`);
  const outRow = breweryPage.getByRole('row', { name: new RegExp(venue.organisation.name) });
  await expect(outRow.getByRole('cell').nth(1)).toHaveText(/^(Out )?3$/);
  await expectNoSeriousAxeViolations(breweryPage);
  await screenshotsAt(breweryPage, 'kegs-supplier');
  await outRow.getByRole('button', { name: `Adjust 50 L keg at ${venue.organisation.name}` }).click();
  const dialog = breweryPage.getByRole('alertdialog', { name: `Adjust kegs at ${venue.organisation.name}` });
  await dialog.getByLabel('Write off (lost or broken)').check();
  await dialog.getByLabel('How many kegs').fill('4');
  await dialog.getByRole('button', { name: 'Write off' }).click();
  await expect(dialog.getByText('The venue holds 3')).toBeVisible();
  await dialog.getByLabel('How many kegs').fill('1');
  await dialog.getByLabel('Reason').fill('Lost from the lane behind the venue');
  await screenshotsAt(breweryPage, 'kegs-supplier-write-off');
  await dialog.getByRole('button', { name: 'Write off' }).click();
  await expect(breweryPage.getByText(`1 keg written off at ${venue.organisation.name}`)).toBeVisible();
  await expect(outRow.getByRole('cell').nth(1)).toHaveText(/^(Out )?2$/);

  // both sides read two, through the API too
  const supplierSide = await breweryApi.get<SupplierKegs>(`/api/suppliers/${supplier.id}/kegs`);
  const venueSide = await venueApi.get<VenueKegs>(`/api/venues/${venue.organisation.id}/kegs`);
  const out = supplierSide.venues.find((row) => row.venue.id === venue.organisation.id)!.holdings;
  const kept = venueSide.suppliers.find((row) => row.supplier.id === supplier.id)!.holdings;
  expect(out.map((holding) => holding.balance)).toEqual([2]);
  expect(kept.map((holding) => holding.balance)).toEqual([2]);

  // the venue: two held; its ledger with the brewery says who wrote one off and why; it declares an empty
  await page.reload();
  await expect(heldRow.getByRole('cell').nth(0)).toHaveText(/^(Held )?2$/);
  await held.getByRole('button', { name: 'Declare empties' }).click();
  const declare = page.getByRole('alertdialog', { name: `Declare empties for ${supplier.name}` });
  await declare.getByLabel('50 L keg empties').fill('1');
  await declare.getByRole('button', { name: 'Declare empties' }).click();
  await expect(page.getByText(`1 empty waiting for ${supplier.name}`)).toBeVisible();
  await expect(heldRow.getByRole('cell').nth(3)).toHaveText(/^(Empties )?1$/);
  await expect(heldRow.getByRole('cell').nth(2)).toHaveText(/^(Full in the cold room )?1$/);
  await held.getByRole('link', { name: supplier.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: supplier.name })).toBeVisible();
  // this month: 3 delivered, 1 written off, 2 at its close
  const month = page
    .getByRole('row', { name: /50 L keg/ })
    .first()
    .getByRole('cell');
  await expect(month.nth(1)).toHaveText(/3$/);
  await expect(month.nth(3)).toHaveText(/1$/);
  await expect(month.nth(5)).toHaveText(/2$/);
  const ledger = page.getByRole('region', { name: 'The keg ledger' });
  await expect(ledger.getByRole('row', { name: /Written off/ })).toContainText('Lost from the lane behind the venue');
  await expect(ledger.getByRole('row', { name: /Written off/ })).toContainText('−1');
  await expect(ledger.getByRole('row', { name: /Delivered/ })).toContainText(`Order ${order.number}`);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'kegs-venue-statement');
  expect(consoleErrors).toEqual([]);
});

test('the demo pair’s kegs: the same on both sides, and their empties past the promise in Needs attention', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  // read only: the demo data as `npm start` shows it
  await signInWithSession(page, DEMO_ACCOUNTS.venue);
  const harbour = await chooseEntity(page, request, DEMO_ACCOUNTS.venue, 'venue');
  await page.goto(`/dash/venues/${harbour.slug}`);
  const attention = page.getByRole('region', { name: 'Needs attention' });
  await expect(
    attention.getByText(/empty kegs? of Saltwater Brewing Co\.’s waiting longer than the 7-day collection promise/),
  ).toBeVisible();
  await attention.getByRole('link', { name: 'See kegs' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kegs' })).toBeVisible();
  const venueRow = page.getByRole('region', { name: 'Saltwater Brewing Co.' }).getByRole('row', { name: /50 L keg/ });
  const held = (await venueRow.getByRole('cell').nth(0).textContent())!.replace(/\D/g, '');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'kegs-demo-venue');

  const breweryPage = await (await browser.newContext()).newPage();
  await signInWithSession(breweryPage, DEMO_ACCOUNTS.supplier);
  const brewery = await chooseEntity(breweryPage, request, DEMO_ACCOUNTS.supplier, 'supplier');
  await breweryPage.goto(`/dash/suppliers/${brewery.slug}`);
  const breweryAttention = breweryPage.getByRole('region', { name: 'Needs attention' });
  await expect(
    breweryAttention.getByText(/empty kegs? at The Harbour Hotel waiting longer than the 7-day collection promise/),
  ).toBeVisible();
  await expect(breweryAttention.getByText(/kegs? at The Harbour Hotel out longer than 60 days/)).toBeVisible();
  await screenshotsAt(breweryPage, 'kegs-demo-supplier-overview');
  await breweryAttention.getByRole('link', { name: 'See kegs' }).first().click();
  const breweryRow = breweryPage.getByRole('row', { name: /The Harbour Hotel/ });
  await expect(breweryRow.getByRole('cell').nth(1)).toHaveText(new RegExp(`^(Out )?${held}$`));
  expect(consoleErrors).toEqual([]);
});
