import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { matchWebRoute, PRIVATE_PREFIX, WEB_PAGES } from './web-routes';

/** The full paths of the web app's route tree, as the router plugin wrote them (the `fullPaths` union). */
function webFullPaths(): string[] {
  const source = readFileSync(new URL('../../../../web/src/routeTree.gen.ts', import.meta.url), 'utf8');
  const union = /fullPaths:\s*((?:\|\s*'[^']*'\s*)+)/.exec(source)?.[1];
  if (!union) throw new Error('routeTree.gen.ts has no fullPaths union: has the router plugin changed its output?');
  const layoutsOnly = layoutOnlyPaths(source);
  return [...union.matchAll(/'([^']*)'/g)].map((match) => match[1]!).filter((fullPath) => !layoutsOnly.has(fullPath));
}

/**
 * Full paths that are only a layout (a `route.tsx` with children and no index page of its own, such as `/auth`):
 * the web app shows Not Found there, so they are not pages.
 */
function layoutOnlyPaths(source: string): Set<string> {
  const byFullPath = /export interface FileRoutesByFullPath \{([^}]*)\}/.exec(source)?.[1] ?? '';
  const entries = [...byFullPath.matchAll(/'([^']*)': typeof (\w+)/g)].map((match) => ({ path: match[1]!, type: match[2]! }));
  const paths = new Set(entries.map((entry) => entry.path));
  return new Set(entries.filter((entry) => entry.type.endsWith('WithChildren') && !paths.has(`${entry.path}/`)).map((entry) => entry.path));
}

describe("the server's list of the web app's pages", () => {
  it('is the route tree: every full path outside /dash, no more, no fewer', () => {
    const paths = webFullPaths();
    expect(paths.length).toBeGreaterThan(20);
    const isPrivate = (fullPath: string) => fullPath === PRIVATE_PREFIX || fullPath.startsWith(`${PRIVATE_PREFIX}/`);
    expect(Object.keys(WEB_PAGES).sort()).toEqual(paths.filter((fullPath) => !isPrivate(fullPath)).sort());
  });

  it('matches each full path of the tree, with and without a trailing slash', () => {
    for (const fullPath of webFullPaths()) {
      const url = fullPath.replace(/\$[A-Za-z]+/g, 'some-slug');
      for (const variant of [url, url.endsWith('/') ? url.slice(0, -1) || '/' : `${url}/`]) {
        expect(matchWebRoute(variant), variant).toBeDefined();
      }
    }
  });

  it('matches nothing else', () => {
    for (const url of ['/no/such/page', '/products/a/b', '/venues/a/products/b', '/auth', '/auth/v2', '/products/%E0%A4%A/']) {
      expect(matchWebRoute(url), url).toBeUndefined();
    }
  });

  it('takes parameters decoded and literal segments in any case', () => {
    expect(matchWebRoute('/Products/hazy-days/')).toEqual({
      kind: 'product',
      fullPath: '/products/$productId/',
      params: { productId: 'hazy-days' },
    });
    expect(matchWebRoute('/venues/the%20local/products')).toMatchObject({ kind: 'venueProducts', params: { id: 'the local' } });
  });
});
