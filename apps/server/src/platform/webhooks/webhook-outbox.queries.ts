import { randomUUID } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import {
  organisations,
  webhookAttempts,
  webhookDeliveries,
  webhookEndpoints,
  webhookEvents,
  webhookSequences,
  type Database,
} from '@tapline/db';

// The webhook outbox's writes and the sender's claims (decisions 0197, 0198).

/** The organisation's next sequence number, taken in the caller's transaction (its row stays locked until it ends). */
export async function nextSequence(tx: Database, organisationId: string): Promise<number> {
  const [row] = await tx
    .insert(webhookSequences)
    .values({ organisationId, last: 1 })
    .onConflictDoUpdate({ target: webhookSequences.organisationId, set: { last: sql`${webhookSequences.last} + 1` } })
    .returning({ last: webhookSequences.last });
  return row!.last;
}

export async function insertWebhookEvent(tx: Database, event: typeof webhookEvents.$inferInsert): Promise<void> {
  await tx.insert(webhookEvents).values(event);
}

/** The organisation's endpoints that want the type (or the one endpoint named: a test event). */
export async function listWantingEndpoints(tx: Database, organisationId: string, type: string, onlyEndpointId?: string) {
  return tx
    .select({ id: webhookEndpoints.id, enabled: webhookEndpoints.enabled })
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.organisationId, organisationId),
        onlyEndpointId ? eq(webhookEndpoints.id, onlyEndpointId) : sql`${type} = any(${webhookEndpoints.eventTypes})`,
      ),
    );
}

/**
 * The active organisations of one kind with an enabled endpoint wanting the type: one statement, whatever their number
 * (an event fanned out to many organisations, decision 0197: product.changed to venues).
 */
export async function listSubscribedOrganisations(tx: Database, type: string, organisationType: 'venue' | 'supplier'): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ id: webhookEndpoints.organisationId })
    .from(webhookEndpoints)
    .innerJoin(organisations, eq(organisations.id, webhookEndpoints.organisationId))
    .where(
      and(
        eq(webhookEndpoints.enabled, true),
        sql`${type} = any(${webhookEndpoints.eventTypes})`,
        eq(organisations.type, organisationType),
        eq(organisations.status, 'active'),
      ),
    );
  return rows.map((row) => row.id);
}

export interface NewDelivery {
  eventId: string;
  endpointId: string;
  status: 'pending' | 'skipped';
  nextAttemptAt: Date | null;
}

/** The deliveries in one statement; answers their ids in the order given. */
export async function insertDeliveries(tx: Database, deliveries: readonly NewDelivery[]): Promise<string[]> {
  if (deliveries.length === 0) return [];
  const rows = deliveries.map((delivery) => ({ ...delivery, id: randomUUID() }));
  await tx.insert(webhookDeliveries).values(rows);
  return rows.map((row) => row.id);
}

/** A delivery with its endpoint and event, its row and its endpoint's locked (claims on one endpoint take turns). */
export async function lockDelivery(tx: Database, deliveryId: string) {
  const [row] = await tx
    .select({
      id: webhookDeliveries.id,
      status: webhookDeliveries.status,
      attemptCount: webhookDeliveries.attemptCount,
      nextAttemptAt: webhookDeliveries.nextAttemptAt,
      leaseUntil: webhookDeliveries.leaseUntil,
      endpointId: webhookEndpoints.id,
      organisationId: webhookEndpoints.organisationId,
      url: webhookEndpoints.url,
      enabled: webhookEndpoints.enabled,
      secret: webhookEndpoints.secret,
      previousSecret: webhookEndpoints.previousSecret,
      previousSecretExpiresAt: webhookEndpoints.previousSecretExpiresAt,
      failingSince: webhookEndpoints.failingSince,
      failingReportedAt: webhookEndpoints.failingReportedAt,
      eventId: webhookEvents.id,
      body: webhookEvents.body,
    })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookEvents, eq(webhookEvents.id, webhookDeliveries.eventId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .for('update', { of: [webhookDeliveries, webhookEndpoints] });
  return row;
}
export type LockedDelivery = NonNullable<Awaited<ReturnType<typeof lockDelivery>>>;

/** How many of the endpoint's deliveries a worker holds now. */
export async function countInFlight(tx: Database, endpointId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), sql`${webhookDeliveries.leaseUntil} > ${now.toISOString()}::timestamptz`));
  return row?.count ?? 0;
}

export async function updateDelivery(tx: Database, deliveryId: string, set: Partial<typeof webhookDeliveries.$inferInsert>, now: Date) {
  await tx
    .update(webhookDeliveries)
    .set({ ...set, updatedAt: now })
    .where(eq(webhookDeliveries.id, deliveryId));
}

export async function updateEndpointHealth(tx: Database, endpointId: string, set: Partial<typeof webhookEndpoints.$inferInsert>) {
  await tx.update(webhookEndpoints).set(set).where(eq(webhookEndpoints.id, endpointId));
}

/** An endpoint is disabled: its deliveries still waiting are skipped (kept, recoverable). */
export async function skipPendingDeliveries(tx: Database, endpointId: string, now: Date): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({ status: 'skipped', nextAttemptAt: null, updatedAt: now })
    .where(
      and(
        eq(webhookDeliveries.endpointId, endpointId),
        eq(webhookDeliveries.status, 'pending'),
        sql`${webhookDeliveries.leaseUntil} is null`,
      ),
    );
}

export async function insertAttempt(tx: Database, attempt: typeof webhookAttempts.$inferInsert): Promise<void> {
  await tx.insert(webhookAttempts).values(attempt);
}

/** Events older than `before` go, with their deliveries and attempts; answers how many. */
export async function deleteEventsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.delete(webhookEvents).where(lt(webhookEvents.createdAt, before)).returning({ id: webhookEvents.id });
  return rows.length;
}
