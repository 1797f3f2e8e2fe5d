import type { CatalogueProduct } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, createOrganisation, signInWithSession } from './organisation-helpers';

// The SKUs of a product: a supplier of the journey's own adds a keg (price per litre shown) and a case,
// a taken code is refused on the Code field, a published product's last SKU can't be archived, another can.

test('a supplier adds SKUs, sees the keg’s price per litre, is told a code is taken, and archives one @phone', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(90_000);
  const { owner, organisation } = await createOrganisation(request, 'supplier', 'skus');
  const api = await apiAs(request, owner.email, owner.password);
  const created = await api.raw('POST', `/api/suppliers/${organisation.id}/products`, { name: 'Harbour Hazy', style: 'Hazy IPA' });
  expect(created.status(), await created.text()).toBe(201);
  const product = (await created.json()) as CatalogueProduct;

  await signInWithSession(page, owner.email, owner.password);
  await page.goto(`/dash/suppliers/${organisation.slug}/products/${product.slug}/skus`);
  await expect(page.getByRole('heading', { level: 1, name: 'SKUs of Harbour Hazy' })).toBeVisible();
  await expect(page.getByText('No SKUs yet')).toBeVisible();

  // a keg: 50 L at $250.00 is $5.00 a litre
  await page.getByRole('link', { name: 'Add the first SKU' }).click();
  await page.getByLabel('Code').fill('HAZY-K50');
  await page.getByLabel('Pack name').fill('50 L keg');
  await page.getByLabel('Volume per unit (mL)').fill('50000');
  await page.getByLabel('Price per pack, ex GST ($)').fill('-5');
  await page.getByLabel('GST (%)').click();
  await expect(page.getByText('Enter the price in dollars, e.g. 48.50 (not negative)')).toBeVisible();
  await page.getByLabel('Price per pack, ex GST ($)').fill('250');
  await expect(page.getByText('$5.00 per litre')).toBeVisible();
  await page.getByRole('button', { name: 'Add SKU' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'SKUs of Harbour Hazy' })).toBeVisible();
  const keg = page.getByRole('row', { name: /HAZY-K50/ });
  await expect(keg).toContainText('$250.00');
  await expect(keg).toContainText('$5.00/L');
  await expect(keg).toContainText('Not tracked');

  // a case of cans, stock tracked; then the same code again is refused on the Code field
  await page.getByRole('link', { name: 'Add a SKU' }).click();
  await page.getByLabel('Code').fill('HAZY-C24');
  await page.getByLabel('Pack name').fill('24 × 375 mL cans');
  await page.getByLabel('Units per pack').fill('24');
  await page.getByLabel('Volume per unit (mL)').fill('375');
  await page.getByLabel('Price per pack, ex GST ($)').fill('72');
  await page.getByLabel('Track stock').check();
  await page.getByLabel('Stock on hand (packs)').fill('0');
  await page.getByRole('button', { name: 'Add SKU' }).click();
  const cans = page.getByRole('row', { name: /HAZY-C24/ });
  await expect(cans).toContainText('$8.00/L');
  await expect(cans).toContainText('Out of stock');

  await page.getByRole('link', { name: 'Add a SKU' }).click();
  await page.getByLabel('Code').fill('HAZY-K50');
  await page.getByLabel('Pack name').fill('Another keg');
  await page.getByLabel('Price per pack, ex GST ($)').fill('200');
  await page.getByRole('button', { name: 'Add SKU' }).click();
  await expect(page.getByText('Code is already used by another SKU of this supplier')).toBeVisible();
  await expect(page.getByLabel('Code')).toBeFocused();
  const skus = await api.get<{ items: unknown[] }>(`/api/products/${product.id}/skus`);
  expect(skus.items).toHaveLength(2);
  await page.screenshot({ path: testInfo.outputPath(`sku-duplicate-${testInfo.project.name}.png`), fullPage: true });

  // leaving asks first
  await page.getByRole('link', { name: /SKUs of Harbour Hazy/ }).click();
  await expect(page.getByRole('alertdialog', { name: 'Leave without saving?' })).toBeVisible();
  await page.getByRole('button', { name: 'Leave this page' }).click();

  // publish the product, archive the cans: fine; the keg is then the last active SKU and is refused
  const published = await api.raw('POST', `/api/suppliers/${organisation.id}/products/${product.id}/publish`);
  expect(published.status(), await published.text()).toBe(200);
  await page.reload();
  await page.getByRole('button', { name: 'Archive HAZY-C24' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive SKU' }).click();
  await expect(cans).toContainText('Archived');
  await page.getByRole('button', { name: 'Archive HAZY-K50' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Archive SKU' }).click();
  await expect(page.getByText(/50 L keg is the last active SKU of Harbour Hazy, which is published/)).toBeVisible();
  await expect(keg).toContainText('Active');

  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: testInfo.outputPath(`skus-${testInfo.project.name}.png`), fullPage: true });

  // a second rep changes the keg while this one edits it: the save is refused and says so
  await page.getByRole('link', { name: 'HAZY-K50' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit HAZY-K50' })).toBeVisible();
  const { items } = await api.get<{ items: { id: string; code: string; version: number }[] }>(`/api/products/${product.id}/skus`);
  const stored = items.find((item) => item.code === 'HAZY-K50')!;
  const other = await api.raw('PATCH', `/api/products/${product.id}/skus/${stored.id}`, { version: stored.version, unitPriceCents: 26000 });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByLabel('Price per pack, ex GST ($)').fill('240');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('alert')).toContainText('Someone else changed this SKU while you were editing it.');
  await expect(page.getByRole('alert')).toContainText('$260.00');
  await page.getByRole('button', { name: 'Load their version' }).click();
  await expect(page.getByLabel('Price per pack, ex GST ($)')).toHaveValue('260.00');
  await page.getByLabel('Price per pack, ex GST ($)').fill('245');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(keg).toContainText('$245.00');
});
