import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation, expectPdfDownload, orderThroughApi, publishedKeg, signInWithSession } from './organisation-helpers';

// Tax invoices on both sides' screens (decision 0160): a brewery of the journey's own gives itself an ABN, sets how its
// invoices are numbered and issued and a venue's own payment terms; the venue's order, accepted, is invoiced at once. The
// brewery finds it under Invoices and reads it as a document, records a part payment by hand and credits a keg with an
// adjustment note, downloads the PDFs and reads the month's statement; the venue finds it under Bills with what it
// still owes, the payment and the note, and the same statement.

const INVOICED_IPA = { name: 'Invoiced IPA', style: 'IPA', code: 'II-K50', unitPriceCents: 26_000 };
const BREWERY_ABN = '51 824 753 556';
const VENUE_ABN = '33 051 775 556';

test('a brewery sets up its invoices and finds the accepted order’s tax invoice; the venue sees it under Bills @phone', async ({
  page,
  request,
  consoleErrors,
}, testInfo) => {
  test.setTimeout(150_000);
  const phone = testInfo.project.name === 'phone';
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'invoices-brewery'),
    createOrganisation(request, 'venue', 'invoices-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, INVOICED_IPA);
  const [venueApi, breweryApi] = await Promise.all([
    apiAs(request, venue.owner.email, venue.owner.password),
    apiAs(request, brewery.owner.email, brewery.owner.password),
  ]);
  const venueAbn = await venueApi.raw('PATCH', `/api/venues/${venue.organisation.id}`, { abn: VENUE_ABN });
  expect(venueAbn.status(), await venueAbn.text()).toBe(200);
  // four kegs: $1,144.00 with GST, so the invoice prints the venue's ABN
  const order = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 4);
  const dash = `/dash/suppliers/${brewery.organisation.slug}`;

  // the brewery's ABN: a typo is refused on the field, the real one saved and shown
  await signInWithSession(page, brewery.owner.email, brewery.owner.password);
  await page.goto(`${dash}/edit`);
  const abn = page.getByLabel('ABN');
  await abn.fill('51 824 753 557');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Enter the 11-digit ABN as the ABR lists it, like 51 824 753 556')).toBeVisible();
  await abn.fill(BREWERY_ABN);
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();

  // its invoice settings: a prefix of its own, issued on accepting, net 14 days; a number out of range is said so
  await page.goto(`${dash}/settings`);
  await expect(page.getByText(BREWERY_ABN)).toBeVisible();
  await page.getByRole('link', { name: 'Invoices', exact: true }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice settings' })).toBeVisible();
  await page.getByLabel('Invoice prefix').fill('SW-');
  await expect(page.getByText('Prints as SW-000123')).toBeVisible();
  await page.getByLabel('When I accept the order').check();
  const settingsForm = page.getByRole('form', { name: 'Invoice settings' });
  await settingsForm.getByLabel('Days').fill('400');
  await page.getByRole('button', { name: 'Save invoice settings' }).click();
  await expect(settingsForm.getByText('Enter a whole number of days, 0 to 365')).toBeVisible();
  await settingsForm.getByLabel('Days').fill('14');
  await expect(page.getByText('Invoices will say: Net 14 days')).toBeVisible();
  await page.getByRole('button', { name: 'Save invoice settings' }).click();
  await expect(page.getByText('Invoice settings saved')).toBeVisible();
  await expect(page.getByText('Every other venue pays on your default terms: net 14 days.')).toBeVisible();

  // the venue that ordered gets its own terms; removed, and given them again
  const ownTerms = page.getByRole('form', { name: 'Give a venue its own terms' });
  const setTerms = async () => {
    await ownTerms.getByLabel('Venue').selectOption({ label: venue.organisation.name });
    await ownTerms.getByLabel('Its terms').selectOption({ label: 'A day of the following month' });
    await ownTerms.getByLabel('Day of the month').fill('20');
    await ownTerms.getByRole('button', { name: 'Save its terms' }).click();
    await expect(page.getByRole('row', { name: new RegExp(venue.organisation.name) })).toContainText('20th of the following month');
  };
  await setTerms();
  await page.getByRole('button', { name: `Remove the terms of ${venue.organisation.name}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Remove its terms' }).click();
  await expect(page.getByText('No venue has terms of its own.')).toBeVisible();
  await setTerms();
  await expectNoSeriousAxeViolations(page);
  if (!phone) await screenshotsAt(page, 'invoice-settings');

  // accepted, the order is invoiced at once, numbered with the new prefix
  const accepted = await breweryApi.raw('POST', `/api/supplier-orders/${order.supplierOrders[0]!.id}/accept`, {});
  expect(accepted.status(), await accepted.text()).toBe(200);
  if (phone) await page.goto(`${dash}/invoices`);
  else {
    await page.goto(dash);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Invoices', exact: true }).click();
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Invoices' })).toBeVisible();
  const row = page.getByRole('row', { name: /SW-000001/ });
  await expect(row).toContainText(venue.organisation.name);
  await expect(row).toContainText('Open');
  await expect(row).toContainText('$1,144.00');
  await expectNoSeriousAxeViolations(page);
  if (!phone) await screenshotsAt(page, 'supplier-invoices');
  const states = page.getByRole('navigation', { name: 'Invoice state' });
  await states.getByRole('link', { name: 'Paid', exact: true }).click();
  await expect(page).toHaveURL(/\?state=paid$/);
  await expect(page.getByText('No paid invoices')).toBeVisible();
  await states.getByRole('link', { name: 'All' }).click();

  // the invoice as a document: the words, both ABNs, the terms and due date, the line, the totals, the way to the order
  await page.getByRole('link', { name: 'SW-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Invoice SW-000001' })).toBeVisible();
  const invoice = page.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toContainText(`ABN ${BREWERY_ABN}`);
  await expect(invoice).toContainText(`ABN ${VENUE_ABN}`);
  await expect(invoice).toContainText('20th of the following month');
  await expect(invoice).toContainText(INVOICED_IPA.code);
  await expect(invoice).toContainText('$1,040.00');
  await expect(invoice).toContainText('$104.00');
  await expect(invoice.getByText('Balance due')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  if (!phone) await screenshotsAt(page, 'supplier-invoice');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // a payment recorded by hand: more than the balance is refused on the field, a part of it makes the invoice part paid
  await page.getByRole('button', { name: 'Record a payment' }).click();
  const paying = page.getByRole('alertdialog', { name: 'Record a payment of SW-000001' });
  await paying.getByLabel('Amount ($)').fill('2000');
  await paying.getByRole('button', { name: 'Record the payment' }).click();
  await expect(paying.getByText('The amount can be at most $1,144.00, the balance of SW-000001')).toBeVisible();
  await paying.getByLabel('Amount ($)').fill('500');
  await paying.getByLabel('Reference (optional)').fill('EFT 0042');
  await paying.getByRole('button', { name: 'Record the payment' }).click();
  await expect(page.getByText('$500.00 recorded against SW-000001')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('EFT 0042');
  await expect(invoice).toContainText('Part paid');
  await expect(invoice).toContainText('$644.00');

  // an adjustment note for a keg sent short: a reason is asked for, then one unit is credited at its price with GST
  await page.getByRole('button', { name: 'Make an adjustment note' }).click();
  const noting = page.getByRole('alertdialog', { name: 'Make an adjustment note against SW-000001' });
  await noting.getByRole('button', { name: 'Make the note' }).click();
  await expect(noting.getByText('Say why: a short delivery, a price correction, a return')).toBeVisible();
  await noting.getByLabel('Reason').fill('One keg arrived damaged');
  await noting.getByLabel(/Invoiced IPA/).fill('1');
  await noting.getByRole('button', { name: 'Make the note' }).click();
  await expect(page.getByText('Adjustment note CN-000001 made: $286.00 credited')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Adjustment notes' })).toContainText('One keg arrived damaged');
  await expect(invoice).toContainText('$358.00');
  await expectNoSeriousAxeViolations(page);
  if (!phone) await screenshotsAt(page, 'supplier-invoice-paid-and-credited');
  await page.getByRole('region', { name: 'Adjustment notes' }).getByRole('link', { name: 'CN-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Adjustment note CN-000001' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Adjustment note' })).toContainText('Reason: One keg arrived damaged');
  if (!phone) await screenshotsAt(page, 'supplier-adjustment-note');
  await expectPdfDownload(page, 'CN-000001');
  await page.getByRole('article', { name: 'Adjustment note' }).getByRole('link', { name: 'SW-000001' }).click();
  // the invoice's own page first: the note's "Download PDF" is on screen until it has come
  await expect(page.getByRole('heading', { level: 1, name: /SW-000001/ })).toBeVisible();
  await expectPdfDownload(page, 'SW-000001');

  // this month's statement with the venue: the invoice, the payment and the note, what is still owed and its age
  await page.getByRole('link', { name: 'Invoices', exact: true }).last().click();
  await page.getByRole('link', { name: 'Statements' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Statements' })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(venue.organisation.name) })).toContainText('$358.00');
  await page.getByRole('link', { name: venue.organisation.name }).click();
  await expect(page.getByRole('heading', { level: 1, name: venue.organisation.name })).toBeVisible();
  const activity = page.getByRole('region', { name: 'The month’s activity' });
  for (const line of ['SW-000001', 'EFT 0042', 'CN-000001']) await expect(activity).toContainText(line);
  await expect(page.getByRole('region', { name: /Ageing/ })).toContainText('$358.00');
  await expect(page.getByRole('region', { name: 'Open items' })).toContainText('SW-000001');
  await expectNoSeriousAxeViolations(page);
  if (!phone) await screenshotsAt(page, 'supplier-statement');
  await expectPdfDownload(page, 'statement');
  await page.getByRole('link', { name: 'Statements' }).click();
  if (!phone) await screenshotsAt(page, 'supplier-statements');
  await page.goBack();
  await page.getByRole('region', { name: 'Open items' }).getByRole('link', { name: 'SW-000001' }).click();
  await invoice.getByRole('link', { name: order.number }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();

  // the venue: what it owes the brewery, the bill, and the same invoice, with nothing to change
  await page.evaluate(() => localStorage.clear());
  await page.goto('/auth/login');
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await page.goto(`/dash/venues/${venue.organisation.slug}/bills`);
  await expect(page.getByRole('heading', { level: 1, name: 'Bills' })).toBeVisible();
  const owed = page.getByRole('region', { name: 'What you owe' });
  await expect(owed).toContainText(brewery.organisation.name);
  await expect(owed).toContainText('$358.00');
  await expect(owed).toContainText('Nothing overdue');
  const bill = page.getByRole('row', { name: /SW-000001/ });
  await expect(bill).toContainText(brewery.organisation.name);
  await expect(bill).toContainText('Part paid');
  await expectNoSeriousAxeViolations(page);
  if (!phone) await screenshotsAt(page, 'venue-bills');
  await page.getByRole('link', { name: 'SW-000001' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bill SW-000001' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Tax invoice' })).toContainText(`ABN ${BREWERY_ABN}`);
  await expect(page.getByRole('region', { name: 'Payments' })).toContainText('$500.00');
  await expect(page.getByRole('region', { name: 'Adjustment notes' })).toContainText('CN-000001');
  // read-only: the PDF is the one thing to do
  await expect(page.getByRole('main').getByRole('button')).toHaveText(['Download PDF']);
  if (!phone) await screenshotsAt(page, 'venue-bill');
  await expectPdfDownload(page, 'SW-000001');
  await page.goto(`/dash/venues/${venue.organisation.slug}/statements`);
  await expect(page.getByRole('row', { name: new RegExp(brewery.organisation.name) })).toContainText('$358.00');
  await page.getByRole('link', { name: brewery.organisation.name }).click();
  await expect(page.getByRole('region', { name: 'Open items' })).toContainText('SW-000001');
  if (!phone) await screenshotsAt(page, 'venue-statement');
  expect(consoleErrors).toEqual([]);
});
