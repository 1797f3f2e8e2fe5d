import type { SupplierAnalytics, VenueSpend } from '@tapline/contracts';
import { formatMoney } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, orderThroughApi, publishedKeg, signInWithSession } from './organisation-helpers';

// Supplier analytics and venue spend (issue 39): a brewery of the journey's own accepts two orders of a venue's; its
// rep opens Analytics from the dashboard, picks 4 weeks, and the week's row of the table beside the chart says what
// the API says; the table's CSV downloads. The venue's owner opens Spend and finds the brewery with the same money.

const INSIGHT_PALE = { name: 'Insight Pale', style: 'Pale Ale', code: 'IP-K50', unitPriceCents: 28_000 };

test('the brewery reads its analytics, the chart’s table agreeing with the API; the venue reads its spend', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(150_000);
  const [brewery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', 'insight-brewery'),
    createOrganisation(request, 'venue', 'insight-venue'),
  ]);
  const { sku } = await publishedKeg(request, brewery, INSIGHT_PALE);
  const [venueApi, breweryApi] = await Promise.all([
    apiAs(request, venue.owner.email, venue.owner.password),
    apiAs(request, brewery.owner.email, brewery.owner.password),
  ]);
  for (const qty of [3, 2]) {
    const order = await orderThroughApi(venueApi, venue.organisation.id, sku.id, qty);
    const accepted = await breweryApi.raw('POST', `/api/supplier-orders/${order.supplierOrders[0]!.id}/accept`, {});
    expect(accepted.status(), await accepted.text()).toBe(200);
  }

  // the brewery: Analytics from its dashboard's top products, then 4 weeks
  await signInWithSession(page, brewery.owner.email, brewery.owner.password);
  await chooseEntity(page, request, brewery.owner.email, 'supplier', brewery.owner.password);
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}`);
  await page
    .getByRole('region', { name: /Top products/ })
    .getByRole('link', { name: 'Analytics' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  await page.getByRole('button', { name: '4 weeks' }).click();
  await expect(page).toHaveURL(/period=4w/);

  const weeks = page.getByRole('region', { name: 'Sales by week', exact: true });
  await expect(weeks.locator('.uplot canvas').first()).toBeVisible();
  const period = new URL(page.url()).searchParams;
  expect(period.get('period')).toBe('4w');
  const analytics = await breweryApi.get<SupplierAnalytics>(
    `/api/suppliers/${brewery.organisation.id}/analytics?from=${await fromOf(page)}&to=${await toOf(page)}`,
  );
  // five kegs at $280.00: $1,400.00 ex GST, $1,540.00 inc, in this week's row and in the totals
  expect(analytics.totals).toMatchObject({ exCents: 140_000, incCents: 154_000, qty: 5, orders: 2 });
  await page.getByRole('button', { name: '4 weeks' }).click();
  const week = analytics.weeks.find((row) => row.exCents > 0)!;
  const row = weeks.getByRole('row', { name: new RegExp(week.label) });
  await expect(row).toContainText(formatMoney(week.exCents, 'AUD'));
  await expect(row).toContainText(formatMoney(week.incCents, 'AUD'));
  await expect(weeks.getByRole('row')).toHaveCount(analytics.weeks.length + 1);
  await expect(
    page.getByRole('region', { name: 'By venue', exact: true }).getByRole('row', { name: new RegExp(venue.organisation.name) }),
  ).toContainText('$1,400.00');
  await expect(page.getByRole('region', { name: 'By product', exact: true })).toContainText('Pale Ale');
  const download = page.waitForEvent('download');
  await weeks.getByRole('button', { name: 'CSV of Sales by week' }).click();
  expect((await download).suggestedFilename()).toMatch(/-weeks-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'insight-supplier-analytics');

  // the venue's owner: Spend from the dashboard's menu
  await page.context().clearCookies();
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  await page.goto(`/dash/venues/${venue.organisation.slug}/spend`);
  await expect(page.getByRole('heading', { level: 1, name: 'Spend' })).toBeVisible();
  const spend = await venueApi.get<VenueSpend>(
    `/api/venues/${venue.organisation.id}/spend?from=${await fromOf(page)}&to=${await toOf(page)}`,
  );
  expect(spend.totals.exCents).toBe(140_000);
  await page.getByRole('button', { name: '13 weeks' }).click();
  await expect(
    page.getByRole('region', { name: 'By supplier', exact: true }).getByRole('row', { name: new RegExp(brewery.organisation.name) }),
  ).toContainText('$1,540.00');
  await expect(page.getByRole('region', { name: 'Spend by month', exact: true }).locator('.uplot canvas').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'insight-venue-spend');
  expect(consoleErrors).toEqual([]);
});

/** the period the page shows, from its custom fields (filled in from the period whatever the preset) */
async function fromOf(page: import('@playwright/test').Page): Promise<string> {
  await page.getByRole('button', { name: 'Custom' }).click();
  const value = await page.getByLabel('From').inputValue();
  return value;
}
async function toOf(page: import('@playwright/test').Page): Promise<string> {
  return page.getByLabel('To', { exact: true }).inputValue();
}
