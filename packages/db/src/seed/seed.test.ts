import { sql } from 'drizzle-orm';
import { isValidAbn } from '@tapline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { executeRows } from '../sql-client';
import { createTestDatabase } from '../../test/test-database';
import { DEMO_VENUE_SLUG, isDatabaseEmpty, seedDemoData, type SeedSummary } from './index';

let handle: DatabaseHandle;
let summary: SeedSummary;

const rows = <T>(query: ReturnType<typeof sql>): Promise<T[]> => executeRows<T>(handle.db, query);

beforeAll(async () => {
  handle = await createTestDatabase();
  expect(await isDatabaseEmpty(handle.db)).toBe(true);
  summary = await seedDemoData(handle.db);
});
afterAll(async () => {
  await handle.close();
});

describe('the demo marketplace', () => {
  it('meets the catalogue minimums, counting only what the public sees', async () => {
    const [counts] = await rows<Record<string, string | number>>(sql`
      select
        (select count(*) from organisations where type = 'supplier' and status = 'active') as suppliers,
        (select count(*) from organisations where type = 'venue' and status = 'active') as venues,
        (select count(*) from products p join organisations s on s.id = p.supplier_id
          where p.status = 'active' and s.status = 'active') as products,
        (select count(*) from skus k join products p on p.id = k.product_id join organisations s on s.id = p.supplier_id
          where k.status = 'active' and p.status = 'active' and s.status = 'active') as skus,
        (select count(distinct venue_id) from on_tap_entries) as venues_with_taps`);
    expect(Number(counts!.suppliers)).toBeGreaterThanOrEqual(6);
    expect(Number(counts!.venues)).toBe(8);
    expect(Number(counts!.products)).toBeGreaterThanOrEqual(40);
    expect(Number(counts!.skus)).toBeGreaterThanOrEqual(100);
    expect(Number(counts!.venues_with_taps)).toBeGreaterThanOrEqual(7);
    expect(summary.orders).toBeGreaterThanOrEqual(20);
  });

  it('gives the demo venue an order guide to count: kegs under Taps, packs under Fridge, across suppliers', async () => {
    const items = await rows<{ name: string; section: string; par_qty: number; suppliers: string }>(sql`
      select g.name, i.section, i.par_qty, (select count(distinct k2.supplier_id) from order_guide_items i2 join skus k2 on k2.id = i2.sku_id
        where i2.guide_id = g.id)::text as suppliers
      from order_guides g join organisations v on v.id = g.venue_id join order_guide_items i on i.guide_id = g.id
      where v.slug = ${DEMO_VENUE_SLUG} order by i.position`);
    expect(new Set(items.map((item) => item.name))).toEqual(new Set(['Cold room']));
    expect([...new Set(items.map((item) => item.section))]).toEqual(['Taps', 'Fridge']);
    expect(items.length).toBeGreaterThanOrEqual(5);
    expect(Number(items[0]!.suppliers)).toBeGreaterThan(1);
  });

  it('has past orders in every supplier-order status, each with its trail of events', async () => {
    const statuses = await rows<{ status: string }>(sql`select distinct status::text as status from supplier_orders`);
    expect(statuses.map((row) => row.status).sort()).toEqual(['accepted', 'cancelled', 'delivered', 'dispatched', 'rejected', 'submitted']);
    const wrongTrail = await rows(sql`
      select so.id from supplier_orders so
      where so.status <> (select e.to_status from order_events e where e.supplier_order_id = so.id order by e.at desc limit 1)`);
    expect(wrongTrail).toEqual([]);
    const rejectedWithoutReason = await rows(sql`
      select id from supplier_orders where status = 'rejected' and coalesce(supplier_note, '') = ''`);
    expect(rejectedWithoutReason).toEqual([]);
  });

  it('keeps every total equal to the sum of its parts', async () => {
    const badSupplierOrders = await rows(sql`
      select so.id from supplier_orders so join order_lines l on l.supplier_order_id = so.id
      group by so.id, so.subtotal_cents, so.tax_cents, so.total_cents
      having so.subtotal_cents <> sum(l.line_total_cents)
        or so.tax_cents <> sum(round(l.line_total_cents * l.tax_rate_basis_points / 10000.0))
        or so.total_cents <> so.subtotal_cents + so.tax_cents`);
    expect(badSupplierOrders).toEqual([]);
    const badOrders = await rows(sql`
      select o.id from orders o join supplier_orders so on so.order_id = o.id
      group by o.id, o.subtotal_cents, o.tax_cents, o.total_cents
      having o.subtotal_cents <> sum(so.subtotal_cents) or o.tax_cents <> sum(so.tax_cents) or o.total_cents <> sum(so.total_cents)`);
    expect(badOrders).toEqual([]);
    const badLines = await rows(sql`select id from order_lines where line_total_cents <> unit_price_cents * qty`);
    expect(badLines).toEqual([]);
  });

  it('sells each product in packs that fit it, with volumes, counted stock and venue prices', async () => {
    const packs = await rows<{ name: string; volume_ml: number | null; stock_on_hand: number | null; status: string }>(sql`
      select name, volume_ml, stock_on_hand, status::text as status from skus`);
    const names = new Set(packs.map((pack) => pack.name));
    for (const name of [
      '50 L keg',
      '30 L keg',
      '20 L keg',
      '4 × 440 mL cans',
      '16 × 375 mL cans',
      '24 × 375 mL cans',
      '12 × 330 mL bottles',
      '750 mL bottle',
    ]) {
      expect(names).toContain(name);
    }
    expect(packs.filter((pack) => pack.volume_ml === null)).toEqual([]);
    expect(packs.filter((pack) => pack.stock_on_hand === 0)).toHaveLength(1);
    expect(packs.filter((pack) => (pack.stock_on_hand ?? 0) > 0).length).toBeGreaterThanOrEqual(5);
    expect(packs.filter((pack) => pack.status === 'archived')).toHaveLength(1);
    const packSets = await rows<{ packs: string }>(sql`
      select string_agg(name, ',' order by name) as packs from skus group by product_id`);
    expect(new Set(packSets.map((row) => row.packs)).size).toBeGreaterThanOrEqual(6);
    const [priced] = await rows<{ venues: string | number }>(sql`select count(distinct venue_id) as venues from venue_prices`);
    expect(Number(priced!.venues)).toBeGreaterThanOrEqual(2);
    const statuses = await rows<{ status: string }>(sql`select distinct status::text as status from products`);
    expect(statuses.map((row) => row.status).sort()).toEqual(['active', 'archived', 'draft']);
  });

  it('gives the demo venue an On Tap list with a guest beer, a next on, a kicked keg and a delivered keg to put on', async () => {
    const entries = await rows<{
      status: string;
      tap_number: number | null;
      guest_name: string | null;
      kicked: boolean;
      labels: string;
    }>(sql`
      select e.status, e.tap_number, e.guest_name, e.kicked_at is not null as kicked,
        (select string_agg(s ->> 'label', ',') from jsonb_array_elements(e.serving_sizes) s) as labels
      from on_tap_entries e join organisations v on v.id = e.venue_id where v.slug = ${DEMO_VENUE_SLUG}
      order by e.status desc, e.position`);
    const pouring = entries.filter((entry) => entry.status === 'pouring' && !entry.kicked);
    expect(pouring.map((entry) => entry.tap_number)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(pouring.filter((entry) => entry.guest_name !== null)).toHaveLength(1);
    expect(entries.filter((entry) => entry.status === 'next')).toHaveLength(1);
    expect(entries.filter((entry) => entry.kicked)).toHaveLength(1);
    expect(entries.every((entry) => entry.labels && !entry.labels.includes('null'))).toBe(true);
    const [unused] = await rows<{ n: string | number }>(sql`
      select count(*) as n from supplier_orders so
      join orders o on o.id = so.order_id join organisations v on v.id = o.venue_id
      join order_lines l on l.supplier_order_id = so.id join skus k on k.id = l.sku_id
      where v.slug = ${DEMO_VENUE_SLUG} and so.status = 'delivered' and so.updated_at > now() - interval '30 days'
        and sku_pack_format(k.name) = 'keg'
        and not exists (select 1 from on_tap_entries e where e.venue_id = v.id and e.product_id = l.product_id and e.kicked_at is null)`);
    expect(Number(unused!.n)).toBeGreaterThanOrEqual(1);
  });

  it('gives every organisation a valid ABN', async () => {
    const abns = await rows<{ abn: string | null }>(sql`select abn from organisations`);
    expect(abns.filter((row) => !row.abn || !isValidAbn(row.abn))).toEqual([]);
    expect(new Set(abns.map((row) => row.abn)).size).toBe(abns.length);
  });

  it('has the tax invoice of every delivered supplier order, as the server issues it', async () => {
    const invoices = await rows<Record<string, string | number | null>>(sql`
      select so.id, d.number, d.subtotal_cents::int as subtotal, d.gst_cents::int as gst, d.total_cents::int as total,
        so.subtotal_cents::int as order_subtotal, so.tax_cents::int as order_tax, so.total_cents::int as order_total,
        d.issued_at = e.at as issued_on_delivery, d.issue_date = (e.at at time zone s.time_zone)::date as dated_there,
        (d.due_date - d.issue_date)::int as days, d.seller_abn = s.abn and d.buyer_abn = v.abn as abns_copied,
        (select sum((l ->> 'lineTotalCents')::bigint) from jsonb_array_elements(d.lines) l)::int as lines_cents,
        rank() over (partition by d.supplier_id order by d.issued_at)::int as issue_order
      from supplier_orders so
      join order_events e on e.supplier_order_id = so.id and e.to_status = 'delivered'
      join orders o on o.id = so.order_id join organisations s on s.id = so.supplier_id join organisations v on v.id = o.venue_id
      left join tax_documents d on d.supplier_order_id = so.id and d.kind = 'invoice'
      where so.status = 'delivered'`);
    expect(invoices.length).toBeGreaterThanOrEqual(8);
    for (const invoice of invoices) {
      expect(invoice).toMatchObject({
        number: `INV-${String(invoice.issue_order).padStart(6, '0')}`,
        subtotal: invoice.order_subtotal,
        gst: invoice.order_tax,
        total: invoice.order_total,
        lines_cents: invoice.order_subtotal,
        issued_on_delivery: true,
        dated_there: true,
        days: 14,
        abns_copied: true,
      });
    }
    const counters = await rows(sql`
      select c.supplier_id from tax_document_counters c
      where c.last_number <> (select max(d.sequence) from tax_documents d where d.supplier_id = c.supplier_id and d.kind = c.kind)`);
    expect(counters).toEqual([]);
  });

  it('pays no invoice more than it owes, and marks paid the orders of invoices paid', async () => {
    const invoices = await rows<{ balance: string | number; order_paid: boolean; order_part_paid: boolean }>(sql`
      select d.total_cents - coalesce((select sum(amount_cents) from invoice_payments p where p.invoice_id = d.id), 0)
          - coalesce((select sum(amount_cents) from credit_allocations a where a.invoice_id = d.id), 0) as balance,
        so.paid_at is not null as order_paid, so.part_paid_at is not null as order_part_paid
      from tax_documents d join supplier_orders so on so.id = d.supplier_order_id where d.kind = 'invoice'`);
    for (const invoice of invoices) expect(Number(invoice.balance)).toBeGreaterThanOrEqual(0);
    const paid = invoices.filter((invoice) => Number(invoice.balance) === 0);
    expect(paid.length).toBeGreaterThanOrEqual(2);
    expect(invoices.filter((invoice) => invoice.order_paid)).toEqual(paid);
    expect(invoices.filter((invoice) => invoice.order_part_paid)).toHaveLength(1);
  });

  it('continues order numbers after the demo orders', async () => {
    const [next] = await rows<{ value: string | number }>(sql`select nextval('order_number_seq') as value`);
    expect(Number(next!.value)).toBe(1000 + summary.orders);
  });

  it('refuses to load into a database that has data, changing nothing', async () => {
    await expect(seedDemoData(handle.db)).rejects.toThrow(/already has data/);
    const [count] = await rows<{ n: string | number }>(sql`select count(*) as n from organisations`);
    expect(Number(count!.n)).toBe(summary.suppliers + summary.venues);
  });
});
