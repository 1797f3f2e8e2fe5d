import { describe, expect, it } from 'vitest';
import { AccountingSyncRecord, AccountingSyncRecordList } from '@tapline/contracts';
import { parseAnswer, parseError } from '../../../test/support/parse-answer';
import { XERO_SYNC_FAILED_QUEUE, XERO_SYNC_QUEUE } from './xero-sync.queues';
import { fakeControl, SUPPLIER_BOOKS, VENUE_BOOKS, xeroSyncTestKit } from '../../../test/support/xero-sync-kit';
import {
  insertSyncRecordTesting,
  integrationOfTesting,
  jobsOfQueueTesting,
  notificationsOfKindTesting,
  sendJobTesting,
  taxInvoiceOfTesting,
  updateIntegrationTesting,
  updateSyncRecordTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';

// A sync that goes wrong: Xero's refusals shown and retried, its limits and outages waited out, never a second invoice.

const { kit, call, step, placeOrder, invoicesFor, recordOf, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

describe('failures', () => {
  it('a validation error fails the record with Xero’s message and tells the owners; a retry after the fix syncs it', async () => {
    await setSupplierBooks({ accountCode: '999', invoiceStatus: 'AUTHORISED' });
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    const failed = await settled(order.supplierOrderId, 'supplier', 'failed');
    expect(failed.lastError).toBe("Account code '999' is not a valid code for this document.");
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([]);
    const told = (await notificationsOfKindTesting(kit.t.database.db, 'xero_sync_failed')).filter((notice) =>
      notice.title.includes(order.number),
    );
    expect(told).toEqual([
      expect.objectContaining({
        userId: kit.supplierOwner.userId,
        body: failed.lastError,
        link: `/dash/suppliers/${kit.supplier.id}/settings/integrations/xero`,
      }),
    ]);
    // a failure is not retried blindly
    expect(
      (await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE))
        .filter((job) => job.data.syncRecordId === failed.id)
        .map((job) => job.state),
    ).toEqual(['completed']);

    const listed = parseAnswer(
      await call(kit.supplierMember, 'GET', `/api/suppliers/${kit.supplier.slug}/integrations/xero/sync-records?state=failed`),
      200,
      AccountingSyncRecordList,
    );
    expect(listed.items).toEqual([
      expect.objectContaining({ id: failed.id, state: 'failed', lastError: failed.lastError, canRetry: false, xeroUrl: null }),
    ]);
    const forOwner = parseAnswer(
      await call(kit.supplierOwner, 'GET', `/api/suppliers/${kit.supplier.id}/integrations/xero/sync-records?state=failed`),
      200,
      AccountingSyncRecordList,
    );
    expect(forOwner.items[0]?.canRetry).toBe(true);

    const retry = `/api/suppliers/${kit.supplier.slug}/integrations/xero/sync-records/${failed.id}/retry`;
    expect(parseError(await call(kit.supplierMember, 'POST', retry), 403).message).toContain('owner or admin');
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    expect(parseAnswer(await call(kit.supplierOwner, 'POST', retry), 200, AccountingSyncRecord)).toMatchObject({
      id: failed.id,
      state: 'pending',
      lastError: null,
    });
    const synced = await settled(order.supplierOrderId, 'supplier', 'synced');
    expect(synced.attempts).toBe(2);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toEqual([expect.objectContaining({ Status: 'AUTHORISED', Reference: order.number })]);
    // a record that isn't failed is not retried
    const refused = parseError(await call(kit.supplierOwner, 'POST', retry), 409);
    expect(refused.message).toContain('synced');
    expect(refused.details).toEqual({ state: 'synced' });
    await setVenueBooks({ status: 'connected' });
  });

  it('Xero’s 429 puts the tenant off for Retry-After and syncs later, without a failed attempt', async () => {
    await setSupplierBooks({});
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    await fakeControl(kit.fake, 'fault', { route: '/api.xro/2.0/Contacts', status: 429, retryAfter: 2, problem: 'minute' });
    const order = await placeOrder();
    const acceptedAt = Date.now();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    await expect
      .poll(async () => (await integrationOfTesting(kit.t.database.db, kit.supplier.id))?.blockedUntil?.getTime() ?? 0, { timeout: 10_000 })
      .toBeGreaterThan(acceptedAt);
    const synced = await settled(order.supplierOrderId, 'supplier', 'synced');
    expect(synced.lastError).toBeNull();
    const jobsOfRecord = async () =>
      (await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE)).filter((job) => job.data.syncRecordId === synced.id);
    // the queue completes a job just after its handler stored the outcome
    await expect
      .poll(async () => (await jobsOfRecord()).map((job) => [job.state, job.retryCount]), { timeout: 5_000 })
      .toEqual([
        ['completed', 0],
        ['completed', 0],
      ]);
    const jobs = await jobsOfRecord();
    // the second job waited for Retry-After
    expect(jobs[1]!.startAfter.getTime() - jobs[0]!.createdOn.getTime()).toBeGreaterThanOrEqual(1_500);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(1);
    await setVenueBooks({ status: 'connected' });
  });

  it('keeps what Xero says is left of the day, and pauses the tenant until the next UTC day when it is nearly spent', async () => {
    await setSupplierBooks({});
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    const first = await placeOrder();
    await step(kit.supplierOwner, first.supplierOrderId, 'accept');
    await settled(first.supplierOrderId, 'supplier', 'synced');
    const left = (await integrationOfTesting(kit.t.database.db, kit.supplier.id))!.dayLimitRemaining!;
    expect(left).toBeGreaterThan(100);
    expect(left).toBeLessThan(5000);
    expect((await integrationOfTesting(kit.t.database.db, kit.supplier.id))!.blockedUntil).toBeNull();
    // the day's limit as if nearly all of it had gone: a sync (3 calls) leaves fewer than 20
    await fakeControl(kit.fake, 'limits', { day: 5000 - left + 21 });
    try {
      const order = await placeOrder();
      await step(kit.supplierOwner, order.supplierOrderId, 'accept');
      await settled(order.supplierOrderId, 'supplier', 'synced');
      const integration = (await integrationOfTesting(kit.t.database.db, kit.supplier.id))!;
      expect(integration.dayLimitRemaining).toBeLessThan(20);
      const now = new Date();
      expect(integration.blockedUntil).toEqual(new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1)));
    } finally {
      await fakeControl(kit.fake, 'limits', { day: 5000 });
      await setSupplierBooks({});
      await setVenueBooks({ status: 'connected' });
    }
  });

  it('an organisation disconnected before its job ran: the record fails, saying so, and is not retried blindly', async () => {
    const order = await placeOrder(undefined, 'accepted');
    const record = await insertSyncRecordTesting(kit.t.database.db, {
      supplierOrderId: order.supplierOrderId,
      organisationId: kit.supplier.id,
      side: 'supplier',
    });
    await setSupplierBooks({ status: 'disconnected' });
    try {
      await sendJobTesting(kit.t.database.db, XERO_SYNC_QUEUE, { syncRecordId: record.id });
      const failed = await settled(order.supplierOrderId, 'supplier', 'failed');
      expect(failed.lastError).toBe('Xero is not connected: an owner or admin connects it again on the integrations page');
      expect(
        (await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE))
          .filter((job) => job.data.syncRecordId === record.id)
          .map((job) => job.state),
      ).toEqual(['completed']);
    } finally {
      await setSupplierBooks({ status: 'connected' });
    }
  });

  it('an integration paused until later is not called: its work waits', async () => {
    await setSupplierBooks({ blockedUntil: new Date(Date.now() + 4_000) });
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    const order = await placeOrder();
    const calls = kit.fake.requests().length;
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    const record = (await recordOf(order.supplierOrderId, 'supplier'))!;
    const jobsOf = async () =>
      (await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE)).filter((job) => job.data.syncRecordId === record.id);
    // the first job saw the pause and put the work off: a second job waits for the pause's end
    await expect.poll(async () => (await jobsOf()).map((job) => job.state), { timeout: 3_000 }).toEqual(['completed', 'created']);
    expect(
      kit.fake
        .requests()
        .slice(calls)
        .filter((request) => request.path.startsWith('/api.xro')),
    ).toEqual([]);
    expect(await recordOf(order.supplierOrderId, 'supplier')).toMatchObject({ state: 'pending', attempts: 0 });
    expect((await settled(order.supplierOrderId, 'supplier', 'synced')).attempts).toBe(1);
    await setVenueBooks({ status: 'connected' });
  });

  it('a retry after a crash between Xero and our database finds the invoice: still one in Xero', async () => {
    await setSupplierBooks({});
    await setVenueBooks({});
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');
    // as if each job died after Xero made the document but before the record kept its id
    for (const record of [invoiceRecord, billRecord]) {
      await updateSyncRecordTesting(kit.t.database.db, record.id, {
        state: 'pending',
        xeroInvoiceId: null,
        xeroInvoiceNumber: null,
        xeroStatus: null,
        syncedAt: null,
      });
      await sendJobTesting(kit.t.database.db, XERO_SYNC_QUEUE, { syncRecordId: record.id });
    }
    expect((await settled(order.supplierOrderId, 'supplier', 'synced')).xeroInvoiceId).toBe(invoiceRecord.xeroInvoiceId);
    expect((await settled(order.supplierOrderId, 'venue', 'synced')).xeroInvoiceId).toBe(billRecord.xeroInvoiceId);
    expect(invoicesFor(SUPPLIER_BOOKS, order.number)).toHaveLength(1);
    expect(invoicesFor(VENUE_BOOKS, order.number)).toHaveLength(1);
    const { number } = (await taxInvoiceOfTesting(kit.t.database.db, order.supplierOrderId))!;
    const creates = kit.fake
      .requests()
      .filter((request) => request.method === 'PUT' && request.path.startsWith('/api.xro/2.0/Invoices') && request.body.includes(number));
    expect(creates).toHaveLength(2);
  });

  it('Xero down: the attempt is recorded and retried by the queue; when the retries run out the record fails and the owners hear', async () => {
    await setSupplierBooks({});
    await updateIntegrationTesting(kit.t.database.db, kit.venue.id, { status: 'disconnected' });
    await fakeControl(kit.fake, 'fault', {
      route: '/api.xro/2.0/Invoices',
      method: 'PUT',
      status: 503,
      body: 'The Xero API is currently offline for maintenance',
    });
    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    await expect.poll(async () => (await recordOf(order.supplierOrderId, 'supplier'))?.lastError, { timeout: 15_000 }).toContain('503');
    const pending = (await recordOf(order.supplierOrderId, 'supplier'))!;
    expect(pending).toMatchObject({ state: 'pending', attempts: 1 });
    await expect
      .poll(
        async () =>
          (await jobsOfQueueTesting(kit.t.database.db, XERO_SYNC_QUEUE))
            .filter((job) => job.data.syncRecordId === pending.id)
            .map((job) => job.state),
        { timeout: 10_000 },
      )
      .toEqual(['retry']);
    // what pg-boss sends to the dead-letter queue once the retries are spent
    await sendJobTesting(kit.t.database.db, XERO_SYNC_FAILED_QUEUE, { syncRecordId: pending.id });
    const failed = await settled(order.supplierOrderId, 'supplier', 'failed');
    expect(failed.lastError).toContain('Xero didn’t answer after several attempts');
    expect(failed.lastError).toContain('offline for maintenance');
    expect(
      (await notificationsOfKindTesting(kit.t.database.db, 'xero_sync_failed'))
        .filter((notice) => notice.title.includes(order.number))
        .map((notice) => notice.userId),
    ).toEqual([kit.supplierOwner.userId]);
    await setVenueBooks({ status: 'connected' });
  });
});
