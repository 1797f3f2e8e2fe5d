import { describe, expect, it } from 'vitest';
import { SupplierOrder, SupplierOrderAccounting } from '@tapline/contracts';
import { parseAnswer } from '../../../test/support/parse-answer';
import { XERO_POLL_TICK_QUEUE } from './xero-sync.queues';
import { fakeControl, xeroSyncTestKit } from '../../../test/support/xero-sync-kit';
import {
  integrationOfTesting,
  jobsOfQueueTesting,
  notificationsOfKindTesting,
  scheduleOfTesting,
  sendJobTesting,
  supplierOrderPaidAtTesting,
} from '../../../test/support/queries/xero-sync-testing.queries';

// Payments in Xero read back by the poll, on a server without webhooks.

const { kit, call, step, placeOrder, recordOf, settled, setSupplierBooks, setVenueBooks } = xeroSyncTestKit();

describe('payments without webhooks', () => {
  it('are polled every five minutes, only what changed since the last poll: a paid invoice marks the order paid on both sides', async () => {
    await setSupplierBooks({ invoiceStatus: 'AUTHORISED' });
    await setVenueBooks({ invoiceStatus: 'AUTHORISED' });
    expect(await scheduleOfTesting(kit.t.database.db, XERO_POLL_TICK_QUEUE)).toBe('*/5 * * * *');

    const order = await placeOrder();
    await step(kit.supplierOwner, order.supplierOrderId, 'accept');
    const invoiceRecord = await settled(order.supplierOrderId, 'supplier', 'synced');
    const billRecord = await settled(order.supplierOrderId, 'venue', 'synced');
    const tick = async () => {
      const before = (await jobsOfQueueTesting(kit.t.database.db, XERO_POLL_TICK_QUEUE)).length;
      await sendJobTesting(kit.t.database.db, XERO_POLL_TICK_QUEUE, {});
      // the schedule's own tick may come too when the clock passes a fifth minute meanwhile: every tick since is done
      await expect
        .poll(
          async () => {
            const states = (await jobsOfQueueTesting(kit.t.database.db, XERO_POLL_TICK_QUEUE)).slice(before).map((job) => job.state);
            return states.length > 0 && states.every((state) => state === 'completed');
          },
          { timeout: 10_000 },
        )
        .toBe(true);
    };
    await tick();
    expect((await integrationOfTesting(kit.t.database.db, kit.supplier.id))?.pollCursor).toBeInstanceOf(Date);
    expect((await recordOf(order.supplierOrderId, 'supplier'))?.state).toBe('synced');

    await fakeControl(kit.fake, `invoices/${invoiceRecord.xeroInvoiceId}/pay`);
    const calls = kit.fake.requests().length;
    await tick();
    const paid = await settled(order.supplierOrderId, 'supplier', 'paid');
    expect(paid.paidAt).toBeInstanceOf(Date);
    const polls = kit.fake
      .requests()
      .slice(calls)
      .filter((request) => request.method === 'GET' && request.path.startsWith('/api.xro/2.0/Invoices?'));
    expect(polls.length).toBeGreaterThan(0);
    expect(polls.every((request) => typeof request.headers['if-modified-since'] === 'string')).toBe(true);
    expect(await supplierOrderPaidAtTesting(kit.t.database.db, order.supplierOrderId)).toEqual(paid.paidAt);
    const paidNotices = (await notificationsOfKindTesting(kit.t.database.db, 'order_paid')).filter(
      (notice) => notice.title === `Order ${order.number} paid`,
    );
    expect(paidNotices.map((notice) => notice.organisationId).sort()).toEqual([kit.supplier.id, kit.supplier.id, kit.venue.id].sort());
    for (const person of [kit.supplierMember, kit.venueOwner]) {
      expect(parseAnswer(await call(person, 'GET', `/api/supplier-orders/${order.supplierOrderId}`), 200, SupplierOrder).paidAt).toBe(
        paid.paidAt!.toISOString(),
      );
      expect(
        parseAnswer(await call(person, 'GET', `/api/supplier-orders/${order.supplierOrderId}/accounting`), 200, SupplierOrderAccounting)
          .paidAt,
      ).toBe(paid.paidAt!.toISOString());
    }

    // the venue pays its bill too: its record is paid, and nobody is told twice
    await fakeControl(kit.fake, `invoices/${billRecord.xeroInvoiceId}/pay`);
    await tick();
    await settled(order.supplierOrderId, 'venue', 'paid');
    expect(
      (await notificationsOfKindTesting(kit.t.database.db, 'order_paid')).filter((notice) => notice.title === `Order ${order.number} paid`),
    ).toHaveLength(3);
  });
});
