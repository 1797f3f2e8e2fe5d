import { outboxMessages, type Database } from '@tapline/db';

/** Test helper: an outbox row in any state (no route writes one directly). */
export async function insertTestOutboxMessage(
  db: Database,
  values: { to: string; state: (typeof outboxMessages.$inferInsert)['state'] },
): Promise<string> {
  const [row] = await db
    .insert(outboxMessages)
    .values({ channel: 'email', to: values.to, subject: 'Test', body: 'Test', template: 'test', state: values.state })
    .returning({ id: outboxMessages.id });
  return row!.id;
}
