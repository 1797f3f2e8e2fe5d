import { sql, type SQL } from 'drizzle-orm';
import { orders, supplierOrders, taxDocuments, type Database } from '@tapline/db';
import type { SupplierOrderStatus } from '@tapline/contracts';
import { allocatedFromCents, allocatedToCents, paidCents } from '../../shared/invoice-balances.queries';

// A venue's exposure to a supplier (decision 0170), inc GST in cents, one query per call:
//   its invoices' balances (total − payments − credit allocated to them, as decision 0161 reads a balance: a note's
//   credit reaches its invoice only as an allocation, so notes are not taken off a second time)
// + the totals of its open orders no invoice covers yet (an invoiced order counts once: as its invoice)
// − the credit its adjustment notes hold, not yet allocated to an invoice (the next invoice takes it).

/**
 * The orders that count before they are invoiced: every one the supplier may still deliver, `submitted` included so
 * two checkouts at once see each other's order once the first commits. Not `held` (the supplier hasn't decided: it
 * counts once released), not rejected or cancelled.
 */
const EXPOSURE_ORDER_STATUSES: readonly SupplierOrderStatus[] = ['submitted', 'accepted', 'dispatched', 'delivered'];

export interface ExposurePair {
  supplierId: string;
  venueId: string;
}

export interface Exposure extends ExposurePair {
  /** what its invoices still owe */
  unpaidInvoicesCents: number;
  /** its open orders not yet invoiced */
  openOrdersCents: number;
  /** credit its adjustment notes hold for its next invoices */
  unallocatedCreditCents: number;
  /** unpaid invoices + open orders − unallocated credit (below 0 when the supplier owes the venue) */
  exposureCents: number;
}

const pairSupplier = sql`pair.supplier_id`;
const pairVenue = sql`pair.venue_id`;
const statusList = sql.join(
  EXPOSURE_ORDER_STATUSES.map((status) => sql`${status}`),
  sql`, `,
);

// The query's outer row is a VALUES list, so drizzle would leave the tables' columns bare (and `id` ambiguous):
// each subquery names its columns in full. The balance's sums are correlated to the table's own name.

/** Its invoices' balances: a balance never goes below 0 (decision 0161), `greatest` only guards old data. */
const unpaidInvoices = sql<number>`(select coalesce(sum(greatest(${taxDocuments}.total_cents - ${paidCents} - ${allocatedToCents}, 0)), 0)::bigint
  from ${taxDocuments}
  where ${taxDocuments}.kind = 'invoice' and ${taxDocuments}.supplier_id = ${pairSupplier} and ${taxDocuments}.venue_id = ${pairVenue})`;

/**
 * Its open orders without a tax invoice. An order Xero marked paid without one (older than decision 0160) owes
 * nothing any more.
 */
const openOrders = sql<number>`(select coalesce(sum(open_order.total_cents), 0)::bigint
  from ${supplierOrders} open_order inner join ${orders} placed on placed.id = open_order.order_id
  where open_order.supplier_id = ${pairSupplier} and placed.venue_id = ${pairVenue}
    and open_order.status in (${statusList}) and open_order.paid_at is null
    and not exists (select 1 from ${taxDocuments} invoice where invoice.supplier_order_id = open_order.id and invoice.kind = 'invoice'))`;

/** The credit its notes hold: each note's total less what was allocated from it. */
const unallocatedCredit = sql<number>`(select coalesce(sum(${taxDocuments}.total_cents - ${allocatedFromCents}), 0)::bigint
  from ${taxDocuments}
  where ${taxDocuments}.kind = 'adjustment_note' and ${taxDocuments}.supplier_id = ${pairSupplier} and ${taxDocuments}.venue_id = ${pairVenue})`;

function pairValues(pairs: readonly ExposurePair[]): SQL {
  const rows = pairs.map((pair) => sql`(${pair.supplierId}::uuid, ${pair.venueId}::uuid)`);
  return sql`(values ${sql.join(rows, sql`, `)}) as pair(supplier_id, venue_id)`;
}

/** The exposure of each pair, in one query (a list of accounts reads them all at once). */
export async function findExposures(db: Database, pairs: readonly ExposurePair[]): Promise<Exposure[]> {
  if (pairs.length === 0) return [];
  const rows = await db
    .select({
      supplierId: sql<string>`${pairSupplier}`,
      venueId: sql<string>`${pairVenue}`,
      unpaidInvoicesCents: unpaidInvoices.mapWith(Number),
      openOrdersCents: openOrders.mapWith(Number),
      unallocatedCreditCents: unallocatedCredit.mapWith(Number),
    })
    .from(pairValues(pairs));
  return rows.map((row) => ({
    ...row,
    exposureCents: row.unpaidInvoicesCents + row.openOrdersCents - row.unallocatedCreditCents,
  }));
}
