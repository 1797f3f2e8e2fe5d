import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  customType,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations } from './organisations';
import { productStatus, skuStatus } from './enums';
import { kegTypes } from './keg-types';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });
/** text compared byte by byte whatever the database's locale: a range of it is every string starting with its bound */
const byteText = customType<{ data: string }>({ dataType: () => 'text COLLATE "C"' });

export const products = pgTable(
  'products',
  {
    id: randomId(),
    supplierId: requiredRef('supplier_id', () => organisations.id),
    // Globally unique (a stricter form of "unique per supplier") so /products/{slug} is unambiguous:
    // docs/decisions/0003-product-slugs.md
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    style: text('style').notNull().default(''),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    abv: numeric('abv', { precision: 4, scale: 1, mode: 'number' }),
    ibu: integer('ibu'),
    origin: text('origin'),
    imageUrl: text('image_url'),
    status: productStatus('status').notNull().default('draft'),
    /** optimistic concurrency: every change adds one; an update names the version it read (decision 0066) */
    version: integer('version').notNull().default(1),
    /**
     * The search document, kept by the database (migration 0013, decision 0097): name (A), style, tags and the
     * supplier's name (B), description (C). Triggers rewrite it when the product or its supplier's name changes.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /** Kept from the active SKUs by a trigger on skus (decision 0097): the cheapest pack's price, null without SKUs */
    fromPriceCents: integer('from_price_cents'),
    /** the cheapest price per litre over active SKUs with a volume, in cents; null when none has one */
    fromLitrePriceCents: integer('from_litre_price_cents'),
    /** the pack formats of the active SKUs: keg, can, bottle, other */
    packFormats: text('pack_formats')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** some active SKU is in stock (or does not track stock) */
    inStock: boolean('in_stock').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('products_id_supplier_unique').on(t.id, t.supplierId),
    check('products_slug_format', sql`${t.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and length(${t.slug}) <= 120`),
    check('products_name_present', sql`length(trim(${t.name})) between 1 and 160`),
    check('products_abv_range', sql`${t.abv} is null or ${t.abv} between 0 and 99.9`),
    check('products_ibu_range', sql`${t.ibu} is null or ${t.ibu} between 0 and 1000`),
    // tags are lower-case words without commas (a comma separates tags in `?tags=`); the contract normalises them
    check(
      'products_tags_format',
      sql`cardinality(${t.tags}) <= 20 and array_to_string(${t.tags}, '') = lower(array_to_string(${t.tags}, '')) and strpos(array_to_string(${t.tags}, '|'), ',') = 0`,
    ),
    check('products_version_positive', sql`${t.version} >= 1`),
    index('products_supplier_idx').on(t.supplierId),
    index('products_search_idx').using('gin', t.searchVector),
    index('products_tags_idx').using('gin', t.tags),
    index('products_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('products_pack_formats_idx').using('gin', t.packFormats),
    index('products_style_idx').on(t.style),
    // the list orders (decision 0097): each walks one index and stops at the page; the supplier last so a page's
    // ids come from the index alone (the supplier's status is checked by a hashed list, decision 0159); migration
    // 0034 makes the name order's cover the list's filters and facets, INCLUDE (tags, style, pack_formats, abv), which
    // Drizzle's index builder can't say
    index('products_name_order_idx')
      .on(t.name, t.id, t.supplierId)
      .where(sql`status = 'active'`),
    index('products_newest_order_idx')
      .on(t.createdAt.desc().nullsFirst(), t.name, t.id, t.supplierId)
      .where(sql`status = 'active'`),
    index('products_price_order_idx')
      .on(t.fromPriceCents, t.name, t.id, t.supplierId)
      .where(sql`status = 'active'`),
    // the search box's names starting with what was typed (decision 0102, amended): a range of this index, in its
    // order, stops at the fifth; "C" so the range's bounds are byte order whatever the database's locale
    index('products_name_prefix_idx')
      .on(sql`(lower(${t.name}) collate "C")`, t.id)
      .where(sql`status = 'active'`),
  ],
);

/**
 * Every word (3 letters or more) of the products' names, styles and tags, once (migration 0025; decision 0097,
 * amended): a search whose words match nothing is corrected to the nearest of these by trigram similarity, over a few
 * thousand words instead of every name. Statement triggers on products add the words of what is written; a word no
 * product holds any more stays, and costs only a correction that then finds nothing.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [
  index('search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops')),
]);

/**
 * Each product's search document as postings (migration 0026; decision 0121): one row per lexeme of
 * `products.search_vector` with the product's `ts_rank` for that lexeme alone and its name, kept by statement
 * triggers on products. A one-word search whose word is the only lexeme of the catalogue starting with it walks
 * this index in its own relevance order (rank, then name, then id) and stops once the list has what it needs,
 * instead of reading and ranking every product that holds the word.
 *
 * Each posting also carries what the walk's facets, pack and ABV filters and public check read of the product
 * (migrations 0027 and 0033; decisions 0122 and 0158): its supplier, style, tags, pack formats and ABV, in the index
 * (as bits) after its key, so the walk is answered by the index alone. Only active products have postings. Prices and stock
 * are not copied: a SKU's price or stock change leaves the postings alone, and a walk filtered by them reads the
 * product's own row.
 */
export const searchPostings = pgTable(
  'search_postings',
  {
    lexeme: byteText('lexeme').notNull(),
    productId: uuid('product_id').notNull(),
    rank: real('rank').notNull(),
    name: text('name').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    style: text('style').notNull(),
    tags: text('tags').array().notNull(),
    /** the product's pack formats as bits, 1 << each one's place in `packFormats` (SQL `pack_mask`) */
    packs: smallint('packs').notNull(),
    abv: numeric('abv', { precision: 4, scale: 1, mode: 'number' }),
  },
  // migration 0033 adds INCLUDE (supplier_id, style, tags, packs, abv), which Drizzle's index builder can't say
  (t) => [index('search_postings_order_idx').on(t.lexeme, t.rank.desc(), t.name, t.productId)],
);

/**
 * The products whose postings are due (migration 0032; decision 0157): a write to a product marks it here and drops
 * its old postings at once; the product's postings are written once, from its row as it stands, when the transaction
 * commits (a deferred trigger), so a product created with its packs in one transaction is written once, not once
 * without its packs and again with them. Empty outside a transaction that wrote products.
 */
export const searchPostingsDue = pgTable('search_postings_due', { productId: uuid('product_id').primaryKey() });

export const skus = pgTable(
  'skus',
  {
    id: randomId(),
    productId: uuid('product_id').notNull(),
    supplierId: uuid('supplier_id').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    /** basis points: 1000 = 10 % GST */
    taxRateBasisPoints: integer('tax_rate_basis_points').notNull().default(1000),
    unitsPerPack: integer('units_per_pack').notNull().default(1),
    status: skuStatus('status').notNull().default('active'),
    /** volume of one unit in mL (a 50 L keg: 50000; a 375 mL can: 375), for the price per litre; null = not given */
    volumeMl: integer('volume_ml'),
    /** null = stock not tracked */
    stockOnHand: integer('stock_on_hand'),
    /** the keg it comes in (issue 37): a deposit and the keg ledger follow it; null = not a keg */
    kegTypeId: uuid('keg_type_id').references(() => kegTypes.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    /** optimistic concurrency, as products.version */
    version: integer('version').notNull().default(1),
    ...timestamps(),
  },
  (t) => [
    // the SKU's supplier is always its product's supplier
    foreignKey({
      name: 'skus_product_supplier_fk',
      columns: [t.productId, t.supplierId],
      foreignColumns: [products.id, products.supplierId],
    }).onDelete('cascade'),
    unique('skus_supplier_code_unique').on(t.supplierId, t.code),
    check('skus_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
    check('skus_tax_rate_range', sql`${t.taxRateBasisPoints} between 0 and 10000`),
    check('skus_units_per_pack_range', sql`${t.unitsPerPack} between 1 and 10000`),
    check('skus_stock_nonnegative', sql`${t.stockOnHand} is null or ${t.stockOnHand} >= 0`),
    check('skus_code_present', sql`length(trim(${t.code})) between 1 and 64`),
    check('skus_volume_range', sql`${t.volumeMl} is null or ${t.volumeMl} between 1 and 1000000`),
    check('skus_version_positive', sql`${t.version} >= 1`),
    index('skus_product_idx').on(t.productId),
    index('skus_keg_type_idx')
      .on(t.kegTypeId)
      .where(sql`keg_type_id is not null`),
  ],
);

export const venuePrices = pgTable(
  'venue_prices',
  {
    venueId: requiredRef('venue_id', () => organisations.id),
    skuId: requiredRef('sku_id', () => skus.id),
    unitPriceCents: integer('unit_price_cents').notNull(),
    ...timestamps(),
  },
  (t) => [
    primaryKey({ columns: [t.venueId, t.skuId] }),
    index('venue_prices_sku_idx').on(t.skuId),
    check('venue_prices_price_nonnegative', sql`${t.unitPriceCents} >= 0`),
  ],
);

/** Slugs a product used to have: old links keep working after a rename (as organisation_slug_history, decision 0007). */
export const productSlugHistory = pgTable(
  'product_slug_history',
  {
    slug: text('slug').primaryKey(),
    productId: requiredRef('product_id', () => products.id),
    retiredAt: timestamptz('retired_at').notNull().defaultNow(),
  },
  (t) => [index('product_slug_history_product_idx').on(t.productId)],
);

/**
 * One row counting changes to what the public catalogue shows (products, SKUs, venue prices, organisations and
 * their addresses, On Tap lists, product images, slugs). Triggers add one per changing statement, in the
 * changing transaction, so every instance's answer cache sees a change as soon as it commits (decision 0101).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    singleton: boolean('singleton').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('catalogue_version_single_row', sql`${t.singleton}`)],
);
