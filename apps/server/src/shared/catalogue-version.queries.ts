import { catalogueVersion, type Database } from '@tapline/db';

/** How many changes the public catalogue has had: triggers count them as they commit (decision 0101). */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
  return row?.version ?? 0;
}
