// Lighthouse on the public pages, as a phone sees them: Lighthouse's default (mobile) configuration, which
// simulates a mid-range phone on a slow 4G link (150 ms round trip, 1.6 Mbps down, CPU ×4), in headless Chromium.
// Each page is loaded cold (Lighthouse clears the cache and storage first) several times; the table gives the
// median run (Lighthouse's own choice: the run closest to the median first paint and time to interactive).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';

export interface LighthousePage {
  name: string;
  path: string;
}

export interface LighthouseFigures {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
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
    '| page | performance | FCP s | LCP s | TBT ms | CLS | transferred KB | requests |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const [page, f] of measured) {
    rows.push(
      `| ${page.name} (\`${page.path}\`) | ${f.score} | ${(f.fcpMs / 1000).toFixed(1)} | ${(f.lcpMs / 1000).toFixed(1)} | ${Math.round(f.tbtMs)} | ${f.cls.toFixed(3)} | ${Math.round(f.transferBytes / 1024)} | ${f.requests} |`,
    );
  }
  return rows;
}
