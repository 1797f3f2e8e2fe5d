import {
  PRODUCT_COUNT_CAP,
  type PackFormat,
  type ProductFacets,
  type ProductList,
  type ProductListQuery,
  type ProductSort,
  type ProductSummary,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { offsetOf } from '../../shared/pagination';
import type { ProductRow as ListedProductRow } from './product-rows.queries';
import { listPublicProductSample, type ProductSampleRow } from './product-sample.queries';
import { nearestSearchWords, searchLexemes, searchTerms, WALKED_LEXEMES_MAX } from './product-search-words.queries';
import { countPublicProducts, listPublicProductPages, type ProductFilter } from './public-products.queries';

// Product search: words, typos, filters, facets and pages of the public catalogue (decisions 0097, 0121, 0123).

type ProductRow = Omit<ListedProductRow, 'packs' | 'orderedBefore'> & {
  packs: { skuId: string; name: string; unitPriceCents: number | string; inStock: boolean }[];
  orderedBefore?: boolean | null;
};

export function toSummary(row: ProductRow): ProductSummary {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    style: row.style,
    abv: row.abv,
    tags: row.tags,
    imageUrl: row.imageUrl,
    supplier: { id: row.supplierId, slug: row.supplierSlug, name: row.supplierName },
    fromPriceCents: row.fromPriceCents === null ? null : Number(row.fromPriceCents),
    currency: row.currency,
    packFormats: row.packFormats as PackFormat[],
    packs: row.packs.map((pack) => ({
      skuId: pack.skuId,
      name: pack.name,
      unitPriceCents: Number(pack.unitPriceCents),
      inStock: pack.inStock,
    })),
    ...(typeof row.orderedBefore === 'boolean' ? { orderedBefore: row.orderedBefore } : {}),
  };
}

/** The sample's rows of one kind, in the order the database gave (most frequent first). */
function ofKind(rows: ProductSampleRow[], kind: ProductSampleRow['kind']) {
  return rows.filter((row) => row.kind === kind);
}

/** The facets from the sample's rows: over every match while the total is exact, else over the first ones. */
function facetsOf(rows: ProductSampleRow[]): ProductFacets {
  return {
    tags: ofKind(rows, 'tag').map((row) => ({ tag: row.value!, count: row.count })),
    styles: ofKind(rows, 'style').map((row) => ({ value: row.value!, count: row.count })),
    suppliers: ofKind(rows, 'supplier')
      .map((row) => ({ id: row.value!, slug: row.slug!, name: row.name!, count: row.count }))
      .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name)),
    packFormats: ofKind(rows, 'pack')
      .map((row) => ({ value: row.value as PackFormat, count: row.count }))
      .sort((a, b) => b.count - a.count || a.value.localeCompare(b.value)),
  };
}

/** A search of one word by relevance (not names like it): its word's lexemes are looked up (decision 0123). */
function oneWordByRelevance(filter: ProductFilter, sort: ProductSort): boolean {
  return sort === 'relevance' && filter.terms?.length === 1 && !filter.similar;
}

/**
 * Whether a one-word search may read its matches from the postings of its word's lexemes (decisions 0121, 0123): no
 * filter that keeps only a few of the word's products (a supplier, a style, tags, a venue's taps), where walking the
 * postings until enough pass would read more than ranking the few that match.
 */
function walksPostings(filter: ProductFilter): boolean {
  return (
    filter.supplierId === undefined &&
    filter.supplier === undefined &&
    filter.style === undefined &&
    (filter.tags?.length ?? 0) === 0 &&
    filter.onTapAtVenueId === undefined
  );
}

/**
 * `scope.pricingVenueId` is a venue already checked by `pricingVenueFor` (the query's `venueId` is not read here).
 * The words of `q` are searched first; when they match nothing, names like them are (typos, decision 0097).
 */
export async function searchProducts(
  db: Database,
  query: ProductListQuery,
  scope: Pick<ProductFilter, 'supplierId' | 'onTapAtVenueId' | 'anySupplierStatus' | 'pricingVenueId'> = {},
): Promise<ProductList> {
  const terms = query.q ? searchTerms(query.q) : [];
  const empty = { items: [], page: query.page, pageSize: query.pageSize, total: 0, totalIsExact: true, facets: facetsOf([]) };
  // only punctuation: no words to look for, so nothing matches
  if (query.q && terms.length === 0) return empty;
  const filter: ProductFilter = {
    terms,
    tags: query.tags,
    style: query.style,
    supplier: query.supplier,
    packs: query.pack,
    abvMin: query.abvMin,
    abvMax: query.abvMax,
    priceMin: query.priceMin,
    priceMax: query.priceMax,
    litrePriceMin: query.litrePriceMin,
    litrePriceMax: query.litrePriceMax,
    inStock: query.inStock,
    ...scope,
  };
  const page = {
    sort: query.sort ?? (terms.length > 0 ? 'relevance' : 'name'),
    limit: query.pageSize,
    offset: offsetOf(query.page, query.pageSize),
  } as const;
  const search = async (asked: ProductFilter) => {
    if (oneWordByRelevance(asked, page.sort)) {
      const lexemes = await searchLexemes(db, asked.terms![0]!);
      // no lexeme of the catalogue starts with the word: nothing matches, and nothing need be read to say so
      if (lexemes?.length === 0) return { sample: [], asked };
      if (lexemes) asked = { ...asked, lexemes, walk: lexemes.length <= WALKED_LEXEMES_MAX && walksPostings(asked) };
    }
    return { sample: await listPublicProductSample(db, { ...asked, ...page }, PRODUCT_COUNT_CAP), asked };
  };
  const matchesOf = (result: { sample: ProductSampleRow[] }) => ofKind(result.sample, 'total')[0]?.count ?? 0;
  let found = await search(filter);
  if (terms.length > 0 && matchesOf(found) === 0) {
    // the words match nothing (a typo): the catalogue's nearest words, searched as words; failing that, names like them
    const nearest = await nearestSearchWords(db, terms);
    if (nearest.some((word, index) => word !== terms[index])) found = await search({ ...filter, terms: nearest });
    if (matchesOf(found) === 0) found = await search({ ...filter, similar: true });
  }
  const total = matchesOf(found);
  // the sample brought the page's products (in its join's order: put in the list's by position)
  const rows = ofKind(found.sample, 'row')
    .sort((a, b) => a.count - b.count)
    .map((row) => row.product!);
  return {
    items: rows.map(toSummary),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(total, PRODUCT_COUNT_CAP),
    totalIsExact: total <= PRODUCT_COUNT_CAP,
    facets: facetsOf(found.sample),
  };
}

/** How many products are public (the sitemap's size). */
export async function countProductPages(db: Database): Promise<number> {
  return countPublicProducts(db, {});
}

/** Public products' ids, slugs and last changes in a stable order, after `afterId` or from `offset` (the sitemap). */
export async function listProductPages(db: Database, from: { offset: number; afterId?: string | undefined }, limit: number) {
  return listPublicProductPages(db, from, limit);
}
