import { asc, eq, like } from 'drizzle-orm';
import { notifications, outboxMessages, type Database } from '@tapline/db';

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
