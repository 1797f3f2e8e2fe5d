import { z } from 'zod';
import { type JobOf, loggableError } from '../../platform';
import { notifyMembers } from '../../identity';
import { findSupplierOrderParties, markSupplierOrderPaid, markSupplierOrderPartPaid } from '../../trade';
import {
  findRecordsByInvoice,
  listPollTargets,
  listUnpaidInvoiceIds,
  markSyncRecordPaid,
  updateIntegrationSyncState,
  updateSyncRecord,
} from './xero-sync.queries';
import { XERO_INVOICE_CHECK_QUEUE, XERO_POLL_TICK_QUEUE } from './xero-sync.queues';
import { insertXeroPayments, paymentsSideOf } from './xero-payments.queries';
import { callXero } from './xero-call';
import { publishOrderChanged, type XeroSyncDeps } from './xero-sync.service';
import { parseXeroDate, type XeroInvoice } from './xero-types';

// Payments back from Xero: Xero's INVOICE webhooks (or, without a webhook key, a poll every five minutes)
// say an invoice changed; a job reads it, and a paid one marks the record paid, the supplier order paid on both
// sides (from the first side that says so), and tells both organisations. A part-paid one marks the order part-paid
// (a paid or part-paid order isn't cancelled from Tapline). Each payment is also kept against Tapline's tax invoice.

export interface XeroInvoiceCheckJob {
  tenantId: string;
  invoiceId: string;
}

/** how often the poll runs when webhooks are not configured */
const XERO_POLL_CRON = '*/5 * * * *';
/** invoice ids per poll request (they go in the query string) */
const POLL_BATCH = 50;
/** the poll asks for changes from a little before the last poll: Xero's clock and ours may differ */
const POLL_OVERLAP_MS = 60_000;

/** A delivery's body (docs/protocols/xero.md, Deliveries): only what is used is checked; other fields may come and go. */
const WebhookPayload = z.object({
  events: z.array(
    z.object({ eventCategory: z.string(), tenantId: z.string().min(1).max(100), resourceId: z.string().min(1).max(100) }).passthrough(),
  ),
});

/** The jobs a verified delivery asks for: one check per INVOICE event (the intent-to-receive has none). */
export function invoiceChecksOf(rawBody: Buffer): XeroInvoiceCheckJob[] | 'malformed' {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    return 'malformed';
  }
  const parsed = WebhookPayload.safeParse(json);
  if (!parsed.success) return 'malformed';
  const checks = parsed.data.events
    .filter((event) => event.eventCategory === 'INVOICE')
    .map((event) => ({ tenantId: event.tenantId, invoiceId: event.resourceId }));
  // a batch may name one invoice several times (a CREATE and its UPDATEs): one check reads its latest state
  return [...new Map(checks.map((check) => [`${check.tenantId}/${check.invoiceId}`, check])).values()];
}

type RecordOfInvoice = Awaited<ReturnType<typeof findRecordsByInvoice>>[number];

/** YYYY-MM-DD of a Xero date (its dates are midnight UTC of the day) */
const dayOf = (value: string) => parseXeroDate(value)?.toISOString().slice(0, 10);

/**
 * The invoice's payments as rows against Tapline's tax invoice (decision 0162), read from one side's books only
 * (paymentsSideOf): a payment read again is written once (its PaymentID is unique).
 */
async function recordPayments(deps: XeroSyncDeps, record: RecordOfInvoice, invoice: XeroInvoice): Promise<void> {
  const { db } = deps.xero;
  if ((await paymentsSideOf(db, record.supplierOrderId)) !== record.side) return;
  const payments = (invoice.Payments ?? []).flatMap((payment) => {
    const paidOn = dayOf(payment.Date);
    if (payment.Status === 'DELETED' || !paidOn || !(payment.Amount > 0)) return [];
    const reference = payment.Reference ? payment.Reference : null;
    return [{ xeroPaymentId: payment.PaymentID, amountCents: Math.round(payment.Amount * 100), paidOn, reference }];
  });
  await insertXeroPayments(db, record.supplierOrderId, payments);
}

/** What Xero says of a synced invoice, applied to its record: paid, voided or deleted in Xero, or a new status. */
async function applyInvoice(deps: XeroSyncDeps, record: RecordOfInvoice, invoice: XeroInvoice): Promise<void> {
  const { db, clock } = deps.xero;
  if (invoice.AmountPaid > 0) await recordPayments(deps, record, invoice);
  // PAID with nothing paid: credit notes took the whole of it (an adjustment note), not money
  if (invoice.Status === 'PAID' && invoice.AmountPaid > 0) {
    const paidAt = parseXeroDate(invoice.FullyPaidOnDate) ?? clock();
    await db.transaction(async (tx) => {
      if (!(await markSyncRecordPaid(tx, record.id, paidAt))) return;
      const parties = await findSupplierOrderParties(tx, record.supplierOrderId);
      if (!parties) return;
      // the order is paid once, whichever side's books say so first: both organisations hear it then
      if (await markSupplierOrderPaid(tx, record.supplierOrderId, paidAt)) {
        const title = `Order ${parties.orderNumber} paid`;
        await notifyMembers(tx, [
          {
            organisationId: parties.supplierId,
            kind: 'order_paid',
            title,
            body: 'Xero says its invoice is paid.',
            link: `/dash/suppliers/${parties.supplierId}/orders/${parties.supplierOrderId}`,
          },
          {
            organisationId: parties.venueId,
            kind: 'order_paid',
            title,
            body: 'Xero says it is paid.',
            link: `/dash/venues/${parties.venueId}/orders/${parties.orderId}`,
          },
        ]);
        await publishOrderChanged(tx, parties, [parties.supplierId, parties.venueId]);
      } else {
        await publishOrderChanged(tx, parties, [record.organisationId]);
      }
    });
    return;
  }
  if (invoice.AmountPaid > 0) {
    // part of it paid: the order is no longer cancelled from Tapline (decision 0130); both sides' pages follow
    await db.transaction(async (tx) => {
      const parties = await findSupplierOrderParties(tx, record.supplierOrderId);
      if (parties && (await markSupplierOrderPartPaid(tx, record.supplierOrderId, clock())))
        await publishOrderChanged(tx, parties, [parties.supplierId, parties.venueId]);
    });
  }
  if (invoice.Status === record.xeroStatus || record.state !== 'synced') return;
  // voided or deleted by hand in Xero: the record says so (nothing is paid through it any more)
  const state = invoice.Status === 'VOIDED' ? 'voided' : invoice.Status === 'DELETED' ? 'deleted' : 'synced';
  await updateSyncRecord(db, record.id, { xeroStatus: invoice.Status, state });
}

/** A webhook's check: read the invoice from the tenant's Xero and apply it (not ours: nothing happens). */
async function checkInvoice(deps: XeroSyncDeps, job: JobOf<XeroInvoiceCheckJob>): Promise<void> {
  const { tenantId, invoiceId } = job.data;
  for (const record of await findRecordsByInvoice(deps.xero.db, tenantId, invoiceId)) {
    const call = await callXero(deps.xero, { id: record.integrationId, blockedUntil: record.blockedUntil }, async (context, limits) =>
      limits.take(await deps.xero.client.getInvoice(context, invoiceId)),
    );
    if (!call.ok) {
      await deps.queue.enqueueAfter<XeroInvoiceCheckJob>(XERO_INVOICE_CHECK_QUEUE, job.data, call.deferSeconds);
      return;
    }
    await applyInvoice(deps, record, call.value);
  }
}

/**
 * The poll (no webhooks): for each connected integration with synced, unpaid invoices, the ones Xero changed since
 * the last poll (If-Modified-Since), applied as a webhook's check would. An integration that fails is logged and
 * polled again next time; the others go on.
 */
async function pollInvoices(deps: XeroSyncDeps): Promise<void> {
  const { db, clock, client } = deps.xero;
  for (const target of await listPollTargets(db)) {
    if (!target.tenantId) continue;
    const startedAt = clock();
    try {
      const ids = await listUnpaidInvoiceIds(db, target.organisationId);
      const modifiedSince = target.pollCursor ? new Date(target.pollCursor.getTime() - POLL_OVERLAP_MS) : undefined;
      let complete = true;
      for (let start = 0; start < ids.length; start += POLL_BATCH) {
        const batch = ids.slice(start, start + POLL_BATCH);
        const integration = { id: target.integrationId, blockedUntil: target.blockedUntil };
        const call = await callXero(deps.xero, integration, async (context, limits) =>
          limits.take(await client.findInvoices(context, { ids: batch, modifiedSince })),
        );
        // paused by Xero's limit: the rest waits for the next poll, from the same cursor
        if (!call.ok) {
          complete = false;
          break;
        }
        for (const invoice of call.value) {
          for (const record of await findRecordsByInvoice(db, target.tenantId, invoice.InvoiceID))
            await applyInvoice(deps, record, invoice);
        }
      }
      if (complete) await updateIntegrationSyncState(db, target.integrationId, { pollCursor: startedAt });
    } catch (error) {
      deps.log.warn(
        { err: loggableError(error), integrationId: target.integrationId },
        'xero payment poll failed for an integration; the next poll tries again',
      );
    }
  }
}

/** Works the check queue; without a webhook key, polls on a schedule (which a configured key takes away). */
export async function startXeroPaymentWorkers(deps: XeroSyncDeps, webhooksConfigured: boolean): Promise<void> {
  await deps.queue.work<XeroInvoiceCheckJob>(XERO_INVOICE_CHECK_QUEUE, (job) => checkInvoice(deps, job));
  await deps.queue.work(XERO_POLL_TICK_QUEUE, () => pollInvoices(deps));
  if (webhooksConfigured) await deps.queue.unschedule(XERO_POLL_TICK_QUEUE);
  else await deps.queue.schedule(XERO_POLL_TICK_QUEUE, XERO_POLL_CRON);
}
