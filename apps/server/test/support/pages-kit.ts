import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { ProductList, type ProductSummary } from '@tapline/contracts';
import { DEMO_SUPPLIER_SLUG, seedDemoData } from '@tapline/db';
import { parseAnswer } from './parse-answer';
import { createTestApp, type TestApp } from './test-app';

// The page test files' common ground: an app serving a built web app's template on the demo catalogue, a priced
// product of it, and the page's <head> read back.

export const ORIGIN = 'https://tapline.example';
/** Like Vite's built index.html: its own title and description, a module script in <head>. */
const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The template's own description" />
    <title>Tapline</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

interface Kit {
  t: TestApp;
  /** a product of the demo supplier with a price */
  product: ProductSummary;
}

/** Sets the kit up before the file's tests (and closes it after); its fields are read inside tests. */
export function pagesTestKit() {
  const kit = {} as Kit;
  let distDir: string;
  beforeAll(async () => {
    distDir = mkdtempSync(path.join(tmpdir(), 'tapline-pages-'));
    mkdirSync(path.join(distDir, 'assets'));
    writeFileSync(path.join(distDir, 'index.html'), TEMPLATE);
    const t = await createTestApp({
      webDistDir: distDir,
      auth: { publicUrl: ORIGIN, ownOrigins: [] },
      sitemapLimits: { pageSize: 40, chunkSize: 7 },
    });
    kit.t = t;
    await seedDemoData(t.database.db);
    const list = parseAnswer(await t.api(`/api/suppliers/${DEMO_SUPPLIER_SLUG}/products?pageSize=100`), 200, ProductList);
    kit.product = list.items.find((item) => item.fromPriceCents !== null)!;
  });
  afterAll(async () => {
    await kit.t?.close();
    rmSync(distDir, { recursive: true, force: true });
  });

  async function page(url: string) {
    const response = await kit.t.app.inject(url);
    return { response, ...readHead(response.body) };
  }

  return { kit, page };
}

/** The page's <head>, read with a few exact patterns (the server writes these tags itself, one per line). */
export function readHead(html: string) {
  const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
  const meta = (key: string) => new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(head)?.[1];
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  );
  const config = /<script id="tapline-config" type="application\/json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  const data = /<script id="tapline-data" type="application\/json">([\s\S]*?)<\/script>/.exec(head)?.[1];
  return {
    head,
    titles: [...head.matchAll(/<title>([\s\S]*?)<\/title>/g)].map((match) => match[1]),
    descriptions: [...head.matchAll(/<meta name="description" content="([^"]*)"/g)].map((match) => match[1]),
    meta,
    canonical: /<link rel="canonical" href="([^"]*)" \/>/.exec(head)?.[1],
    jsonLd,
    config: config === undefined ? undefined : (JSON.parse(config) as unknown),
    data: data === undefined ? undefined : (JSON.parse(data) as Record<string, unknown>),
    preloads: [...head.matchAll(/<link rel="preload" as="image" href="([^"]*)" fetchpriority="high" \/>/g)].map((match) => match[1]),
  };
}
