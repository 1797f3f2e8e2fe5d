import { eq, sql, type SQL } from 'drizzle-orm';
import { executeRows, organisations, products, skus, type Database } from '@tapline/db';

// Set-up and inspection for the products module's own tests (the search's triggers and plans).

export async function renameOrganisation(db: Database, id: string, name: string) {
  await db.update(organisations).set({ name }).where(eq(organisations.id, id));
}

export async function setOrganisationStatus(db: Database, id: string, status: 'active' | 'suspended') {
  await db.update(organisations).set({ status }).where(eq(organisations.id, id));
}

export async function setProductStatus(db: Database, id: string, status: 'active' | 'archived') {
  await db.update(products).set({ status }).where(eq(products.id, id));
}

export async function archiveProduct(db: Database, id: string) {
  await setProductStatus(db, id, 'archived');
}

export async function setProductTags(db: Database, id: string, tags: string[]) {
  await db.update(products).set({ tags }).where(eq(products.id, id));
}

export async function renameProduct(db: Database, id: string, name: string, description?: string) {
  await db
    .update(products)
    .set({ name, ...(description === undefined ? {} : { description }) })
    .where(eq(products.id, id));
}

export async function deleteProduct(db: Database, id: string) {
  await db.delete(products).where(eq(products.id, id));
}

/**
 * The postings that differ from what the products give now (decisions 0121, 0122, 0158): for each active product,
 * each lexeme of its search document with its rank, and the product's name, supplier, style, tags, pack formats (as
 * bits) and ABV; each side's extra rows. None when the triggers kept search_postings as they should.
 */
export async function postingsDrift(db: Database): Promise<Record<string, unknown>[]> {
  const now = sql`select x.lexeme, p.id, x.rank, p.name, p.supplier_id, p.style, p.tags, pack_mask(p.pack_formats), p.abv
    from products p, product_postings(p.search_vector) x where p.status = 'active'`;
  const kept = sql`select lexeme, product_id, rank, name, supplier_id, style, tags, packs, abv from search_postings`;
  return executeRows(
    db,
    sql`
    (select 'stale' as side, k.* from (${kept} except all ${now}) k)
    union all
    (select 'missing', n.* from (${now} except all ${kept}) n)`,
  );
}

export async function postingsOf(db: Database, productId: string): Promise<number> {
  const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from search_postings where product_id = ${productId}`);
  return row!.n;
}

/** Where a product's postings are stored (their row versions): a rewrite moves them (decision 0158). */
export async function postingsPlaces(db: Database, productId: string): Promise<string> {
  const [row] = await executeRows<{ at: string }>(
    db,
    sql`select string_agg(ctid::text, ',' order by ctid) as at from search_postings where product_id = ${productId}`,
  );
  return row!.at;
}

/** How many products' postings wait for their transaction's commit (decision 0157). */
export async function postingsDue(db: Database): Promise<number> {
  const [row] = await executeRows<{ n: number }>(db, sql`select count(*)::int as n from search_postings_due`);
  return row!.n;
}

export async function setSkuStock(db: Database, id: string, stockOnHand: number) {
  await db.update(skus).set({ stockOnHand }).where(eq(skus.id, id));
}

export async function archiveSku(db: Database, id: string) {
  await db.update(skus).set({ status: 'archived' }).where(eq(skus.id, id));
}

export async function deleteSku(db: Database, id: string) {
  await db.delete(skus).where(eq(skus.id, id));
}

export interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows': number;
  'Actual Loops': number;
  'Rows Removed by Filter'?: number;
  /** an Index Only Scan's entries whose row it had to read after all (not yet all-visible) */
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
}

/** The plan of `query` as run (EXPLAIN ANALYZE), made with sequential scans priced out (see the plans test). */
export async function analysedPlanWithoutSeqScans(db: Database, query: SQL | { getSQL(): SQL }): Promise<PlanNode> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    const [row] = await executeRows(tx, sql`explain (analyze, format json) ${query}`);
    const json: unknown = Object.values(row!)[0];
    const [{ Plan: root }] = (typeof json === 'string' ? JSON.parse(json) : json) as [{ Plan: PlanNode }];
    return root;
  });
}

/**
 * The slugs of the public products (active, of an active supplier), with `tag` when given, in the list's name order
 * from `offset`: what a list's pages must answer, read without the list's own statements.
 */
export async function publicSlugsInNameOrder(db: Database, tag: string | undefined, offset: number, limit: number): Promise<string[]> {
  const rows = await executeRows<{ slug: string }>(
    db,
    sql`select p.slug from products p join organisations o on o.id = p.supplier_id
      where p.status = 'active' and o.status = 'active' ${tag ? sql`and p.tags @> array[${tag}]::text[]` : sql``}
      order by p.name, p.id offset ${offset} limit ${limit}`,
  );
  return rows.map((row) => row.slug);
}
