import type { Database } from '@tapline/db';
import { countActiveOrganisations, listActiveOrganisationPages } from '../../shared/public-organisations.queries';
import { countProductPages, listProductPages } from '../../catalogue';
import { escapeHtml } from './page-html';

// /sitemap.xml (decision 0061): the list pages, then every active supplier, venue and public product, from the
// fixed public origin. Up to `pageSize` (the protocol's 50,000) URLs it is one <urlset>; beyond, it is a
// <sitemapindex> of /sitemap.xml?page=N, each page a <urlset> of the next `pageSize`. Rows are read in chunks and
// the XML is streamed, so 100,000 products never sit in memory as one string.

/** URLs per sitemap file (the protocol's limit, 50,000) and rows per read; tests make them small. */
export interface SitemapLimits {
  pageSize: number;
  chunkSize: number;
}
export const SITEMAP_LIMITS: SitemapLimits = { pageSize: 50_000, chunkSize: 5_000 };

/** The pages that are always there (lists, joining and legal pages); detail pages follow. */
const SITEMAP_LIST_PATHS = [
  '/',
  '/products/',
  '/venues/',
  '/suppliers/',
  '/for-venues',
  '/for-suppliers',
  '/privacy-policy',
  '/terms-of-service',
] as const;

interface Row {
  id: string;
  slug: string;
  updatedAt: Date;
}

interface Entry {
  path: string;
  updatedAt?: Date;
  /** the row's id, where the next chunk goes on from */
  id?: string;
}

type From = { offset: number; afterId?: string | undefined };

interface Part {
  count: number;
  /** `limit` entries after the row `afterId`, or from `offset` */
  read: (from: From, limit: number) => Promise<Entry[]>;
}

const detailPath = (prefix: string) => (row: Row) => ({
  id: row.id,
  path: `${prefix}${encodeURIComponent(row.slug)}/`,
  updatedAt: row.updatedAt,
});

async function sitemapParts(db: Database): Promise<Part[]> {
  const [suppliers, venues, products] = await Promise.all([
    countActiveOrganisations(db, 'supplier', undefined),
    countActiveOrganisations(db, 'venue', undefined),
    countProductPages(db),
  ]);
  return [
    {
      count: SITEMAP_LIST_PATHS.length,
      read: async ({ offset }, limit) => SITEMAP_LIST_PATHS.slice(offset, offset + limit).map((path) => ({ path })),
    },
    {
      count: suppliers,
      read: async (from, limit) => (await listActiveOrganisationPages(db, 'supplier', from, limit)).map(detailPath('/suppliers/')),
    },
    {
      count: venues,
      read: async (from, limit) => (await listActiveOrganisationPages(db, 'venue', from, limit)).map(detailPath('/venues/')),
    },
    { count: products, read: async (from, limit) => (await listProductPages(db, from, limit)).map(detailPath('/products/')) },
  ];
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlEntry(origin: string, entry: Entry): string {
  const lastmod = entry.updatedAt ? `<lastmod>${entry.updatedAt.toISOString()}</lastmod>` : '';
  return `<url><loc>${escapeHtml(new URL(entry.path, origin).href)}</loc>${lastmod}</url>\n`;
}

/**
 * The URLs numbered [start, end) of the parts laid end to end, as <url> elements, a chunk at a time: a part's
 * first chunk from its offset, the next ones after the last id read (no offset to skip over again).
 */
async function* urlEntries(origin: string, parts: Part[], start: number, end: number, chunkSize: number): AsyncGenerator<string> {
  let partStart = 0;
  for (const part of parts) {
    const first = Math.max(start, partStart);
    const to = Math.min(end, partStart + part.count);
    let afterId: string | undefined;
    for (let offset = first; offset < to; offset += chunkSize) {
      const rows = await part.read({ offset: offset - partStart, afterId }, Math.min(chunkSize, to - offset));
      if (rows.length === 0) break;
      afterId = rows.at(-1)?.id;
      yield rows.map((row) => urlEntry(origin, row)).join('');
    }
    partStart += part.count;
  }
}

async function* urlset(origin: string, parts: Part[], start: number, end: number, chunkSize: number): AsyncGenerator<string> {
  yield `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n`;
  yield* urlEntries(origin, parts, start, end, chunkSize);
  yield '</urlset>\n';
}

function sitemapIndex(origin: string, pages: number): string {
  const entries = Array.from(
    { length: pages },
    (_, index) => `<sitemap><loc>${escapeHtml(new URL(`/sitemap.xml?page=${index + 1}`, origin).href)}</loc></sitemap>\n`,
  );
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${entries.join('')}</sitemapindex>\n`;
}

/**
 * What /sitemap.xml answers: without `page`, the whole urlset when it fits in one, else the index; with `page`,
 * that page's urlset, or undefined past the last page.
 */
export async function sitemap(
  db: Database,
  origin: string,
  page: number | undefined,
  limits = SITEMAP_LIMITS,
): Promise<AsyncGenerator<string> | string | undefined> {
  const { pageSize, chunkSize } = limits;
  const parts = await sitemapParts(db);
  const total = parts.reduce((sum, part) => sum + part.count, 0);
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (page === undefined) return pages === 1 ? urlset(origin, parts, 0, total, chunkSize) : sitemapIndex(origin, pages);
  if (page > pages) return undefined;
  return urlset(origin, parts, (page - 1) * pageSize, Math.min(total, page * pageSize), chunkSize);
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /dash',
    'Disallow: /api',
    'Disallow: /auth',
    '',
    `Sitemap: ${new URL('/sitemap.xml', origin).href}`,
    '',
  ].join('\n');
}
