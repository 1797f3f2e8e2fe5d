import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--force-prefers-reduced-motion',
  '--disable-smooth-scrolling',
  '--disable-lcd-text',
  '--disable-features=PaintHolding,BackForwardCache',
];

/** Journeys in Debian's Chromium (nothing is downloaded) against the built app on a fresh embedded database. */
export default defineConfig({
  testDir: './tests',
  outputDir: '../test-results/e2e',
  fullyParallel: true,
  // two, as in CI: Playwright's default on two cores is one, and the journeys spend most of their time waiting
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // a trace records every action of every journey, to keep only a failed one's: it cost about half again the
    // journeys' CPU (docs/testing.md), so it is taken only when asked for (E2E_TRACE=1)
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    launchOptions: { executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: chromiumArgs },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } },
    { name: 'phone', use: { viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node e2e/start-server.mjs',
    cwd: '..',
    url: `http://127.0.0.1:${port}/config.json`,
    timeout: 120_000,
    reuseExistingServer: false,
    // every journey signs in from 127.0.0.1, and mail, verify and MFA calls get a fifth of this per IP
    // (docs/configuration.md, RATE_LIMIT_AUTH): a real person never shares one address with a whole test suite
    env: { PORT: String(port), LOG_LEVEL: 'warn', RATE_LIMIT_AUTH: '1500' },
  },
});
