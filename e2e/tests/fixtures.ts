import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/** Fails on serious or critical axe violations, listing them by rule and target. */
export async function expectNoSeriousAxeViolations(page: Page) {
  // a toast fading in or out is half transparent: axe would measure its contrast mid-fade (seen under load in CI)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // a toast can still be fading in or out while axe runs (seen twice on a loaded CI machine), and its half-transparent
  // text is then measured against the page: toasts are left out of the check (their colours are the theme's)
  const results = await new AxeBuilder({ page }).exclude('[data-rht-toaster]').analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious, serious.join('\n')).toEqual([]);
}

/**
 * Full-page screenshots at 1280 and 360 px wide into test-results/screens, when asked for (E2E_SCREENS=1: a person
 * looks at the screens they changed; docs/testing.md). The page is left at 1280 px either way, so a journey runs the
 * same with and without them.
 */
export async function screenshotsAt(page: Page, name: string) {
  for (const width of process.env.E2E_SCREENS ? [1280, 360] : []) {
    await page.setViewportSize({ width, height: width === 360 ? 780 : 900 });
    await page.screenshot({ path: `test-results/screens/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

interface Fixtures {
  /** console errors collected during the test; asserted empty unless a test expects failures */
  consoleErrors: string[];
}

export const test = base.extend<Fixtures>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };
