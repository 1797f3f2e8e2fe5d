import { api } from './api';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

test.describe('public pages show the demo data', () => {
  test('home: search box, featured products, suppliers and venues @phone', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Enter without choosing a suggestion searches products, as it always has
    const search = page.getByRole('combobox', { name: 'Find a beer, a brewery or a venue' });
    await search.fill('ipa');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\/?\?.*q=ipa/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('typeahead from the home page opens a venue by keyboard @phone', async ({ page }, testInfo) => {
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Find a beer, a brewery or a venue' });
    await search.pressSequentially('crown anc');
    const suggestions = page.getByRole('listbox');
    await expect(search).toHaveAttribute('aria-expanded', 'true');
    await expect(search).toHaveAttribute('aria-controls', (await suggestions.getAttribute('id'))!);
    const venues = suggestions.getByRole('group', { name: 'Venues' });
    await expect(venues.getByRole('option', { name: /Crown & Anchor/ })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`suggestions-${testInfo.project.name}.png`) });
    await expectNoSeriousAxeViolations(page);

    // Escape closes; ↓ opens again on the first option and moves through them until the venue is the active one
    const names = await suggestions.getByRole('option').allTextContents();
    await search.press('Escape');
    await expect(search).toHaveAttribute('aria-expanded', 'false');
    const venueIndex = names.findIndex((name) => name.includes('Crown & Anchor'));
    for (let step = 0; step <= venueIndex; step += 1) await search.press('ArrowDown');
    const active = await search.getAttribute('aria-activedescendant');
    await expect(page.locator(`[id="${active}"]`)).toContainText('Crown & Anchor');
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/venues\/crown-and-anchor/);
    await expect(page.getByRole('heading', { level: 1, name: 'Crown & Anchor' })).toBeVisible();
  });

  test('product detail: SKUs with prices, supplier link, venues pouring it', async ({ page, request }) => {
    const list = await api.products(request, '?pageSize=100');
    const summary = list.items.find((item) => item.fromPriceCents !== null)!;
    const product = await api.product(request, summary.slug);
    await page.goto(`/products/${product.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    for (const sku of product.skus) await expect(page.getByText(sku.name).first()).toBeVisible();
    await expect(page.getByRole('link', { name: product.supplier.name }).first()).toHaveAttribute(
      'href',
      new RegExp(`/suppliers/(${product.supplier.slug}|${product.supplier.id})`),
    );
    await page.goto(`/products/${product.slug}/venues`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('venue page shows its On Tap list, and its products page @phone', async ({ page, request }) => {
    const venues = await api.venues(request);
    const venue = venues.items.find((item) => item.onTapCount > 0)!;
    const menu = await api.menu(request, venue.slug);
    await page.goto('/venues');
    await page.getByRole('link', { name: venue.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/venues/${venue.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    for (const entry of menu.items) await expect(page.getByText(entry.name).first()).toBeVisible();
    await page.goto(`/venues/${venue.slug}/products`);
    // a guest beer is on the tap list but not in the catalogue
    for (const entry of menu.items.filter((item) => item.product)) await expect(page.getByText(entry.name).first()).toBeVisible();
  });

  test('supplier page shows ordering rules and products; its products page lists them all', async ({ page, request }) => {
    const suppliers = await api.suppliers(request);
    const summary = suppliers.items.find((item) => item.productCount > 0)!;
    await page.goto('/suppliers');
    await page.getByRole('link', { name: summary.name }).first().click();
    await expect(page).toHaveURL(new RegExp(`/suppliers/${summary.slug}`));
    await expect(page.getByRole('heading', { level: 1, name: summary.name })).toBeVisible();
    await page.goto(`/suppliers/${summary.slug}/products`);
    const products = await api.products(request, '');
    const first = products.items.find((item) => item.supplier.slug === summary.slug);
    if (first) await expect(page.getByText(first.name).first()).toBeVisible();
  });
});

test.describe('search, tags and pagination live in the URL', () => {
  test('typing a search, choosing a tag and paging round-trip through the URL', async ({ page, request }) => {
    const expected = await api.products(request, '?tags=hazy&pageSize=24');
    await page.goto('/products');
    await page.getByRole('button', { name: /^hazy/i }).first().click();
    await expect(page).toHaveURL(/tags=hazy/);
    await expect(page.getByText(expected.items[0]!.name).first()).toBeVisible();

    await page.goto('/products?pageSize=5&page=2');
    const secondPage = await api.products(request, '?pageSize=5&page=2');
    for (const product of secondPage.items) await expect(page.getByText(product.name).first()).toBeVisible();
    await page.getByRole('link', { name: /next/i }).first().click();
    await expect(page).toHaveURL(/page=3/);
    const thirdPage = await api.products(request, '?pageSize=5&page=3');
    await expect(page.getByText(thirdPage.items[0]!.name).first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/page=2/);
    await page.reload();
    await expect(page.getByText(secondPage.items[0]!.name).first()).toBeVisible();
  });

  test('filters combine, with counts, and survive reload and the back button @phone', async ({ page, request }, testInfo) => {
    const phone = testInfo.project.name === 'phone';
    const openFilters = async () => {
      if (phone && (await page.getByRole('button', { name: /^Filters/ }).getAttribute('aria-expanded')) === 'false')
        await page.getByRole('button', { name: /^Filters/ }).click();
    };
    // Other journeys publish products while this one runs (a Hazy IPA in cans, say), so a count is compared
    // with the API's read at the same moment: if one changed between the two reads, both are read again.
    const agreesWithApi = async (query: string, check: (total: number) => Promise<void>) =>
      expect(async () => {
        const { total } = await api.products(request, query);
        try {
          await check(total);
        } catch (error) {
          await page.reload();
          throw error;
        }
      }).toPass({ timeout: 30_000 });
    const productCount = page.getByText(/\d+ products?/).first();
    const countIs = (total: number) => expect(productCount).toHaveText(`${total} product${total === 1 ? '' : 's'}`, { timeout: 5_000 });

    await page.goto('/products?q=ipa');
    await agreesWithApi('?q=ipa&pack=can', async (cans) => {
      await openFilters();
      await expect(page.getByRole('group', { name: 'Pack' }).getByRole('button', { name: new RegExp(`^Can ${cans}$`) })).toBeVisible({
        timeout: 5_000,
      });
    });
    await page.getByRole('group', { name: 'Pack' }).getByRole('button', { name: /^Can/ }).click();
    await expect(page).toHaveURL(/pack=can/);

    // the first style offered for ipa in cans, with its count
    const inCans = await api.products(request, '?q=ipa&pack=can');
    const style = inCans.facets.styles[0]!;
    const styleQuery = `?q=ipa&pack=can&style=${encodeURIComponent(style.value)}`;
    await openFilters();
    await page.getByRole('combobox', { name: 'Style' }).selectOption(style.value);
    await expect(page).toHaveURL(new RegExp(`style=${encodeURIComponent(style.value).replace(/%20/g, '(%20|\\+)')}`));
    await agreesWithApi(styleQuery, countIs);
    // the style's facet count is the count of what the style filter finds
    await expect(async () => {
      const [facets, styled] = await Promise.all([api.products(request, '?q=ipa&pack=can'), api.products(request, styleQuery)]);
      expect(styled.total).toBe(facets.facets.styles.find((s) => s.value === style.value)?.count);
    }).toPass({ timeout: 30_000 });

    await openFilters();
    await page.getByRole('spinbutton', { name: 'ABV from (%)' }).fill('5');
    await page.getByRole('button', { name: 'Apply ranges' }).click();
    await expect(page).toHaveURL(/abvMin=5/);
    await agreesWithApi(`${styleQuery}&abvMin=5`, countIs);
    const filtersOn = page.getByRole('list', { name: 'Filters on' });
    await expect(filtersOn.getByRole('button')).toHaveCount(4); // can, style, ABV, and Clear filters

    await page.reload();
    await expect(page).toHaveURL(/abvMin=5/);
    await agreesWithApi(`${styleQuery}&abvMin=5`, countIs);
    await expect(filtersOn.getByRole('button', { name: /ABV 5/ })).toBeVisible();

    await page.goBack();
    await expect(page).not.toHaveURL(/abvMin/);
    await expect(page).toHaveURL(/pack=can/);
    await agreesWithApi(styleQuery, countIs);

    await filtersOn.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page).toHaveURL(/q=ipa/);
    await expect(page).not.toHaveURL(/pack=|style=/);
  });

  test('a search in the URL shows the matching products', async ({ page, request }) => {
    const expected = await api.products(request, '?q=ipa&tags=hazy&page=2&pageSize=10');
    await page.goto('/products?q=ipa&tags=hazy&page=2&pageSize=10');
    await expect(page.getByRole('searchbox').first()).toHaveValue('ipa');
    for (const product of expected.items) await expect(page.getByText(product.name).first()).toBeVisible();
  });
});

test.describe('accessibility', () => {
  const paths = ['/', '/products', '/venues', '/suppliers', '/privacy-policy', '/terms-of-service', '/no/such/page'];
  for (const path of paths) {
    test(`axe finds no serious violation on ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    });
  }

  test('axe on the detail pages', async ({ page, request }) => {
    // six pages, each loaded to network idle and analysed: more than the default 30 s on a busy 2-core machine
    test.setTimeout(60_000);
    const product = (await api.products(request, '?pageSize=1')).items[0]!;
    const venue = (await api.venues(request)).items[0]!;
    const supplier = (await api.suppliers(request)).items[0]!;
    for (const path of [
      `/products/${product.slug}`,
      `/products/${product.slug}/venues`,
      `/venues/${venue.slug}`,
      `/venues/${venue.slug}/products`,
      `/suppliers/${supplier.slug}`,
      `/suppliers/${supplier.slug}/products`,
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expectNoSeriousAxeViolations(page);
    }
  });
});
