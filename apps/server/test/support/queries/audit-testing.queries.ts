import { asc, eq, sql } from 'drizzle-orm';
import { auditLog, type Database } from '@tapline/db';

/** Every audit row about an organisation, oldest first (tests compare what a change added). */
export async function auditRowsOf(db: Database, organisationId: string) {
  return db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorIsPlatformAdmin: auditLog.actorIsPlatformAdmin,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      before: auditLog.before,
      after: auditLog.after,
    })
    .from(auditLog)
    .where(eq(auditLog.organisationId, organisationId))
    .orderBy(asc(auditLog.createdAt), asc(auditLog.action));
}

/**
 * Makes every insert into `table` fail (a trigger raising an error) until `stopFailing`: a change whose later
 * statement fails rolls back, its audit row with it.
 */
export async function failInsertsInto(db: Database, table: 'notifications' | 'audit_log') {
  await db.execute(
    sql.raw(
      `create or replace function tapline_test_refuse() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$`,
    ),
  );
  await db.execute(
    sql.raw(`create trigger tapline_test_refuse before insert on ${table} for each row execute function tapline_test_refuse()`),
  );
}

export async function stopFailing(db: Database, table: 'notifications' | 'audit_log') {
  await db.execute(sql.raw(`drop trigger if exists tapline_test_refuse on ${table}`));
}
