import { expect, type Page } from '@playwright/test';
import type { CatalogueSku } from '@tapline/contracts';
import { expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { kegPair } from './keg-helpers';
import { chooseEntity, orderThroughApi, signInWithSession } from './organisation-helpers';

// Order changes and substitutions (issue 38's journey; decisions 0181 and 0182): a brewery of the journey's own is out
// of its 50 L keg of Swap Pale; on its order page it proposes two 20 L kegs instead. The venue, its order page open in
// a browser of its own, sees the proposal appear live with what it does to the order, and accepts it. Both order
// pages then show what was ordered and what is supplied, and the tax invoice (issued when the brewery accepts the
// order) names the 20 L keg as a substitute.

const SWAP_PALE = { name: 'Swap Pale', style: 'Pale Ale', code: 'SP-K50', unitPriceCents: 20_000, depositCents: 5_000 };

async function signedInAs(
  page: Page,
  request: Parameters<typeof chooseEntity>[1],
  who: { email: string; password: string },
  type: 'venue' | 'supplier',
) {
  await signInWithSession(page, who.email, who.password);
  await chooseEntity(page, request, who.email, type, who.password);
}

test('the brewery proposes a substitute, the venue accepts it live, and the order and invoice show what is supplied', async ({
  page,
  browser,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const pair = await kegPair(request, 'changes', SWAP_PALE);
  const { brewery, venue, breweryApi, venueApi, product } = pair;
  // the smaller keg of the same beer, and invoices issued on accepting
  const twenty = await breweryApi.raw('POST', `/api/suppliers/${brewery.organisation.id}/keg-types`, {
    name: '20 L keg',
    litres: 20,
    depositCents: 3_000,
  });
  expect(twenty.status(), await twenty.text()).toBe(201);
  const pack = await breweryApi.raw('POST', `/api/products/${product.id}/skus`, {
    code: 'SP-K20',
    name: '20 L keg',
    unitPriceCents: 9_000,
    kegTypeId: ((await twenty.json()) as { id: string }).id,
  });
  expect(pack.status(), await pack.text()).toBe(201);
  const smaller = (await pack.json()) as CatalogueSku;
  const settings = await breweryApi.raw('PATCH', `/api/suppliers/${brewery.organisation.id}/invoice-settings`, { issueOn: 'accepted' });
  expect(settings.status(), await settings.text()).toBe(200);
  const order = await orderThroughApi(venueApi, venue.organisation.id, pair.sku.id, 1);
  const supplierOrderId = order.supplierOrders[0]!.id;

  // the venue, in a browser of its own, has its order open
  const venuePage = await (await browser.newContext({ viewport: page.viewportSize() })).newPage();
  await signedInAs(venuePage, request, venue.owner, 'venue');
  await venuePage.goto(`/dash/venues/${venue.organisation.slug}/orders/${order.id}`);
  await expect(venuePage.getByRole('heading', { level: 1, name: `Order ${order.number}` })).toBeVisible();

  // the brewery proposes two 20 L kegs for the 50 L one
  await signedInAs(page, request, brewery.owner, 'supplier');
  await page.goto(`/dash/suppliers/${brewery.organisation.slug}/orders/${supplierOrderId}`);
  const changes = page.getByRole('region', { name: 'Changes' });
  await changes.getByRole('button', { name: `Propose a change to ${product.name} 50 L keg` }).click();
  const dialog = page.getByRole('alertdialog', { name: `Propose a change to ${product.name} 50 L keg` });
  await expect(dialog.getByLabel('Change')).toHaveValue('substitute');
  await dialog.getByLabel('Send instead').selectOption(smaller.id);
  await dialog.getByLabel('Quantity').fill('2');
  await dialog.getByLabel('Note to the venue (optional)').fill('Out of 50s this week');
  await screenshotsAt(page, 'order-changes-propose');
  await dialog.getByRole('button', { name: 'Propose the change' }).click();
  await expect(dialog).toBeHidden();
  await expect(changes).toContainText('Waiting for the venue');
  await expect(changes.getByRole('button', { name: 'Withdraw' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // the venue's page shows it without a reload: before → after and the totals, with the deposits' warning
  const proposal = venuePage.getByRole('region', { name: `${brewery.organisation.name} proposes a change` });
  await expect(proposal).toContainText(`2 × ${product.name} 20 L keg at $90.00`);
  await expect(proposal).toContainText('Out of 50s this week');
  // 1 × $200 + $50 deposit, GST → 2 × $90 + 2 × $30 deposit, GST: $275.00 → $264.00
  await expect(proposal).toContainText('$275.00 → $264.00');
  await expect(proposal).toContainText('Keg deposits go from $50.00 to $60.00.');
  await expectNoSeriousAxeViolations(venuePage);
  await screenshotsAt(venuePage, 'order-changes-venue-proposal');
  await proposal.getByRole('button', { name: 'Accept change' }).click();

  // both order pages: ordered vs supplied, the totals changed
  const line = venuePage.getByRole('row', { name: new RegExp(product.name) });
  await expect(line).toContainText(`Ordered 1 × ${product.name} 50 L keg — Supplied 2 × ${product.name} 20 L keg (substitute)`);
  await expect(venuePage.getByText('$264.00').first()).toBeVisible();
  await expect(changes).toContainText('Accepted');
  await expect(page.getByRole('row', { name: new RegExp(product.name) })).toContainText('(substitute)');
  await screenshotsAt(venuePage, 'order-changes-venue-accepted');
  await screenshotsAt(page, 'order-changes-supplier-accepted');

  // the brewery accepts the order: the tax invoice is issued, naming the supplied keg as the substitute
  await page.getByRole('button', { name: 'Accept', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: `Accept order ${order.number} from ${venue.organisation.name}?` })
    .getByRole('button', { name: 'Accept' })
    .click();
  await expect(page.getByRole('button', { name: 'Mark dispatched' })).toBeVisible();
  await venuePage.goto(`/dash/venues/${venue.organisation.slug}/bills`);
  await venuePage.getByRole('link', { name: 'INV-000001' }).click();
  const invoice = venuePage.getByRole('article', { name: 'Tax invoice' });
  await expect(invoice).toContainText(`${product.name} (20 L keg), substitute for ${product.name} (50 L keg)`);
  await expect(invoice).toContainText('$264.00');
  await screenshotsAt(venuePage, 'order-changes-invoice');
  expect(consoleErrors).toEqual([]);
});
