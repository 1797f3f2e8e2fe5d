import { sql } from 'drizzle-orm';
import { isValidAbn } from '@tapline/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client';
import { executeRows } from '../sql-client';
import { createTestDatabase } from '../../test/test-database';
import { DEMO_SUPPLIER_SLUG, DEMO_VENUE_SLUG, isDatabaseEmpty, seedDemoData, type SeedSummary } from './index';

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

  it('gives the demo brewery a 10 % trade list and a fixed keg list with a break from five kegs', async () => {
    const lists = await rows<{ name: string; kind: string; percent: number | null; items: number; breaks: number }>(sql`
      select l.name, l.kind::text, l.percent_off_basis_points as percent,
        (select count(*) from price_list_items i where i.price_list_id = l.id)::int as items,
        (select count(*) from price_list_items i where i.price_list_id = l.id and i.min_qty = 5)::int as breaks
      from price_lists l join organisations s on s.id = l.supplier_id
      where s.slug = ${DEMO_SUPPLIER_SLUG} order by l.name`);
    expect(lists.map((list) => [list.name, list.kind, list.percent])).toEqual([
      ['Keg partners', 'fixed', null],
      ['Trade 10 %', 'percent_off', 1000],
    ]);
    expect(lists[0]!.breaks).toBeGreaterThan(0);
    expect(lists[0]!.items).toBe(2 * lists[0]!.breaks);
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
    // keg deposits (issue 37): a line per keg type, deposit and rate, GST rounded on that line
    const badSupplierOrders = await rows(sql`
      with deposit_lines as (
        select supplier_order_id, sum(qty * kegs_per_unit) * deposit_cents as total,
          round(sum(qty * kegs_per_unit) * deposit_cents * deposit_tax_rate_basis_points / 10000.0) as gst
        from order_lines where deposit_cents > 0
        group by supplier_order_id, keg_type_id, deposit_cents, deposit_tax_rate_basis_points
      ), deposits as (
        select supplier_order_id, sum(total) as total, sum(gst) as gst from deposit_lines group by supplier_order_id
      )
      select so.id from supplier_orders so join order_lines l on l.supplier_order_id = so.id
        left join deposits d on d.supplier_order_id = so.id
      group by so.id, so.subtotal_cents, so.tax_cents, so.total_cents, so.delivery_fee_cents, d.total, d.gst
      having so.subtotal_cents <> sum(l.line_total_cents) + so.delivery_fee_cents + coalesce(d.total, 0)
        or so.tax_cents <> sum(round(l.line_total_cents * l.tax_rate_basis_points / 10000.0)) + round(so.delivery_fee_cents / 10.0)
          + coalesce(d.gst, 0)
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

  it('gives the demo brewery its own 50 L and 30 L kegs with a deposit and Kegstar’s 20 L; its orders and invoices carry the deposits', async () => {
    const kegTypes = await rows<{ name: string; owner_kind: string; deposit_cents: number; skus: number; supplier: string }>(sql`
      select k.name, k.owner_kind::text as owner_kind, k.deposit_cents, o.slug as supplier,
        (select count(*)::int from skus s where s.keg_type_id = k.id) as skus
      from keg_types k join organisations o on o.id = k.supplier_id order by k.name`);
    expect(kegTypes.map((row) => [row.name, row.owner_kind, row.deposit_cents, row.supplier])).toEqual([
      ['30 L keg', 'supplier', 5_000, DEMO_SUPPLIER_SLUG],
      ['50 L keg', 'supplier', 5_000, DEMO_SUPPLIER_SLUG],
      ['Kegstar 20 L', 'pool', 0, DEMO_SUPPLIER_SLUG],
    ]);
    expect(kegTypes.every((row) => row.skus > 0)).toBe(true);
    // every keg pack of the brewery names its keg type, and nothing else does
    const unnamed = await rows(sql`
      select s.id from skus s join organisations o on o.id = s.supplier_id
      where (o.slug = ${DEMO_SUPPLIER_SLUG} and s.name like '% L keg%') <> (s.keg_type_id is not null)`);
    expect(unnamed).toEqual([]);
    const [deposits] = await rows<{ own: number; pool: number; invoiced: number }>(sql`
      select
        (select count(*)::int from order_lines l join keg_types k on k.id = l.keg_type_id where k.owner_kind = 'supplier' and l.deposit_cents = 5000) as own,
        (select count(*)::int from order_lines l join keg_types k on k.id = l.keg_type_id where k.owner_kind = 'pool' and l.deposit_cents = 0) as pool,
        (select count(*)::int from tax_documents d, jsonb_array_elements(d.lines) line where line ? 'kegTypeId') as invoiced`);
    expect(deposits!.own).toBeGreaterThan(0);
    expect(deposits!.pool).toBeGreaterThan(0);
    expect(deposits!.invoiced).toBeGreaterThan(0);
  });

  it('gives the demo pair a keg ledger: each delivered keg order once, empties within the balance, some waiting too long', async () => {
    const supplier = sql`(select id from organisations where slug = ${DEMO_SUPPLIER_SLUG})`;
    const venue = sql`(select id from organisations where slug = ${DEMO_VENUE_SLUG})`;
    const balances = await rows<{ name: string; balance: number; empties: number }>(sql`
      select k.name, sum(l.delta)::int as balance,
        (select count(*)::int from keg_empties e where e.keg_type_id = k.id and e.venue_id = ${venue} and e.collected_at is null) as empties
      from keg_ledger l join keg_types k on k.id = l.keg_type_id
      where l.supplier_id = ${supplier} and l.venue_id = ${venue} group by k.id, k.name order by k.name`);
    expect(balances.find((row) => row.name === '50 L keg')!.balance).toBeGreaterThan(0);
    expect(balances.every((row) => row.empties <= row.balance && row.balance >= 0)).toBe(true);
    // every delivered order of the pair with kegs has its delivered entries, once each
    const missing = await rows(sql`
      select so.id from supplier_orders so join orders o on o.id = so.order_id
        join order_lines ol on ol.supplier_order_id = so.id join skus s on s.id = ol.sku_id
      where so.supplier_id = ${supplier} and o.venue_id = ${venue} and so.status = 'delivered' and s.keg_type_id is not null
        and not exists (select 1 from keg_ledger l where l.supplier_order_id = so.id and l.reason = 'delivered')`);
    expect(missing).toEqual([]);
    const [late] = await rows<{ empties: number }>(sql`
      select count(*)::int as empties from keg_empties where venue_id = ${venue} and collected_at is null and emptied_at < now() - interval '7 days'`);
    expect(late!.empties).toBeGreaterThan(0);
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

  it('has one supplier with trade accounts on: an account approved on net 30, an application waiting, the demo pair untouched', async () => {
    const [trade] = await rows<Record<string, string | number | boolean>>(sql`
      select s.slug, t.accounts_required, t.terms_version,
        (select string_agg(v.slug || ':' || a.status || ':' || coalesce(a.credit_limit_cents::text, '-') || ':' || p.terms_kind || p.terms_days, ',')
          from trade_accounts a join organisations v on v.id = a.venue_id
          join supplier_venue_payment_terms p on p.supplier_id = a.supplier_id and p.venue_id = a.venue_id
          where a.supplier_id = s.id) as accounts,
        (select string_agg(v.slug, ',') from trade_applications a join organisations v on v.id = a.venue_id
          where a.supplier_id = s.id and a.status = 'submitted') as waiting
      from supplier_trade_settings t join organisations s on s.id = t.supplier_id`);
    expect(trade).toEqual({
      slug: 'pacific-beverage-distributors',
      accounts_required: false,
      terms_version: 2,
      accounts: 'crown-and-anchor-surry-hills:active:500000:net_days30',
      waiting: 'jetty-road-kitchen',
    });
    const [demoPair] = await rows<{ n: string | number }>(sql`
      select count(*) as n from trade_accounts a join organisations o on o.id in (a.venue_id, a.supplier_id)
      where o.slug in (${DEMO_VENUE_SLUG}, 'saltwater-brewing')`);
    expect(Number(demoPair!.n)).toBe(0);
  });

  it('gives the distributor delivery zones: its Sydney venues are in one, on the weekdays it delivered before', async () => {
    const zoned = await rows<{ venue: string; zone: string | null; same_days: boolean }>(sql`
      select v.slug as venue, z.name as zone, z.delivery_weekdays::int[] = s.delivery_weekdays::int[] as same_days
      from organisations v
      join addresses a on a.organisation_id = v.id and a.kind = 'delivery'
      cross join organisations s
      left join delivery_zone_localities l on l.supplier_id = s.id and l.postcode = a.postcode and l.suburb in (lower(a.suburb), '')
      left join delivery_zones z on z.id = l.zone_id
      where v.type = 'venue' and s.slug = 'pacific-beverage-distributors' and a.state = 'NSW'
      order by v.slug`);
    expect(zoned.map((row) => [row.zone, row.same_days])).toEqual([
      ['Inner Sydney', true],
      ['Inner Sydney', true],
      ['Inner Sydney', true],
    ]);
    // the journeys order from the demo brewery: it has no zones, so it still delivers anywhere
    const [brewery] = await rows<{ zones: string | number }>(sql`
      select count(z.id) as zones from organisations s left join delivery_zones z on z.supplier_id = s.id
      where s.slug = ${DEMO_SUPPLIER_SLUG}`);
    expect(Number(brewery!.zones)).toBe(0);
  });

  it('has a thread on one of the demo pair’s delivered orders, both sides writing, read by both', async () => {
    const messages = await rows<{ side: string; status: string; venue: string; supplier: string; readByOther: string | number }>(sql`
      select m.author_side as side, so.status, v.slug as venue, s.slug as supplier,
        (select count(*) from order_message_reads r
          where r.supplier_order_id = m.supplier_order_id and r.side <> m.author_side and r.last_read_at >= m.created_at) as "readByOther"
      from order_messages m
      join supplier_orders so on so.id = m.supplier_order_id
      join orders o on o.id = so.order_id
      join organisations v on v.id = o.venue_id
      join organisations s on s.id = so.supplier_id
      order by m.created_at`);
    expect(messages.map((message) => message.side)).toEqual(['supplier', 'venue']);
    for (const message of messages) {
      expect(message).toMatchObject({ status: 'delivered', venue: DEMO_VENUE_SLUG, supplier: DEMO_SUPPLIER_SLUG });
      // the other side's marker is past it: read
      expect(Number(message.readByOther)).toBe(1);
    }
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
