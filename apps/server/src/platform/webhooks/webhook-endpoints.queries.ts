import { and, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from '@tapline/db';

// The endpoints' management reads and writes (decision 0197): an organisation's endpoints, their deliveries and attempts.

const endpointColumns = {
  id: webhookEndpoints.id,
  url: webhookEndpoints.url,
  description: webhookEndpoints.description,
  eventTypes: webhookEndpoints.eventTypes,
  enabled: webhookEndpoints.enabled,
  disabledReason: webhookEndpoints.disabledReason,
  failingSince: webhookEndpoints.failingSince,
  previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
  createdAt: webhookEndpoints.createdAt,
};

/** The organisation's endpoints, each with its deliveries finished in the last day: succeeded and all. */
export async function listEndpoints(db: Database, organisationId: string, since: Date) {
  return db
    .select({
      ...endpointColumns,
      // the outer row's id spelt out: inside the subquery a bare "id" would be the delivery's
      succeeded: sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = "webhook_endpoints"."id" and d.status = 'succeeded' and d.updated_at >= ${since.toISOString()}::timestamptz)`,
      finished: sql<number>`(select count(*)::int from ${webhookDeliveries} d where d.endpoint_id = "webhook_endpoints"."id" and d.status in ('succeeded', 'failed') and d.updated_at >= ${since.toISOString()}::timestamptz)`,
    })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organisationId, organisationId))
    .orderBy(webhookEndpoints.createdAt);
}

export async function findEndpoint(db: Database, organisationId: string, endpointId: string) {
  const [row] = await db
    .select({ ...endpointColumns, secret: webhookEndpoints.secret, previousSecret: webhookEndpoints.previousSecret })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.organisationId, organisationId), eq(webhookEndpoints.id, endpointId)));
  return row;
}

export async function insertEndpoint(db: Database, row: typeof webhookEndpoints.$inferInsert): Promise<string> {
  const [inserted] = await db.insert(webhookEndpoints).values(row).returning({ id: webhookEndpoints.id });
  return inserted!.id;
}

export async function updateEndpoint(db: Database, endpointId: string, set: Partial<typeof webhookEndpoints.$inferInsert>) {
  await db.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, endpointId));
}

export async function deleteEndpoint(db: Database, endpointId: string) {
  await db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, endpointId));
}

/** The endpoint's latest deliveries with their event and attempts (three statements). */
export async function listDeliveries(db: Database, endpointId: string, limit: number) {
  const deliveries = await db
    .select({
      id: webhookDeliveries.id,
      eventId: webhookDeliveries.eventId,
      eventType: webhookEvents.type,
      status: webhookDeliveries.status,
      attemptCount: webhookDeliveries.attemptCount,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      createdAt: webhookDeliveries.createdAt,
      requestBody: webhookEvents.body,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
  const attempts =
    deliveries.length === 0
      ? []
      : await db
          .select()
          .from(webhookAttempts)
          .where(
            inArray(
              webhookAttempts.deliveryId,
              deliveries.map((delivery) => delivery.id),
            ),
          )
          .orderBy(webhookAttempts.at);
  return deliveries.map((delivery) => ({ ...delivery, attempts: attempts.filter((attempt) => attempt.deliveryId === delivery.id) }));
}

/** Puts deliveries of the endpoint back in the queue from the start of the schedule; answers their ids. */
export async function requeueDeliveries(
  db: Database,
  endpointId: string,
  which: { deliveryId: string } | { since: Date },
  now: Date,
): Promise<string[]> {
  const rows = await db
    .update(webhookDeliveries)
    .set({ status: 'pending', attemptCount: 0, nextAttemptAt: now, leaseUntil: null, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        'deliveryId' in which
          ? eq(webhookDeliveries.id, which.deliveryId)
          : and(inArray(webhookDeliveries.status, ['failed', 'skipped']), gte(webhookDeliveries.createdAt, which.since)),
        // one a worker holds is under way already
        sql`(${webhookDeliveries.leaseUntil} is null or ${webhookDeliveries.leaseUntil} <= ${now.toISOString()}::timestamptz)`,
      ),
    )
    .returning({ id: webhookDeliveries.id });
  return rows.map((row) => row.id);
}
