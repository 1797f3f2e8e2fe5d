import type { AppConfig } from './config';
import Fastify, { type FastifyInstance, type FastifyRequest, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Database } from '@tapline/db';
import {
  type AuthSettings,
  type Clock,
  apiKeysRoutes,
  auditRoutes,
  authQueues,
  defaultAuthSettings,
  digestQueues,
  invitesRoutes,
  notificationsRoutes,
  registerAuth,
  settingsRoutes,
  startDailyDigest,
  teamRoutes,
  usersRoutes,
  webhooksRoutes,
  webhookTroubleReporter,
} from './identity';
import {
  type XeroSettings,
  documentsRoutes,
  exportsRoutes,
  invoiceSettingsRoutes,
  invoicesRoutes,
  kegDepositRefunder,
  moneyMailAttachments,
  moneyIssuedDocumentFollower,
  moneyOrderStepFollower,
  registerXero,
  startStatementMail,
  statementMailQueues,
  statementsRoutes,
  xeroQueues,
} from './money';
import {
  JobQueue,
  MAX_PARAM_LENGTH,
  type MailAttachmentRenderer,
  MailSender,
  type MailSettings,
  Outbox,
  type PublicAnswerCacheSettings,
  type Storage,
  type WebhookResolver,
  type WebhookTroubleReporter,
  WebhookEndpoints,
  WebhookOutbox,
  WebhookSender,
  defaultMailSettings,
  functionsKeyMatcher,
  handleClientError,
  handleFrameworkError,
  instanceReadiness,
  jobLogFields,
  mailQueues,
  registerCacheControl,
  registerCompression,
  registerErrorHandling,
  registerFunctionsKey,
  registerMetrics,
  registerOpenApi,
  registerPublicAnswerCache,
  registerRealtime,
  registerRequestContext,
  registerSecurityHeaders,
  requestIdGenerator,
  requestLogSerializers,
  RequestLog,
  DEFAULT_SLOW_REQUEST_MS,
  systemRoutes,
  systemResolver,
  undiciTransport,
  webhookQueues,
} from './platform';
import { adminRoutes, applicationsAdminRoutes, applicationsRoutes, loadFormTokenKey } from './operator';
import {
  cartRoutes,
  approvalsRoutes,
  checkoutRoutes,
  deliveryZonesRoutes,
  guidesRoutes,
  kegsRoutes,
  idempotencyCleanupQueues,
  kegCollectionsRoutes,
  onTapRoutes,
  orderMessageDigestQueues,
  orderMessagesRoutes,
  ordersRoutes,
  runSheetsRoutes,
  overviewRoutes,
  pickListsRoutes,
  standingOrdersRoutes,
  orderChangesRoutes,
  orderChangeQueues,
  startOrderChangeExpiry,
  standingQueues,
  startIdempotencyCleanup,
  startOrderMessageDigest,
  startStandingOrders,
  supplierCalendarRoutes,
  tradeAccountsRoutes,
  venuesRoutes,
} from './trade';
import { insightRoutes } from './insight';
import {
  catalogueRoutes,
  imagesRoutes,
  kegTypesRoutes,
  priceListsRoutes,
  productsRoutes,
  searchRoutes,
  suppliersRoutes,
  uploadsRoutes,
  venuePricesRoutes,
} from './catalogue';
import { type SitemapLimits, pagesRoutes, registerWebApp } from './storefront';

export type AppOptions = Pick<AppConfig, 'functionsKey' | 'logLevel' | 'webDistDir' | 'trustProxy'> &
  Partial<Pick<AppConfig, 'slowRequestMs' | 'standingTestClock' | 'webhooksAllowLoopback'>> & {
    /** where uploaded files live (storage/create-storage.ts); its owner closes it */
    storage: Storage;
    auth?: AuthSettings;
    mail?: MailSettings;
    /** how often lost job attempts are looked for (default 30 s; JOB_MAINTENANCE_SECONDS) */
    jobMaintenanceSeconds?: number;
    clock?: Clock;
    /** sees every route as it is added (the authorization matrix test lists them) */
    onRoute?: (route: RouteOptions) => void;
    /** URLs per sitemap file and rows per read (default 50,000 and 5,000; tests make them small) */
    sitemapLimits?: SitemapLimits;
    /** where the log goes (default stdout); tests read it */
    logStream?: DestinationStream;
    /** the public catalogue's answers kept in the server (default 30 s; PUBLIC_CACHE_SECONDS) */
    publicCache?: PublicAnswerCacheSettings;
    /** the realtime socket's heartbeat (default 30 s, docs/domain.md, Constants; tests make it short) */
    realtimeHeartbeatMs?: number;
    /** config.xero (XERO_*): unset, Xero is not available on this server */
    xero?: XeroSettings;
    /** METRICS_TOKEN: GET /metrics answers a scraper that sends it; unset, /metrics is not served on the app's port */
    metricsToken?: string;
    /** tests: the host names' resolver webhooks use (default: the system's DNS) and the attempts' limits */
    webhooks?: { resolve?: WebhookResolver; maxInFlight?: number; concurrency?: number };
  };

const DEFAULT_PUBLIC_CACHE: PublicAnswerCacheSettings = { seconds: 30 };

/** JSON bodies of /api (logo and product image uploads have their own 2 MB and 8 MB file limits; /auth/v1 allows 64 KB) */
const BODY_LIMIT_BYTES = 1024 * 1024;

/** The whole HTTP application; tests drive it with `inject`, `main` makes it listen. */
export async function buildApp(config: AppOptions, db: Database): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers["x-functions-key"]', 'req.headers.apikey'],
      serializers: requestLogSerializers,
      // a job's lines name its queue, its id and the request that enqueued it
      mixin: jobLogFields,
      ...(config.logStream ? { stream: config.logStream } : {}),
    },
    // a line for a request only where it says something (an error, a slow answer; every request at debug)
    logController: new RequestLog(config.slowRequestMs ?? DEFAULT_SLOW_REQUEST_MS),
    genReqId: requestIdGenerator(config.trustProxy),
    trustProxy: config.trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    // above every path parameter's own bound (ids and slugs: 120), so the route's schema answers for them
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // a bad percent-encoding or an over-long parameter, refused before routing: in the error model too
    frameworkErrors: (error, request, reply) => handleFrameworkError(error, request, reply),
    clientErrorHandler: handleClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.decorate('readiness', instanceReadiness(db, config.storage));
  if (config.onRoute) app.addHook('onRoute', config.onRoute);
  registerMetrics(app, db, config.metricsToken);
  registerRequestContext(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerCacheControl(app);
  // before the routes: it wraps the handler of each public catalogue route as it is added
  registerPublicAnswerCache(app, db, config.publicCache ?? DEFAULT_PUBLIC_CACHE);
  // before every route: @fastify/compress attaches itself to each route as it is added
  await registerCompression(app);

  const authSettings = config.auth ?? defaultAuthSettings;
  const clock = config.clock ?? (() => new Date());
  const { outbox, queue } = await startOutbox(app, db, config.mail ?? defaultMailSettings, {
    maintenanceSeconds: config.jobMaintenanceSeconds,
    attachments: moneyMailAttachments(db, config.storage, clock),
  });
  // the auth URL /config.json names: the hosted project's, or PUBLIC_URL (or its default) when the page came from elsewhere
  const webhooks = await startWebhooks(app, db, queue, config, clock, webhookTroubleReporter(outbox, authSettings.publicUrl));
  await registerSecurityHeaders(app, { connectSources: [authSettings.hosted?.url ?? new URL(authSettings.publicUrl).origin] });
  await registerOpenApi(app);
  registerFunctionsKey(app, config.functionsKey);
  const auth = await registerAuth(app, { db, settings: authSettings, clock: config.clock, outbox, queue });
  await registerRealtime(app, {
    db,
    functionsKeyMatches: functionsKeyMatcher(config.functionsKey),
    heartbeatMs: config.realtimeHeartbeatMs,
  });

  const runtimeConfig = async (request: FastifyRequest) => ({ functionsKey: config.functionsKey, ...(await auth.clientConfig(request)) });
  await app.register(systemRoutes, { db, runtimeConfig });
  await app.register(productsRoutes, { db });
  await app.register(venuesRoutes, { db });
  await app.register(suppliersRoutes, { db });
  await app.register(searchRoutes, { db });
  await app.register(usersRoutes, { db });
  await app.register(teamRoutes, { db });
  await app.register(settingsRoutes, { db });
  await app.register(uploadsRoutes, { db, storage: config.storage });
  await app.register(imagesRoutes, { db, storage: config.storage });
  const inviting = {
    db,
    outbox,
    clock: auth.context.clock,
    appOrigin: authSettings.publicUrl,
    stepFollower: moneyOrderStepFollower(queue, outbox, config.xero, auth.context.clock, webhooks.outbox),
    webhooks: webhooks.outbox,
  };
  await app.register(invitesRoutes, inviting);
  await app.register(adminRoutes, inviting);
  await app.register(applicationsAdminRoutes, inviting);
  await app.register(applicationsRoutes, {
    db,
    outbox,
    clock: auth.context.clock,
    appOrigin: authSettings.publicUrl,
    formTokenKey: await loadFormTokenKey(db),
  });
  await app.register(auditRoutes, { db });
  await app.register(apiKeysRoutes, { db, clock: auth.context.clock });
  await app.register(overviewRoutes, { db });
  await app.register(catalogueRoutes, { db, webhooks: webhooks.outbox });
  await app.register(venuePricesRoutes, { db });
  await app.register(priceListsRoutes, { db });
  await app.register(kegTypesRoutes, { db });
  await app.register(onTapRoutes, { db, webhooks: webhooks.outbox });
  await app.register(cartRoutes, inviting);
  await app.register(checkoutRoutes, inviting);
  await app.register(approvalsRoutes, inviting);
  await app.register(ordersRoutes, inviting);
  await app.register(runSheetsRoutes, { ...inviting, storage: config.storage });
  await app.register(orderMessagesRoutes, { db });
  await app.register(orderChangesRoutes, inviting);
  await app.register(guidesRoutes, { db, clock: auth.context.clock });
  await app.register(tradeAccountsRoutes, inviting);
  const standing = { ...inviting, log: app.log };
  await app.register(standingOrdersRoutes, { ...standing, testClock: config.standingTestClock ?? false });
  await app.register(supplierCalendarRoutes, { db, clock: auth.context.clock });
  await app.register(deliveryZonesRoutes, { db });
  await app.register(kegsRoutes, { db, clock: auth.context.clock });
  await app.register(notificationsRoutes, { db });
  await app.register(invoiceSettingsRoutes, { db, outbox, appOrigin: authSettings.publicUrl });
  const issued = moneyIssuedDocumentFollower(queue, outbox, config.xero, auth.context.clock, webhooks.outbox);
  await app.register(invoicesRoutes, { db, clock: auth.context.clock, issued, webhooks: webhooks.outbox });
  // collections of empty kegs refund their deposits by adjustment note: the money context's, given to trade's routes
  await app.register(kegCollectionsRoutes, { db, clock: auth.context.clock, refunder: kegDepositRefunder(issued) });
  await app.register(statementsRoutes, { db, clock: auth.context.clock });
  await app.register(insightRoutes, { db, clock: auth.context.clock });
  await app.register(documentsRoutes, { db, storage: config.storage, clock: auth.context.clock });
  await app.register(exportsRoutes, { db });
  await app.register(webhooksRoutes, { db, endpoints: webhooks.endpoints });
  await app.register(pickListsRoutes, { db, clock: auth.context.clock });
  await startDailyDigest({ db, outbox, appOrigin: authSettings.publicUrl, log: app.log }, queue, auth.context.clock);
  await startIdempotencyCleanup(db, queue, auth.context.clock);
  await startStatementMail({ db, outbox, log: app.log }, queue, auth.context.clock);
  await startStandingOrders(standing, queue, auth.context.clock);
  await startOrderMessageDigest({ db, outbox, appOrigin: authSettings.publicUrl, log: app.log }, queue, auth.context.clock);
  await startOrderChangeExpiry(standing, queue, auth.context.clock);
  await registerXero(app, { db, settings: config.xero, clock: auth.context.clock, queue, outbox, appOrigin: authSettings.publicUrl });

  await app.register(pagesRoutes, { db, origin: authSettings.publicUrl, sitemapLimits: config.sitemapLimits });
  await registerWebApp(app, { db, distDir: config.webDistDir, origin: authSettings.publicUrl, runtimeConfig });
  return app;
}

/**
 * Webhooks (decisions 0197 to 0199): the outbox the contexts write events into, and the sender making their attempts
 * through undici, to public addresses only (loopback too when WEBHOOKS_ALLOW_LOOPBACK=1, tests only).
 */
async function startWebhooks(
  app: FastifyInstance,
  db: Database,
  queue: JobQueue,
  config: AppOptions,
  clock: Clock,
  reportTrouble: WebhookTroubleReporter,
) {
  const policy = { resolve: config.webhooks?.resolve ?? systemResolver, allowLoopback: config.webhooksAllowLoopback ?? false };
  const outbox = new WebhookOutbox(queue, clock);
  const sender = new WebhookSender(
    db,
    queue,
    undiciTransport(policy),
    clock,
    app.log,
    {
      maxInFlight: config.webhooks?.maxInFlight ?? 4,
      concurrency: config.webhooks?.concurrency ?? 8,
    },
    reportTrouble,
  );
  await sender.start();
  return { outbox, sender, endpoints: new WebhookEndpoints(db, queue, outbox, policy, clock) };
}

/**
 * The job queue (with its mail and auth queues) and, when SMTP_URL is set, the mail sender working on it. Closing
 * the app stops them: a job under way finishes first (or is failed and retried by a later start).
 */
async function startOutbox(
  app: FastifyInstance,
  db: Database,
  settings: MailSettings,
  options: { maintenanceSeconds: number | undefined; attachments: MailAttachmentRenderer },
): Promise<{ outbox: Outbox; queue: JobQueue }> {
  const queue = new JobQueue(db, app.log, options.maintenanceSeconds, app.metrics);
  const { smtpUrl } = settings;
  const sender = smtpUrl ? new MailSender(db, { ...settings, smtpUrl }, app.log, app.metrics, options.attachments) : undefined;
  app.addHook('onClose', async () => {
    await queue.stop();
    sender?.close();
  });
  await queue.start([
    ...mailQueues(settings),
    ...authQueues,
    ...digestQueues,
    ...idempotencyCleanupQueues,
    ...xeroQueues,
    ...statementMailQueues,
    ...standingQueues,
    ...orderMessageDigestQueues,
    ...orderChangeQueues,
    ...webhookQueues,
  ]);
  await sender?.start(queue);
  return { outbox: new Outbox(db, queue, sender, settings.answerWaitMs, settings.smsDevFile), queue };
}
