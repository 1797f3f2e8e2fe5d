import type { Locator, Page } from '@playwright/test';
import type { OrderGuide, OrderGuideCreated } from '@tapline/contracts';
import { DEMO_ACCOUNTS } from './auth-helpers';
import { HARBOUR } from './dashboard-helpers';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import {
  apiAs,
  chooseEntity,
  createOrganisation,
  demoSupplierPack,
  publishedKeg,
  signInWithSession,
  uniqueSuffix,
} from './organisation-helpers';

// Order guides (docs/domain.md, Order guides): a staff member counts a guide at the cold-room door on a phone and sends
// the suggestions to the cart, seeing the line that could not go and why; an owner builds a guide of their own venue in
// sections and puts it in order by keyboard and by mouse.

/** The items of a section, top to bottom, as their Move buttons name them ("Product, pack"). */
async function itemsIn(section: Locator): Promise<string[]> {
  return section
    .getByRole('button', { name: /^Move / })
    .evaluateAll((buttons) => buttons.map((button) => (button.getAttribute('aria-label') ?? '').replace(/^Move /, '')));
}

const itemsSaved = (page: Page) =>
  page.waitForResponse((response) => response.url().endsWith('/items') && response.request().method() === 'PUT');

test('a staff member counts a guide on a phone and adds the suggestions to the cart, each line left out said why @phone', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  // the guide, made by the demo venue's owner: two of the demo supplier's packs and a keg of a brewery of the journey's
  // own, which then archives it
  const keg = await demoSupplierPack(request, (sku) => /keg/.test(sku.name), 'keg');
  const cans = await demoSupplierPack(request, (sku) => sku.unitsPerPack === 24, 'slab of 24');
  const brewery = await createOrganisation(request, 'supplier', 'guide-brewery');
  const gone = await publishedKeg(request, brewery, { name: 'Last Batch', style: 'Saison', code: 'LB-50', unitPriceCents: 25000 });
  const owner = await apiAs(request, DEMO_ACCOUNTS.venue);
  const [harbour] = (await owner.get<{ items: { id: string }[] }>(`/api/users/${owner.userId}/venues`)).items;
  const name = `Cold room ${uniqueSuffix()}`;
  const made = await owner.raw('POST', `/api/venues/${harbour!.id}/order-guides`, { name });
  expect(made.status(), await made.text()).toBe(201);
  const guide = (await made.json()) as OrderGuideCreated;
  const items = [
    { skuId: keg.sku.id, section: 'Taps', position: 0, parQty: 3 },
    { skuId: gone.sku.id, section: 'Taps', position: 1, parQty: 2 },
    { skuId: cans.sku.id, section: 'Fridge', position: 2, parQty: 48 },
  ];
  const saved = await owner.raw('PUT', `/api/order-guides/${guide.id}/items`, { version: guide.version, items });
  expect(saved.status(), await saved.text()).toBe(200);
  const breweryApi = await apiAs(request, brewery.owner.email, brewery.owner.password);
  const archived = await breweryApi.raw('POST', `/api/suppliers/${brewery.organisation.id}/products/${gone.product.id}/archive`);
  expect(archived.status(), await archived.text()).toBe(200);

  await signInWithSession(page, DEMO_ACCOUNTS.staff);
  await chooseEntity(page, request, DEMO_ACCOUNTS.staff, 'venue');
  await page.goto(`/dash/venues/${HARBOUR}/guides`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order guides' })).toBeVisible();
  // a member counts; making guides is for owners and admins
  await expect(page.getByRole('button', { name: 'New guide' })).toHaveCount(0);
  await page.getByRole('link', { name: `Count ${name}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Count: ${name}` })).toBeVisible();

  const kegName = `${keg.product.name}, ${keg.sku.name}`;
  const cansName = `${cans.product.name}, ${cans.sku.name}`;
  const goneName = `${gone.product.name}, 50 L keg`;
  const packsOf = (item: string) => page.getByRole('group', { name: `Packs of ${item}, to order` }).locator('output');
  await expect(page.getByText('The product is no longer available')).toBeVisible();
  // par − on hand, rounded up to whole packs: 3 − 1 kegs; 48 − 10 cans is 38, two slabs; nothing of the gone keg yet
  await page.getByLabel(`On hand of ${kegName},`).fill('1');
  await page.getByLabel(`On hand of ${cansName},`).fill('10');
  await expect(packsOf(kegName)).toHaveText('2');
  await expect(packsOf(cansName)).toHaveText('2');
  await page.getByLabel(`On hand of ${goneName},`).fill('0');
  await expect(packsOf(goneName)).toHaveText('2');
  // over par: nothing, never less
  await page.getByLabel(`On hand of ${cansName},`).fill('60');
  await expect(packsOf(cansName)).toHaveText('0');
  await page.getByLabel(`On hand of ${cansName},`).fill('10');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'order-guide-count');

  const added = page.waitForResponse((response) => response.url().endsWith('/add-to-cart'));
  await page.getByRole('button', { name: 'Add 6 to cart' }).click();
  expect((await added).status()).toBe(200);
  const result = page.getByRole('status').filter({ hasText: 'added to your cart' });
  await expect(result).toContainText('4 packs (2 lines) added to your cart');
  await expect(result.getByRole('list', { name: 'Added', exact: true })).toContainText(`2 × ${keg.product.name}`);
  await expect(result.getByRole('list', { name: 'Not added' })).toHaveText(
    `${gone.product.name} (50 L keg): The product is no longer available`,
  );
  await expect(result.getByRole('link', { name: 'Open the cart' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'order-guide-added');

  // the count is kept: the guide shows who counted
  const kept = await owner.get<OrderGuide>(`/api/order-guides/${guide.id}`);
  expect(kept.lastCount?.countedBy?.name).toBe('Stella Staff');
  expect(kept.items.find((item) => item.skuId === cans.sku.id)?.lastOnHand).toBe(10);
  expect(consoleErrors).toEqual([]);
});

test('an owner builds a guide in sections, sets a par, and puts it in order by keyboard and by mouse', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(90_000);
  const own = await createOrganisation(request, 'venue', 'guides');
  await signInWithSession(page, own.owner.email, own.owner.password);
  await chooseEntity(page, request, own.owner.email, 'venue', own.owner.password);
  await page.goto(`/dash/venues/${own.organisation.slug}/guides`);
  await expect(page.getByText('No guides yet')).toBeVisible();
  await expect(page.getByText('No orders in the last 90 days')).toBeVisible();
  await expect(page).toHaveTitle(`Order guides · ${own.organisation.name} · Tapline`);
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'order-guides-empty');

  await page.getByRole('button', { name: 'New guide' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Bar back');
  await page.getByRole('button', { name: 'Make the guide' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bar back' })).toBeVisible();
  await expect(page.getByText('Nothing on this guide yet')).toBeVisible();

  const panel = page.getByRole('region', { name: 'Add items' });
  async function add(section: string, words: string, product: RegExp) {
    await panel.getByLabel('Into the section').fill(section);
    await panel.getByRole('searchbox').fill(words);
    const done = itemsSaved(page);
    await panel.getByRole('list', { name: 'Products found' }).getByRole('button', { name: product }).first().click();
    expect((await done).status()).toBe(200);
  }
  await page.getByRole('button', { name: 'Add items' }).click();
  await add('Taps', 'Sea Fog', /^Add Sea Fog Hazy IPA, .*keg/);
  await add('Fridge', 'Outback', /^Add Outback Crisp Lager, .*cans/);
  await add('Fridge', 'Low Tide', /^Add Low Tide Lager, .*cans/);
  await page.getByRole('button', { name: 'Close Add items' }).click();

  const taps = page.getByRole('region', { name: 'Taps' });
  const fridge = page.getByRole('region', { name: 'Fridge' });
  await expect.poll(() => itemsIn(taps)).toEqual([expect.stringMatching(/^Sea Fog Hazy IPA, .*keg$/)]);
  await expect
    .poll(() => itemsIn(fridge))
    .toEqual([expect.stringMatching(/^Outback Crisp Lager/), expect.stringMatching(/^Low Tide Lager/)]);

  // a par, in units
  const parSaved = itemsSaved(page);
  await page.getByLabel(/^Par of Low Tide Lager/).fill('48');
  await page.getByLabel(/^Par of Low Tide Lager/).press('Enter');
  expect((await parSaved).status()).toBe(200);

  // the keyboard: space picks Low Tide up, an arrow moves it above Outback, space drops it; each step is read out
  const keyed = itemsSaved(page);
  await fridge.getByRole('button', { name: /^Move Low Tide Lager/ }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText(/^Picked up Low Tide Lager, position 2 of 2 in Fridge\.$/)).toBeAttached();
  // dnd-kit measures the droppables just after the pick-up: an arrow pressed before that moves nothing (seen under
  // load), so the arrow is pressed until the move is read out (at the top, another press moves nothing further)
  await expect(async () => {
    await page.keyboard.press('ArrowUp');
    await expect(page.getByText(/^Low Tide Lager is now at position 1 of 2 in Fridge\.$/)).toBeAttached({ timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  expect((await keyed).status()).toBe(200);
  await expect
    .poll(() => itemsIn(fridge))
    .toEqual([expect.stringMatching(/^Low Tide Lager/), expect.stringMatching(/^Outback Crisp Lager/)]);

  // the mouse: Outback from the Fridge into Taps, above the keg
  const dragged = itemsSaved(page);
  const from = (await fridge.getByRole('button', { name: /^Move Outback Crisp Lager/ }).boundingBox())!;
  const to = (await taps.getByRole('button', { name: /^Move Sea Fog Hazy IPA/ }).boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(from.x + from.width / 2, from.y - 10, { steps: 5 });
  await page.mouse.move(to.x + to.width / 2, to.y + 2, { steps: 15 });
  await page.mouse.up();
  expect((await dragged).status()).toBe(200);
  await expect
    .poll(() => itemsIn(taps))
    .toEqual([expect.stringMatching(/^Outback Crisp Lager/), expect.stringMatching(/^Sea Fog Hazy IPA/)]);

  // it was saved: a reload shows the same order and the par
  await page.reload();
  await expect
    .poll(() => itemsIn(page.getByRole('region', { name: 'Taps' })))
    .toEqual([expect.stringMatching(/^Outback Crisp Lager/), expect.stringMatching(/^Sea Fog Hazy IPA/)]);
  await expect.poll(() => itemsIn(page.getByRole('region', { name: 'Fridge' }))).toEqual([expect.stringMatching(/^Low Tide Lager/)]);
  await expect(page.getByLabel(/^Par of Low Tide Lager/)).toHaveValue('48');
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'order-guide');

  // the count sheet, to print
  await page.getByRole('link', { name: 'Count sheet' }).click();
  const sheet = page.getByRole('article', { name: 'Bar back' });
  await expect(sheet.getByRole('table', { name: 'Taps' }).getByRole('row')).toHaveCount(3);
  await expect(sheet.getByRole('table', { name: 'Fridge' })).toContainText('48');
  await expect(page.getByRole('button', { name: 'Print' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await screenshotsAt(page, 'order-guide-sheet');
  expect(consoleErrors).toEqual([]);
});
