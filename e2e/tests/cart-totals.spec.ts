import type { Cart, CatalogueProduct, Order } from '@tapline/contracts';
import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, signInWithSession, type OwnOrganisation } from './organisation-helpers';

// End to end: a cart from three suppliers, one below its minimum and one with a line over the
// stock on hand. The cart's footer, each group and the review add up to exactly what "Send all" sends; the groups
// that can't be sent are shown apart, saying why, and stay in the cart; "Order the 2 available" makes the over-stock
// group sendable; the orders placed hold the same figures to the cent.

type Api = Awaited<ReturnType<typeof apiAs>>;

async function publishedProduct(
  supplier: OwnOrganisation,
  api: Api,
  name: string,
  packs: { code: string; name: string; unitPriceCents: number; stockOnHand?: number }[],
) {
  const created = await api.raw('POST', `/api/suppliers/${supplier.organisation.id}/products`, { name, style: 'Gin' });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as CatalogueProduct;
  const skuIds: string[] = [];
  for (const pack of packs) {
    const sku = await api.raw('POST', `/api/products/${product.id}/skus`, pack);
    expect(sku.status(), await sku.text()).toBe(201);
    skuIds.push(((await sku.json()) as { id: string }).id);
  }
  expect((await api.raw('POST', `/api/suppliers/${supplier.organisation.id}/products/${product.id}/publish`)).status()).toBe(200);
  return { ...product, skuIds };
}

async function minimumOf(supplier: OwnOrganisation, api: Api, cents: number) {
  const answer = await api.raw('PATCH', `/api/suppliers/${supplier.organisation.id}`, { orderingRules: { minimumOrderCents: cents } });
  expect(answer.status(), await answer.text()).toBe(200);
}

/** Nothing scrolls sideways (at 360 px on the phone). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
}

const footer = (page: Page) => page.getByRole('region', { name: /^(Ready to send|Nothing can be sent)/ });

test('the cart, the review and the orders agree to the cent; a group below its minimum and one over stock stay in the cart @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const suffix = testInfo.project.name;
  const [brewery, cidery, distillery, venue] = await Promise.all([
    createOrganisation(request, 'supplier', `totals-brewery-${suffix}`),
    createOrganisation(request, 'supplier', `totals-cidery-${suffix}`),
    createOrganisation(request, 'supplier', `totals-distillery-${suffix}`),
    createOrganisation(request, 'venue', `totals-venue-${suffix}`),
  ]);
  const [breweryApi, cideryApi, distilleryApi, venueApi] = await Promise.all(
    [brewery, cidery, distillery, venue].map((org) => apiAs(request, org.owner.email, org.owner.password)),
  );
  await minimumOf(brewery, breweryApi!, 50_000);
  await minimumOf(cidery, cideryApi!, 40_000);
  const tag = venue.organisation.slug.slice(-6);
  const ale = await publishedProduct(brewery, breweryApi!, `Totals Ale ${tag}`, [
    { code: 'TA-K50', name: '50 L keg', unitPriceCents: 61_275 },
  ]);
  const cider = await publishedProduct(cidery, cideryApi!, `Totals Cider ${tag}`, [
    { code: 'TC-C24', name: '24 cans', unitPriceCents: 14_550 },
  ]);
  const gin = await publishedProduct(distillery, distilleryApi!, `Totals Gin ${tag}`, [
    { code: 'TG-6', name: '6 × 700 mL', unitPriceCents: 15_000 },
  ]);
  const rare = await publishedProduct(distillery, distilleryApi!, `Barrel Gin ${tag}`, [
    { code: 'BG-6', name: '6 × 700 mL', unitPriceCents: 10_000, stockOnHand: 2 },
  ]);
  for (const [product, qty] of [
    [ale, 2],
    [cider, 1],
    [gin, 3],
  ] as const) {
    const added = await venueApi!.raw('POST', '/api/cart/items', { venueId: venue.organisation.id, skuId: product.skuIds[0], qty });
    expect(added.status(), await added.text()).toBe(200);
  }

  // the barrel gin from its product page: 3 packs of the 2 on hand; the page says so once the cart holds them
  await signInWithSession(page, venue.owner.email, venue.owner.password);
  await chooseEntity(page, request, venue.owner.email, 'venue', venue.owner.password);
  await page.goto(`/products/${rare.slug}`);
  const rareLabel = `${rare.name}, 6 × 700 mL`;
  await page.getByRole('button', { name: `One more: ${rareLabel}` }).click();
  await page.getByRole('button', { name: `One more: ${rareLabel}` }).click();
  await page.getByRole('button', { name: `Add 3 to cart: ${rareLabel}` }).click();
  await expect(page.getByText(`Added 3 × ${rareLabel}: Only 2 on hand, and your cart has 3`)).toBeVisible();
  await expect(page.getByText('3 in your cart, more than on hand')).toBeVisible();
  await expect(page.getByRole('row', { name: /BG-6/ })).toContainText('Only 2 on hand');
  await expect(page.getByRole('row', { name: /BG-6/ })).not.toContainText('In stock');
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`product-${suffix}.png`), fullPage: true });

  // the cart: only the brewery's group can be sent; the footer is its total, not the $1,989.60 of every line that has no problem
  await page.goto('/dash/cart');
  const group = (org: OwnOrganisation) => page.getByRole('region', { name: org.organisation.name, exact: true });
  await expect(group(brewery)).toContainText('$1,348.05'); // 2 × $612.75 + GST
  await expect(group(brewery).getByRole('link', { name: 'Send this order' })).toBeVisible();
  await expect(group(cidery)).toContainText('Add $254.50 more');
  await expect(group(cidery)).toContainText('Can’t send yet');
  await expect(group(cidery).getByRole('link', { name: 'Send this order' })).toHaveCount(0);
  const distilleryGroup = group(distillery);
  await expect(distilleryGroup.getByRole('note')).toHaveText('Only 2 on hand: you have 3 in the cart');
  await expect(distilleryGroup).toContainText('not in the total');
  await expect(distilleryGroup.getByRole('link', { name: 'Send this order' })).toHaveCount(0);
  await expect(
    page.getByRole('region', { name: 'Not ready to send' }).or(page.getByRole('region', { name: '2 orders not ready to send' })),
  ).toBeVisible();
  await expect(footer(page)).toContainText('Ready to send: 1 line to 1 supplier');
  await expect(footer(page)).toContainText('$1,348.05 incl. $122.55 GST');
  await expect(footer(page)).toContainText(`${cidery.organisation.name} (add $254.50 more to reach its minimum)`);
  await expect(footer(page)).toContainText(`${distillery.organisation.name} (a line needs fixing)`);
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`cart-held-${suffix}.png`), fullPage: true });

  // order the 2 available: the distillery's group can be sent, and the footer follows
  await distilleryGroup.getByRole('button', { name: `Order the 2 available: ${rareLabel}` }).click();
  await expect(distilleryGroup.getByRole('link', { name: 'Send this order' })).toBeVisible();
  await expect(distilleryGroup).toContainText('$715.00'); // $450 + $200, + GST
  await expect(footer(page)).toContainText('Ready to send: 3 lines to 2 suppliers');
  await expect(footer(page)).toContainText('$2,063.05 incl. $187.55 GST');
  await expect(footer(page)).toContainText(`Stays in your cart: ${cidery.organisation.name} (add $254.50 more to reach its minimum)`);
  const cart = await venueApi!.get<Cart>(`/api/users/${venueApi!.userId}/cart?venueId=${venue.organisation.id}`);
  expect(cart).toMatchObject({ subtotalCents: 187_550, taxCents: 18_755, totalCents: 206_305 });
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`cart-ready-${suffix}.png`), fullPage: true });

  // the review: the same two orders and total; the cidery's line stays in the cart
  await page.getByRole('link', { name: 'Send all' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Send your order' })).toBeVisible();
  await expect(page.getByRole('region', { name: `Order for ${brewery.organisation.name}` })).toContainText('$1,348.05');
  await expect(page.getByRole('region', { name: `Order for ${distillery.organisation.name}` })).toContainText('$715.00');
  await expect(page.getByRole('region', { name: `Order for ${cidery.organisation.name}` })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Stays in your cart' })).toContainText(
    `${cidery.organisation.name}: 1 line stays in your cart (add $254.50 more to reach its minimum)`,
  );
  await expect(page.getByText('Total $2,063.05 incl. $187.55 GST')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await expectNoSidewaysScroll(page);
  await page.screenshot({ path: testInfo.outputPath(`review-${suffix}.png`), fullPage: true });
  await page.getByRole('button', { name: 'Send to 2 suppliers' }).click();

  // the order: the same figures, each supplier's and the whole
  await expect(page).toHaveURL(new RegExp(`/dash/venues/${venue.organisation.slug}/orders/([0-9a-f-]{36})$`));
  const orderId = page.url().split('/').pop()!;
  const order = await venueApi!.get<Order>(`/api/orders/${orderId}`);
  expect(order).toMatchObject({ subtotalCents: 187_550, taxCents: 18_755, totalCents: 206_305 });
  expect(Object.fromEntries(order.supplierOrders.map((so) => [so.supplier.id, [so.subtotalCents, so.taxCents, so.totalCents]]))).toEqual({
    [brewery.organisation.id]: [122_550, 12_255, 134_805],
    [distillery.organisation.id]: [65_000, 6_500, 71_500],
  });
  await expect(page.getByRole('region', { name: brewery.organisation.name })).toContainText('$1,348.05');
  await expect(page.getByRole('region', { name: distillery.organisation.name })).toContainText('$715.00');
  await expect(page.getByRole('main')).toContainText('$2,063.05');

  // the cidery's line is still in the cart, still held back, and nothing is ready to send
  await page.goto('/dash/cart');
  await expect(group(cidery)).toContainText('Add $254.50 more');
  await expect(footer(page)).toContainText('Nothing can be sent yet');
  await expect(page.getByRole('link', { name: /^Send/ })).toHaveCount(0);
});
