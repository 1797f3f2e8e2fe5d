import type { Database } from '@tapline/db';
import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../identity';
import type { JobQueue, Outbox } from '../../platform';
import type { XeroDeps } from './xero-access';
import { XeroClient } from './xero-client';
import { xeroIntegrationRoutes } from './xero-integration.routes';
import type { XeroSettings } from './xero-settings';
import { startXeroPaymentWorkers } from './xero-payments.service';
import { xeroSyncRoutes } from './xero-sync.routes';
import { startXeroSyncWorkers } from './xero-sync.service';
import { startXeroCreditNoteWorkers } from './xero-credit-notes.service';

export interface XeroPluginOptions {
  db: Database;
  /** config.xero: unset, the integration is off (the pages say Xero is not available on this server) */
  settings: XeroSettings | undefined;
  clock: Clock;
  queue: JobQueue;
  outbox: Outbox;
  /** the web app's origin, for links */
  appOrigin: string;
}

/** The Xero deps when the server has a Xero app (client id, secret and token key) configured; else undefined. */
export function xeroDepsOf(options: Pick<XeroPluginOptions, 'db' | 'settings' | 'clock'>): XeroDeps | undefined {
  const { settings } = options;
  if (!settings?.tokenEncryptionKey) return undefined;
  return {
    db: options.db,
    settings: { ...settings, tokenEncryptionKey: settings.tokenEncryptionKey },
    client: new XeroClient(settings),
    clock: options.clock,
  };
}

/**
 * Xero on both sides (decisions 0114, 0116): the connect routes and settings, the sync jobs, the payment
 * webhooks and polling. The routes exist whether or not Xero is configured (they say `available: false`).
 */
export async function registerXero(app: FastifyInstance, options: XeroPluginOptions): Promise<void> {
  const xero = xeroDepsOf(options);
  const { db } = options;
  await app.register(xeroIntegrationRoutes, { db, xero });
  // the sync and payments back: the records and webhook routes always; the workers only with a Xero app
  await app.register(xeroSyncRoutes, { db, settings: options.settings, queue: options.queue, xero });
  if (xero) {
    const syncDeps = { xero, queue: options.queue, log: app.log };
    await startXeroSyncWorkers(syncDeps);
    await startXeroCreditNoteWorkers(syncDeps);
    await startXeroPaymentWorkers(syncDeps, Boolean(options.settings?.webhookKey));
  }
  void xero;
  void app;
}
