import { readFile } from 'node:fs/promises';
import type { SupplierOrder } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation, expectPdfDownload, orderThroughApi, publishedKeg, signInWithSession } from './organisation-helpers';

// The warehouse's day (decision 0188) and the exports (decision 0189): a brewery of the journey's own accepts two
// orders of a venue, one with a keg sent short; its warehouse opens the day's pick list from Pick lists, reads the
// units supplied, prints it (the print layout is the sheet alone) and saves the PDF. The venue's owner downloads its
// orders as CSV from Settings → Exports.

const PICKED_PALE = { name: 'Picked Pale', style: 'Pale Ale', code: 'PP-K50', unitPriceCents: 21_000 };

test('the warehouse prints a day’s pick list and saves its PDF; the venue downloads its orders as CSV', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'pick-brewery'),
    createOrganisation(request, 'venue', 'pick-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, PICKED_PALE);
  const [venueApi, breweryApi] = await Promise.all([
    apiAs(request, venue.owner.email, venue.owner.password),
    apiAs(request, brewery.owner.email, brewery.owner.password),
  ]);
  // 4 kegs accepted with one short (3), and 2 more: 5 kegs to pick for the day
  const first = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 4);
  const second = await orderThroughApi(venueApi, venue.organisation.id, sku.id, 2);
  const firstId = first.supplierOrders[0]!.id;
  const placed = (await breweryApi.get<SupplierOrder>(`/api/supplier-orders/${firstId}`)).lines[0]!;
  const short = await breweryApi.raw('POST', `/api/supplier-orders/${firstId}/accept`, { lines: [{ lineId: placed.id, qty: 3 }] });
  expect(short.status(), await short.text()).toBe(200);
  const accepted = await breweryApi.raw('POST', `/api/supplier-orders/${second.supplierOrders[0]!.id}/accept`, {});
  expect(accepted.status(), await accepted.text()).toBe(200);
  const day = ((await accepted.json()) as SupplierOrder).requestedDeliveryDate!;

  // the warehouse: Pick lists in the menu, the day among the next days, its sheet
  await signInWithSession(page, brewery.owner.email, brewery.owner.password);
  const dash = `/dash/suppliers/${brewery.organisation.slug}`;
  await page.goto(dash);
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Pick lists' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pick lists' })).toBeVisible();
  const dayLink = page.getByRole('link', { name: /2 orders · 5 units/ });
  await expect(dayLink).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'pick-lists');
  await dayLink.click();
  await expect(page).toHaveURL(new RegExp(`/pick-lists/${day}$`));
  const sheet = page.getByRole('article');
  await expect(sheet).toContainText(`${brewery.organisation.name} · pick list`);
  await expect(sheet).toContainText('2 orders · 5 units');
  const row = sheet.getByRole('row', { name: new RegExp(PICKED_PALE.code) });
  await expect(row).toContainText('50 L keg');
  await expect(row.getByRole('cell').nth(3)).toHaveText('5');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'pick-list-day');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()!.width);

  // printed: the sheet alone, on A4, without the menu or the buttons
  await page.emulateMedia({ media: 'print' });
  await expect(sheet).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Download PDF' })).toBeHidden();
  expect(
    await page.evaluate(() => Array.from(document.querySelectorAll('style')).some((style) => style.textContent?.includes('size: A4'))),
  ).toBe(true);
  await page.screenshot({ path: test.info().outputPath('pick-list-print.png'), fullPage: true });
  const pdf = await page.pdf({ format: 'A4' });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  await page.emulateMedia({ media: 'screen' });
  await expectPdfDownload(page, `pick-list-${day}`);

  // the venue's owner: Settings → Exports, this month's orders as CSV
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await page.goto(`/dash/venues/${venue.organisation.slug}/settings`);
  await page.getByRole('link', { name: 'Exports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Exports' })).toBeVisible();
  const from = page.getByLabel('From');
  const to = page.getByLabel('To');
  const [monthStart, today] = [await from.inputValue(), await to.inputValue()];
  // a range the wrong way round is said so on the field, and nothing can be downloaded
  await from.fill('2099-01-02');
  await to.fill('2099-01-01');
  await expect(page.getByText('to must be on or after from')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Download orders CSV' })).toBeDisabled();
  await from.fill(monthStart);
  await to.fill(today);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'exports');
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download orders CSV' }).click();
  const download = await saved;
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${venue.organisation.slug}-orders-.*\\.csv$`));
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv.split('\r\n')[0]).toContain('order_number,placed_at,supplier,venue,status');
  expect(csv).toContain(first.number);
  expect(csv).toContain(second.number);
  expect(consoleErrors).toEqual([]);
});
