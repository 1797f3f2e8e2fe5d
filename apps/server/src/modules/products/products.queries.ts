import { and, asc, desc, eq, gt, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { executePlannedOnceRows, executeRows, onTapEntries, orderLines, orders, organisationStatus, organisations, products, searchPostings, searchWords, skus, supplierOrders, venuePrices, type Database } from '@tapline/db';
import { PACKS_ON_CARD, packFormats, type PackFormat, type ProductSort } from '@tapline/contracts';
import { pouringNow, pouringNowAs } from '../shared/on-tap-conditions.queries';
import { productIdentified } from '../shared/product-conditions.queries';
import { isUuid } from '../shared/id-or-slug';
import { coverImageUrl } from '../shared/product-images.queries';

export interface ProductFilter {
  /** the search's words, as `searchTerms` reads them from `q` */
  terms?: string[] | undefined;
  /** with `terms`: match names that look like the words (typos) instead of the words themselves */
  similar?: boolean | undefined;
  /**
   * with one term, sorted by relevance: the catalogue's lexemes starting with it (`searchLexemes`). With two to
   * WORD_LEXEMES_MAX of them a product ranks by the best of them (decision 0123).
   */
  lexemes?: string[] | undefined;
  /**
   * with `lexemes` (at most WALKED_LEXEMES_MAX): the matches are read from their search_postings in relevance order
   * instead of ranking every product holding them (decisions 0121, 0123)
   */
  walk?: boolean | undefined;
  tags?: string[] | undefined;
  supplierId?: string | undefined;
  /** the `supplier` filter: a slug or an id */
  supplier?: string | undefined;
  style?: string | undefined;
  packs?: PackFormat[] | undefined;
  abvMin?: number | undefined;
  abvMax?: number | undefined;
  priceMin?: number | undefined;
  priceMax?: number | undefined;
  litrePriceMin?: number | undefined;
  litrePriceMax?: number | undefined;
  inStock?: boolean | undefined;
  /** only products on tap at this venue */
  onTapAtVenueId?: string | undefined;
  /** with `supplierId`, for its own members: list its active products even while the supplier is suspended */
  anySupplierStatus?: boolean | undefined;
  /** prices as this venue pays them: its own price where its supplier set one (a member of it asks, decision 0069) */
  pricingVenueId?: string | undefined;
}

/** At most this many words of a search are used. */
const SEARCH_TERMS_MAX = 8;

/**
 * The words of a search: runs of letters and digits, lower-cased. Everything else separates words, so nothing the
 * user types reaches the tsquery syntax; a search of punctuation only has no words (and matches nothing).
 */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, SEARCH_TERMS_MAX);
}

/** Every word, each also as the start of a longer one ("haz" finds hazy), stemmed as the documents are. */
function wordsQuery(terms: string[]): SQL {
  return sql`to_tsquery('english', ${terms.map((term) => `${term}:*`).join(' & ')})`;
}

/**
 * Name search by trigram similarity to whole words of the name ("hazzy" finds Hazy: `<<%`, strict word similarity
 * at pg_trgm's default 0.5, answered by the name's trigram index), for when the words themselves match nothing.
 */
function similarText(terms: string[]): string {
  return terms.join(' ');
}

/**
 * Each word of a search, or the catalogue's word nearest to it (`search_words`, by trigram similarity at pg_trgm's
 * default 0.3, the most similar first; a word of the catalogue is nearest to itself): "hazzy ipa" → ["hazy", "ipa"].
 * A word with no word near it stays as it was typed.
 */
export async function nearestSearchWords(db: Database, terms: string[]): Promise<string[]> {
  const rows = await db
    .select({
      nearest: sql<string | null>`(select ${searchWords.word} from ${searchWords} where ${searchWords.word} % t.term
        order by similarity(${searchWords.word}, t.term) desc, ${searchWords.word} limit 1)`,
    })
    .from(sql`unnest(${sql.param(terms)}::text[]) with ordinality as t(term, n)`)
    .orderBy(sql`t.n`);
  return rows.map((row, index) => row.nearest ?? terms[index]!);
}

/**
 * A one-word search whose word starts several of the catalogue's lexemes ranks each product by the best of them
 * when there are at most this many (decision 0123); with more, by `ts_rank` over them all.
 */
const WORD_LEXEMES_MAX = 32;
/** A one-word search reads its matches from the postings of its word's lexemes when there are at most this many. */
export const WALKED_LEXEMES_MAX = 8;

/**
 * The catalogue's lexemes starting with what a search word stems to (those the prefix search `word:*` matches: "haz"
 * → [hazi]; "sto" → [stone, stout, …]), in byte order, at most WORD_LEXEMES_MAX + 1 (one more says there are more);
 * [] when none does (the word matches nothing: a typo); undefined when the word stems to no lexeme or several.
 * Postings' lexemes are compared byte by byte (collation "C"), as the full-text prefix match compares them; each
 * lexeme is one probe of the postings' index (a loose index scan). Planned once (decision 0123).
 */
export async function searchLexemes(db: Database, term: string): Promise<string[] | undefined> {
  const [row] = await executePlannedOnceRows<{ single: boolean | null; lexemes: string[] | null }>(
    db,
    sql`with recursive stem as (select array_agg(t.lexeme) as stems from unnest(to_tsvector('english', ${term})) as t),
      -- each step's min() reads one table by outer values only, so it is one probe of the index (not a scan of the
      -- postings of the lexeme before)
      found(lexeme, upper, n) as (
        select (select min(${searchPostings.lexeme}) from ${searchPostings}
            where ${searchPostings.lexeme} >= s.stems[1] and ${searchPostings.lexeme} < s.stems[1] || chr(1114111)), s.stems[1] || chr(1114111), 1
          from stem s where cardinality(s.stems) = 1
        union all
        select (select min(${searchPostings.lexeme}) from ${searchPostings} where ${searchPostings.lexeme} > f.lexeme and ${searchPostings.lexeme} < f.upper),
            f.upper, f.n + 1
          from found f where f.lexeme is not null and f.n <= ${WORD_LEXEMES_MAX})
      select cardinality(stems) = 1 as single, (select array_agg(lexeme order by n) from found where lexeme is not null) as lexemes
      from stem`,
  );
  if (!row?.single) return undefined;
  return row.lexemes ?? [];
}

/** Only active products of active suppliers are public. */
function publicProductConditions(filter: ProductFilter): SQL[] {
  const conditions: SQL[] = [eq(products.status, 'active')];
  if (!(filter.anySupplierStatus && filter.supplierId)) conditions.push(eq(organisations.status, 'active'));
  if (filter.terms && filter.terms.length > 0) {
    conditions.push(
      filter.similar
        ? sql`${similarText(filter.terms)} <<% ${products.name}`
        : sql`${products.searchVector} @@ ${wordsQuery(filter.terms)}`,
    );
  }
  if (filter.tags && filter.tags.length > 0) {
    conditions.push(sql`${products.tags} @> ${sql.param(filter.tags)}::text[]`);
  }
  if (filter.supplierId) conditions.push(eq(products.supplierId, filter.supplierId));
  if (filter.supplier) conditions.push(isUuid(filter.supplier) ? eq(organisations.id, filter.supplier) : eq(organisations.slug, filter.supplier));
  if (filter.style) conditions.push(eq(products.style, filter.style));
  if (filter.packs && filter.packs.length > 0) conditions.push(sql`${products.packFormats} && ${sql.param(filter.packs)}::text[]`);
  conditions.push(...productValueConditions(filter));
  if (filter.onTapAtVenueId) {
    conditions.push(
      sql`exists (select 1 from ${onTapEntries} where ${onTapEntries.productId} = ${products.id} and ${onTapEntries.venueId} = ${filter.onTapAtVenueId} and ${pouringNow})`,
    );
  }
  return conditions;
}

/** The ABV, price and stock filters, on the product's own row or a posting's copy of it (decision 0122). */
function productValueConditions(
  filter: ProductFilter,
  from: Pick<typeof products | typeof searchPostings, 'abv' | 'fromPriceCents' | 'fromLitrePriceCents' | 'inStock'> = products,
): SQL[] {
  const conditions: SQL[] = [];
  if (filter.abvMin !== undefined) conditions.push(gte(from.abv, filter.abvMin));
  if (filter.abvMax !== undefined) conditions.push(lte(from.abv, filter.abvMax));
  if (filter.priceMin !== undefined) conditions.push(gte(from.fromPriceCents, filter.priceMin));
  if (filter.priceMax !== undefined) conditions.push(lte(from.fromPriceCents, filter.priceMax));
  if (filter.litrePriceMin !== undefined) conditions.push(gte(from.fromLitrePriceCents, filter.litrePriceMin));
  if (filter.litrePriceMax !== undefined) conditions.push(lte(from.fromLitrePriceCents, filter.litrePriceMax));
  if (filter.inStock) conditions.push(eq(from.inStock, true));
  return conditions;
}

/** Every organisation status but active, as a list of literals: the suppliers in them are read by their index. */
const inactiveStatuses = sql`(${sql.join(
  organisationStatus.enumValues.filter((status) => status !== 'active').map((status) => sql`${status}::organisation_status`),
  sql`, `,
)})`;

/**
 * The walk's conditions on a lexeme's postings (decision 0122): the public check and every filter the walk allows
 * read the posting's own copy of the product (active, supplier, pack formats, ABV, from prices, stock); the
 * supplier's status is read now, from the few suppliers that are not active (one hashed list, read through
 * organisations' (type, status) index), so a suspension hides its products at once.
 */
function postingConditions(filter: ProductFilter, lexeme: string): SQL[] {
  const conditions: SQL[] = [
    sql`${searchPostings.lexeme} = ${lexeme}`,
    sql`${searchPostings.active}`,
    sql`${searchPostings.supplierId} not in (select o.id from ${organisations} o where o.type = 'supplier' and o.status in ${inactiveStatuses})`,
  ];
  if (filter.packs && filter.packs.length > 0) conditions.push(sql`${searchPostings.packFormats} && ${sql.param(filter.packs)}::text[]`);
  return [...conditions, ...productValueConditions(filter, searchPostings)];
}

/**
 * The cheapest active SKU's price: kept on the product (migration 0013), or with a venue the venue's own where it
 * has one, computed for the rows it is asked for.
 */
function fromPrice(pricingVenueId: string | undefined) {
  if (pricingVenueId === undefined) return sql<number | null>`${products.fromPriceCents}`;
  return sql<number | null>`(select min(coalesce(vp.unit_price_cents, s.unit_price_cents)) from ${skus} s
    left join ${venuePrices} vp on vp.sku_id = s.id and vp.venue_id = ${pricingVenueId}
    where s.product_id = ${products.id} and s.status = 'active')`;
}

/**
 * Its cheapest active packs, at most PACKS_ON_CARD, each `{ skuId, name, unitPriceCents, inStock }` at the price the venue pays
 * (its own where set) or the list price: computed for a page's rows only.
 */
function packSummary(pricingVenueId: string | undefined) {
  const price =
    pricingVenueId === undefined
      ? sql`s.unit_price_cents`
      : sql`coalesce((select vp.unit_price_cents from ${venuePrices} vp where vp.sku_id = s.id and vp.venue_id = ${pricingVenueId}), s.unit_price_cents)`;
  return sql<{ skuId: string; name: string; unitPriceCents: number; inStock: boolean }[]>`(select coalesce(json_agg(json_build_object('skuId', p.id, 'name', p.name, 'unitPriceCents', p.price, 'inStock', p.in_stock) order by p.price, p.name), '[]'::json)
    from (select s.id, s.name, ${price} as price, (s.stock_on_hand is null or s.stock_on_hand > 0) as in_stock
      from ${skus} s where s.product_id = ${products.id} and s.status = 'active' order by 3, s.name limit ${PACKS_ON_CARD}) p)`;
}

/** With a venue: whether it has ordered the product before (any order line of it, whatever became of the order). */
function orderedBefore(pricingVenueId: string | undefined) {
  if (pricingVenueId === undefined) return sql<null>`null`;
  return sql<boolean>`exists (select 1 from ${orderLines} ol join ${supplierOrders} so on so.id = ol.supplier_order_id
    join ${orders} o on o.id = so.order_id where ol.product_id = ${products.id} and o.venue_id = ${pricingVenueId})`;
}

/** The product's supplier (joined as `organisations`) and the currency its prices are in. */
const supplierColumns = {
  supplierId: organisations.id,
  supplierSlug: organisations.slug,
  supplierName: organisations.name,
  currency: organisations.currency,
};

/** The document's weights {D, C, B, A} as relevance and the postings (product_postings, migration 0026) rank it. */
const RANK_WEIGHTS = sql.raw(`'{0.02, 0.02, 0.05, 1}'`);

/** Whether a one-word search ranks by the best of the word's lexemes (decision 0123): two to WORD_LEXEMES_MAX of them. */
function bestOfLexemes(lexemes: string[] | undefined): lexemes is string[] {
  return lexemes !== undefined && lexemes.length >= 2 && lexemes.length <= WORD_LEXEMES_MAX;
}

/** Each order ends in name and id so pages never overlap; the ones without a search walk an index (decision 0097). */
function orderFor(sort: ProductSort, filter: ProductFilter): SQL[] {
  const price = fromPrice(filter.pricingVenueId);
  const terms = filter.terms ?? [];
  switch (sort) {
    case 'name':
      return [asc(products.name), asc(products.id)];
    case 'price-asc':
      return [sql`${price} asc nulls last`, asc(products.name), asc(products.id)];
    case 'price-desc':
      return [sql`${price} desc nulls last`, asc(products.name), asc(products.id)];
    case 'abv-desc':
      return [sql`${products.abv} desc nulls last`, asc(products.name), asc(products.id)];
    case 'newest':
      return [desc(products.createdAt), asc(products.name), asc(products.id)];
    case 'relevance':
      if (terms.length === 0) return [asc(products.name), asc(products.id)];
      if (filter.similar) {
        return [sql`strict_word_similarity(${similarText(terms)}, ${products.name}) desc`, asc(products.name), asc(products.id)];
      }
      // by rank over the weighted document; a name (A) counts fifty times a description (C) and twenty times the
      // style, tags or supplier (B), so a match in the name comes first
      if (bestOfLexemes(filter.lexemes)) {
        // one word that starts several words of the catalogue: the best of them, each ranked as its postings are
        // (product_postings, migration 0026), so a walk over their postings gives this very order (decision 0123)
        const ranks = filter.lexemes.map(
          (lexeme) => sql`ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, ('''' || replace(replace(${lexeme}::text, '\\', '\\\\'), '''', '''''') || '''')::tsquery)`,
        );
        return [sql`greatest(${sql.join(ranks, sql`, `)}) desc`, asc(products.name), asc(products.id)];
      }
      return [sql`ts_rank(${RANK_WEIGHTS}, ${products.searchVector}, ${wordsQuery(terms)}) desc`, asc(products.name), asc(products.id)];
  }
}

/** The supplier joined as `organisations`, as every product list reads it. */
const bySupplier = eq(organisations.id, products.supplierId);

/**
 * The ids of one page of products in `sort` order: for the orders without a search, from the order's index alone.
 * A query builder, so the EXPLAIN test reads the SQL it sends.
 */
export function publicProductPageIds(db: Database, filter: ProductFilter & { sort: ProductSort; limit: number; offset: number }) {
  return db
    .select({ id: products.id })
    .from(products)
    .innerJoin(organisations, bySupplier)
    .where(and(...publicProductConditions(filter)))
    .orderBy(...orderFor(filter.sort, filter))
    .limit(filter.limit)
    .offset(filter.offset);
}

/** A page's product as the list answers it, with its picture and prices: the rows statement's and the sample's. */
function productRowFields(pricingVenueId: string | undefined) {
  return {
    id: products.id,
    slug: products.slug,
    name: products.name,
    style: products.style,
    abv: products.abv,
    tags: products.tags,
    packFormats: products.packFormats,
    imageUrl: coverImageUrl('card'),
    ...supplierColumns,
    fromPriceCents: fromPrice(pricingVenueId),
    packs: packSummary(pricingVenueId),
    orderedBefore: orderedBefore(pricingVenueId),
  };
}

export type ProductRow = Awaited<ReturnType<typeof listPublicProductRows>>[number];

/** The products of a page by id, in that order, with their pictures and prices. */
export async function listPublicProductRows(db: Database, ids: string[], pricingVenueId: string | undefined) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(productRowFields(pricingVenueId))
    .from(products)
    .innerJoin(organisations, bySupplier)
    .where(inArray(products.id, ids));
  const position = new Map(ids.map((id, index) => [id, index]));
  return rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!);
}

/**
 * The same fields as one JSON object a row (keys as `productRowFields` names them), for the sample statement to
 * answer the page's products with the rest (decision 0122): one statement a list instead of two.
 */
function productRowJson(pricingVenueId: string | undefined): SQL {
  const fields = Object.entries(productRowFields(pricingVenueId)).map(([key, field]) => sql`${sql.raw(`'${key}'`)}, ${field}`);
  return sql`json_build_object(${sql.join(fields, sql`, `)})`;
}

/**
 * The first `cap` + 1 of the word's public products that pass the filters, in the list's order, from its lexemes'
 * postings' index alone, without visiting a product (decisions 0121, 0122, 0123). One lexeme: its postings in the
 * index's order (rank, name, id), which is the list's. Several: each lexeme's first `cap` + 1 postings, each product
 * once at its best posting, in the same order. That is the list's first `cap` + 1 by the best of the lexemes: a
 * product whose best posting is further down its lexeme's postings than `cap` + 1 has more than `cap` products
 * before it.
 */
function walkedPostings(filter: ProductFilter & { lexemes: string[] }, db: Database, cap: number): SQL {
  const lexemeWalk = (lexeme: string, orderColumns: boolean) =>
    db
      .select({
        // named as the products' column, which the rest of the sample statement reads
        id: sql<string>`${searchPostings.productId}`.as('id'),
        tags: searchPostings.tags,
        style: searchPostings.style,
        packFormats: searchPostings.packFormats,
        supplierId: searchPostings.supplierId,
        ...(orderColumns ? { rank: searchPostings.rank, name: searchPostings.name } : {}),
      })
      .from(searchPostings)
      .where(and(...postingConditions(filter, lexeme)))
      .orderBy(sql`${searchPostings.rank} desc nulls last`, asc(searchPostings.name), asc(searchPostings.productId))
      .limit(cap + 1);
  const [only] = filter.lexemes;
  if (filter.lexemes.length === 1 && only !== undefined) return sql`${lexemeWalk(only, false)}`;
  const walks = sql.join(
    filter.lexemes.map((lexeme) => sql`(${lexemeWalk(lexeme, true)})`),
    sql` union all `,
  );
  return sql`select d.id, d.tags, d.style, d.pack_formats, d.supplier_id
    from (select distinct on (u.id) u.* from (${walks}) u order by u.id, u.rank desc nulls last, u.name) d
    order by d.rank desc nulls last, d.name, d.id limit ${cap + 1}`;
}

/**
 * Whether the sample reads the word's postings in their order (decisions 0121, 0123) rather than ranking every match:
 * as the search decided (`walk`: one to WALKED_LEXEMES_MAX lexemes, no selective filter).
 */
const walks = (filter: ProductFilter & { sort: ProductSort }): filter is ProductFilter & { sort: ProductSort; lexemes: string[] } =>
  filter.walk === true && filter.lexemes !== undefined && filter.sort === 'relevance';

export interface ProductSampleRow {
  kind: 'row' | 'total' | 'tag' | 'style' | 'supplier' | 'pack';
  value: string | null;
  count: number;
  slug: string | null;
  name: string | null;
  /** a 'row': the page's product at position `count`, as `listPublicProductRows` answers it */
  product: ProductRow | null;
}

/**
 * One statement for what a list answers (decisions 0097, 0122): the first `cap` + 1 matches in the list's own order
 * (`matched`), and from them the page's products (when the page lies within the first `cap`), their number (one
 * more than `cap` says the total is not exact) and the facets over the first `cap` (each value's count; the most
 * frequent tags, styles and suppliers). A page past `cap` takes its ids from publicProductPageIds and its products
 * from listPublicProductRows. Rows `(kind, value, count, slug, name, product)`; the SQL, so the EXPLAIN test reads
 * what is sent.
 */
export function publicProductSample(filter: ProductFilter & { sort: ProductSort; limit: number; offset: number }, db: Database, cap: number): SQL {
  const matched = walks(filter)
    ? walkedPostings(filter, db, cap)
      : db
          .select({ id: products.id, tags: products.tags, style: products.style, packFormats: products.packFormats, supplierId: products.supplierId })
          .from(products)
          .innerJoin(organisations, bySupplier)
          .where(and(...publicProductConditions(filter)))
          .orderBy(...orderFor(filter.sort, filter))
          .limit(cap + 1);
  return sql`with matched as materialized (select m.*, row_number() over () as position from (${matched}) m)
    -- the page's products themselves, not only their ids (decision 0122)
    select 'row' as kind, null as value, m.position::int as count, null as slug, null as name,
        ${productRowJson(filter.pricingVenueId)} as product
      from matched m join ${products} on ${products.id} = m.id join ${organisations} on ${bySupplier}
      where m.position > ${filter.offset} and m.position <= ${filter.offset + filter.limit}
    union all select 'total', null, count(*)::int, null, null, null from matched
    union all (select 'tag', tag, count(*)::int, null, null, null from (select unnest(tags) as tag from matched
      where position <= ${cap}) t group by tag order by 3 desc, 2 limit 40)
    union all (select 'style', style, count(*)::int, null, null, null from matched
      where position <= ${cap} and style <> '' group by style order by 3 desc, 2 limit 30)
    -- the supplier facet's 30 names read by id, rather than joining every organisation
    union all (select 'supplier', s.supplier_id::text, s.n, (select o.slug from ${organisations} o where o.id = s.supplier_id),
        (select o.name from ${organisations} o where o.id = s.supplier_id), null
      from (select supplier_id, count(*)::int as n from matched where position <= ${cap} group by supplier_id order by 2 desc, 1 limit 30) s)
    union all (select 'pack', v.format, v.n, null, null, null
      from (select array[${packCounts}]::int[] as n from matched where position <= ${cap}) c,
        unnest(${sql.param([...packFormats])}::text[], c.n) as v(format, n) where v.n > 0)`;
}

/**
 * How many of `matched` hold each pack format, in one pass (packFormats' order): cheaper than unnesting every
 * product's formats and grouping them, for four known values.
 */
const packCounts = sql.join(
  packFormats.map((format) => sql`count(*) filter (where ${format}::text = any(pack_formats))`),
  sql`, `,
);

export async function listPublicProductSample(
  db: Database,
  filter: ProductFilter & { sort: ProductSort; limit: number; offset: number },
  cap: number,
): Promise<ProductSampleRow[]> {
  const statement = publicProductSample(filter, db, cap);
  // a walk's plan is the same for every word (the postings' index, read in its order): planned once (decision
  // 0123); a ranked search is planned for its words each time, as how many products hold them decides the plan
  return walks(filter) ? executePlannedOnceRows<ProductSampleRow>(db, statement) : executeRows<ProductSampleRow>(db, statement);
}

export async function countPublicProducts(db: Database, filter: ProductFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)`.mapWith(Number) })
    .from(products)
    .innerJoin(organisations, bySupplier)
    .where(and(...publicProductConditions(filter)));
  return row?.total ?? 0;
}

export async function findPublicProduct(db: Database, idOrSlug: string) {
  const [row] = await db
    .select({
      id: products.id,
      slug: products.slug,
      name: products.name,
      description: products.description,
      style: products.style,
      abv: products.abv,
      ibu: products.ibu,
      origin: products.origin,
      tags: products.tags,
      packFormats: products.packFormats,
      imageUrl: coverImageUrl('detail'),
      ...supplierColumns,
      onTapCount: sql<number>`(select count(*) from ${onTapEntries} ot join ${organisations} v on v.id = ot.venue_id where ot.product_id = ${products.id} and ${pouringNowAs('ot')} and v.status = 'active')`.mapWith(
        Number,
      ),
    })
    .from(products)
    .innerJoin(organisations, bySupplier)
    .where(
      and(
        productIdentified(idOrSlug),
        eq(products.status, 'active'),
        eq(organisations.status, 'active'),
      ),
    );
  return row;
}

/** The product's active SKUs, with the venue's own price of each when a venue is given (null where it has none). */
export async function listActiveSkus(db: Database, productId: string, pricingVenueId?: string) {
  return db
    .select({
      id: skus.id,
      code: skus.code,
      name: skus.name,
      unitPriceCents: skus.unitPriceCents,
      taxRateBasisPoints: skus.taxRateBasisPoints,
      unitsPerPack: skus.unitsPerPack,
      volumeMl: skus.volumeMl,
      stockOnHand: skus.stockOnHand,
      venuePriceCents: venuePrices.unitPriceCents,
    })
    .from(skus)
    .leftJoin(
      venuePrices,
      and(eq(venuePrices.skuId, skus.id), pricingVenueId === undefined ? sql`false` : eq(venuePrices.venueId, pricingVenueId)),
    )
    .where(and(eq(skus.productId, productId), eq(skus.status, 'active')))
    .orderBy(asc(skus.sortOrder), asc(skus.unitPriceCents), asc(skus.code));
}

/**
 * Public products for the sitemap: id, slug and last change, by id (so its pages are stable). `limit` rows after
 * the product `afterId` when given (an index walk), else from `offset` (once, at the start of a page).
 */
export async function listPublicProductPages(db: Database, from: { offset: number; afterId?: string | undefined }, limit: number) {
  return db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .innerJoin(organisations, bySupplier)
    .where(and(...publicProductConditions({}), from.afterId ? gt(products.id, from.afterId) : undefined))
    .orderBy(asc(products.id))
    .limit(limit)
    .offset(from.afterId ? 0 : from.offset);
}
