import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type DatabaseHandle } from '../client';
import { createTestDatabase } from '../testing/test-database';
import { createProduct, createSupplier, createVenue } from '../testing/factories';
import { onTapEntries, type ServingSize } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

/** Migration 0021's hand-written data statements (its UPDATEs) again, over rows as they were before it. */
async function backfillOnTap() {
  const text = await readFile(join(migrationsFolder, '0021_on_tap_editor.sql'), 'utf8');
  const updates = text.split('--> statement-breakpoint').filter((statement) => /^\s*(--[^\n]*\n\s*)*UPDATE/.test(statement));
  expect(updates).toHaveLength(3);
  for (const statement of updates) await handle.db.execute(sql.raw(statement));
}

describe('migration 0021: the On Tap list before the editor', () => {
  it('orders entries by tap, renames serving sizes’ name to label, and keeps a shared tap with the first poured', async () => {
    const venue = await createVenue(handle.db);
    const supplier = await createSupplier(handle.db);
    const [a, b, c] = await Promise.all([1, 2, 3].map(() => createProduct(handle.db, { supplierId: supplier.id })));
    const old = [{ name: 'Pint', volumeMl: 570, priceCents: 1200 }] as unknown as ServingSize[];
    // as rows stood before: every entry at position 0; two sharing tap 4 (one of them "next", the index allows it)
    await handle.db.insert(onTapEntries).values([
      { venueId: venue.id, productId: a!.id, tapNumber: 7, servingSizes: old, since: new Date('2026-01-03T00:00:00Z') },
      { venueId: venue.id, productId: b!.id, tapNumber: 4, since: new Date('2026-01-01T00:00:00Z') },
      { venueId: venue.id, productId: c!.id, tapNumber: 4, status: 'next', since: new Date('2026-01-02T00:00:00Z') },
    ]);
    await backfillOnTap();
    const rows = await handle.db
      .select({ productId: onTapEntries.productId, tapNumber: onTapEntries.tapNumber, position: onTapEntries.position, servingSizes: onTapEntries.servingSizes })
      .from(onTapEntries)
      .where(eq(onTapEntries.venueId, venue.id))
      .orderBy(asc(onTapEntries.position));
    expect(rows).toEqual([
      { productId: b!.id, tapNumber: 4, position: 0, servingSizes: [] },
      { productId: c!.id, tapNumber: null, position: 1, servingSizes: [] },
      { productId: a!.id, tapNumber: 7, position: 2, servingSizes: [{ label: 'Pint', volumeMl: 570, priceCents: 1200 }] },
    ]);
  });
});
