import {
  WEBHOOK_ROTATION_GRACE_HOURS,
  type WebhookDeliveryList,
  type WebhookEndpoint,
  type WebhookEndpointCreated,
  type WebhookEndpointInput,
  type WebhookEndpointList,
  type WebhookEndpointUpdate,
  type WebhookEventType,
  type WebhookSecret,
} from '@tapline/contracts';
import type { Database } from '@tapline/db';
import { AppError } from '../errors/app-error';
import type { JobQueue } from '../jobs/job-queue';
import { type AddressPolicy, refusedUrl } from './webhook-address';
import {
  deleteEndpoint,
  findEndpoint,
  insertEndpoint,
  listDeliveries,
  listEndpoints,
  requeueDeliveries,
  updateEndpoint,
} from './webhook-endpoints.queries';
import type { WebhookOutbox } from './webhook-outbox';
import { WEBHOOK_QUEUE, type WebhookJob } from './webhook-queues';
import { newWebhookSecret } from './webhook-signing';

const DAY_MS = 24 * 3_600_000;
type Row = Awaited<ReturnType<typeof listEndpoints>>[number];

function endpointJson(row: Omit<Row, 'succeeded' | 'finished'>, rate: { succeeded: number; finished: number } | null): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    eventTypes: row.eventTypes as WebhookEventType[],
    enabled: row.enabled,
    disabledReason: row.disabledReason,
    failingSince: row.failingSince?.toISOString() ?? null,
    successRate: rate && rate.finished > 0 ? rate.succeeded / rate.finished : null,
    previousSecretExpiresAt: row.previousSecretExpiresAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * An organisation's endpoints and their deliveries (decisions 0197, 0198). Who may is the caller's to check (identity's
 * routes: owners and admins); each method takes the organisation, so one never reaches another's endpoint.
 */
export class WebhookEndpoints {
  constructor(
    private readonly db: Database,
    private readonly queue: JobQueue,
    private readonly outbox: WebhookOutbox,
    private readonly policy: AddressPolicy,
    private readonly clock: () => Date,
  ) {}

  async list(organisationId: string): Promise<WebhookEndpointList> {
    const rows = await listEndpoints(this.db, organisationId, new Date(this.clock().getTime() - DAY_MS));
    return { items: rows.map((row) => endpointJson(row, row)) };
  }

  async create(organisationId: string, input: Required<WebhookEndpointInput>): Promise<WebhookEndpointCreated> {
    await this.checkUrl(input.url);
    const secret = newWebhookSecret();
    const id = await insertEndpoint(this.db, {
      organisationId,
      url: input.url,
      description: input.description,
      eventTypes: [...new Set(input.eventTypes)],
      secret,
    });
    return { ...(await this.one(organisationId, id)), secret };
  }

  async update(organisationId: string, endpointId: string, input: WebhookEndpointUpdate): Promise<WebhookEndpoint> {
    const row = await this.require(organisationId, endpointId);
    if (input.url !== undefined) await this.checkUrl(input.url);
    const enabling = input.enabled === true && !row.enabled;
    await updateEndpoint(this.db, endpointId, {
      ...(input.url !== undefined ? { url: input.url } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.eventTypes !== undefined ? { eventTypes: [...new Set(input.eventTypes)] } : {}),
      ...(input.enabled !== undefined ? { enabled: input.enabled, disabledReason: input.enabled ? null : 'Disabled by hand' } : {}),
      // enabled again: its failing clock starts afresh
      ...(enabling ? { failingSince: null, failingReportedAt: null } : {}),
      updatedAt: this.clock(),
    });
    return this.one(organisationId, endpointId);
  }

  async remove(organisationId: string, endpointId: string): Promise<void> {
    await this.require(organisationId, endpointId);
    await deleteEndpoint(this.db, endpointId);
  }

  async reveal(organisationId: string, endpointId: string): Promise<WebhookSecret> {
    const row = await this.require(organisationId, endpointId);
    const graceOpen = row.previousSecretExpiresAt && row.previousSecretExpiresAt > this.clock();
    return {
      secret: row.secret,
      previousSecret: graceOpen ? row.previousSecret : null,
      previousSecretExpiresAt: graceOpen ? row.previousSecretExpiresAt!.toISOString() : null,
    };
  }

  /** A new secret; the one before still signs for 24 hours (both signatures in webhook-signature). */
  async rotate(organisationId: string, endpointId: string): Promise<WebhookSecret> {
    const row = await this.require(organisationId, endpointId);
    const now = this.clock();
    await updateEndpoint(this.db, endpointId, {
      secret: newWebhookSecret(),
      previousSecret: row.secret,
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_ROTATION_GRACE_HOURS * 3_600_000),
      updatedAt: now,
    });
    return this.reveal(organisationId, endpointId);
  }

  async deliveries(organisationId: string, endpointId: string, limit: number): Promise<WebhookDeliveryList> {
    await this.require(organisationId, endpointId);
    const rows = await listDeliveries(this.db, endpointId, limit);
    return {
      items: rows.map((row) => ({
        ...row,
        status: row.status as WebhookDeliveryList['items'][number]['status'],
        nextAttemptAt: row.nextAttemptAt?.toISOString() ?? null,
        createdAt: row.createdAt.toISOString(),
        attempts: row.attempts.map(({ deliveryId: _, at, ...attempt }) => ({ ...attempt, at: at.toISOString() })),
      })),
    };
  }

  /** One delivery again, from the start of the schedule, under its event's id (webhook-id unchanged). */
  async resend(organisationId: string, endpointId: string, deliveryId: string): Promise<void> {
    await this.requireEnabled(organisationId, endpointId);
    const ids = await this.requeue(endpointId, { deliveryId });
    if (ids.length === 0) throw AppError.notFound('Delivery');
  }

  /** The failed and skipped deliveries made since `since`, again; answers how many. */
  async recover(organisationId: string, endpointId: string, since: Date): Promise<number> {
    await this.requireEnabled(organisationId, endpointId);
    return (await this.requeue(endpointId, { since })).length;
  }

  /** A webhook.test event to this endpoint alone. */
  async sendTest(organisationId: string, endpointId: string): Promise<void> {
    await this.requireEnabled(organisationId, endpointId);
    await this.db.transaction((tx) =>
      this.outbox.emit(tx, [
        { organisationId, type: 'webhook.test', onlyEndpointId: endpointId, data: { endpointId, message: 'A test event from Tapline' } },
      ]),
    );
    this.outbox.wake();
  }

  private async requeue(endpointId: string, which: { deliveryId: string } | { since: Date }): Promise<string[]> {
    const ids = await this.db.transaction(async (tx) => {
      const requeued = await requeueDeliveries(tx, endpointId, which, this.clock());
      await this.queue.enqueueMany<WebhookJob>(
        tx,
        WEBHOOK_QUEUE,
        requeued.map((deliveryId) => ({ deliveryId })),
      );
      return requeued;
    });
    this.outbox.wake();
    return ids;
  }

  private async checkUrl(url: string): Promise<void> {
    const refused = await refusedUrl(url, this.policy);
    if (refused) throw AppError.validation([{ field: 'url', message: refused }], 'body');
  }

  private async require(organisationId: string, endpointId: string) {
    const row = await findEndpoint(this.db, organisationId, endpointId);
    if (!row) throw AppError.notFound('Webhook endpoint');
    return row;
  }

  private async requireEnabled(organisationId: string, endpointId: string) {
    const row = await this.require(organisationId, endpointId);
    if (!row.enabled)
      throw new AppError('conflict', 'This endpoint is disabled: enable it first, then send or recover its events', { enabled: false });
    return row;
  }

  private async one(organisationId: string, endpointId: string): Promise<WebhookEndpoint> {
    const row = (await listEndpoints(this.db, organisationId, new Date(this.clock().getTime() - DAY_MS))).find(
      (item) => item.id === endpointId,
    );
    if (!row) throw AppError.notFound('Webhook endpoint');
    return endpointJson(row, row);
  }
}
