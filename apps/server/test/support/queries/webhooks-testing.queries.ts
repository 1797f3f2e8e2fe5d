import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { notifications, outboxMessages, webhookDeliveries, webhookEndpoints, webhookEvents, type Database } from '@tapline/db';

/** An endpoint of the organisation, written straight in (a public address literal: no DNS in tests). */
export async function insertTestWebhookEndpoint(db: Database, organisationId: string): Promise<string> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      organisationId,
      url: 'https://93.184.216.34/hook',
      eventTypes: ['menu.updated'],
      secret: 'whsec_dGVzdC1zZWNyZXQtdGVzdC1zZWNyZXQtdGVzdA==',
    })
    .returning({ id: webhookEndpoints.id });
  return row!.id;
}

/** A failed delivery of a fresh event to the endpoint, with no job behind it. */
export async function insertTestFailedDelivery(db: Database, organisationId: string, endpointId: string): Promise<string> {
  const eventId = `evt_${randomUUID().replaceAll('-', '')}`;
  await db.insert(webhookEvents).values({ id: eventId, organisationId, type: 'menu.updated', sequence: 1, body: '{}' });
  const [row] = await db
    .insert(webhookDeliveries)
    .values({ eventId, endpointId, status: 'failed', attemptCount: 8 })
    .returning({ id: webhookDeliveries.id });
  return row!.id;
}

/** The bell's rows of an organisation of one kind: who was told what. */
export async function webhookNoticesTesting(db: Database, organisationId: string, kind: string) {
  return db
    .select({ userId: notifications.userId, title: notifications.title, link: notifications.link })
    .from(notifications)
    .where(and(eq(notifications.organisationId, organisationId), eq(notifications.kind, kind)));
}

/** The outbox's mails of a template: to whom, and what. */
export async function webhookMailsTesting(db: Database, template: string) {
  return db
    .select({ to: outboxMessages.to, subject: outboxMessages.subject, body: outboxMessages.body })
    .from(outboxMessages)
    .where(eq(outboxMessages.template, template));
}

/** The webhook events written for an organisation: their type and what they are about. */
export async function webhookEventsTesting(db: Database, organisationId: string) {
  return db
    .select({ type: webhookEvents.type, resourceId: webhookEvents.resourceId })
    .from(webhookEvents)
    .where(eq(webhookEvents.organisationId, organisationId));
}
