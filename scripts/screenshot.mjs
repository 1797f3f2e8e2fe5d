// Screenshot a page in headless Chromium: node scripts/screenshot.mjs URL OUT.png [width] [height] (FULL=1 for the full page)
import { chromium } from 'playwright-core';
const [, , url, out, w = '1280', h = '900'] = process.argv;
const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
