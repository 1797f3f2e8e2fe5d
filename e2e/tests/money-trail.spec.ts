import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, createOrganisation, expectPdfDownload, orderThroughApi, publishedKeg, signInWithSession } from './organisation-helpers';

// The money trail of a short delivery (decisions 0160–0163): a brewery that invoices on accepting accepts a venue's
// three kegs (the tax invoice is issued), dispatches them and delivers two. The invoice is never edited: an adjustment
// note credits the keg that didn't arrive, and both show on both sides, each with a PDF that opens. The venue's bill
// owes the difference; the brewery records that payment by hand and the bill is paid; the month's statement agrees.

const SHORT_KEG = { name: 'Short Keg Pale', style: 'Pale Ale', code: 'SK-K50', unitPriceCents: 26_000 };

test('a keg short at the door: the invoice stays, a note credits it on both sides, the balance is paid and the statement agrees', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'trail-brewery'),
    createOrganisation(request, 'venue', 'trail-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, SHORT_KEG);
  const [venueApi, breweryApi] = await Promise.all([
    apiAs(request, venue.owner.email, venue.owner.password),
    apiAs(request, brewery.owner.email, brewery.owner.password),
  ]);
  const settings = await breweryApi.raw('PATCH', `/api/suppliers/${brewery.organisation.id}/invoice-settings`, { issueOn: 'accepted' });
  expect(settings.status(), await settings.text()).toBe(200);
  const order = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 3);
  const dash = `/dash/suppliers/${brewery.organisation.slug}`;

  // the brewery accepts all three (the invoice is issued), dispatches them, and delivers two
  await signInWithSession(page, brewery.owner.email, brewery.owner.password);
  await page.goto(`${dash}/orders/${order.supplierOrders[0]!.id}`);
  await page.getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
  await page.getByRole('button', { name: 'Mark dispatched' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark dispatched' }).click();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  const delivering = page.getByRole('alertdialog');
  await expect(delivering.getByRole('group', { name: 'What was delivered' })).toBeVisible();
  await delivering.getByLabel(/^Delivered of Short Keg Pale/).fill('2');
  await delivering.getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByRole('row', { name: /Short Keg Pale/ })).toContainText('Sent short: 2 of 3');

  // under Invoices: the invoice for three kegs ($858.00), its balance less the note's keg ($286.00)
  await page.goto(`${dash}/invoices`);
  const row = page.getByRole('row', { name: /INV-000001/ });
  await expect(row).toContainText('$858.00');
  await expect(row).toContainText('$572.00');
  await row.getByRole('link', { name: 'INV-000001' }).click();
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toContainText('$858.00');
  const notes = page.getByRole('region', { name: 'Adjustment notes' });
  await expect(notes).toContainText('CN-000001');
  await expect(notes).toContainText('Short delivery');
  await expect(notes).toContainText('$286.00');
  await expectPdfDownload(page, 'INV-000001');
  await notes.getByRole('link', { name: 'CN-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adjustment note CN-000001' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Adjustment note' })).toContainText('INV-000001');
  await expectPdfDownload(page, 'CN-000001');

  // the venue, in a browser of its own, owes the difference: the bill and the note, each with its PDF
  const venuePage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await signInWithSession(venuePage, venue.owner.email, venue.owner.password);
  await venuePage.goto(`/dash/venues/${venue.organisation.slug}/bills`);
  const owed = venuePage.getByRole('region', { name: 'What you owe' });
  await expect(owed).toContainText(brewery.organisation.name);
  await expect(owed).toContainText('$572.00');
  await venuePage.getByRole('link', { name: 'INV-000001' }).click();
  await expect(venuePage.getByRole('region', { name: 'Adjustment notes' })).toContainText('CN-000001');
  await expectPdfDownload(venuePage, 'INV-000001');
  await venuePage.getByRole('region', { name: 'Adjustment notes' }).getByRole('link', { name: 'CN-000001' }).click();
  // the note's own page, before its button: the invoice's "Download PDF" is on screen until it has come
  await expect(venuePage.getByRole('heading', { level: 1, name: 'Adjustment note CN-000001' })).toBeVisible();
  await expectPdfDownload(venuePage, 'CN-000001');

  // the brewery records the venue's payment of the balance: the invoice is paid
  await page.goto(`${dash}/invoices`);
  await page.getByRole('link', { name: 'INV-000001' }).click();
  await page.getByRole('button', { name: 'Record a payment' }).click();
  const paying = page.getByRole('alertdialog', { name: 'Record a payment of INV-000001' });
  await paying.getByLabel('Amount ($)').fill('572');
  await paying.getByLabel('Reference (optional)').fill('EFT 7710');
  await paying.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText('$572.00 recorded against INV-000001')).toBeVisible();
  await expect(invoice).toContainText('Paid');
  await expectNoSeriousAxeViolations(page);

  // the venue's bill says paid, and the month's statement agrees: invoice, note and payment, nothing left owing
  await venuePage.goto(`/dash/venues/${venue.organisation.slug}/bills`);
  await expect(venuePage.getByRole('row', { name: /INV-000001/ })).toContainText('Paid');
  await venuePage.goto(`/dash/venues/${venue.organisation.slug}/statements`);
  await venuePage.getByRole('link', { name: brewery.organisation.name }).click();
  const activity = venuePage.getByRole('region', { name: 'The month’s activity' });
  for (const line of ['INV-000001', 'CN-000001', 'EFT 7710']) await expect(activity).toContainText(line);
  await expect(venuePage.getByRole('region', { name: /Ageing/ })).toContainText('$0.00');
  await expectNoSeriousAxeViolations(venuePage);
  expect(consoleErrors).toEqual([]);
});
