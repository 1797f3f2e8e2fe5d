import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef } from './columns';
import { products } from './catalogue';

/**
 * A product's pictures (at most 6), in the order the supplier chose: the first (lowest position) is the cover.
 * The bytes live in the file storage (DATA_DIR/uploads or S3) under content-addressed keys, one per size the
 * screens use; width and height are the uploaded picture's, upright. Positions are 0…n-1 without gaps, unique
 * per product (a deferred constraint, so a reorder can swap them: drizzle can't declare one, so it is
 * hand-written at the end of migration 0011 and its index serves the lookups by product).
 */
export const productImages = pgTable(
  'product_images',
  {
    id: randomId(),
    productId: requiredRef('product_id', () => products.id),
    position: integer('position').notNull(),
    altText: text('alt_text').notNull().default(''),
    thumbnailKey: text('thumbnail_key').notNull(),
    cardKey: text('card_key').notNull(),
    detailKey: text('detail_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('product_images_position_range', sql`${t.position} between 0 and 5`),
    check('product_images_alt_text_length', sql`length(${t.altText}) <= 250`),
    check('product_images_size_positive', sql`${t.width} > 0 and ${t.height} > 0`),
    check(
      'product_images_keys_shape',
      sql`${t.thumbnailKey} ~ '^[0-9a-f]{64}-thumbnail\\.webp$' and ${t.cardKey} ~ '^[0-9a-f]{64}-card\\.webp$' and ${t.detailKey} ~ '^[0-9a-f]{64}-detail\\.webp$'`,
    ),
  ],
);
