import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type DatabaseHandle } from '../client';
import { createTestDatabase } from '../../test/test-database';
import { createMembership, createProfile, createSupplier, createVenue } from '../../test/factories';
import { approvalRequests, memberships } from './index';

let handle: DatabaseHandle;
beforeAll(async () => {
  // migrated from nothing in one transaction (PostgreSQL too with TEST_DATABASE_URL): 0049 uses the roles 0048 made
  handle = await createTestDatabase();
});
afterAll(async () => {
  await handle.close();
});

describe('migration 0049: venue members become buyers', () => {
  it('turns a venue’s members into buyers without limits and leaves suppliers’ members and other roles alone', async () => {
    const [venue, supplier, a, b, c] = await Promise.all([
      createVenue(handle.db),
      createSupplier(handle.db),
      createProfile(handle.db),
      createProfile(handle.db),
      createProfile(handle.db),
    ]);
    await createMembership(handle.db, { organisationId: venue!.id, userId: a!.id, organisationRole: 'member' });
    await createMembership(handle.db, { organisationId: venue!.id, userId: b!.id, organisationRole: 'admin' });
    await createMembership(handle.db, { organisationId: supplier!.id, userId: c!.id, organisationRole: 'member' });
    const text = await readFile(join(migrationsFolder, '0049_venue_members_become_buyers.sql'), 'utf8');
    for (const statement of text.split('--> statement-breakpoint')) await handle.db.execute(sql.raw(statement));
    const rows = await handle.db
      .select({ userId: memberships.userId, role: memberships.organisationRole, limit: memberships.weekLimitCents })
      .from(memberships);
    const roleOf = (userId: string) => rows.find((row) => row.userId === userId);
    expect(roleOf(a!.id)).toEqual({ userId: a!.id, role: 'buyer', limit: null });
    expect(roleOf(b!.id)?.role).toBe('admin');
    expect(roleOf(c!.id)?.role).toBe('member');
  });
});

describe('approval requests’ frozen snapshot', () => {
  it('refuses a change to the snapshot or its total, and lets the decision change', async () => {
    const [venue, person] = await Promise.all([createVenue(handle.db), createProfile(handle.db)]);
    const snapshot = { groups: [], purchaseOrderNumber: null, subtotalCents: 100, taxCents: 10, totalCents: 110 };
    const [request] = await handle.db
      .insert(approvalRequests)
      .values({
        venueId: venue!.id,
        requestedBy: person!.id,
        reason: 'staff',
        reasonText: 'Staff',
        currency: 'AUD',
        snapshot,
        totalCents: 110,
      })
      .returning();
    const change = (values: Partial<typeof approvalRequests.$inferInsert>) =>
      handle.db.update(approvalRequests).set(values).where(eq(approvalRequests.id, request!.id));
    await expect(change({ snapshot: { ...snapshot, totalCents: 1 } })).rejects.toThrow();
    await expect(change({ totalCents: 1 })).rejects.toThrow();
    await change({ status: 'declined', decidedAt: new Date(), decisionNote: 'Too much' });
    const [after] = await handle.db.select().from(approvalRequests).where(eq(approvalRequests.id, request!.id));
    expect(after).toMatchObject({ status: 'declined', totalCents: 110, snapshot });
  });
});
