import { eq } from 'drizzle-orm';
import { applications, auditLog, type Database } from '@tapline/db';

let made = 0;

/** An application as the public form and its verification leave it (status new), for the admin tests. */
export async function insertTestApplication(db: Database, values: Partial<typeof applications.$inferInsert> = {}) {
  made += 1;
  const [row] = await db
    .insert(applications)
    .values({
      type: 'supplier',
      businessName: `Applicant Brewing ${made}`,
      kind: 'brewery',
      abn: '51824753556',
      address: { line1: '1 Mash Lane', suburb: 'Marrickville', state: 'NSW', postcode: '2204' },
      contactName: 'Bea Brewer',
      email: `applicant-${made}-${Math.random().toString(36).slice(2, 8)}@example.test`,
      phone: '02 9000 1234',
      deliveryAreas: ['Sydney metro'],
      status: 'new',
      verifiedAt: new Date(),
      ...values,
    })
    .returning();
  return row!;
}

export async function findTestApplication(db: Database, id: string) {
  const [row] = await db.select().from(applications).where(eq(applications.id, id));
  return row;
}

export async function auditRowsFor(db: Database, targetId: string) {
  return db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
}
