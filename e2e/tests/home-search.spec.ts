import type { Page } from '@playwright/test';
import type { SearchSuggestions } from '@tapline/contracts';
import { api, apiGet } from './api';
import { expect, expectNoSeriousAxeViolations, screenshotsAt, test } from './fixtures';

// The home page's box says "Find a beer, a brewery or a venue", and its Search button finds all
// three: the results page lists the suppliers and venues matching above the products.

async function searchFromHome(page: Page, words: string) {
  await page.goto('/');
  const box = page.getByRole('combobox', { name: 'Find a beer, a brewery or a venue' });
  await box.fill(words);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(new RegExp(`/products/?\\?q=${encodeURIComponent(words).replace(/%20/g, '(%20|\\+)')}$`));
}

test('Search finds a venue, a brewery and a beer by name @phone', async ({ page, request }, testInfo) => {
  const venue = (await api.venues(request)).items.find((item) => item.slug === 'the-harbour-hotel')!;
  const supplier = (await api.suppliers(request)).items.find((item) => item.productCount > 0)!;
  const beer = (await api.products(request, '?q=hazy')).items[0]!;

  await test.step('a venue’s name: the venue is listed above the products, and opens', async () => {
    await searchFromHome(page, venue.name);
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${venue.name}”` })).toBeVisible();
    const venues = page.getByRole('region', { name: 'Venues' });
    await expect(venues.getByRole('link', { name: new RegExp(venue.name) })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Products' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    if (testInfo.project.name === 'desktop') await screenshotsAt(page, 'home-search-venue');
    await venues.getByRole('link', { name: new RegExp(venue.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
  });

  await test.step('a brewery’s name: the supplier is listed, and opens', async () => {
    await searchFromHome(page, supplier.name);
    const suppliers = page.getByRole('region', { name: 'Suppliers' });
    await suppliers.getByRole('link', { name: new RegExp(supplier.name) }).click();
    await expect(page.getByRole('heading', { level: 1, name: supplier.name })).toBeVisible();
  });

  await test.step('a beer’s name: the beer is among the products; a kind with no match shows no empty list', async () => {
    const matches = await apiGet<SearchSuggestions>(request, `/api/search/suggest?q=${encodeURIComponent(beer.name)}`);
    await searchFromHome(page, beer.name);
    await expect(page.getByRole('link', { name: beer.name }).first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Suppliers' })).toHaveCount(matches.suppliers.length > 0 ? 1 : 0);
    await expect(page.getByRole('region', { name: 'Venues' })).toHaveCount(matches.venues.length > 0 ? 1 : 0);
  });
});
