import type { Page } from '@playwright/test';
import type { CatalogueProduct, ProductImageList } from '@tapline/contracts';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';
import { apiAs, createOrganisation, signInWithSession, uniqueSuffix } from './organisation-helpers';
import { pngOf } from './png';

// The supplier's catalogue on the web: the Products table, the product editor and page, the image
// manager. A supplier of the journey's own, so the demo catalogue stays as the other journeys expect it.

const screenshots = (page: Page, name: string) => screenshotsAt(page, `catalogue-${name}`);

async function confirm(page: Page, button: string) {
  await page.getByRole('alertdialog').getByRole('button', { name: button, exact: true }).click();
}

test.describe('the supplier’s catalogue', () => {
  test('create a draft, edit it, a stale edit conflicts, pictures up and reordered, publish needs a SKU, bulk archive', async ({
    page,
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const { owner, organisation } = await createOrganisation(request, 'supplier', 'catalogue');
    const api = await apiAs(request, owner.email, owner.password);
    const suffix = uniqueSuffix();
    const name = `Harbour Haze ${suffix}`;
    const slug = `harbour-haze-${suffix}`;
    const products = `/dash/suppliers/${organisation.slug}/products`;
    await signInWithSession(page, owner.email, owner.password);

    await test.step('an empty catalogue offers to add a product', async () => {
      await page.goto(products);
      await expect(page.getByText('Your catalogue is empty')).toBeVisible();
      await screenshots(page, 'empty');
      await page.getByRole('link', { name: 'Add product' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    });

    await test.step('the form checks with the contract, shows the address and the card preview, and saves a draft', async () => {
      await page.getByLabel('Name').fill(name);
      await expect(page.getByText(`/products/${slug}`)).toBeVisible();
      await page.getByLabel('Style').fill('Hazy IPA');
      await page.getByLabel('ABV (%)').fill('120');
      await page.getByLabel('Tags').fill('Hazy, tropical');
      await expect(page.getByText('ABV must be at most 99.9')).toBeVisible();
      await page.getByLabel('ABV (%)').fill('5.2');
      await expect(page.getByText('ABV must be at most 99.9')).toBeHidden();
      const preview = page.getByTestId('card-preview');
      await expect(preview).toContainText(name);
      await expect(preview).toContainText('Hazy IPA · 5.2% ABV');
      await expect(preview).toContainText(organisation.name);
      await screenshots(page, 'create');
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(page.getByText('Draft saved')).toBeVisible();
      await expect(page).toHaveURL(new RegExp(`/products/${slug}/edit$`));
      await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
    });

    await test.step('the table lists it as a draft without an active SKU', async () => {
      await page.goto(products);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expect(row.getByText('Draft', { exact: true })).toBeVisible();
      await expect(row.getByText('No active SKU')).toBeVisible();
      await expect(page.getByRole('link', { name: /^Draft\s*1$/ })).toBeVisible();
      await row.getByRole('link', { name }).click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(page.getByText('No packs yet.')).toBeVisible();
    });

    await test.step('a second rep saves first: the stale save gets the conflict message, and their version loads', async () => {
      await page.getByRole('link', { name: 'Edit', exact: true }).click();
      await expect(page.getByLabel('Style')).toHaveValue('Hazy IPA');
      const other = await (await browser.newContext()).newPage();
      await signInWithSession(other, owner.email, owner.password);
      await other.goto(`${products}/${slug}/edit`);
      await other.getByLabel('Style').fill('West Coast IPA');
      await other.getByRole('button', { name: 'Save changes' }).click();
      await expect(other.getByText('Changes saved')).toBeVisible();
      await other.context().close();

      await page.getByLabel('Description').fill('Soft, hazy and full of mango.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      const conflict = page.getByRole('alert').filter({ hasText: 'Someone else changed this product' });
      await expect(conflict).toBeVisible();
      await expect(conflict).toContainText('West Coast IPA');
      await screenshots(page, 'conflict');
      await conflict.getByRole('button', { name: 'Load their version' }).click();
      await expect(page.getByLabel('Style')).toHaveValue('West Coast IPA');
      await expect(page.getByLabel('Description')).toHaveValue('');
      await page.getByLabel('Description').fill('Soft, hazy and full of mango.');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Changes saved')).toBeVisible();
      const stored = await api.get<CatalogueProduct>(`/api/suppliers/${organisation.id}/products/${slug}`);
      expect(stored).toMatchObject({
        style: 'West Coast IPA',
        description: 'Soft, hazy and full of mango.',
        tags: ['hazy', 'tropical'],
        abv: 5.2,
      });
    });

    const product = await api.get<CatalogueProduct>(`/api/suppliers/${organisation.id}/products/${slug}`);

    await test.step('two pictures go up with progress, the server refuses a fake one, and the second becomes the cover', async () => {
      await page.getByLabel('Choose pictures to upload').setInputFiles([
        { name: 'can.png', mimeType: 'image/png', buffer: pngOf(320, 480, [200, 120, 20]) },
        { name: 'label.png', mimeType: 'image/png', buffer: pngOf(400, 300, [30, 90, 160]) },
      ]);
      const pictures = page.getByTestId('product-image');
      await expect(pictures).toHaveCount(2);
      await expect(pictures.first().getByText('Cover', { exact: true })).toBeVisible();
      const before = (await api.get<ProductImageList>(`/api/products/${product.id}/images`)).items.map((image) => image.id);
      expect(before).toHaveLength(2);

      await page
        .getByLabel('Choose pictures to upload')
        .setInputFiles({ name: 'setup.png', mimeType: 'image/png', buffer: Buffer.from('MZ this is a program, not a picture') });
      await expect(page.getByRole('alert').filter({ hasText: 'setup.png:' })).toBeVisible();
      await expect(pictures).toHaveCount(2);

      await page.getByRole('button', { name: 'Move picture 2 earlier' }).click();
      await expect
        .poll(async () => (await api.get<ProductImageList>(`/api/products/${product.id}/images`)).items.map((image) => image.id))
        .toEqual([before[1], before[0]]);
      // the screen has the new order too (its list is refetched) before the first picture's alt text is typed
      const reordered = await api.get<ProductImageList>(`/api/products/${product.id}/images`);
      await expect(pictures.nth(0).locator('img').first()).toHaveAttribute('src', reordered.items[0]!.urls.thumbnail);
      await pictures.nth(0).getByLabel('Alt text of picture 1').fill('The blue label');
      await pictures.nth(0).getByRole('button', { name: 'Save' }).click();
      await expect(page.getByText('Alt text saved')).toBeVisible();
      await expect(pictures.nth(0).getByRole('img', { name: 'The blue label' })).toBeVisible();
      await expect(page.getByTestId('card-preview').locator('img')).toHaveAttribute('src', /.+/);
      await screenshots(page, 'edit');
    });

    await test.step('Publish waits for a pack and says so, on the form and on the product page; with a pack it publishes at once', async () => {
      const publish = page.getByRole('button', { name: 'Publish', exact: true });
      await expect(publish).toBeDisabled();
      await expect(page.getByTestId('publish-blocker')).toHaveText('Add an active pack with a price to publish.');
      await page.getByRole('link', { name }).first().click();
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(publish).toBeDisabled();
      await expect(page.getByTestId('publish-blocker')).toContainText('Add an active pack with a price to publish.');
      await page.getByTestId('publish-blocker').getByRole('link', { name: 'Add a pack' }).click();
      await expect(page).toHaveURL(new RegExp(`/products/${slug}/edit#packs$`));
      await page.getByRole('button', { name: 'Add a pack' }).click();
      const pack = page.getByRole('group', { name: 'Pack 1' });
      await pack.getByLabel('Pack name').fill('24 × 375 mL cans');
      await pack.getByLabel('Code').fill(`HH-${suffix}-24`);
      await pack.getByLabel('Units per pack').fill('24');
      await pack.getByLabel('Price per pack, ex GST ($)').fill('89');
      await publish.click();
      await expect(page.getByRole('status').filter({ hasText: /^Published$/ })).toBeVisible();
      await page.getByRole('link', { name }).first().click();
      await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'See its public page' })).toBeVisible();
      await screenshots(page, 'product');
    });

    await test.step('bulk: publishing names the product without a SKU and changes nothing; archiving both works', async () => {
      const second = await api.raw('POST', `/api/suppliers/${organisation.id}/products`, {
        name: `Night Shift Stout ${suffix}`,
        style: 'Stout',
      });
      expect(second.status()).toBe(201);
      await page.goto(products);
      await page.getByRole('checkbox', { name: `Select ${name}` }).check();
      await page.getByRole('checkbox', { name: `Select Night Shift Stout ${suffix}` }).check();
      await expect(page.getByText('2 products selected')).toBeVisible();
      await screenshots(page, 'table');
      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Publish' }).click();
      await confirm(page, 'Publish 2 products');
      const refused = page.getByRole('alert').filter({ hasText: 'Nothing was published' });
      await expect(refused).toContainText(`Night Shift Stout ${suffix}`);
      await expect(
        page.getByRole('row', { name: new RegExp(`Night Shift Stout ${suffix}`) }).getByText('Draft', { exact: true }),
      ).toBeVisible();

      await page.getByRole('region', { name: 'Bulk actions' }).getByRole('button', { name: 'Archive' }).click();
      await confirm(page, 'Archive 2 products');
      await expect(page.getByText('2 products archived')).toBeVisible();
      await page.getByRole('link', { name: /^Archived\s*2$/ }).click();
      await expect(page).toHaveURL(/status=archived/);
      await expect(page.getByRole('row', { name: new RegExp(name) }).getByText('Archived', { exact: true })).toBeVisible();
      await expect(page.getByRole('row', { name: /Night Shift Stout/ }).getByText('Archived', { exact: true })).toBeVisible();
    });
  });

  test('one form makes a product with two packs and publishes it; Publish says why it waits; a refused pack saves nothing', async ({
    page,
    browser,
    request,
    consoleErrors,
  }) => {
    test.setTimeout(180_000);
    const { owner, organisation } = await createOrganisation(request, 'supplier', 'packs');
    const api = await apiAs(request, owner.email, owner.password);
    const suffix = uniqueSuffix();
    const name = `Harbour Two Pack ${suffix}`;
    const slug = `harbour-two-pack-${suffix}`;
    const code = (pack: string) => `HTP-${suffix}-${pack}`.toUpperCase();
    // a code the supplier already uses on another product: only the server knows it
    const holder = await api.raw('POST', `/api/suppliers/${organisation.id}/products`, {
      name: `Code Holder ${suffix}`,
      skus: [{ code: code('TAKEN'), name: 'Keg', unitPriceCents: 100 }],
    });
    expect(holder.status(), await holder.text()).toBe(201);
    await signInWithSession(page, owner.email, owner.password);
    await page.goto(`/dash/suppliers/${organisation.slug}/products/create`);
    await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    const publish = page.getByRole('button', { name: 'Publish', exact: true });
    const waiting = page.getByTestId('publish-blocker');
    const pack = (n: number) => page.getByRole('group', { name: `Pack ${n}` });

    await test.step('without a pack, Publish is disabled and says why', async () => {
      await page.getByLabel('Name', { exact: true }).fill(name);
      await page.getByLabel('Style').fill('Pale Ale');
      await expect(page.getByRole('heading', { level: 2, name: 'Packs' })).toBeVisible();
      await expect(publish).toBeDisabled();
      await expect(waiting).toHaveText('Add an active pack with a price to publish.');
      await expect(publish).toHaveAccessibleDescription('Add an active pack with a price to publish.');
      await screenshots(page, 'form-no-pack');
    });

    await test.step('two packs go in on the same form; a third is added and removed; a bad price and a repeated code are named on their row', async () => {
      await page.getByRole('button', { name: 'Add a pack' }).click();
      await pack(1).getByLabel('Pack name').fill('50 L keg');
      await pack(1).getByLabel('Code').fill(code('K50'));
      await pack(1).getByLabel('Volume per unit (mL)').fill('50000');
      await expect(publish).toBeDisabled();
      await pack(1).getByLabel('Price per pack, ex GST ($)').fill('280');
      await expect(pack(1)).toContainText('$5.60 per litre');
      await expect(publish).toBeEnabled();
      await expect(waiting).toHaveCount(0);

      await page.getByRole('button', { name: 'Add a pack' }).click();
      await pack(2).getByLabel('Pack name').fill('24 × 375 mL cans');
      await pack(2).getByLabel('Code').fill(code('K50'));
      await pack(2).getByLabel('Units per pack').fill('24');
      await pack(2).getByLabel('Volume per unit (mL)').fill('375');
      await pack(2).getByLabel('Price per pack, ex GST ($)').fill('-5');
      await pack(2).getByLabel('Stock on hand').fill('40');
      await expect(pack(2).getByText('Enter the price in dollars, e.g. 48.50 (not negative)')).toBeVisible();
      await expect(pack(2).getByText(`Code ${code('K50')} is also pack 1’s`)).toBeVisible();
      await pack(2).getByLabel('Code').fill(code('C24'));
      await pack(2).getByLabel('Price per pack, ex GST ($)').fill('81');
      await expect(pack(2).getByText('Enter the price in dollars')).toHaveCount(0);

      await page.getByRole('button', { name: 'Add a pack' }).click();
      await pack(3).getByLabel('Pack name').fill('Growler');
      await pack(3).getByRole('button', { name: 'Remove pack 3' }).click();
      await expect(pack(3)).toHaveCount(0);
      await expect(page.getByTestId('card-preview')).toContainText('$81.00');
      await screenshots(page, 'form-two-packs');
      await page.setViewportSize({ width: 360, height: 780 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'nothing scrolls sideways at 360 px',
      ).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
      await expectNoSeriousAxeViolations(page);
    });

    await test.step('a code the supplier already uses is refused on its row, and nothing is saved', async () => {
      await pack(2).getByLabel('Code').fill(code('TAKEN'));
      await page.getByRole('button', { name: 'Save draft' }).click();
      await expect(pack(2).getByText('Code is already used by another SKU of this supplier')).toBeVisible();
      await expect(pack(2).getByLabel('Code')).toBeFocused();
      expect((await api.raw('GET', `/api/suppliers/${organisation.id}/products/${slug}`)).status()).toBe(404);
      await pack(2).getByLabel('Code').fill(code('C24'));
    });

    await test.step('Publish saves the product with both packs and publishes it; the editor lists the packs', async () => {
      await publish.click();
      await expect(page).toHaveURL(new RegExp(`/products/${slug}/edit$`));
      await expect(page.getByText('Active', { exact: true }).first()).toBeVisible();
      await expect(page.getByRole('link', { name: 'See its public page' })).toBeVisible();
      await expect(pack(1).getByLabel('Pack name')).toHaveValue('50 L keg');
      await expect(pack(2).getByLabel('Stock on hand')).toHaveValue('40');
      await expect(publish).toHaveCount(0);
      const stored = await api.get<CatalogueProduct>(`/api/suppliers/${organisation.id}/products/${slug}`);
      expect(stored.status).toBe('active');
      expect(stored.skus.map((sku) => [sku.code, sku.unitPriceCents, sku.stockOnHand])).toEqual([
        [code('K50'), 28000, null],
        [code('C24'), 8100, 40],
      ]);
      await screenshots(page, 'form-published');
      await page.setViewportSize({ width: 360, height: 780 });
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
        'nothing scrolls sideways at 360 px',
      ).toBe(true);
      await page.setViewportSize({ width: 1280, height: 900 });
    });

    await test.step('on the same page a price changes and a pack is archived; the product page shows it', async () => {
      await pack(1).getByLabel('Price per pack, ex GST ($)').fill('275');
      await pack(2).getByRole('button', { name: 'Archive pack 2' }).click();
      await expect(pack(2)).toContainText('Archived when you save');
      await expect(pack(1).getByRole('button', { name: 'Archive pack 1' })).toBeDisabled();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByText('Changes saved')).toBeVisible();
      await expect(pack(2)).not.toContainText('when you save');
      await expect(pack(2)).toContainText('Archived');
      const stored = await api.get<CatalogueProduct>(`/api/suppliers/${organisation.id}/products/${slug}`);
      expect(stored.skus.map((sku) => [sku.code, sku.unitPriceCents, sku.status])).toEqual([
        [code('K50'), 27500, 'active'],
        [code('C24'), 8100, 'archived'],
      ]);
      await pack(2).getByRole('button', { name: 'Restore pack 2' }).click();
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect
        .poll(async () =>
          (await api.get<CatalogueProduct>(`/api/suppliers/${organisation.id}/products/${slug}`)).skus.map((sku) => sku.status),
        )
        .toEqual(['active', 'active']);
    });

    await test.step('venues see it public with both packs', async () => {
      const visitor = await (await browser.newContext()).newPage();
      await visitor.goto(`/products/${slug}`);
      await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible();
      await expect(visitor.getByRole('row', { name: /50 L keg/ })).toContainText('$275.00');
      await expect(visitor.getByRole('row', { name: /24 × 375 mL cans/ })).toContainText('$81.00');
      await visitor.context().close();
    });
    expect(consoleErrors).toEqual([]);
  });
});
