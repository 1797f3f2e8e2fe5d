import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext } from '@playwright/test';
import type { VenueMenu } from '@tapline/contracts';
import { api } from './api';
import { expect, expectNoSeriousAxeViolations, test } from './fixtures';

// The venue's tap list on a TV (board), on paper (table card) and on the venue's own website (embed).

/** The demo venue with the longest list, preferring one that has a guest beer and a "next on" beer too. */
async function demoMenu(request: APIRequestContext): Promise<VenueMenu> {
  const venues = (await api.venues(request)).items.filter((venue) => venue.onTapCount > 0);
  const menus = await Promise.all(venues.map((venue) => api.menu(request, venue.slug)));
  const score = (menu: VenueMenu) =>
    menu.items.length + (menu.next.length > 0 ? 100 : 0) + (menu.items.some((entry) => !entry.product) ? 50 : 0);
  return menus.sort((a, b) => score(b) - score(a))[0]!;
}

test.describe('the tap board', () => {
  test('fills the screen with the taps, no site header or footer, dark or light, and asks again every minute', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const menu = await demoMenu(request);
    await page.setViewportSize({ width: 1920, height: 1080 });
    await page.clock.install();
    await page.goto(`/venues/${menu.venue.slug}/menu/board`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(menu.venue.name);
    await expect(page).toHaveTitle(`Tap board · ${menu.venue.name} · Tapline`);
    const taps = page.getByRole('list', { name: 'Taps pouring now' });
    for (const entry of menu.items) await expect(taps.getByText(entry.name, { exact: true })).toBeVisible();
    if (menu.next.length > 0) await expect(page.getByRole('heading', { name: 'Next on' })).toBeVisible();
    // the site's header and footer are not there (the board's own header is its banner)
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Privacy Policy' })).toHaveCount(0);
    // nothing scrolls: the board is the screen
    expect(await page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight)).toBe(true);
    await expectNoSeriousAxeViolations(page);

    // the fallback for the realtime channel: the list again within a minute, by the venue's id
    const polled = page.waitForRequest((request) => request.url().endsWith(`/api/venues/${menu.venue.id}/menu`));
    await page.clock.fastForward('01:05');
    await polled;

    await page.goto(`/venues/${menu.venue.slug}/menu/board?theme=light`);
    await expect(taps.getByText(menu.items[0]!.name, { exact: true })).toBeVisible();
    const background = await page.evaluate(() => getComputedStyle(document.querySelector('#root > div')!).backgroundColor);
    expect(background).toBe('rgb(255, 250, 240)');
    await expectNoSeriousAxeViolations(page);
    await page.screenshot({ path: 'test-results/screens/tap-board-light-1920.png' });
    expect(consoleErrors).toEqual([]);
  });
});

test.describe('the table card', () => {
  test('prints the taps and a QR code to the venue page on A4 or A5, without the print button', async ({ page, request, baseURL }) => {
    const menu = await demoMenu(request);
    await page.goto(`/venues/${menu.venue.slug}/menu/print?size=a5`);
    const card = page.getByRole('article', { name: 'Table card, A5' });
    for (const entry of menu.items) await expect(card.getByText(entry.name, { exact: true })).toBeVisible();
    await expect(card.getByRole('img', { name: `QR code: ${baseURL}/venues/${menu.venue.slug}` })).toBeVisible();
    await expect(card.locator('svg')).toHaveCount(1);
    expect(await page.locator('style').allTextContents()).toContainEqual(expect.stringContaining('size: A5 portrait'));

    await page.getByRole('link', { name: 'A4' }).click();
    await expect(page).toHaveURL(/size=a4/);
    await expect(page.getByRole('article', { name: 'Table card, A4' })).toBeVisible();
    const print = page.getByRole('button', { name: 'Print' });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(page.getByRole('article', { name: 'Table card, A4' })).toBeVisible();
  });
});

test.describe('the embed', () => {
  let other: Server;
  let otherOrigin: string;

  test.beforeAll(async ({ baseURL }) => {
    // the venue's own website: another origin (another port) framing the embed, and trying to frame the board
    other = createServer((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const slug = new URL(_request.url ?? '/', 'http://x').searchParams.get('venue') ?? '';
      response.end(`<!doctype html><html lang="en"><head><meta name="viewport" content="width=device-width, initial-scale=1"><title>Our bar</title></head><body>
        <h1>Our bar</h1>
        <iframe id="embed" src="${baseURL}/venues/${slug}/menu/embed?theme=dark&accent=0f766e" title="On tap" width="100%" height="600" loading="lazy" style="border:0"></iframe>
        <iframe id="board" src="${baseURL}/venues/${slug}/menu/board" title="Board" width="100%" height="300"></iframe>
      </body></html>`);
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    otherOrigin = `http://127.0.0.1:${(other.address() as AddressInfo).port}`;
  });
  test.afterAll(async () => {
    await new Promise((resolve) => other.close(resolve));
  });

  test('renders on another website whose frames may not use storage (partitioned or blocked third-party storage) @phone', async ({
    page,
    request,
  }) => {
    const menu = await demoMenu(request);
    // as Chromium with third-party cookies blocked, Safari or a privacy setting answer a third-party frame: reading
    // localStorage or sessionStorage throws (the frame's own document only; the venue's page keeps its storage)
    await page.addInitScript(() => {
      if (window === window.top) return;
      for (const name of ['localStorage', 'sessionStorage'] as const) {
        Object.defineProperty(window, name, {
          configurable: true,
          get() {
            throw new DOMException(
              `Failed to read the '${name}' property from 'Window': Access is denied for this document.`,
              'SecurityError',
            );
          },
        });
      }
    });
    // another site altogether (localhost is not 127.0.0.1), framing the embed
    await page.goto(`${otherOrigin.replace('127.0.0.1', 'localhost')}/?venue=${encodeURIComponent(menu.venue.slug)}`);
    const embed = page.frameLocator('#embed');
    const frame = (await (await page.locator('#embed').elementHandle())!.contentFrame())!;
    await frame.waitForLoadState();
    expect(
      await frame.evaluate(() => {
        try {
          return typeof window.localStorage;
        } catch (error) {
          return (error as DOMException).name;
        }
      }),
    ).toBe('SecurityError');
    for (const entry of menu.items) await expect(embed.getByText(entry.name, { exact: true })).toBeVisible();
    const taps = embed.getByRole('list', { name: 'Taps pouring now' });
    await expect(taps.getByText(/^Tap \d+$/)).toHaveText(
      menu.items.flatMap((entry) => (entry.tapNumber === null ? [] : [`Tap ${entry.tapNumber}`])),
    );
    await expect(embed.getByText(/could not start/)).toHaveCount(0);
    await page.locator('#embed').screenshot({ path: `test-results/screens/tap-embed-no-storage-${page.viewportSize()!.width}.png` });
  });

  test('lists the taps compactly, themed by its URL, with links out in a new tab @phone', async ({ page, request }) => {
    const menu = await demoMenu(request);
    const response = await page.goto(`/venues/${menu.venue.slug}/menu/embed?theme=dark&accent=0f766e&compact=1`);
    expect(response?.headers()['content-security-policy']).toContain('frame-ancestors *');
    expect(response?.headers()['x-frame-options']).toBeUndefined();
    await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
    const taps = page.getByRole('list', { name: 'Taps pouring now' });
    for (const entry of menu.items) {
      if (entry.product) {
        const link = taps.getByRole('link', { name: entry.name, exact: true });
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener');
        await expect(link).toHaveAttribute('href', new RegExp(`/products/${entry.product.slug}$`));
      } else {
        // a guest beer has no page on Tapline
        await expect(taps.getByText(entry.name, { exact: true })).toBeVisible();
        await expect(taps.getByRole('link', { name: entry.name, exact: true })).toHaveCount(0);
      }
    }
    // the tap numbers wear the venue's colour
    const badge = taps.getByText(`Tap ${menu.items[0]!.tapNumber}`, { exact: true }).first();
    expect(await badge.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(15, 118, 110)');
    await expect(page.getByRole('link', { name: /Full list on Tapline/ })).toHaveAttribute('target', '_blank');
    await expectNoSeriousAxeViolations(page);

    // a colour that isn't one is left out, not written into the page
    await page.goto(`/venues/${menu.venue.slug}/menu/embed?accent=red;background:url(x)`);
    await expect(taps.getByText(menu.items[0]!.name, { exact: true })).toBeVisible();
    expect(await page.locator('[style*="url(x)"]').count()).toBe(0);
    await expectNoSeriousAxeViolations(page);
  });

  test("renders inside an iframe on another website; the venue's other pages refuse to be framed", async ({ page, request }) => {
    const menu = await demoMenu(request);
    await page.goto(`${otherOrigin}/?venue=${encodeURIComponent(menu.venue.slug)}`);
    const embed = page.frameLocator('#embed');
    for (const entry of menu.items) await expect(embed.getByText(entry.name, { exact: true })).toBeVisible();
    await expect(embed.getByRole('link', { name: /Full list on Tapline/ })).toBeVisible();
    await page.locator('#embed').screenshot({ path: 'test-results/screens/tap-embed-in-frame.png' });
    // the board keeps frame-ancestors 'none': Chromium shows its error page in that frame instead
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContainEqual(expect.stringContaining('chrome-error'));
    await expect(page.frameLocator('#board').getByRole('list', { name: 'Taps pouring now' })).toHaveCount(0);
  });
});

test.describe('the venue page', () => {
  test('shows pouring taps with sizes and prices, guest beers unlinked, "Next on" and when it was updated', async ({ page, request }) => {
    const menu = await demoMenu(request);
    await page.goto(`/venues/${menu.venue.slug}`);
    const board = page.getByRole('region', { name: 'On Tap' });
    for (const entry of menu.items) {
      if (entry.product)
        await expect(board.getByRole('link', { name: entry.name, exact: true })).toHaveAttribute('href', `/products/${entry.product.slug}`);
      else await expect(board.getByRole('link', { name: entry.name, exact: true })).toHaveCount(0);
    }
    const first = menu.items[0]!;
    const sizes = board.getByRole('list', { name: 'Serving sizes' }).first();
    for (const size of first.servingSizes) await expect(sizes).toContainText(`${size.label} ${size.volumeMl} mL`);
    await expect(board.getByText(/^Pouring since /).first()).toBeVisible();
    if (menu.next.length > 0) {
      await expect(board.getByRole('heading', { name: 'Next on' })).toBeVisible();
      await expect(board.getByText(menu.next[0]!.name, { exact: true })).toBeVisible();
    }
    if (menu.updatedAt) await expect(board.getByText(/^Updated /)).toBeVisible();
  });
});
