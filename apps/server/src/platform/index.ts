export { resolveFunctionsKey } from './config/functions-key';
export { AppError } from './errors/app-error';
export { API_VERSION, API_VERSION_HEADER, AuthError, authErrorHandler, authErrors, parseBody } from './errors/auth-errors';
export { registerErrorHandling, sendError } from './errors/error-handler';
export { MAX_PARAM_LENGTH, handleClientError, handleFrameworkError } from './errors/framework-errors';
export { loggableError } from './errors/loggable-error';
export { registerCacheControl } from './http/cache-control';
export { registerCompression } from './http/compression';
export { functionsKeyMatcher, registerFunctionsKey } from './http/functions-key';
export { registerOpenApi } from './http/openapi';
export { type PublicAnswerCacheSettings, registerPublicAnswerCache } from './http/public-answer-cache';
export { DEFAULT_SLOW_REQUEST_MS, RequestLog, requestLogSerializers } from './http/request-log';
export { declareRoutes } from './http/route-declaration';
export { type CsvCell, csvDownload, csvStream, csvText, fileDownload, pagesAfter } from './documents/csv-file';
export { registerSecurityHeaders } from './http/security-headers';
export { jobLogFields, registerRequestContext, requestIdGenerator } from './logging/log-context';
export { DEFAULT_MAINTENANCE_SECONDS, type JobOf, JobQueue, type QueueDefinition } from './jobs/job-queue';
export { type MailAttachment, type MailAttachmentRenderer, MailSender, mailQueues } from './mail/mail-sender';
export { type MailSettings, defaultMailSettings } from './mail/mail-settings';
export { Outbox, type WrittenMessage } from './mail/outbox';
export { registerMetrics } from './metrics/metrics.routes';
export { type MetricsListener, startMetricsListener } from './metrics/metrics-listener';
export { REALTIME_CHANNEL, eventVersion, publishRealtime } from './realtime/realtime-feed';
export { registerRealtime } from './realtime/realtime.routes';
export { createStorage } from './storage/create-storage';
export type { S3Settings } from './storage/s3-storage';
export { PRIVATE_KEY_SUFFIX, type Storage, type StoredContentType, isStorageKey } from './storage/storage';
export { systemRoutes } from './system/system.routes';
export { instanceReadiness } from './system/readiness';
export { type BackupPlace, createBackup } from './backup/backup';
export { restoreBackup } from './backup/restore';
export {
  columnsOf,
  dateText,
  drawFacts,
  drawHeading,
  drawNote,
  drawParties,
  drawTable,
  drawTotals,
  renderPdf,
} from './documents/pdf-layout';
export { systemResolver, type WebhookResolver } from './webhooks/webhook-address';
export { WebhookOutbox, type WebhookEventInput } from './webhooks/webhook-outbox';
export { webhookQueues } from './webhooks/webhook-queues';
export { type WebhookEndpointTrouble, WebhookSender, type WebhookTroubleReporter } from './webhooks/webhook-sender';
export { undiciTransport } from './webhooks/webhook-transport';
export { WebhookEndpoints } from './webhooks/webhook-endpoints.service';
