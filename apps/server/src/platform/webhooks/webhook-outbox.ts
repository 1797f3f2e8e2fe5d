import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@tapline/contracts';
import type { Database } from '@tapline/db';
import type { JobQueue } from '../jobs/job-queue';
import {
  insertDeliveries,
  insertWebhookEvent,
  listSubscribedOrganisations,
  listWantingEndpoints,
  nextSequence,
} from './webhook-outbox.queries';
import { WEBHOOK_QUEUE, type WebhookJob } from './webhook-queues';

export interface WebhookEventInput {
  /** the organisation it concerns: only its endpoints receive it */
  organisationId: string;
  type: WebhookEventType;
  /** what it is about (a supplier order's id …) */
  resourceId?: string;
  data: unknown;
  /** a test event goes to this endpoint alone */
  onlyEndpointId?: string;
}

/** An event's id, also its `webhook-id`: `evt_` and 32 hex digits. */
function newEventId(): string {
  return `evt_${randomUUID().replaceAll('-', '')}`;
}

/**
 * Webhook events written in the transaction of the change that causes them (decision 0197): the event with the
 * organisation's next sequence number and its exact body, a delivery for each of the organisation's endpoints that
 * wants it (skipped for a disabled one: kept, recoverable), and each delivery's job. A rollback leaves none of it.
 */
export class WebhookOutbox {
  constructor(
    private readonly queue: JobQueue,
    private readonly clock: () => Date,
  ) {}

  /** Writes the events in `tx`; answers the deliveries queued (wake() after the commit when any). */
  async emit(tx: Database, events: readonly WebhookEventInput[]): Promise<string[]> {
    const queued: string[] = [];
    // organisations' sequence rows are taken in one order in every transaction: two changes touching the same
    // organisations (two checkouts to suppliers A and B) never wait on each other's rows in a circle
    const ordered = [...events].sort((a, b) => (a.organisationId < b.organisationId ? -1 : a.organisationId > b.organisationId ? 1 : 0));
    for (const event of ordered) {
      const endpoints = await listWantingEndpoints(tx, event.organisationId, event.type, event.onlyEndpointId);
      // an organisation without an endpoint that wants the type: nothing to keep
      if (endpoints.length === 0) continue;
      const id = newEventId();
      const sequence = await nextSequence(tx, event.organisationId);
      const now = this.clock();
      const body = JSON.stringify({ id, type: event.type, timestamp: now.toISOString(), sequence, data: event.data });
      await insertWebhookEvent(tx, {
        id,
        organisationId: event.organisationId,
        type: event.type,
        resourceId: event.resourceId ?? null,
        sequence,
        body,
        createdAt: now,
      });
      const ids = await insertDeliveries(
        tx,
        endpoints.map((endpoint) => ({
          eventId: id,
          endpointId: endpoint.id,
          status: endpoint.enabled ? 'pending' : 'skipped',
          nextAttemptAt: endpoint.enabled ? now : null,
        })),
      );
      queued.push(...ids.filter((_, index) => endpoints[index]!.enabled));
    }
    await this.queue.enqueueMany<WebhookJob>(
      tx,
      WEBHOOK_QUEUE,
      queued.map((deliveryId) => ({ deliveryId })),
    );
    return queued;
  }

  /**
   * The active organisations of one kind (venues) with an enabled endpoint wanting the type, in one statement: whom an
   * event that concerns many organisations (product.changed to venues) is to be written for. None: write nothing more.
   */
  async subscribers(tx: Database, type: WebhookEventType, organisationType: 'venue' | 'supplier'): Promise<string[]> {
    return listSubscribedOrganisations(tx, type, organisationType);
  }

  /** After the commit: this process's sender looks at once. */
  wake(): void {
    this.queue.wake(WEBHOOK_QUEUE);
  }
}
