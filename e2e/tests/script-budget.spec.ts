import { gzipSync } from 'node:zlib';
import type { Browser } from '@playwright/test';
import { api } from './api';
import { DEMO_ACCOUNTS, signIn } from './auth-helpers';
import { expect, test } from './fixtures';

/**
 * A cold public page may request at most this much JavaScript, gzipped (150 KB, counted as 150 000 bytes), with
 * React 19 as the runtime (decision 0151).
 */
const SCRIPT_BUDGET_GZIP_BYTES = 150_000;

/**
 * Strings only the Supabase client carries, in its built form: its version header prefix, and the errors the
 * auth client (gotrue) and createClient throw. None of them is in Tapline's own code.
 */
const SUPABASE_CLIENT_MARKERS = ['supabase-js-web', 'supabaseUrl is required', 'GoTrueClient'];
/** zod's core, which the public pages don't load (decision 0087): its class names stay in the minified code */
const ZOD_MARKERS = ['$ZodType', 'ZodError'];
/** react-dom's own code: the key under which it keeps a DOM node's fiber (decision 0151) */
const REACT_DOM_MARKER = '__reactFiber$';
/** preact/compat's own code: its pattern of the SVG attributes written in camel case, which React does not have */
const PREACT_MARKERS = ['marker(?!H|W|U)'];

interface ScriptFigures {
  count: number;
  rawBytes: number;
  gzipBytes: number;
  /** the scripts that carry the Supabase client */
  supabase: string[];
  zod: string[];
  /** the scripts that carry react-dom, and those that carry Preact */
  reactDom: string[];
  preact: string[];
}

/**
 * Opens `path` in a fresh context (a cold cache, nothing in localStorage, so no stored session), waits until the
 * page has shown its data and the network is quiet, and measures every script it requested. The bytes are the
 * served ones gzipped here with node:zlib, whatever the server's own compression.
 */
async function measure(browser: Browser, baseURL: string, path: string, ready: string): Promise<ScriptFigures> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const pending: Promise<{ url: string; body: Buffer }>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (type === 'script' || contentType.includes('javascript')) {
      pending.push(response.body().then((body) => ({ url: response.url(), body })));
    }
  });
  await page.goto(path);
  await expect(page.getByText(ready).first()).toBeVisible();
  // the painted page shows `ready` before any script runs: wait until React has a root on it (createRoot and
  // hydrateRoot mark the container), so a quiet network under load can't end the count before the app's scripts came
  await expect
    .poll(
      () => page.evaluate(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer$'))),
      {
        message: `${path}: React takes over the painted page`,
        timeout: 30_000,
      },
    )
    .toBe(true);
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  const unique = new Map(scripts.map((script) => [script.url, script.body]));
  let rawBytes = 0;
  let gzipBytes = 0;
  const supabase: string[] = [];
  const zod: string[] = [];
  const reactDom: string[] = [];
  const preact: string[] = [];
  for (const [url, body] of unique) {
    rawBytes += body.length;
    gzipBytes += gzipSync(body).length;
    const text = body.toString('utf8');
    if (SUPABASE_CLIENT_MARKERS.some((marker) => text.includes(marker))) supabase.push(url);
    if (ZOD_MARKERS.some((marker) => text.includes(marker))) zod.push(url);
    if (text.includes(REACT_DOM_MARKER)) reactDom.push(url);
    if (PREACT_MARKERS.some((marker) => text.includes(marker))) preact.push(url);
  }
  return { count: unique.size, rawBytes, gzipBytes, supabase, zod, reactDom, preact };
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;

test.describe('script budget of a cold public page', () => {
  test('/, /products/, a product and a venue run on React, request no Supabase client and at most 150 KB of gzipped JavaScript', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const newest = (await api.products(request, '?sort=newest&pageSize=1')).items[0]!;
    const product = (await api.products(request, '?pageSize=1')).items[0]!;
    const venues = await api.venues(request);
    const venue = venues.items.find((item) => item.onTapCount > 0)!;
    const pages = [
      { path: '/', ready: newest.name },
      { path: '/products/', ready: product.name },
      { path: `/products/${product.slug}/`, ready: product.name },
      { path: `/venues/${venue.slug}/`, ready: venue.name },
    ];
    const failures: string[] = [];
    for (const { path, ready } of pages) {
      const figures = await measure(browser, baseURL!, path, ready);
      console.log(
        `script budget ${path}: ${figures.count} scripts, ${kb(figures.rawBytes)} raw, ${kb(figures.gzipBytes)} gzipped (budget ${kb(SCRIPT_BUDGET_GZIP_BYTES)})`,
      );
      if (figures.gzipBytes > SCRIPT_BUDGET_GZIP_BYTES)
        failures.push(`${path}: ${kb(figures.gzipBytes)} gzipped is over the budget ${kb(SCRIPT_BUDGET_GZIP_BYTES)}`);
      if (figures.supabase.length > 0) failures.push(`${path} requested the Supabase client in ${figures.supabase.join(', ')}`);
      if (figures.zod.length > 0) failures.push(`${path} requested zod in ${figures.zod.join(', ')}`);
      if (figures.reactDom.length === 0) failures.push(`${path}: no script carries react-dom (${REACT_DOM_MARKER})`);
      if (figures.preact.length > 0) failures.push(`${path} requested Preact in ${figures.preact.join(', ')}`);
    }
    expect(failures, failures.join('\n')).toEqual([]);
  });
});

test.describe('paint first, then data', () => {
  test('the home page shows its frame and hero before the API answers, and nothing shifts when the lists arrive @phone', async ({
    page,
    request,
  }) => {
    // other journeys add products of their own (two packs, long names) and the newest eight may all be theirs: the
    // list is asked of one seeded supplier no journey changes, so the real cards are the demo data's
    const steady = 'river-city-brewers';
    const newest = (await api.products(request, `?sort=newest&pageSize=1&supplier=${steady}`)).items[0]!;
    // every API answer held back, as on a slow phone
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/**', async (route) => {
      await held;
      const url = new URL(route.request().url());
      if (url.pathname === '/api/products' && url.searchParams.get('sort') === 'newest') url.searchParams.set('supplier', steady);
      await route.continue({ url: url.toString() });
    });
    // without the answers the server writes into the page (decision 0090), so the lists wait for the held API,
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        // and without the server's first paint (decision 0104): the app's own paint-first path, as on navigation
        const html = (await response.text())
          .replace(/<script id="tapline-data" type="application\/json">[\s\S]*?<\/script>/, '')
          .replace(/<div id="root">[\s\S]*<\/div>(\s*<\/body>)/, '<div id="root"></div>$1');
        await route.fulfill({ status: response.status(), contentType: 'text/html; charset=utf-8', body: html });
      },
    );
    // a window tall enough to hold the whole page, so a shift anywhere on it counts (CLS counts what is in view)
    await page.setViewportSize({ width: page.viewportSize()!.width, height: 4000 });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Independent beer, ordered simply' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('status').first()).toBeVisible();
    await expect(page.getByText(newest.name)).toHaveCount(0);
    await page.evaluate(() => {
      const win = window as unknown as { layoutShift: number };
      win.layoutShift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) win.layoutShift += entry.value;
        }
      }).observe({ type: 'layout-shift' });
    });
    // per section: the skeleton cards' heights now, the real cards' heights once loaded
    const cardHeights = (selector: string) =>
      page.evaluate(
        (cards) =>
          ['featured-heading', 'suppliers-heading', 'venues-heading'].map((id) =>
            Array.from(document.querySelector(`section[aria-labelledby="${id}"]`)!.querySelectorAll(cards))
              .map((card) => Math.round(card.getBoundingClientRect().height))
              .filter((height) => height > 0),
          ),
        selector,
      );
    const skeletons = await cardHeights('[role="status"] > div');
    release();
    await expect(page.getByText(newest.name).first()).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    await page.waitForTimeout(500);
    // the grids' own items (a product card holds a list of its packs too)
    const cards = await cardHeights('ul.grid > li');
    const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
    console.log(
      `home page at ${page.viewportSize()?.width} px: layout shift ${shift.toFixed(4)}; skeleton cards ${skeletons.map((list) => list[0]).join(', ')} px, real cards ${cards.map((list) => `${Math.min(...list)}–${Math.max(...list)}`).join(', ')} px`,
    );
    expect(shift).toBeLessThanOrEqual(0.05);
    // each skeleton is the size of a real card of its list (names, places and styles wrap as they usually do); other
    // journeys add organisations whose long names wrap to a second line, so the shortest card may be a line (≈6 px
    // of small text) taller than the one-line card the skeleton copies
    skeletons.forEach((list, index) => {
      expect(list.length).toBeGreaterThan(0);
      for (const height of list) {
        expect(height).toBeGreaterThanOrEqual(Math.min(...cards[index]!) - 6);
        expect(height).toBeLessThanOrEqual(Math.max(...cards[index]!));
      }
    });
  });
});

test.describe('the auth client loads when it is needed', () => {
  /** Which requested scripts carry the Supabase client. */
  function watchSupabaseScripts(page: import('@playwright/test').Page): Promise<string>[] {
    const found: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() !== 'script') return;
      // a script arriving after the test's last look (the closing click loads the dashboard's) has no body once the
      // page is gone: not a rejection left behind to fail the test
      found.push(
        response.body().then(
          (body) => (SUPABASE_CLIENT_MARKERS.some((marker) => body.toString('utf8').includes(marker)) ? response.url() : ''),
          () => '',
        ),
      );
    });
    return found;
  }
  const supabaseScripts = async (found: Promise<string>[]) => (await Promise.all(found)).filter(Boolean);

  test('signed out, a public page never loads it; the sign-in page does; signed in, a public page loads it and says Dashboard on first paint', async ({
    page,
  }) => {
    const found = watchSupabaseScripts(page);
    await page.goto('/products/');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(await supabaseScripts(found)).toEqual([]);

    await page.getByRole('banner').getByRole('link', { name: 'Login' }).click();
    await signIn(page, DEMO_ACCOUNTS.staff);
    await expect(page).toHaveURL(/\/dash/);
    expect((await supabaseScripts(found)).length).toBeGreaterThan(0);

    // a new tab of the same browser: the stored session is found without the client, the header knows at once
    const second = await page.context().newPage();
    const secondFound = watchSupabaseScripts(second);
    // the client's own script held back 8 s (vite.config.ts names its chunk): the header can't wait for it. What
    // counts is that Dashboard shows while the client is still held, not a time (a busy CI machine paints slowly)
    let clientArrived = false;
    await second.route(/\/assets\/supabase-[^/]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 8000));
      clientArrived = true;
      await route.continue();
    });
    await second.goto('/');
    await expect(second.getByRole('banner').getByRole('link', { name: 'Dashboard' })).toBeVisible({ timeout: 8000 });
    expect(clientArrived, 'the header waited for the auth client').toBe(false);
    await expect(second.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await second.waitForLoadState('networkidle');
    // the client came, to keep the session fresh and to sign the calls
    expect((await supabaseScripts(secondFound)).length).toBeGreaterThan(0);
    await second.getByRole('banner').getByRole('link', { name: 'Dashboard' }).click();
    await expect(second).toHaveURL(/\/dash/);
  });
});
