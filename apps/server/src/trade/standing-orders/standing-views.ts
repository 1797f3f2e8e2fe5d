import type { OccurrenceProblem, StandingLine, StandingOccurrence, StandingOrder } from '@tapline/contracts';
import type { Database, OccurrenceLineRow } from '@tapline/db';
import { listPricedLines, type CartLineRow } from '../cart/cart.service';
import { problemOf, sumLines } from '../cart/checkout-rules';
import { localDate } from '../../shared/calendar';
import type { OccurrenceRow } from './standing-occurrences.queries';
import { listPlacedLines } from './standing-occurrences.queries';
import type { StandingOrderRow } from './standing-orders.queries';
import { leadDaysOf } from './standing-schedule';

// The answers (contracts' StandingOrder and StandingOccurrence): lines priced now for the venue, as the cart prices
// them, each with why it would be left out; a placed occurrence shows what it ordered.

/** A line as a template or an edited occurrence holds it. */
export type WantedLine = OccurrenceLineRow;

const keyOf = (line: { skuId: string; qty: number }) => `${line.skuId}:${line.qty}`;

/** The lines priced for the venue now (one query, whatever their number), by SKU and quantity. */
export async function priceLines(db: Database, venueId: string, wanted: readonly WantedLine[]): Promise<Map<string, CartLineRow>> {
  const distinct = [...new Map(wanted.map((line) => [keyOf(line), { skuId: line.skuId, qty: line.qty }])).values()];
  const rows = await listPricedLines(db, venueId, distinct);
  return new Map(rows.map((row) => [keyOf({ skuId: row.skuId, qty: row.qty }), row]));
}

/** A priced line as the answers show it (a SKU gone since is left out). */
export function standingLinesOf(wanted: readonly WantedLine[], priced: ReadonlyMap<string, CartLineRow>): StandingLine[] {
  const lines: StandingLine[] = [];
  for (const line of wanted) {
    const row = priced.get(keyOf(line));
    if (!row) continue;
    lines.push({
      skuId: row.skuId,
      productId: row.productId,
      productSlug: row.productSlug,
      productName: row.productName,
      skuName: row.skuName,
      qty: line.qty,
      unitPriceCents: row.unitPriceCents,
      previousUnitPriceCents: line.lastUnitPriceCents,
      taxRateBasisPoints: row.taxRateBasisPoints,
      problem: problemOf(row)?.message ?? null,
    });
  }
  return lines.sort(
    (a, b) => a.productName.localeCompare(b.productName) || a.skuName.localeCompare(b.skuName) || (a.skuId < b.skuId ? -1 : 1),
  );
}

/** What would go: the lines without a problem. */
export function subtotalOf(lines: readonly StandingLine[]): number {
  return sumLines(lines.filter((line) => line.problem === null)).subtotalCents;
}

export interface ViewContext {
  now: Date;
  /** the caller manages the venue's standing orders (owner or admin) */
  manages: boolean;
  standing: Pick<StandingOrderRow, 'id' | 'supplier' | 'venue' | 'status'>;
  templateLines: readonly WantedLine[];
  priced: ReadonlyMap<string, CartLineRow>;
  /** what each placed occurrence's supplier order holds */
  placedLines: ReadonlyMap<string, StandingLine[]>;
}

function actionsOf(row: OccurrenceRow, context: ViewContext): StandingOccurrence['actions'] {
  if (!context.manages || row.placeAt <= context.now || context.standing.status === 'ended') return [];
  if (row.status === 'scheduled') return row.overrideLines ? ['skip', 'edit', 'revert', 'place_now'] : ['skip', 'edit', 'place_now'];
  if (row.status === 'skipped' && row.skippedBy === 'venue') return ['unskip'];
  return [];
}

export function occurrenceView(row: OccurrenceRow, context: ViewContext): StandingOccurrence {
  const { supplier, venue } = context.standing;
  const placed = row.supplierOrderId ? context.placedLines.get(row.supplierOrderId) : undefined;
  const lines = placed ?? standingLinesOf(row.overrideLines ?? context.templateLines, context.priced);
  return {
    id: row.id,
    standingOrderId: row.standingOrderId,
    supplier: { id: supplier.id, slug: supplier.slug, name: supplier.name, logoUrl: supplier.logoUrl },
    scheduledDate: row.scheduledDate,
    deliveryDate: row.deliveryDate,
    calendarNote: row.calendarNote,
    status: row.status,
    skippedBy: row.skippedBy === null ? null : row.skippedBy === 'calendar' ? 'calendar' : 'venue',
    placeAt: row.placeAt.toISOString(),
    remindAt: row.remindAt.toISOString(),
    remindedAt: row.remindedAt?.toISOString() ?? null,
    edited: row.overrideLines !== null,
    lines,
    subtotalCents: subtotalOf(lines),
    currency: venue.currency,
    problems: row.problems as OccurrenceProblem[],
    placedAt: row.placedAt?.toISOString() ?? null,
    order:
      row.orderId && row.supplierOrderId && row.orderNumber
        ? { id: row.orderId, number: row.orderNumber, supplierOrderId: row.supplierOrderId }
        : null,
    actions: actionsOf(row, context),
  };
}

/** What the placed occurrences ordered, by supplier order (one query). */
export async function placedLinesOf(db: Database, rows: readonly OccurrenceRow[]): Promise<Map<string, StandingLine[]>> {
  const ids = rows.flatMap((row) => (row.supplierOrderId ? [row.supplierOrderId] : []));
  const byOrder = new Map<string, StandingLine[]>();
  for (const line of await listPlacedLines(db, ids)) {
    const lines = byOrder.get(line.supplierOrderId) ?? [];
    lines.push({
      // a SKU or product deleted since: the line's own id stands in
      skuId: line.skuId ?? line.id,
      productId: line.productId ?? line.id,
      productSlug: line.productSlug,
      productName: line.productName,
      skuName: line.skuName,
      qty: line.qty,
      unitPriceCents: line.unitPriceCents,
      previousUnitPriceCents: null,
      taxRateBasisPoints: line.taxRateBasisPoints,
      problem: null,
    });
    byOrder.set(line.supplierOrderId, lines);
  }
  return byOrder;
}

/** The standing order as the contract answers it; `occurrences` are its own, by delivery date. */
export function standingOrderView(standing: StandingOrderRow, occurrences: readonly OccurrenceRow[], context: ViewContext): StandingOrder {
  const lines = standingLinesOf(context.templateLines, context.priced);
  const today = localDate(context.now, standing.supplier.timeZone);
  const next = occurrences.find((row) => row.status === 'scheduled' && row.placeAt > context.now && row.deliveryDate >= today);
  const { supplier } = standing;
  return {
    id: standing.id,
    venue: { id: standing.venue.id, slug: standing.venue.slug, name: standing.venue.name },
    supplier: { id: supplier.id, slug: supplier.slug, name: supplier.name, logoUrl: supplier.logoUrl },
    owner: { id: standing.ownerId, name: standing.ownerName },
    status: standing.status,
    deliveryWeekdays: [...standing.deliveryWeekdays].sort(),
    everyWeeks: standing.everyWeeks,
    startsOn: standing.startsOn,
    endsOn: standing.endsOn,
    pausedUntil: standing.pausedUntil,
    note: standing.note,
    lines,
    subtotalCents: subtotalOf(lines),
    currency: standing.venue.currency,
    supplierCalendar: {
      deliveryWeekdays: [...(supplier.deliveryWeekdays ?? [])].sort(),
      orderCutoffTime: supplier.orderCutoffTime,
      leadDays: leadDaysOf(supplier),
      timeZone: supplier.timeZone,
    },
    nextOccurrence: next ? occurrenceView(next, context) : null,
    version: standing.version,
    createdAt: standing.createdAt.toISOString(),
    updatedAt: standing.updatedAt.toISOString(),
  };
}
