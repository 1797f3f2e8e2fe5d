// Lighthouse on the public pages, as a phone sees them: Lighthouse's default (mobile) configuration, which
// simulates a mid-range phone on a slow 4G link (150 ms round trip, 1.6 Mbps down, CPU ×4), in headless Chromium.
// Each page is loaded cold (Lighthouse clears the cache and storage first) several times; the table gives the
// median run (Lighthouse's own choice: the run closest to the median first paint and time to interactive).
// A page may be measured signed in: its localStorage entries (a stored session) are written once before its runs;
// Lighthouse's cold load clears the browser's cache but not localStorage, so each run is a cold load of a signed-in
// person's tab.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import puppeteer from 'puppeteer-core';

export interface LighthousePage {
  name: string;
  path: string;
  /** written into the origin's localStorage before the page's runs (and left there: signed-in pages go last) */
  localStorage?: Record<string, string>;
}

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  /** time to interactive: the main thread and the network quiet after the page's content is shown */
  ttiMs: number;
  cls: number;
  transferBytes: number;
  requests: number;
}

function figures(result: Result): LighthouseFigures {
  const value = (audit: string) => {
    const numeric = result.audits[audit]?.numericValue;
    if (numeric === undefined) throw new Error(`Lighthouse gave no ${audit} for ${result.finalDisplayedUrl}`);
    return numeric;
  };
  const requests = result.audits['network-requests']?.details;
  return {
    score: Math.round((result.categories.performance?.score ?? 0) * 100),
    fcpMs: value('first-contentful-paint'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    ttiMs: value('interactive'),
    cls: value('cumulative-layout-shift'),
    transferBytes: value('total-byte-weight'),
    requests: requests && 'items' in requests ? requests.items.length : 0,
  };
}

export interface LighthouseReport {
  /** Lighthouse's version and the browser's, as Lighthouse names them */
  lighthouseVersion: string;
  browser: string;
  pages: Map<LighthousePage, LighthouseFigures>;
}

/** Writes `entries` into `origin`'s localStorage in the browser Lighthouse drives (a tab of its own, closed after). */
async function writeLocalStorage(port: number, origin: string, entries: Record<string, string>) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const tab = await browser.newPage();
    // the origin's smallest answer
    await tab.goto(`${origin}/config.json`);
    await tab.evaluate((values) => {
      // runs in the page (the bench's types have no DOM)
      const storage = (globalThis as unknown as { localStorage: { setItem(name: string, value: string): void } }).localStorage;
      for (const [name, value] of Object.entries(values)) storage.setItem(name, value);
    }, entries);
    await tab.close();
  } finally {
    await browser.disconnect();
  }
}

/** Runs Lighthouse `runs` times on each page of `origin` and answers the median run's figures per page. */
export async function measurePages(origin: string, pages: LighthousePage[], runs: number): Promise<LighthouseReport> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    // the bench runs as root in a container: Chromium's sandbox needs user namespaces it doesn't have there
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
  });
  const report: LighthouseReport = { lighthouseVersion: '', browser: '', pages: new Map() };
  try {
    for (const page of pages) {
      if (page.localStorage) await writeLocalStorage(chrome.port, origin, page.localStorage);
      const results: Result[] = [];
      for (let run = 0, retries = 0; run < runs; run += 1) {
        const answer = await lighthouse(`${origin}${page.path}`, { port: chrome.port, logLevel: 'error', onlyCategories: ['performance'] });
        if (!answer) throw new Error(`Lighthouse gave no result for ${page.path}`);
        // Chromium's trace sometimes misses the navigation's start (NO_NAVSTART, "run Lighthouse again"): that load is
        // not measured and is run again, at most twice per page
        if (answer.lhr.runtimeError?.code === 'NO_NAVSTART' && retries < 2) {
          retries += 1;
          run -= 1;
          continue;
        }
        if (answer.lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${answer.lhr.runtimeError.message}`);
        results.push(answer.lhr);
      }
      const median = computeMedianRun(results);
      // BENCH_LIGHTHOUSE_REPORTS=dir keeps each page's median report, to read its waterfall and main-thread tasks
      const reports = process.env.BENCH_LIGHTHOUSE_REPORTS?.trim();
      if (reports) {
        mkdirSync(reports, { recursive: true });
        writeFileSync(path.join(reports, `${page.name.replace(/\W+/g, '-')}.json`), JSON.stringify(median));
      }
      report.lighthouseVersion = median.lighthouseVersion;
      report.browser = /(?:Headless)?Chrome\/[\d.]+/.exec(median.environment.hostUserAgent)?.[0] ?? median.environment.hostUserAgent;
      report.pages.set(page, figures(median));
    }
  } finally {
    chrome.kill();
  }
  return report;
}

/** docs/performance.md's table: one row per page. */
export function lighthouseTable(measured: Map<LighthousePage, LighthouseFigures>): string[] {
  const rows = [
    '| page | performance | FCP s | LCP s | TBT ms | TTI s | CLS | transferred KB | requests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [page, f] of measured) {
    rows.push(
      `| ${page.name} (\`${page.path}\`) | ${f.score} | ${(f.fcpMs / 1000).toFixed(1)} | ${(f.lcpMs / 1000).toFixed(1)} | ${Math.round(f.tbtMs)} | ${(f.ttiMs / 1000).toFixed(1)} | ${f.cls.toFixed(3)} | ${Math.round(f.transferBytes / 1024)} | ${f.requests} |`,
    );
  }
  return rows;
}
