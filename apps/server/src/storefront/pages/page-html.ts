import { SITE_NAME } from '@tapline/contracts';
import type { PageDocument } from './pages.service';

// The built index.html with the page's head and the runtime config written into it (decision 0060). Every text
// that came from a person (names, descriptions, the search in the URL) is escaped for the place it lands in.

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text for an element's content or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes (no `</script>` or `<!--` can end it early),
 * and the line separators JavaScript once refused. Still the same JSON to any parser.
 */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function meta(attribute: 'name' | 'property', key: string, content: string | undefined): string {
  return content === undefined ? '' : `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
}

/** Link previews (Open Graph, Twitter cards) show raster images only: an SVG (the demo data's art) is left out. */
function shareable(image: string | undefined): string | undefined {
  return image && !/\.svg$/i.test(new URL(image).pathname) ? image : undefined;
}

/** The tags the page's head gets: title, description, robots, canonical, Open Graph, Twitter card, JSON-LD. */
function headTags(page: PageDocument): string {
  const { title, description } = page.head;
  const image = shareable(page.image);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    page.preloadImage ? `<link rel="preload" as="image" href="${escapeHtml(page.preloadImage)}" fetchpriority="high" />` : '',
    meta('name', 'description', description),
    page.noindex ? meta('name', 'robots', 'noindex') : '',
    page.canonical ? `<link rel="canonical" href="${escapeHtml(page.canonical)}" />` : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'en_AU'),
    meta('property', 'og:type', page.openGraphType),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', page.canonical),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    page.jsonLd ? `<script type="application/ld+json">${scriptJson(page.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/** The runtime config (the answer of /config.json) where the web app reads it first. */
function configTag(config: unknown): string {
  return `<script id="tapline-config" type="application/json">${scriptJson(config)}</script>`;
}

/** The API answers the page's first render asks for, by URL (decision 0090); the web's API client takes each once. */
function dataTag(data: Record<string, unknown>): string {
  return `<script id="tapline-data" type="application/json">${scriptJson(data)}</script>`;
}

/**
 * index.html with the page's tags in place of its own title (its own description dropped), and the config at the
 * end of <head>; the module scripts Vite put there are not moved.
 */
export function renderPage(template: string, page: PageDocument, config: unknown): string {
  const withoutDescription = template.replace(/<meta\s+name=["']description["'][^>]*>\s*/i, '');
  const title = /<title>[\s\S]*?<\/title>/i.exec(withoutDescription);
  const tags = headTags(page);
  // slices, not String.replace: a replacement string would read `$&` and the like in people's text
  const withHead = title
    ? `${withoutDescription.slice(0, title.index)}${tags}${withoutDescription.slice(title.index + title[0].length)}`
    : insertBeforeHeadEnd(withoutDescription, `${tags}\n`);
  const data = page.data && Object.keys(page.data).length > 0 ? `${dataTag(page.data)}\n  ` : '';
  return insertBeforeHeadEnd(withHead, `  ${configTag(config)}\n  ${data}`);
}

function insertBeforeHeadEnd(html: string, insert: string): string {
  const at = html.search(/<\/head>/i);
  return at < 0 ? `${insert}${html}` : `${html.slice(0, at)}${insert}${html.slice(at)}`;
}
