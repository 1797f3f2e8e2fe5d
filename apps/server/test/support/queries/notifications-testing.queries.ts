import { asc, eq, like } from 'drizzle-orm';
import { notifications, outboxMessages, sqlClientOf, type Database } from '@tapline/db';

/** Every notification that opens `link`, and every mail whose body names `id`, for tests of who was told. */
export async function toldOfTesting(db: Database, link: string, id: string) {
  const [rows, mail] = await Promise.all([
    db
      .select({ userId: notifications.userId, kind: notifications.kind, title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(eq(notifications.link, link)),
    db
      .select({ to: outboxMessages.to, template: outboxMessages.template })
      .from(outboxMessages)
      .where(like(outboxMessages.body, `%${id}%`))
      .orderBy(asc(outboxMessages.createdAt)),
  ]);
  return { notifications: rows, mail };
}

/** Sends the digest tick's job now, as the schedule would (pg-boss's own table); its id. */
export async function enqueueDigestTickTesting(db: Database, queue: string): Promise<string> {
  const { rows } = await sqlClientOf(db).executeSql(
    `insert into pgboss.job (name, data) values ($1, '{}'::jsonb) returning id::text as id`,
    [queue],
  );
  return String(rows[0]!.id);
}

/** The job's state (created, active, completed, failed …), wherever pg-boss keeps it now. */
export async function jobStateTesting(db: Database, id: string): Promise<string | undefined> {
  const { rows } = await sqlClientOf(db).executeSql(
    'select state::text as state from pgboss.job where id = $1::uuid union all select state::text from pgboss.archive where id = $1::uuid',
    [id],
  );
  return rows[0]?.state as string | undefined;
}

/** The cron of the queue's schedule, if it has one. */
export async function scheduleOfTesting(db: Database, queue: string): Promise<string | undefined> {
  const { rows } = await sqlClientOf(db).executeSql('select cron from pgboss.schedule where name = $1', [queue]);
  return rows[0]?.cron as string | undefined;
}

/** The digest mails, oldest first. */
export async function digestMailTesting(db: Database) {
  return db
    .select({ to: outboxMessages.to, subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.template, 'supplier_digest'))
    .orderBy(asc(outboxMessages.createdAt), asc(outboxMessages.to));
}
