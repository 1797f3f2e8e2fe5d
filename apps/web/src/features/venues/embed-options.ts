import { urlChoice, urlInteger, type UrlSearchInput } from '@/lib/url-search';

// The embed (`/venues/{id}/menu/embed`) is themed by its URL, which the venue writes into its own
// website: every parameter is untrusted and optional, and one the embed can't use is dropped, never an error
// (an iframe on someone else's page has no one to read it).

const EMBED_THEMES = ['light', 'dark'] as const;
type EmbedTheme = (typeof EMBED_THEMES)[number];

/** The base text size in px an embed may ask for; the list scales from it. */
export const EMBED_FONT_SIZE = { min: 12, max: 22, default: 16 } as const;

/** The embed's search as the route keeps it: only what was given and valid. */
export interface EmbedSearch {
  theme?: EmbedTheme;
  /** `#rrggbb`, lower case */
  accent?: string;
  fontSize?: number;
  compact?: boolean;
}

const HEX = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i;

/**
 * `b45309`, `#B45309` or `#b53` → `#b45309`. A colour only: the value lands in a style attribute, so nothing but
 * six hex digits may pass. (The router reads `accent=123456` as a number: taken back as its digits.)
 */
export function parseAccent(value: unknown): string | undefined {
  const text = typeof value === 'number' && Number.isInteger(value) && value >= 0 ? String(value) : value;
  if (typeof text !== 'string') return undefined;
  const digits = HEX.exec(text.trim())?.[1]?.toLowerCase();
  if (!digits) return undefined;
  return `#${digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits}`;
}

/** `compact`, `compact=1`, `compact=true` → true; `0`/`false` → false. */
function parseFlag(value: unknown): boolean | undefined {
  if (value === true || value === 1 || value === '' || value === '1' || value === 'true') return true;
  if (value === false || value === 0 || value === '0' || value === 'false') return false;
  return undefined;
}

/** The route's `validateSearch`: hand-written like every other (decision 0087). */
export function parseEmbedSearch(search: UrlSearchInput): EmbedSearch {
  const parsed: EmbedSearch = {
    theme: urlChoice(search.theme, EMBED_THEMES),
    accent: parseAccent(search.accent),
    fontSize: urlInteger(search.fontSize, EMBED_FONT_SIZE.min, EMBED_FONT_SIZE.max),
    compact: parseFlag(search.compact),
  };
  // undefined keys would show up in the URL the router writes back
  return Object.fromEntries(Object.entries(parsed).filter(([, value]) => value !== undefined)) as EmbedSearch;
}

/** Relative luminance of `#rrggbb` (WCAG 2). */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * Black or white, whichever reads better on `accent`: the embed writes text (the tap numbers) on the venue's colour,
 * and one of the two always reaches 4.5:1, whatever colour the venue picks.
 */
export function textOn(accent: string): '#000000' | '#ffffff' {
  const l = luminance(accent);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

export interface EmbedSnippetOptions extends EmbedSearch {
  /** the iframe's accessible name, e.g. "On tap at The Crown & Anchor" */
  title?: string;
  /** in px; the list scrolls inside the frame when it is longer */
  height?: number;
}

const ATTRIBUTE_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const attribute = (text: string) => text.replace(/[&<>"']/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);

/** The embed's address with its (valid) options, for the snippet and the editor's preview. */
export function embedUrl(origin: string, venueId: string, options: EmbedSearch = {}): string {
  const url = new URL(`/venues/${encodeURIComponent(venueId)}/menu/embed`, origin);
  const search = parseEmbedSearch({ ...options });
  if (search.theme) url.searchParams.set('theme', search.theme);
  // without the '#': a bare hex survives being pasted into any CMS that mangles fragments
  if (search.accent) url.searchParams.set('accent', search.accent.slice(1));
  if (search.fontSize) url.searchParams.set('fontSize', String(search.fontSize));
  if (search.compact) url.searchParams.set('compact', '1');
  return url.href;
}

/**
 * The HTML a venue pastes into its own website (the On Tap editor shows it to copy): an iframe of the embed, as
 * wide as its container, lazily loaded, named for screen readers.
 */
export function embedSnippet(origin: string, venueId: string, options: EmbedSnippetOptions = {}): string {
  const { title = 'On tap', height = 600, ...search } = options;
  const frameHeight = Math.min(Math.max(Math.round(height), 200), 4000);
  return (
    `<iframe src="${attribute(embedUrl(origin, venueId, search))}" title="${attribute(title)}" ` +
    `width="100%" height="${frameHeight}" loading="lazy" style="width:100%;max-width:100%;border:0"></iframe>`
  );
}
