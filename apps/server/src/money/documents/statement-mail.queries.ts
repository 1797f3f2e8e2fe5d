import { and, asc, eq, sql } from 'drizzle-orm';
import { organisations, statementMailings, supplierInvoiceSettings, taxDocuments, type Database } from '@tapline/db';

/**
 * Active suppliers that mail statements (the setting, on by default) and issued something, whose own calendar is
 * within the first `days` days of a month at `now`: with their date there.
 */
export async function listSuppliersMailingStatements(db: Database, now: Date, days: number) {
  const localToday = sql`(${now.toISOString()}::timestamptz at time zone ${organisations.timeZone})::date`;
  return db
    .select({ id: organisations.id, name: organisations.name, today: sql<string>`(${localToday})::text` })
    .from(organisations)
    .leftJoin(supplierInvoiceSettings, eq(supplierInvoiceSettings.supplierId, organisations.id))
    .where(
      and(
        eq(organisations.type, 'supplier'),
        eq(organisations.status, 'active'),
        sql`coalesce(${supplierInvoiceSettings.mailStatements}, true)`,
        sql`extract(day from ${localToday}) <= ${days}`,
        sql`exists (select 1 from ${taxDocuments} where ${taxDocuments.supplierId} = ${organisations.id})`,
      ),
    )
    .orderBy(asc(organisations.id));
}

/** The venues whose statement of the month (its first day) the supplier has mailed. */
export async function listMailedVenues(db: Database, supplierId: string, month: string): Promise<Set<string>> {
  const rows = await db
    .select({ venueId: statementMailings.venueId })
    .from(statementMailings)
    .where(and(eq(statementMailings.supplierId, supplierId), eq(statementMailings.month, month)));
  return new Set(rows.map((row) => row.venueId));
}

/** Claims the pair's statement of the month: false when another tick (or instance) already mailed it. */
export async function claimStatementMailing(tx: Database, supplierId: string, venueId: string, month: string): Promise<boolean> {
  const claimed = await tx
    .insert(statementMailings)
    .values({ supplierId, venueId, month })
    .onConflictDoNothing()
    .returning({ venueId: statementMailings.venueId });
  return claimed.length > 0;
}
