import type { CatalogueProductList } from '@tapline/contracts';
import { catalogueCsv, csvFile as file } from './catalogue-csv-file';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';
import { apiAs, chooseEntity, createOrganisation, signInWithSession } from './organisation-helpers';

// A supplier imports its catalogue from a CSV file (decision 0082), on a supplier of its own.

test('a supplier imports 1,000 rows with progress, again as updates, and a bad price only when asked', async ({ page, consoleErrors }) => {
  test.setTimeout(180_000);
  const { owner, organisation } = await createOrganisation(page.request, 'supplier', 'csv');
  await signInWithSession(page, owner.email, owner.password);
  await chooseEntity(page, page.request, owner.email, 'supplier', owner.password);
  await page.goto(`/dash/suppliers/${organisation.slug}/products/import`);
  await expect(page.getByRole('heading', { name: 'Import products' })).toBeVisible();

  // the template downloads with its header
  const templateDownload = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the template' }).click();
  const template = await templateDownload;
  expect(template.suggestedFilename()).toBe('catalogue-template.csv');

  // 1,000 rows: read with a progress bar, checked, previewed, imported
  const picker = page.getByLabel(/Choose a CSV file/);
  const thousand = catalogueCsv(1000);
  await picker.setInputFiles(file('journey.csv', thousand));
  await expect(page.getByRole('heading', { name: 'journey.csv: 1000 rows' })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByTestId('csv-summary')).toHaveText(
    'Every row is fine. Importing would add 500 products and 1000 SKUs; update 0 products and 0 SKUs.',
  );
  await page.screenshot({ path: 'test-results/screens/csv-preview-1280.png', fullPage: true });
  // the import is held until the bar has been seen: on a fast machine 1,000 rows go in before a look could catch it
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/products/import', async (route) => {
    await held;
    await route.continue();
  });
  await page.getByRole('button', { name: 'Import 1000 rows' }).click();
  await expect(page.getByRole('progressbar', { name: 'Importing 1000 rows' })).toBeVisible();
  release();
  await expect(page.getByTestId('csv-result')).toHaveText('Added 500 products and 1000 SKUs; updated 0 products and 0 SKUs.', {
    timeout: 60_000,
  });
  const api = await apiAs(page.request, owner.email, owner.password);
  const afterFirst = await api.get<CatalogueProductList>(`/api/suppliers/${organisation.slug}/catalogue?pageSize=1`);
  expect(afterFirst.statusCounts).toEqual({ draft: 0, active: 500, archived: 0 });

  // the same file again: every row an update, nothing created
  await page.getByRole('button', { name: 'Import another file' }).click();
  await picker.setInputFiles(file('journey.csv', thousand));
  await expect(page.getByTestId('csv-summary')).toHaveText(
    'Every row is fine. Importing would add 0 products and 0 SKUs; update 500 products and 1000 SKUs.',
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Import 1000 rows' }).click();
  await expect(page.getByTestId('csv-result')).toHaveText('Added 0 products and 0 SKUs; updated 500 products and 1000 SKUs.', {
    timeout: 60_000,
  });
  expect((await api.get<CatalogueProductList>(`/api/suppliers/${organisation.slug}/catalogue?pageSize=1`)).total).toBe(500);

  // a bad price on the 7th row (line 8): named by line and column; nothing is written until "Import the N valid rows"
  await page.getByRole('button', { name: 'Import another file' }).click();
  const withBadPrice = catalogueCsv(1000, { beer: 'Second Ale', codePrefix: 'S-', badPriceAt: 6 });
  await picker.setInputFiles(file('bad-price.csv', withBadPrice));
  const problems = page.getByRole('table', { name: 'Problems by line' });
  await expect(problems.getByRole('row')).toHaveCount(2, { timeout: 60_000 });
  await expect(problems.getByRole('row').nth(1)).toContainText('8');
  await expect(problems.getByRole('row').nth(1)).toContainText('price');
  await expect(problems.getByRole('row').nth(1)).toContainText('"abc" is not a price');
  await expect(page.getByTestId('csv-summary')).toContainText('1 row has problems and nothing is imported');
  await expect(page.getByRole('button', { name: /^Import \d+ rows$/ })).toHaveCount(0);
  expect((await api.get<CatalogueProductList>(`/api/suppliers/${organisation.slug}/catalogue?pageSize=1`)).total).toBe(500);
  await expectNoSeriousAxeViolations(page);
  await page.screenshot({ path: 'test-results/screens/csv-problems-1280.png', fullPage: true });
  await page.setViewportSize({ width: 360, height: 800 });
  await page.screenshot({ path: 'test-results/screens/csv-problems-360.png', fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Import the 999 valid rows' }).click();
  await expect(page.getByTestId('csv-result')).toHaveText(
    'Added 500 products and 999 SKUs; updated 0 products and 0 SKUs. 1 row with problems was left out.',
    {
      timeout: 60_000,
    },
  );
  const afterValid = await api.get<CatalogueProductList>(`/api/suppliers/${organisation.slug}/catalogue?pageSize=1&q=Second%20Ale%203`);
  expect(afterValid.total).toBeGreaterThan(0);
  expect((await api.get<CatalogueProductList>(`/api/suppliers/${organisation.slug}/catalogue?pageSize=1`)).total).toBe(1000);
  await page.screenshot({ path: 'test-results/screens/csv-result-1280.png', fullPage: true });
  expect(consoleErrors).toEqual([]);
});
