import { randomBytes } from 'node:crypto';
import { productImages, type Database } from '@tapline/db';

/** An image row for a test that needs one to exist (its keys name no stored file). */
export async function insertTestProductImage(db: Database, productId: string, position = 0) {
  const key = (size: string) => `${randomBytes(32).toString('hex')}-${size}.webp`;
  const [row] = await db
    .insert(productImages)
    .values({
      productId,
      position,
      thumbnailKey: key('thumbnail'),
      cardKey: key('card'),
      detailKey: key('detail'),
      width: 100,
      height: 100,
    })
    .returning();
  return row!;
}
