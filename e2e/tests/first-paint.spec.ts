import { api } from './api';
import { DEMO_ACCOUNTS, signInWithSession } from './auth-helpers';
import { expect, test } from './fixtures';

// Decision 0104: the server writes each public page's first paint (the page the web app would render
// for a signed-out visitor) into the HTML it sends; the app then hydrates it, keeping its elements (decision 0151).

/** What main.tsx logs when React found the painted page and its own first render different. */
const HYDRATION_DIFFERED = 'The painted page and the app differed';

test.describe('the server paints the public pages', () => {
  test.use({ javaScriptEnabled: false });

  test('without scripts, the home, search, product and venue pages show their content @phone', async ({ page, request }) => {
    const hazy = await api.products(request, '?q=hazy');
    const product = await api.product(request, hazy.items[0]!.slug);
    const venue = (await api.venues(request)).items.find((item) => item.onTapCount > 0)!;
    const menu = await api.menu(request, venue.slug);
    const newest = (await api.products(request, '?sort=newest&pageSize=1')).items[0]!;

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Independent beer, ordered simply' })).toBeVisible();
    await expect(page.getByText(newest.name).first()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    // the server can't know of a stored session: its Login holds the place, unseen, until the app knows
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();

    await page.goto('/products/?q=hazy');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: hazy.items[0]!.name })).toBeVisible();

    await page.goto(`/products/${product.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    for (const sku of product.skus) await expect(page.getByText(sku.name).first()).toBeVisible();

    await page.goto(`/venues/${venue.slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: venue.name })).toBeVisible();
    await expect(page.getByText(menu.items[0]!.name).first()).toBeVisible();
  });

  test('a page the embedded answers can not paint goes out as the bare app, which still works', async ({ page }) => {
    // a search with a tag: the server embeds no answer for it (decision 0090), so it paints nothing
    const response = await page.goto('/products/?q=ipa&tags=hazy');
    expect(response?.status()).toBe(200);
    expect(await page.locator('#root').innerHTML()).toBe('');
  });
});

test.describe('the app takes over the painted page', () => {
  test('it reuses the painted elements: no flash, no shift, and the page works @phone', async ({ page, request }) => {
    const venue = (await api.venues(request)).items.find((item) => item.onTapCount > 0)!;
    const poured = (await api.menu(request, venue.slug)).items.find((entry) => entry.product)!;
    // before the app runs (module scripts run after the document is parsed): note the painted heading, and count
    // every layout shift from the first paint on
    await page.addInitScript(() => {
      const win = window as unknown as { paintedHeading: Element | null; layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift', buffered: true });
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') win.paintedHeading = document.querySelector('h1');
      });
    });
    await page.goto(`/venues/${venue.slug}/`);
    // the app is running once the header says Login (the paint keeps it unseen)
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    const { sameHeading, headings, shift } = await page.evaluate(() => {
      const win = window as unknown as { paintedHeading: Element | null; layoutShift: number };
      return {
        sameHeading: win.paintedHeading !== null && win.paintedHeading === document.querySelector('h1'),
        headings: document.querySelectorAll('h1').length,
        shift: win.layoutShift,
      };
    });
    expect(headings).toBe(1);
    expect(sameHeading).toBe(true);
    expect(shift).toBeLessThanOrEqual(0.05);
    // and it is the app: a link opens the next page inside it (the painted document stays)
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: poured.name }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: poured.name })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });
});

test.describe('hydration finds the page the server painted', () => {
  // a time zone far from the server's, so a date written in the browser's zone would differ from the painted one
  test.use({ timezoneId: 'Pacific/Kiritimati' });

  test('the home, products, product and venue pages hydrate without a difference, signed in, far from the server', async ({
    page,
    request,
  }) => {
    const product = (await api.products(request, '?pageSize=1')).items[0]!;
    const venue = (await api.venues(request)).items.find((item) => item.onTapCount > 0)!;
    const differed: string[] = [];
    page.on('console', (message) => {
      if (message.text().includes(HYDRATION_DIFFERED)) differed.push(`${page.url()}: ${message.text()}`);
    });
    // signed in: the browser knows more than the server painted (the header's Dashboard, the bell)
    await signInWithSession(page, DEMO_ACCOUNTS.venue);
    for (const path of ['/', '/products/', `/products/${product.slug}/`, `/venues/${venue.slug}/`]) {
      await page.goto(path);
      await expect(page.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible();
      await page.waitForLoadState('networkidle');
    }
    expect(differed).toEqual([]);
  });
});

test.describe('typing before the app runs', () => {
  test('what was typed into the painted search box is kept, and the app answers it @phone', async ({ page }) => {
    // the app's entry script held back until the visitor has typed
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    // (a module script held back holds DOMContentLoaded too: the painted page is there before it)
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByRole('combobox', { name: 'Find a beer, a brewery or a venue' });
    await search.pressSequentially('crown anc');
    // still the painted page: its Login unseen
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeHidden();
    release();
    // the app took over (its Login shows) with the text as typed, and offers the venue
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(search).toHaveValue('crown anc');
    await expect(page.getByRole('listbox').getByRole('option', { name: /Crown & Anchor/ })).toBeVisible();
  });

  test('sent before the app runs, the home search still searches products', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('combobox', { name: 'Find a beer, a brewery or a venue' });
    await search.fill('ipa');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/products\/?\?q=ipa$/);
  });
});

test.describe('clicking before the app runs', () => {
  test('a tag chip clicked on the painted page acts once the app runs', async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/products/', { waitUntil: 'commit' });
    await page.getByRole('button', { name: /^hazy/ }).first().click();
    // nothing yet: the painted chip has no handler
    await expect(page).not.toHaveURL(/tags=hazy/);
    release();
    await expect(page).toHaveURL(/tags=hazy/);
    await expect(page.getByRole('button', { name: /^hazy/ }).first()).toHaveAttribute('aria-pressed', 'true');
  });
});
