import { packFormats, PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, type PackFormat, type ProductListQuery, productSorts } from '@tapline/contracts';
import { urlChoice, urlInteger, type UrlSearchInput, urlText } from '@/lib/url-search';

/**
 * /products and /discover search params (docs/domain.md, Routes), the URL's form of the contract's ProductListQuery: q, tags (comma-separated), page, pageSize, sort, and the
 * filters buyers use: style, supplier (slug), pack (comma-separated formats), ABV range (one decimal),
 * price range per pack and per litre (whole cents ex GST, as the API takes them), inStock.
 */
export type ProductSearch = Partial<
  Pick<
    ProductListQuery,
    | 'q'
    | 'page'
    | 'pageSize'
    | 'sort'
    | 'style'
    | 'supplier'
    | 'abvMin'
    | 'abvMax'
    | 'priceMin'
    | 'priceMax'
    | 'litrePriceMin'
    | 'litrePriceMax'
  >
> & {
  /** comma-separated, as in the URL */
  tags?: string | undefined;
  /** comma-separated pack formats, as in the URL */
  pack?: string | undefined;
  /** only when ticked: the URL never says inStock=false */
  inStock?: true | undefined;
};

/** the filters (not the words, sort or page): what "Clear filters" clears */
const FILTER_KEYS = [
  'tags',
  'style',
  'supplier',
  'pack',
  'abvMin',
  'abvMax',
  'priceMin',
  'priceMax',
  'litrePriceMin',
  'litrePriceMax',
  'inStock',
] as const;
const PRICE_URL_MAX = 100_000_000;

/** An ABV bound from the URL: 0–99.9, one decimal at most. */
function urlAbv(value: unknown): number | undefined {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d{1,2}(\.\d)?$/.test(text)) return undefined;
  return Number(text);
}

function urlPacks(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const chosen = value.split(',').filter((format): format is PackFormat => (packFormats as readonly string[]).includes(format));
  return chosen.length > 0 ? [...new Set(chosen)].join(',') : undefined;
}

/** The routes' `validateSearch`: junk values are dropped instead of failing the page. */
export function productSearchSchema(search: UrlSearchInput): ProductSearch {
  const { tags } = search;
  return {
    q: urlText(search.q),
    tags:
      typeof tags === 'string' ? tags : Array.isArray(tags) && tags.every((tag) => typeof tag === 'string') ? tags.join(',') : undefined,
    page: urlInteger(search.page, 1, 1000),
    pageSize: urlInteger(search.pageSize, 1, PAGE_SIZE_MAX),
    sort: urlChoice(search.sort, productSorts),
    style: urlText(search.style),
    supplier: urlText(search.supplier),
    pack: urlPacks(search.pack),
    abvMin: urlAbv(search.abvMin),
    abvMax: urlAbv(search.abvMax),
    priceMin: urlInteger(search.priceMin, 0, PRICE_URL_MAX),
    priceMax: urlInteger(search.priceMax, 0, PRICE_URL_MAX),
    litrePriceMin: urlInteger(search.litrePriceMin, 0, PRICE_URL_MAX),
    litrePriceMax: urlInteger(search.litrePriceMax, 0, PRICE_URL_MAX),
    inStock: search.inStock === true || search.inStock === 'true' ? true : undefined,
  };
}

export function packsOf(search: ProductSearch): PackFormat[] {
  return (search.pack ?? '').split(',').filter((format): format is PackFormat => (packFormats as readonly string[]).includes(format));
}

/** Toggles one pack format; back to page 1. */
export function togglePack(search: ProductSearch, format: PackFormat): ProductSearch {
  const packs = packsOf(search);
  const next = packs.includes(format) ? packs.filter((f) => f !== format) : [...packs, format];
  return { ...search, pack: next.length > 0 ? next.join(',') : undefined, page: undefined };
}

/** How many filters are on (each range counts once). */
export function filterCount(search: ProductSearch): number {
  return [
    tagsOf(search).length > 0,
    search.style,
    search.supplier,
    search.pack,
    search.abvMin !== undefined || search.abvMax !== undefined,
    search.priceMin !== undefined || search.priceMax !== undefined,
    search.litrePriceMin !== undefined || search.litrePriceMax !== undefined,
    search.inStock,
  ].filter(Boolean).length;
}

/** The search without any filter: the words and the sort stay. */
export function withoutFilters(search: ProductSearch): ProductSearch {
  const next: ProductSearch = { ...search, page: undefined };
  for (const key of FILTER_KEYS) delete next[key];
  return next;
}

export function tagsOf(search: ProductSearch): string[] {
  return (search.tags ?? '')
    .split(',')
    .map((tag) => tag.trim().toLowerCase())
    .filter(Boolean);
}

/** Toggles one tag; any change of filter goes back to page 1. */
export function toggleTag(search: ProductSearch, tag: string): ProductSearch {
  const tags = tagsOf(search);
  const next = tags.includes(tag) ? tags.filter((t) => t !== tag) : [...tags, tag];
  return { ...search, tags: next.length > 0 ? next.join(',') : undefined, page: undefined };
}

export function apiQueryOf(search: ProductSearch) {
  return {
    q: search.q || undefined,
    tags: search.tags || undefined,
    page: search.page ?? 1,
    pageSize: search.pageSize ?? PAGE_SIZE_DEFAULT,
    sort: search.sort,
    style: search.style,
    supplier: search.supplier,
    pack: search.pack,
    abvMin: search.abvMin,
    abvMax: search.abvMax,
    priceMin: search.priceMin,
    priceMax: search.priceMax,
    litrePriceMin: search.litrePriceMin,
    litrePriceMax: search.litrePriceMax,
    inStock: search.inStock ? 'true' : undefined,
  };
}
