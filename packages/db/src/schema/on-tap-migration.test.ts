import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type DatabaseHandle } from '../client';
import { createTestDatabase } from '../../test/test-database';
import { createProduct, createSupplier, createVenue } from '../../test/factories';
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
      .select({
        productId: onTapEntries.productId,
        tapNumber: onTapEntries.tapNumber,
        position: onTapEntries.position,
        servingSizes: onTapEntries.servingSizes,
      })
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

describe('migration 0030: pouring lists dragged before their numbers followed', () => {
  it('puts each pouring list back in tap-number order, numberless taps last, leaving Next on, kicked rows and numbers alone', async () => {
    const text = await readFile(join(migrationsFolder, '0030_on_tap_order_follows_tap_numbers.sql'), 'utf8');
    const venue = await createVenue(handle.db);
    const other = await createVenue(handle.db);
    const supplier = await createSupplier(handle.db);
    const products = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => createProduct(handle.db, { supplierId: supplier.id })));
    const [one, two, three, cask, soon, gone, theirs] = products.map((product) => product!.id);
    const kickedAt = new Date('2026-01-05T00:00:00Z');
    // as a drag left them: places 0…3 reading taps 3, 1, none, 2
    await handle.db.insert(onTapEntries).values([
      { venueId: venue.id, productId: three, tapNumber: 3, position: 0 },
      { venueId: venue.id, productId: one, tapNumber: 1, position: 1 },
      { venueId: venue.id, productId: cask, tapNumber: null, position: 2 },
      { venueId: venue.id, productId: two, tapNumber: 2, position: 3 },
      { venueId: venue.id, productId: soon, status: 'next', tapNumber: 9, position: 0 },
      { venueId: venue.id, productId: gone, tapNumber: 4, position: 7, kickedAt },
      { venueId: other.id, productId: theirs, tapNumber: 1, position: 0 },
    ]);
    await handle.db.execute(sql.raw(text));
    const rows = await handle.db
      .select({
        productId: onTapEntries.productId,
        status: onTapEntries.status,
        tapNumber: onTapEntries.tapNumber,
        position: onTapEntries.position,
      })
      .from(onTapEntries)
      .where(eq(onTapEntries.venueId, venue.id))
      .orderBy(asc(onTapEntries.status), asc(onTapEntries.kickedAt), asc(onTapEntries.position));
    expect(rows).toEqual([
      { productId: soon, status: 'next', tapNumber: 9, position: 0 },
      { productId: gone, status: 'pouring', tapNumber: 4, position: 7 },
      { productId: one, status: 'pouring', tapNumber: 1, position: 0 },
      { productId: two, status: 'pouring', tapNumber: 2, position: 1 },
      { productId: three, status: 'pouring', tapNumber: 3, position: 2 },
      { productId: cask, status: 'pouring', tapNumber: null, position: 3 },
    ]);
  });
});
