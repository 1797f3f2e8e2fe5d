import { boolean, index, integer, jsonb, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, randomId, requiredRef, timestamps, timestamptz } from './columns';
import { organisations, profiles } from './organisations';
import { accountingSide, accountingSyncState, integrationProvider, integrationStatus, outboxChannel, outboxState } from './enums';
import { supplierOrders } from './ordering';

export const integrations = pgTable(
  'integrations',
  {
    id: randomId(),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    provider: integrationProvider('provider').notNull(),
    tenantId: text('tenant_id'),
    tenantName: text('tenant_name'),
    /** encrypted at rest (AES-GCM, key from settings) */
    accessTokenEncrypted: text('access_token_encrypted'),
    refreshTokenEncrypted: text('refresh_token_encrypted'),
    tokenExpiresAt: timestamptz('token_expires_at'),
    status: integrationStatus('status').notNull().default('disconnected'),
    lastSyncAt: timestamptz('last_sync_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
    /** Xero's connection id (DELETE /connections/{id} on disconnect) */
    connectionId: text('connection_id'),
    /** the Xero user who consented, and when */
    xeroUserId: text('xero_user_id'),
    connectedBy: uuid('connected_by').references(() => profiles.id, { onDelete: 'set null' }),
    connectedAt: timestamptz('connected_at'),
    /** the account lines are posted to: sales (supplier) or expense (venue); null until chosen */
    accountCode: text('account_code'),
    /** keg deposits and their refunds (issue 37): a liability account, as breweries keep deposits; null = account_code */
    depositAccountCode: text('deposit_account_code'),
    /** the tax type of each line (GST on Income / Expenses for AU) */
    taxType: text('tax_type'),
    /** create invoices and bills as DRAFT or AUTHORISED */
    invoiceStatus: text('invoice_status').notNull().default('DRAFT'),
    /** suppliers: sync when the order is accepted or when it is delivered */
    syncOn: text('sync_on').notNull().default('accept'),
    /** the last minute and day limits Xero reported (X-MinLimit-Remaining, X-DayLimit-Remaining) */
    dayLimitRemaining: integer('day_limit_remaining'),
    /** no call before this (a 429's Retry-After, or the day's limit spent) */
    blockedUntil: timestamptz('blocked_until'),
    /** payments polled up to here (If-Modified-Since) when webhooks are not configured */
    pollCursor: timestamptz('poll_cursor'),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    unique('integrations_organisation_provider_unique').on(t.organisationId, t.provider),
    index('integrations_tenant_idx').on(t.tenantId),
  ],
);

/**
 * A connect under way (decision 0116): the OAuth `state`, bound to the person and organisation that started
 * it, with the PKCE verifier sealed. After the callback, when the grant reaches several Xero organisations, the
 * sealed token set and the choice wait here until the person picks one. Expires after 15 minutes.
 */
export const xeroConnectRequests = pgTable('xero_connect_requests', {
  state: text('state').primaryKey(),
  organisationId: requiredRef('organisation_id', () => organisations.id),
  userId: requiredRef('user_id', () => profiles.id),
  codeVerifierEncrypted: text('code_verifier_encrypted').notNull(),
  /** after the callback: the sealed token set (JSON), and the Xero organisations it reaches */
  tokensEncrypted: text('tokens_encrypted'),
  tenants: jsonb('tenants').$type<{ tenantId: string; tenantName: string; connectionId: string }[]>(),
  xeroUserId: text('xero_user_id'),
  expiresAt: timestamptz('expires_at').notNull(),
  createdAt: createdAt(),
});

/**
 * One supplier order in one organisation's books: the supplier's sales invoice or the venue's bill. The row is the
 * "never twice" guard: written (pending) in the transaction that accepts or delivers the order, holding Xero's
 * InvoiceID once created.
 */
export const accountingSyncRecords = pgTable(
  'accounting_sync_records',
  {
    id: randomId(),
    supplierOrderId: requiredRef('supplier_order_id', () => supplierOrders.id),
    organisationId: requiredRef('organisation_id', () => organisations.id),
    side: accountingSide('side').notNull(),
    provider: integrationProvider('provider').notNull().default('xero'),
    state: accountingSyncState('state').notNull().default('pending'),
    /** Xero's InvoiceID, number and status (DRAFT, AUTHORISED, PAID, VOIDED, DELETED) once created */
    xeroInvoiceId: text('xero_invoice_id'),
    xeroInvoiceNumber: text('xero_invoice_number'),
    xeroStatus: text('xero_status'),
    /** the order was cancelled or rejected: the job voids (or deletes a draft) instead of creating */
    voidRequested: boolean('void_requested').notNull().default(false),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    lastAttemptAt: timestamptz('last_attempt_at'),
    syncedAt: timestamptz('synced_at'),
    paidAt: timestamptz('paid_at'),
    ...timestamps(),
  },
  (t) => [
    unique('accounting_sync_records_order_organisation_unique').on(t.supplierOrderId, t.organisationId, t.provider),
    index('accounting_sync_records_organisation_idx').on(t.organisationId, t.updatedAt),
    index('accounting_sync_records_invoice_idx').on(t.xeroInvoiceId),
  ],
);

/** What a mail's attachment is made from: a kind the sender knows how to render, and that kind's own fields. */
export interface MailAttachmentReference {
  kind: string;
  [field: string]: string;
}

export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: randomId(),
    channel: outboxChannel('channel').notNull(),
    to: text('to').notNull(),
    subject: text('subject'),
    body: text('body').notNull(),
    template: text('template').notNull(),
    state: outboxState('state').notNull(),
    /** delivery attempts so far; error is the last one's reason */
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    sentAt: timestamptz('sent_at'),
    error: text('error'),
    /**
     * A file to attach, by reference (a tax document's id, a statement's supplier, venue and month): the sender makes
     * it when it sends, so the row stays small and every attempt sends the same bytes
     */
    attachment: jsonb('attachment').$type<MailAttachmentReference>(),
  },
  (t) => [index('outbox_messages_state_idx').on(t.state, t.createdAt)],
);

/**
 * Rate-limit counters shared by every instance on this database (decision 0038): one row per key and fixed
 * window; a row whose window has ended counts from zero again and is swept away later.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamptz('resets_at').notNull(),
  },
  (t) => [index('rate_limit_counters_resets_at_idx').on(t.resetsAt)],
);

/**
 * Secrets the server makes for itself, once per database, shared by every instance and never sent to a browser
 * (the application form's token key). Made on first use: `insert … on conflict do nothing`.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  /** base64 */
  value: text('value').notNull(),
  createdAt: createdAt(),
});
