import {
  accountingSyncRecords,
  creditAllocations,
  integrations,
  invoicePayments,
  notifications,
  sqlClientOf,
  supplierInvoiceSettings,
  supplierOrders,
  taxDocuments,
  type Database,
  type TaxDocumentLineRow,
  xeroAllocationSyncs,
  xeroCreditNoteSyncs,
} from '@tapline/db';
import { and, asc, eq, sql } from 'drizzle-orm';

// Test set-up and reads for the Xero sync tests: a connected integration's row, the records, the jobs.

export async function insertIntegrationTesting(db: Database, values: typeof integrations.$inferInsert) {
  const [row] = await db.insert(integrations).values(values).returning({ id: integrations.id });
  return row!;
}

export async function updateIntegrationTesting(db: Database, organisationId: string, patch: Partial<typeof integrations.$inferInsert>) {
  await db.update(integrations).set(patch).where(eq(integrations.organisationId, organisationId));
}

export async function integrationOfTesting(db: Database, organisationId: string) {
  const [row] = await db.select().from(integrations).where(eq(integrations.organisationId, organisationId));
  return row;
}

/** The order's records, supplier side first. */
export async function syncRecordsOfTesting(db: Database, supplierOrderId: string) {
  return db
    .select()
    .from(accountingSyncRecords)
    .where(eq(accountingSyncRecords.supplierOrderId, supplierOrderId))
    .orderBy(asc(accountingSyncRecords.side));
}

export async function insertSyncRecordTesting(db: Database, values: typeof accountingSyncRecords.$inferInsert) {
  const [row] = await db.insert(accountingSyncRecords).values(values).returning({ id: accountingSyncRecords.id });
  return row!;
}

export async function updateSyncRecordTesting(db: Database, id: string, patch: Partial<typeof accountingSyncRecords.$inferInsert>) {
  await db.update(accountingSyncRecords).set(patch).where(eq(accountingSyncRecords.id, id));
}

export async function supplierOrderPaidAtTesting(db: Database, supplierOrderId: string) {
  const [row] = await db.select({ paidAt: supplierOrders.paidAt }).from(supplierOrders).where(eq(supplierOrders.id, supplierOrderId));
  return row?.paidAt ?? null;
}

/** Notifications of a kind, with whom they went to. */
export async function notificationsOfKindTesting(db: Database, kind: (typeof notifications.$inferSelect)['kind']) {
  return db
    .select({
      userId: notifications.userId,
      organisationId: notifications.organisationId,
      title: notifications.title,
      body: notifications.body,
      link: notifications.link,
    })
    .from(notifications)
    .where(eq(notifications.kind, kind))
    .orderBy(asc(notifications.createdAt));
}

/** Every job of the queue, wherever pg-boss keeps it now, oldest first. */
export async function jobsOfQueueTesting(db: Database, queue: string) {
  const { rows } = await sqlClientOf(db).executeSql(
    `select id::text as id, state::text as state, retry_count as "retryCount", data, start_after as "startAfter", created_on as "createdOn"
       from (select id, state, retry_count, data, start_after, created_on from pgboss.job where name = $1
             union all select id, state, retry_count, data, start_after, created_on from pgboss.archive where name = $1) as jobs
      order by created_on, id`,
    [queue],
  );
  // PGlite answers timestamps as Dates, postgres.js (here) as text
  return (
    rows as {
      id: string;
      state: string;
      retryCount: number;
      data: Record<string, unknown>;
      startAfter: Date | string;
      createdOn: Date | string;
    }[]
  ).map((row) => ({
    ...row,
    retryCount: Number(row.retryCount),
    startAfter: new Date(row.startAfter),
    createdOn: new Date(row.createdOn),
  }));
}

/** Sends a job straight into pg-boss's table (as a schedule or a dead letter would); its id. */
export async function sendJobTesting(db: Database, queue: string, data: object): Promise<string> {
  const { rows } = await sqlClientOf(db).executeSql(`insert into pgboss.job (name, data) values ($1, $2::jsonb) returning id::text as id`, [
    queue,
    JSON.stringify(data),
  ]);
  return String(rows[0]!.id);
}

/** Any notification whose title holds `marker` fails its transaction (a step that rolls back after its sync work). */
export async function failNotificationsMentioningTesting(db: Database, marker: string) {
  await db.execute(
    sql.raw(`create or replace function tapline_test_fail_notification() returns trigger language plpgsql as $$
    begin
      if new.title like '%${marker.replace(/'/g, "''")}%' then raise exception 'test: this step rolls back'; end if;
      return new;
    end $$`),
  );
  await db.execute(sql.raw('drop trigger if exists tapline_test_fail_notification on notifications'));
  await db.execute(
    sql.raw(
      'create trigger tapline_test_fail_notification before insert on notifications for each row execute function tapline_test_fail_notification()',
    ),
  );
}

/** The cron of the queue's schedule, if it has one. */
export async function scheduleOfTesting(db: Database, queue: string): Promise<string | undefined> {
  const { rows } = await sqlClientOf(db).executeSql('select cron from pgboss.schedule where name = $1', [queue]);
  return rows[0]?.cron as string | undefined;
}

/** The step at which the supplier's tax invoices are issued (its invoice settings), as the settings page would leave it. */
export async function setIssueOnTesting(db: Database, supplierId: string, issueOn: 'accepted' | 'delivered') {
  await db
    .insert(supplierInvoiceSettings)
    .values({ supplierId, issueOn })
    .onConflictDoUpdate({ target: supplierInvoiceSettings.supplierId, set: { issueOn } });
}

/** The supplier order's tax invoice, if issued. */
export async function taxInvoiceOfTesting(db: Database, supplierOrderId: string) {
  const [row] = await db
    .select()
    .from(taxDocuments)
    .where(and(eq(taxDocuments.supplierOrderId, supplierOrderId), eq(taxDocuments.kind, 'invoice')));
  return row;
}

/** The payments kept against the supplier order's tax invoice, oldest first. */
export async function invoicePaymentsOfTesting(db: Database, supplierOrderId: string) {
  return db
    .select({
      amountCents: invoicePayments.amountCents,
      paidOn: invoicePayments.paidOn,
      source: invoicePayments.source,
      xeroPaymentId: invoicePayments.xeroPaymentId,
    })
    .from(invoicePayments)
    .innerJoin(taxDocuments, eq(taxDocuments.id, invoicePayments.invoiceId))
    .where(eq(taxDocuments.supplierOrderId, supplierOrderId))
    .orderBy(asc(invoicePayments.createdAt));
}

/**
 * Sends a job straight into pg-boss's table with its own retries, each a second later (a retried call without the
 * back-off; not at once, which the queue never does: see JobQueue.start).
 */
export async function sendJobWithRetriesTesting(db: Database, queue: string, data: object, retries: number) {
  await sqlClientOf(db).executeSql(`insert into pgboss.job (name, data, retry_limit, retry_delay) values ($1, $2::jsonb, $3, 1)`, [
    queue,
    JSON.stringify(data),
    retries,
  ]);
}

/**
 * The queue's jobs sent from now on are retried a second after a failure, without its back-off (as if the waits had
 * passed): the app's own jobs, sent by a route's transaction, fail and retry within a test. (Not at once, which the
 * queue never does: see JobQueue.start.)
 */
export async function retrySoonTesting(db: Database, queue: string) {
  await sqlClientOf(db).executeSql(`update pgboss.queue set retry_delay = 1, retry_backoff = false where name = $1`, [queue]);
}

/**
 * An adjustment note against the invoice, crediting the given lines, with its credit allocated to the invoice, as
 * the note issuer leaves them (the note's own slice makes them; these tests only sync them).
 */
export async function insertTestAdjustmentNote(
  db: Database,
  invoice: typeof taxDocuments.$inferSelect,
  note: { sequence: number; lines: TaxDocumentLineRow[] },
) {
  const subtotalCents = note.lines.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const gstCents = note.lines.reduce((sum, line) => sum + line.gstCents, 0);
  const { id: _id, createdAt: _created, xeroId: _xeroId, xeroSyncedAt: _synced, ...copied } = invoice;
  const [row] = await db
    .insert(taxDocuments)
    .values({
      ...copied,
      kind: 'adjustment_note',
      relatesToId: invoice.id,
      sequence: note.sequence,
      number: `CN-${String(note.sequence).padStart(6, '0')}`,
      reason: 'Short delivery',
      lines: note.lines,
      subtotalCents,
      gstCents,
      totalCents: subtotalCents + gstCents,
    })
    .returning();
  const [allocation] = await db
    .insert(creditAllocations)
    .values({
      noteId: row!.id,
      invoiceId: invoice.id,
      supplierId: invoice.supplierId,
      venueId: invoice.venueId,
      amountCents: subtotalCents + gstCents,
      allocatedOn: invoice.issueDate,
    })
    .returning();
  return { note: row!, allocation: allocation! };
}

/** A note's syncs and the allocations each side sent. */
export async function creditNoteSyncsOfTesting(db: Database, noteId: string) {
  const syncs = await db
    .select()
    .from(xeroCreditNoteSyncs)
    .where(eq(xeroCreditNoteSyncs.noteId, noteId))
    .orderBy(asc(xeroCreditNoteSyncs.side));
  const allocations = await db
    .select({ organisationId: xeroAllocationSyncs.organisationId, xeroAllocationId: xeroAllocationSyncs.xeroAllocationId })
    .from(xeroAllocationSyncs)
    .innerJoin(creditAllocations, eq(creditAllocations.id, xeroAllocationSyncs.allocationId))
    .where(eq(creditAllocations.noteId, noteId));
  return { syncs, allocations };
}
